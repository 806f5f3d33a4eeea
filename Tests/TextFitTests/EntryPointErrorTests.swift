import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The two one-call entry points throw one error type, `InputError`, for input they cannot use,
/// and so do the readers beneath them: the `catch` blocks below bind `error` as an `InputError`
/// without a cast, which compiles only while the calls are `throws(InputError)`. Each failure
/// comes before any font is loaded.
@Suite struct EntryPointErrorTests {
    @Test func checkRefusesAnUnknownLanguage() {
        do {
            _ = try ButtonFit.check(title: "Current Location", language: "not a tag")
            Issue.record("no error")
        } catch {
            let typed: InputError = error
            #expect(typed.description == "'not a tag' is not a BCP 47 language tag")
        }
    }

    @Test func runNamesAFileItCannotRead() async {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).xcstrings").path
        do {
            _ = try await Verification.run(catalogs: [missing])
            Issue.record("no error")
        } catch {
            let typed: InputError = error
            #expect(typed.file == missing)
        }
    }

    @Test func runNamesAMalformedCatalog() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).xcstrings")
        try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {,\n}\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try await Verification.run(catalogs: [file.path])
            Issue.record("no error")
        } catch {
            let typed: InputError = error
            #expect(typed.file == file.path)
            #expect(typed.line == 3)
            #expect(typed.reason.hasPrefix("malformed JSON"))
        }
        // The reader beneath it gives the same error.
        do {
            _ = try LocalizationReader.read(paths: [file.path])
        } catch {
            let typed: InputError = error
            #expect(typed.line == 3)
        }
    }
}
