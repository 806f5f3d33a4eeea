import ArgumentParser
import Foundation
import TextFit

extension InputError {
    /// Runs `body`; bad input is printed as one line on standard error and exits with status 2.
    static func exitOnBadInput<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as InputError {
            FileHandle.standardError.write(Data("textfit: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The async form of `exitOnBadInput`.
    static func exitOnBadInput<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as InputError {
            FileHandle.standardError.write(Data("textfit: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
