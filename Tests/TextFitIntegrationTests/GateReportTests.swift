import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// JUnit, SARIF, GitHub annotations and the job summary, read back with XMLParser and JSONDecoder.
@Suite struct GateReportTests {
    /// Two keys × two languages; "Send" in German overflows by 360 + 24 − 343 = 41 at xxxLarge and
    /// AX1, French by 6 at AX1 only; the rest fit. The baseline knew German at AX1 (by 41).
    static func gate(baseline: Bool = true) -> GateResult {
        let cells = [
            GateFixtures.cell("Send", "de", .xxxLarge, width: 360, line: 12),
            GateFixtures.cell("Send", "de", .ax1, width: 360, line: 12),
            GateFixtures.cell("Send", "fr", .xxxLarge, width: 300, line: 18),
            GateFixtures.cell("Send", "fr", .ax1, width: 325, line: 18),
            GateFixtures.cell("Tap & \"Go\" <now>", "de", .xxxLarge, width: 100, line: 30),
            GateFixtures.cell("Tap & \"Go\" <now>", "fr", .xxxLarge, width: 100, line: 36),
        ]
        let known = GateFixtures.result([GateFixtures.cell("Send", "de", .ax1, width: 360, line: 3)])
        return GateResult(result: GateFixtures.result(cells), policy: .failOnEverything,
                          baseline: baseline ? Baseline(origin: "old.xcstrings", result: known) : nil)
    }

    /// Collects JUnit test cases with XMLParser.
    final class JUnitCollector: NSObject, XMLParserDelegate {
        struct Case { var classname = "", name = "", file = "", line = "", failure: String?, failureMessage = "", failureType = "", out: String? }
        var cases: [Case] = []
        var suites: [[String: String]] = []
        var root: [String: String] = [:]
        private var text: String?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch element {
            case "testsuites": root = attributes
            case "testsuite": suites.append(attributes)
            case "testcase":
                cases.append(Case(classname: attributes["classname"] ?? "", name: attributes["name"] ?? "",
                                  file: attributes["file"] ?? "", line: attributes["line"] ?? ""))
            case "failure":
                cases[cases.count - 1].failureMessage = attributes["message"] ?? ""
                cases[cases.count - 1].failureType = attributes["type"] ?? ""
                text = ""
            case "system-out": text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "failure" { cases[cases.count - 1].failure = text }
            if element == "system-out" { cases[cases.count - 1].out = text }
            if element == "failure" || element == "system-out" { text = nil }
        }
    }

    static func parseJUnit(_ xml: String) throws -> JUnitCollector {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = JUnitCollector()
        parser.delegate = collector
        #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
        return collector
    }

