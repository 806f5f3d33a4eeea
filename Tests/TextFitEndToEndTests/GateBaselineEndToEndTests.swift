import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Shared fixtures for the gate's end-to-end tests.
enum GateCatalogs {
    /// A String Catalog in Xcode's layout with `entries` as key → [(language, value)].
    static func catalog(_ entries: [(String, [(String, String)])]) -> String {
        let keys = entries.map { key, values in
            let localizations = values.map { language, value in
                "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }"
            }.joined(separator: ",\n")
            return "    \"\(key)\" : {\n      \"localizations\" : {\n\(localizations)\n      }\n    }"
        }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(keys)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// The translations, with the German "Share My Current Location" given.
    static func buttons(german: String) -> String {
        catalog([
            ("Current Location", [("de", "Aktueller Standort"), ("en", "Current Location"), ("fr", "Position actuelle")]),
            ("Share My Current Location", [("de", german), ("en", "Share My Current Location"), ("fr", "Partager ma position")]),
        ])
    }

    static let shortGerman = "Meinen Standort teilen"
    static let longGerman = "Meinen aktuellen Standort teilen"

    /// The 1-based line of the first line of `text` containing `needle`, found by scanning.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// A folder with `old.xcstrings` (short German title) and `new.xcstrings` (long German title).
    static func folder() throws -> URL {
        let folder = try Binary.temporaryFolder()
        try Data(buttons(german: shortGerman).utf8).write(to: folder.appendingPathComponent("old.xcstrings"))
        try Data(buttons(german: longGerman).utf8).write(to: folder.appendingPathComponent("new.xcstrings"))
        return folder
    }
}

/// The gate on a translator's change: a German title that newly overflows at xxLarge and
/// xxxLarge fails it, named with key, language, categories and line; the same failure already
/// in the baseline does not.
@Suite struct GateBaselineEndToEndTests {
    static let categories = "large...xxxLarge"

    @Test func newOverflowFailsAndIsNamed() throws {
        let folder = try GateCatalogs.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Binary.run(["check", "new.xcstrings", "--baseline", "old.xcstrings", "--category", Self.categories,
                                  "--format", "json", "--output", "results.json", "--junit", "junit.xml", "--sarif", "gate.sarif"],
                                 in: folder)
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        let catalog = try String(contentsOf: folder.appendingPathComponent("new.xcstrings"), encoding: .utf8)
        let line = try #require(GateCatalogs.line(of: "\"value\" : \"\(GateCatalogs.longGerman)\"", in: catalog))

        // Which categories overflow, derived by hand from the measured text widths: a title-and-icon
        // button needs text + icon (1 × pt) + gap (0.3 × pt) + insets 24 × pt / 17 and gets 343.
        let results = try JSONDecoder().decode(ResultsDocument.self, from: Data(contentsOf: folder.appendingPathComponent("results.json")))
        let german = results.results.filter { $0.key == "Share My Current Location" && $0.language == "de" }
        #expect(german.count == 4)
        var overflowing: [String] = []
        for cell in german {
            let needed = cell.textWidth + cell.pointSize * 1.3 + 24 * cell.pointSize / 17
            #expect(abs(needed - cell.minFrame.width) < 0.002)  // each length stated to 1/1000 pt
            if needed > 343 { overflowing.append(cell.category) }
        }
        #expect(overflowing == ["xxLarge", "xxxLarge"])
        // Nothing else fails at these sizes, so the gate has exactly these two failures.
        #expect(results.results.filter { !$0.fits }.map { "\($0.key)|\($0.language)|\($0.category)" }
            == ["Share My Current Location|de|xxLarge", "Share My Current Location|de|xxxLarge"])
        // The gate's line states the smallest category's detail.
        let cell = try #require(german.first { $0.category == "xxLarge" })
        let overflow = String(format: "%.1f", cell.overflow)

