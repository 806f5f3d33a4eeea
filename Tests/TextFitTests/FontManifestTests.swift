import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A font manifest that cannot be decoded names the file, the key path and, where it can, the line.
@Suite struct FontManifestTests {
    func load(_ text: String) throws -> InputError {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try FontManifest.load(from: path)
        } catch {
            #expect(error.file == path)
            return error
        }
        Issue.record("the manifest was accepted")
        return InputError(reason: "")
    }

    @Test func wrongTypeInsideAnArrayNamesTheIndexedPath() throws {
        let error = try load("""
        {"schemaVersion": 1, "families": [{"name": "Inter", "faces": [{"file": "a.otf", "weight": "bold"}]}],
         "scripts": {}, "fallback": []}
        """)
        #expect(error.key == "families[0].faces[0].weight")
        #expect(error.reason == "expected a number")
    }

    @Test func malformedJSONNamesTheLine() throws {
        let error = try load("{\n  \"schemaVersion\": 1,\n  \"families\": [,]\n}\n")
        #expect(error.line == 3)
        #expect(error.reason.hasPrefix("malformed JSON"))
    }

    @Test func aManifestMustBeAnObject() throws {
        let error = try load("[1]")
        #expect(error.line == 1)
        #expect(error.reason == "a font manifest must be a JSON object")
    }

    @Test func aBlendNeedsTheFamilysOpticalBlend() throws {
        let error = try load("""
        {"schemaVersion": 1, "families": [{"name": "Inter", "faces": [{"file": "a.otf", "blend": {"file": "b.otf"}}]}],
         "scripts": {}, "fallback": []}
        """)
        #expect(error.key == "families[0].faces[0].blend")
        #expect(error.reason == "family 'Inter' blends faces but has no 'opticalBlend'")
    }

    @Test func theRampAndTheAmountAreChecked() throws {
        let backwards = try load("""
        {"schemaVersion": 1, "families": [{"name": "Inter", "opticalBlend": {"from": 20, "to": 17, "amount": 0.5},
         "faces": [{"file": "a.otf"}]}], "scripts": {}, "fallback": []}
        """)
        #expect(backwards.key == "families[0].opticalBlend")
        #expect(backwards.reason == "'from' (20.0) must be below 'to' (17.0)")
        let amount = try load("""
        {"schemaVersion": 1, "families": [{"name": "Inter", "opticalBlend": {"from": 17, "to": 20, "amount": 1.5},
         "faces": [{"file": "a.otf"}]}], "scripts": {}, "fallback": []}
        """)
        #expect(amount.key == "families[0].opticalBlend.amount")
        #expect(amount.reason == "amount 1.5 is outside 0…1")
    }
}
