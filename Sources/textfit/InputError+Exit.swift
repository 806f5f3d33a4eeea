import ArgumentParser
import Foundation
import TextFit

extension InputError {
    /// The exit status of an output that could not be written or drawn (the input was valid).
    static let outputFailureStatus: Int32 = 3

    /// The exit status for this error: 2 for bad input, 3 for an output that could not be written.
    var exitStatus: Int32 { fault == .output ? Self.outputFailureStatus : 2 }

    /// Runs `body`; bad input is printed as one line on standard error and exits with status 2
    /// (an output that could not be written: status 3).
    static func exitOnBadInput<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as InputError {
            FileHandle.standardError.write(Data("textfit: \(error)\n".utf8))
            throw ExitCode(error.exitStatus)
        }
    }

    /// The async form of `exitOnBadInput`.
    static func exitOnBadInput<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as InputError {
            FileHandle.standardError.write(Data("textfit: \(error)\n".utf8))
            throw ExitCode(error.exitStatus)
        }
    }
}
