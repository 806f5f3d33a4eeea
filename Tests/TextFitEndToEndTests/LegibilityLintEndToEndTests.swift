import Foundation
import Testing

/// The legibility lint through the built binary: white on white, an alpha of 0.3 and a 30×30
/// frame each give their finding once per run in the summary, the JSON, SARIF, JUnit and the
/// gate; the bundled default spec gives none.
@Suite struct LegibilityLintEndToEndTests {
    /// Writes `json` as a spec file in `folder`.
    static func spec(_ json: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("button.json")
        try Data(json.utf8).write(to: file)
        return file.path
    }

    /// The `lint` list of a results JSON.
    static func lint(_ json: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(document["lint"] as? [[String: Any]])
    }

    @Test(arguments: [
        (##"{"tintColor": "white", "backgroundColor": "#FFFFFF"}"##, "contrast", "contrast ratio of 1.00:1"),
        (##"{"alpha": 0.3}"##, "translucent", "the button's alpha is 0.3"),
        (##"{"fixedFrame": {"width": 30, "height": 30}}"##, "undersized", "30×30 pt is under the 44×44 pt"),
    ])
    func eachProblemGivesItsFindingEverywhere(json: String, kind: String, words: String) throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try Self.spec(json, in: folder)
        let sarif = folder.appendingPathComponent("out.sarif"), junit = folder.appendingPathComponent("out.xml")
        let results = folder.appendingPathComponent("results.json")
        let run = try Binary.run(["check", "--spec", spec, "--keys", "Current Location", "--category", "large...AX1",
                                  "--format", "json", "--output", results.path, "--sarif", sarif.path, "--junit", junit.path,
                                  "--fail-on", kind])
        // The lint fails the gate under a fail rule for its kind (titles' findings only warn).
        #expect(run.status == 1, "\(run.stderr)")
        // Summary: the verdict names the button, the finding is listed once, with the spec file.
        let summaryLines = run.stdout.split(separator: "\n").map(String.init)
        #expect(summaryLines.contains { $0.hasPrefix("✗ the button: ") })
        let listed = summaryLines.filter { $0.hasPrefix("  \(kind)") && $0.contains(words) }
        #expect(listed.count == 1)
        #expect(listed.allSatisfy { $0.hasSuffix("(\(spec))") })
        // JSON: once in `lint`, never in a record.
        let text = try String(contentsOf: results, encoding: .utf8)
        let lint = try Self.lint(text).filter { $0["kind"] as? String == kind }
        #expect(lint.count == 1)
        #expect(lint.first?["key"] as? String == "(button spec)")
        #expect(lint.first?["file"] as? String == spec)
        #expect((lint.first?["message"] as? String)?.contains(words) == true)
        // SARIF: one result of the rule, at the spec file, failing.
        let sarifText = try String(contentsOf: sarif, encoding: .utf8)
        let sarifLines = sarifText.split(separator: "\n").filter { $0.contains("\"ruleId\":\"textfit/\(kind)\"") }
        #expect(sarifLines.count == 1)
        #expect(sarifLines.first?.contains("\"level\":\"error\"") == true)
        #expect(sarifLines.first?.contains("button.json") == true)
        // JUnit: a failing case for the spec.
        let junitText = try String(contentsOf: junit, encoding: .utf8)
        #expect(junitText.contains("<testcase classname=\"(button spec)\" name=\"zxx\""))
        #expect(junitText.contains("(button spec) fails the legibility lint"))
        // A results baseline of the same run knows the finding: the gate passes.
        let again = try Binary.run(["check", "--spec", spec, "--keys", "Current Location", "--category", "large...AX1",
                                    "--baseline", results.path, "--fail-on", kind])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("known"))
    }

    @Test func theDefaultSpecGivesNoLintFinding() throws {
        let run = try Binary.run(["check", "--format", "json", "--no-fail"])
        #expect(run.status == 0)
        #expect(try Self.lint(run.stdout).isEmpty)
        let summary = try Binary.run(["check", "--quiet", "--no-fail"])
        #expect(!summary.stdout.contains("the button:"))
    }
}