        let gateLines = run.stdout.split(separator: "\n").drop { !$0.hasPrefix("Gate:") }.map(String.init)
        #expect(gateLines.first == "Gate: policy fail on everything; baseline old.xcstrings")
        #expect(gateLines.dropFirst().first == "✗ gate fails: 2 new or worse findings under a fail policy, 0 warnings, 0 known")
        let failure = try #require(gateLines.first { $0.hasPrefix("  FAIL") })
        #expect(failure.hasPrefix("  FAIL new   de       Share My Current Location: truncation at xxLarge…xxxLarge (new): needs a "))
        #expect(failure.contains("\(overflow) pt more than the 343.0 pt it gets; shows “\(cell.truncatedText ?? "?")”"))
        #expect(failure.hasSuffix("(new.xcstrings:\(line))"))

        // JUnit: one failing case, Share My Current Location × de at the line of the German value.
        let junit = try JUnitCases(contentsOf: folder.appendingPathComponent("junit.xml"))
        #expect(junit.cases.count == 6)
        let failing = junit.cases.filter { $0.failure != nil }
        #expect(failing.map { "\($0.classname)|\($0.name)|\($0.line)" } == ["Share My Current Location|de|\(line)"])
        #expect(failing.first?.failure?.hasPrefix("xxLarge truncation (new): needs a ") == true)
        #expect(failing.first?.failure?.contains("\(overflow) pt more") == true)