    @Test func junitCasePerKeyAndLanguage() throws {
        let junit = try Self.parseJUnit(try JUnitReporter().render(ReportInput(gate: Self.gate())))
        #expect(junit.root["tests"] == "4")
        #expect(junit.root["failures"] == "2")   // German xxxLarge (new) and French AX1 (new)
        #expect(junit.suites.count == 1)
        #expect(junit.suites.first?["name"] == "App/Localizable.xcstrings")
        #expect(junit.cases.map { "\($0.classname)|\($0.name)|\($0.line)" }
            == ["Send|de|12", "Send|fr|18", "Tap & \"Go\" <now>|de|30", "Tap & \"Go\" <now>|fr|36"])
        let german = junit.cases[0]
        #expect(german.failureType == "truncation")
        #expect(german.failureMessage == "Send [de] does not fit at xxxLarge")
        // 41 pt over: needs 384.0, gets 343.0; the fixture's truncation shows "Sen…".
        #expect(german.failure == "xxxLarge truncation (new): needs a 384.0 pt wide frame, 41.0 pt more than the 343.0 pt it gets; shows “Sen…”")
        #expect(german.out == "AX1 truncation (known): needs a 384.0 pt wide frame, 41.0 pt more than the 343.0 pt it gets; shows “Sen…”")
        #expect(junit.cases[1].failure?.hasPrefix("AX1 truncation (new): needs a 349.0 pt wide frame, 6.0 pt more") == true)
        #expect(junit.cases[2].failure == nil && junit.cases[2].out == nil)
        #expect(MarkupText.escape("a\u{1}b\n", attribute: true) == "a\u{FFFD}b&#10;")
    }

    struct SARIF: Decodable {
        struct Run: Decodable {
            struct Tool: Decodable { struct Driver: Decodable { var name: String; var rules: [Rule] }; var driver: Driver }
            struct Rule: Decodable { var id: String }
            struct Result: Decodable {
                struct Location: Decodable {
                    struct Physical: Decodable {
                        struct Artifact: Decodable { var uri: String; var uriBaseId: String? }
                        struct Region: Decodable { var startLine: Int }
                        var artifactLocation: Artifact
                        var region: Region?
                    }
                    var physicalLocation: Physical
                }
                struct Message: Decodable { var text: String }
                var ruleId: String
                var ruleIndex: Int
                var level: String
                var message: Message
                var locations: [Location]
                var partialFingerprints: [String: String]
                var baselineState: String?
            }
            struct Properties: Decodable { var omittedResults: Int }
            var tool: Tool
            var results: [Result]
            var properties: Properties?
        }
        var version: String
        var schema: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case version, runs, schema = "$schema" }
    }

    @Test func sarifRulesResultsAndLocations() throws {
        let log = try JSONDecoder().decode(SARIF.self, from: Data(try SARIFReporter().render(ReportInput(gate: Self.gate())).utf8))
        #expect(log.version == "2.1.0")
        #expect(log.schema.hasSuffix("sarif-2.1.0.json"))
        let run = try #require(log.runs.first)
        #expect(run.tool.driver.name == "textfit")
        #expect(run.tool.driver.rules.map(\.id) == Finding.Kind.allCases.map { "textfit/" + FindingKindName.name(of: $0) })
        #expect(run.results.count == 2)   // one per title × language × kind: Send/de and Send/fr
        let german = run.results[0], french = run.results[1]
        #expect(german.ruleId == "textfit/truncation")
        #expect(run.tool.driver.rules[german.ruleIndex].id == german.ruleId)
        #expect(german.level == "error")
        #expect(german.baselineState == "updated")   // new at xxxLarge, known at AX1
        #expect(french.baselineState == "new")
        #expect(german.locations.first?.physicalLocation.artifactLocation.uri == "App/Localizable.xcstrings")
        #expect(german.locations.first?.physicalLocation.artifactLocation.uriBaseId == "%SRCROOT%")
        #expect(german.locations.first?.physicalLocation.region?.startLine == 12)
        #expect(french.locations.first?.physicalLocation.region?.startLine == 18)
        #expect(german.message.text.hasPrefix("Send [de] truncation at xxxLarge (new): needs a 384.0 pt wide frame"))
        #expect(german.message.text.hasSuffix("; known at AX1"))
        // Without a baseline there is no baselineState.
        let plain = try JSONDecoder().decode(SARIF.self, from: Data(try SARIFReporter().render(ReportInput(gate: Self.gate(baseline: false))).utf8))
        #expect(plain.runs[0].results.allSatisfy { $0.baselineState == nil })
    }

    /// The fingerprint is SHA-256 of key, language, variant and kind joined by U+001F — checked
    /// with sha256sum — and does not change when the string moves to another line.
    /// A SARIF result written by hand (``SARIFReporter/ResultItem/write(into:)``) is the bytes
    /// Foundation's `JSONEncoder` makes of it with sorted keys and unescaped slashes, whatever its
    /// strings hold (every control character, quotes, backslashes, slashes, text beyond ASCII) and
    /// whichever of its optional members are there.
    @Test func sarifResultsAreWhatJSONEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var controls = ""
        for scalar in 0 ..< 0x20 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        let texts = ["Send", controls, "\"quoted\" \\ back/slash", "Größe 漢字 😀 \u{2028}\u{7F}", ""]
        var count = 0
        for (index, text) in texts.enumerated() {
            for present in [false, true] {
                let other = texts[(index + 1) % texts.count]
                let item = SARIFReporter.ResultItem(
                    ruleId: "textfit/" + text, ruleIndex: index * 7, level: present ? "error" : "warning",
                    message: SARIFReporter.Message(text: text + other),
                    locations: present
                        ? [SARIFReporter.Location(physicalLocation: SARIFReporter.physical(SourceLocation(file: "/a b/" + text, line: index)))]
                        : index % 2 == 0 ? [] : [SARIFReporter.Location(physicalLocation: SARIFReporter.physical(SourceLocation(file: "de.lproj/" + text)))],
                    partialFingerprints: ["textfitFinding/v1": other],
                    baselineState: present ? "unchanged" : nil,
                    properties: SARIFReporter.ResultProperties(
                        key: text, table: present ? other : nil, language: present ? nil : "de",
                        languages: present ? [text, other] : nil, variant: present ? text : nil,
                        categories: present ? ["large", text] : [], gate: "fail",
                        platform: present ? "watchos" : nil, device: present ? other : nil))
                var written = JSONText()
                item.write(into: &written)
                #expect(written.bytes == Array(try encoder.encode(item)), "\(String(decoding: written.bytes, as: UTF8.self))")
                count += 1
            }
        }
        #expect(count == 10)
    }

    @Test func sarifFingerprints() throws {
        let fingerprint = SARIFReporter.fingerprint(key: "Send", language: GateFixtures.tag("de"), variant: nil, kind: .truncation)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fp-\(UUID().uuidString)")
        try Data("Send\u{1F}de\u{1F}\u{1F}truncation".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sum = try Subprocess.run("/usr/bin/sha256sum", [file.path])
        #expect(sum.stdout.hasPrefix(fingerprint + " "))
        let log = try JSONDecoder().decode(SARIF.self, from: Data(try SARIFReporter().render(ReportInput(gate: Self.gate())).utf8))
        #expect(log.runs[0].results[0].partialFingerprints == ["textfitFinding/v1": fingerprint])
        let moved = GateResult(result: GateFixtures.result([GateFixtures.cell("Send", "de", .xxxLarge, width: 360, line: 400)]),
                               policy: .failOnEverything, baseline: nil)
        let movedLog = try JSONDecoder().decode(SARIF.self, from: Data(try SARIFReporter().render(ReportInput(gate: moved)).utf8))
        #expect(movedLog.runs[0].results[0].partialFingerprints == ["textfitFinding/v1": fingerprint])
        #expect(movedLog.runs[0].results[0].locations[0].physicalLocation.region?.startLine == 400)
    }

    @Test func sarifLimitKeepsTheMostSevere() throws {
        let log = try JSONDecoder().decode(SARIF.self, from: Data(try SARIFReporter(resultLimit: 1).render(ReportInput(gate: Self.gate())).utf8))
        // German fails at xxxLarge, French only at AX1: German is more severe.
        #expect(log.runs[0].results.map { String($0.message.text.prefix(9)) } == ["Send [de]"])
        #expect(log.runs[0].properties?.omittedResults == 1)
        let absolute = SARIFReporter.physical(SourceLocation(file: "/work/My App/L.xcstrings", line: 3))
        #expect(absolute.artifactLocation.uri == "file:///work/My%20App/L.xcstrings")
        #expect(absolute.artifactLocation.uriBaseId == nil)
    }

    /// 25 titles fail (overflow 1 … 25 pt at large) and 12 warn: 10 errors, the largest overflows
    /// first, 10 warnings, then one notice counting the 15 + 2 left out.
    @Test func annotationsCappedAtTenPerKind() throws {
        var cells: [CellResult] = []
        for index in 1...25 {
            cells.append(GateFixtures.cell("Key \(index)", "de", .large, width: Double(319 + index), line: index))
        }
        for index in 1...12 {
            cells.append(GateFixtures.cell("Warn \(index)", "th", .large, width: Double(319 + index), line: 100 + index))
        }
        let policy = try GatePolicy.combining(file: nil, failOn: [], warnOn: ["all/th"])
        let text = try GitHubAnnotationsReporter().render(ReportInput(gate: GateResult(result: GateFixtures.result(cells), policy: policy, baseline: nil)))
        let lines = text.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        #expect(errors.count == 10)
        #expect(warnings.count == 10)
        #expect(errors.first == "::error file=App/Localizable.xcstrings,line=25,title=textfit truncation (new)::Key 25 [de] truncation at large (new): needs a 368.0 pt wide frame, 25.0 pt more than the 343.0 pt it gets; shows “Key…”")
        #expect(errors.map { $0.split(separator: ",")[1] } == (16...25).reversed().map { "line=\($0)" })
        #expect(lines.last == "::notice title=textfit::15 more failing findings and 2 more warnings not annotated (GitHub shows 10 of each kind per step); see the job summary")
        #expect(lines.count == 21)
        // Known findings are never annotated.
        let known = GateResult(result: GateFixtures.result(cells), policy: .failOnEverything,
                               baseline: Baseline(origin: "b", result: GateFixtures.result(cells)))
        #expect(try GitHubAnnotationsReporter().render(ReportInput(gate: known)).isEmpty)
        #expect(GitHubAnnotationsReporter.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        #expect(GitHubAnnotationsReporter.escapeData("50% off\r\n") == "50%25 off%0D%0A")
    }

    @Test func stepSummaryTableAndLimit() throws {
        let markdown = try GateMarkdownReporter().render(ReportInput(gate: Self.gate()))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "## TextFit gate: ✗ fails")
        #expect(lines.contains("| ✗ fail (new) | Send | fr | truncation at AX1 (new): needs a 349.0 pt wide frame, 6.0 pt more than the 343.0 pt it gets; shows “Sen…” | App/Localizable.xcstrings:18 |"))
        #expect(lines.filter { $0.hasPrefix("| ✗ fail") }.count == 2)
        let small = try GateMarkdownReporter(byteLimit: 700).render(ReportInput(gate: Self.gate()))
        #expect(small.utf8.count <= 700)
        #expect(small.contains("more row"))
    }

    @Test func terminalVerdict() throws {
        let text = try GateSummaryReporter().render(ReportInput(gate: Self.gate()))
        #expect(text.contains("Gate: policy fail on everything; baseline old.xcstrings\n"))
        #expect(text.contains("✗ gate fails: 2 new or worse findings under a fail policy, 0 warnings, 1 known\n"))
        #expect(text.contains("  FAIL new   de       Send: truncation at xxxLarge (new): needs a 384.0 pt wide frame"))
        let passing = GateResult(result: GateFixtures.result([GateFixtures.cell("Send", "de", .large, width: 100, line: 1)]),
                                 policy: .failOnEverything, baseline: nil)
        #expect(try GateSummaryReporter().render(ReportInput(gate: passing)).contains("✓ gate passes: 0 new or worse findings"))
    }
}
