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
        (##"{"model": "label", "tintColor": "white", "backgroundColor": "#FFFFFF"}"##, "contrast", "contrast ratio of 1.00:1"),
        (##"{"model": "label", "alpha": 0.3}"##, "translucent", "the button's alpha is 0.3"),
        (##"{"model": "label", "fixedFrame": {"width": 30, "height": 30}}"##, "undersized", "30×30 pt is under the 44×44 pt"),
        (##"{"tintColor": "white", "backgroundColor": "#FFFFFF"}"##, "illegible-colors", "luminance ratio of 1.000, under the 1.5 iOS requires"),
        (##"{"tintColor": "#FFFFFF", "backgroundColor": "#000000", "alpha": 0.1}"##, "insufficient-alpha", "at the button's alpha 0.1"),
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
        let listed = summaryLines.filter { $0.hasPrefix("  \(kind.replacingOccurrences(of: "-", with: " "))") && $0.contains(words) }
        #expect(listed.count == 1)
        #expect(listed.allSatisfy { $0.hasSuffix("(\(spec))") })
        // JSON: once in `lint`, never in a record.
        let text = try String(contentsOf: results, encoding: .utf8)
        // The JSON names kinds in camelCase (illegible-colors: illegibleColors).
        let camel = kind.split(separator: "-").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
        let lint = try Self.lint(text).filter { $0["kind"] as? String == camel }
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

    /// The label model's default spec gives no lint finding; the bundled job (iOS 15–18) gives only
    /// WCAG's advisory contrast warning for white on systemBlue, in light and dark.
    @Test func theDefaultSpecGivesOnlyAdvice() throws {
        let label = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "json", "--no-fail"])
        #expect(label.status == 0)
        #expect(try Self.lint(label.stdout).isEmpty)
        let run = try Binary.run(["check", "--format", "json", "--no-fail"])
        #expect(run.status == 0)
        let lint = try Self.lint(run.stdout)
        #expect(lint.map { $0["kind"] as? String } == ["contrast", "contrast"])
        #expect(lint.allSatisfy { $0["advisory"] as? Bool == true })
        #expect(lint.map { $0["variant"] as? String } == ["light", "dark"])
        let summary = try Binary.run(["check", "--quiet", "--no-fail"])
        #expect(summary.stdout.contains("the button: low contrast (2 findings) (advisory)"), "\(summary.stdout)")
    }
}