        // SARIF: one result at the same line.
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("gate.sarif"))) as? [String: Any])
        let results0 = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results0.count == 1)
        let location = try #require((results0.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "new.xcstrings")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == line)
        #expect(results0.first?["baselineState"] as? String == "new")
        #expect(results0.first?["ruleId"] as? String == "textfit/truncation")
    }

    /// The same failure in the baseline — as a catalog, as results JSON, at a git revision — passes.
    @Test func knownFailurePasses() throws {
        let folder = try GateCatalogs.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = try Binary.run(["check", "new.xcstrings", "--baseline", "new.xcstrings", "--category", Self.categories], in: folder)
        #expect(same.status == 0, "stdout: \(same.stdout) stderr: \(same.stderr)")
        #expect(same.stdout.contains("✓ gate passes: 0 new or worse findings under a fail policy, 0 warnings, 2 known\n"))
        #expect(same.stdout.contains("  known      de       Share My Current Location: truncation at xxLarge…xxxLarge  (new.xcstrings:"))

        let write = try Binary.run(["check", "new.xcstrings", "--category", Self.categories, "--no-fail",
                                    "--format", "json", "--output", "new.json"], in: folder)
        #expect(write.status == 0)
        let fromJSON = try Binary.run(["check", "new.xcstrings", "--baseline", "new.json", "--category", Self.categories], in: folder)
        #expect(fromJSON.status == 0, "stdout: \(fromJSON.stdout) stderr: \(fromJSON.stderr)")
        #expect(fromJSON.stdout.contains(", 2 known\n"))
        // An older results file without the failure still fails the gate.
        _ = try Binary.run(["check", "old.xcstrings", "--category", Self.categories, "--no-fail",
                            "--format", "json", "--output", "old.json"], in: folder)
        let fromOld = try Binary.run(["check", "new.xcstrings", "--baseline", "old.json", "--category", Self.categories], in: folder)
        #expect(fromOld.status == 1)
        #expect(fromOld.stdout.contains("  FAIL new   de       Share My Current Location: truncation at xxLarge…xxxLarge (new)"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func gitRevisionBaseline() throws {
        let folder = try GateCatalogs.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String...) throws {
            let run = try Subprocess.run("/usr/bin/git", ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                                         in: folder)
            #expect(run.status == 0, "git \(arguments): \(run)")
        }
        let catalog = folder.appendingPathComponent("Buttons.xcstrings")
        try Data(GateCatalogs.buttons(german: GateCatalogs.shortGerman).utf8).write(to: catalog)
        try git("init", "-q")
        try git("add", "Buttons.xcstrings")
        try git("commit", "-q", "-m", "short German title")
        // The translator's change, not yet committed: the long title.
        try Data(GateCatalogs.buttons(german: GateCatalogs.longGerman).utf8).write(to: catalog)
        let line = try #require(GateCatalogs.line(of: GateCatalogs.longGerman, in: GateCatalogs.buttons(german: GateCatalogs.longGerman)))
        let changed = try Binary.run(["check", "Buttons.xcstrings", "--baseline", "git:HEAD", "--category", Self.categories], in: folder)
        #expect(changed.status == 1, "stderr: \(changed.stderr)")
        #expect(changed.stdout.contains("Gate: policy fail on everything; baseline git:HEAD\n"))
        #expect(changed.stdout.contains("  FAIL new   de       Share My Current Location: truncation at xxLarge…xxxLarge (new)"))
        #expect(changed.stdout.contains("(Buttons.xcstrings:\(line))"))
        // Once committed, the revision knows it.
        try git("commit", "-q", "-am", "long German title")
        let committed = try Binary.run(["check", "Buttons.xcstrings", "--baseline", "git:HEAD", "--category", Self.categories], in: folder)
        #expect(committed.status == 0, "stdout: \(committed.stdout) stderr: \(committed.stderr)")
        #expect(committed.stdout.contains(", 2 known\n"))
        let previous = try Binary.run(["check", catalog.path, "--baseline", "git:HEAD~1", "--category", Self.categories])
        #expect(previous.status == 1)
        let unknown = try Binary.run(["check", "Buttons.xcstrings", "--baseline", "git:no-such-branch"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "textfit: git:no-such-branch: unknown revision 'no-such-branch'\n")
    }

    /// Policies decide what fails: warn for the largest sizes only, or name what fails.
    @Test func policiesTurnFailuresIntoWarnings() throws {
        let folder = try GateCatalogs.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let warned = try Binary.run(["check", "new.xcstrings", "--category", Self.categories, "--warn-on", "truncation@xxLarge..."], in: folder)
        #expect(warned.status == 0, "stdout: \(warned.stdout)")
        #expect(warned.stdout.contains("✓ gate passes: 0 new or worse findings under a fail policy, 2 warnings, 0 known\n"))
        #expect(warned.stdout.contains("  warn new   de       Share My Current Location: truncation at xxLarge…xxxLarge (new)"))
        let named = try Binary.run(["check", "new.xcstrings", "--category", Self.categories, "--fail-on", "missing-glyph"], in: folder)
        #expect(named.status == 0)
        let failed = try Binary.run(["check", "new.xcstrings", "--category", Self.categories, "--fail-on", "truncation/de"], in: folder)
        #expect(failed.status == 1)
        try Data(#"{"warnOn": ["all@AX1...", "truncation/de"]}"#.utf8).write(to: folder.appendingPathComponent("policy.json"))
        let filed = try Binary.run(["check", "new.xcstrings", "--category", Self.categories, "--policy", "policy.json"], in: folder)
        #expect(filed.status == 0)
        #expect(filed.stdout.contains("Gate: policy fail by default; warn on all@AX1...AX5, truncation/de; no baseline (every finding is new)\n"))
    }
}

/// JUnit test cases read with XMLParser.
struct JUnitCases {
    struct Case { var classname: String; var name: String; var line: String; var failure: String? }
    var cases: [Case] = []

    init(contentsOf url: URL) throws {
        let parser = XMLParser(data: try Data(contentsOf: url))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        cases = collector.cases
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var cases: [Case] = []
        var text: String?
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if element == "testcase" {
                cases.append(Case(classname: attributes["classname"] ?? "", name: attributes["name"] ?? "",
                                  line: attributes["line"] ?? "", failure: nil))
            }
            if element == "failure" { text = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "failure" {
                cases[cases.count - 1].failure = text
                text = nil
            }
        }
    }
}
