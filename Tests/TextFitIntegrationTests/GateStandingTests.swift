import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// One standing per finding group in every output: the terminal, the annotations, the job
/// summary, SARIF and JUnit say the same of the same categories.
@Suite struct GateStandingTests {
    /// German "Send" overflows by 41 at xxxLarge and AX1 (360 + 24 − 343); the baseline had it at
    /// AX1 by 11 (330 + 24 − 343) and not at xxxLarge: new at xxxLarge, worse at AX1.
    static func gate() -> GateResult {
        let now = GateFixtures.result([
            GateFixtures.cell("Send", "de", .xxxLarge, width: 360, line: 12),
            GateFixtures.cell("Send", "de", .ax1, width: 360, line: 12),
        ])
        let before = GateFixtures.result([GateFixtures.cell("Send", "de", .ax1, width: 330, line: 12)])
        return GateResult(result: now, policy: .failOnEverything, baseline: Baseline(origin: "old", result: before))
    }

    @Test func mixedNewAndWorseIsSaidAlikeEverywhere() throws {
        let gate = Self.gate()
        // What each category is, by the judged findings themselves.
        let statuses = Dictionary(uniqueKeysWithValues: gate.findings.map { ($0.finding.category, $0.status) })
        #expect(statuses == [.xxxLarge: .new, .ax1: .worse])
        let group = try #require(gate.groups.first)
        let standing = "(new at xxxLarge, worse at AX1)"
        #expect(group.detail.hasPrefix("truncation at xxxLarge…AX1 \(standing): "), "\(group.detail)")

        // Terminal: the label and the detail.
        let terminal = try GateSummaryReporter().render(ReportInput(gate: gate))
        let line = try #require(terminal.split(separator: "\n").first { $0.contains("Send") })
        #expect(line.hasPrefix("  FAIL worse de       Send: truncation at xxxLarge…AX1 \(standing): "), "\(line)")

        // Annotations: the title's word and the message.
        let annotation = try GitHubAnnotationsReporter().render(ReportInput(gate: gate))
        #expect(annotation.hasPrefix("::error file=App/Localizable.xcstrings,line=12,title=textfit truncation (worse)::"), "\(annotation)")
        #expect(annotation.contains(standing))

        // Job summary row.
        let markdown = try GateMarkdownReporter().render(ReportInput(gate: gate))
        #expect(markdown.contains("| ✗ fail (worse) | Send | de | truncation at xxxLarge…AX1 \(standing): "), "\(markdown)")

        // SARIF: the message and the baseline state.
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try SARIFReporter().render(ReportInput(gate: gate)).utf8)) as? [String: Any])
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(result["baselineState"] as? String == "updated")
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.contains(standing) == true)

        // JUnit: one line per category, with the same standing.
        let junit = try GateReportTests.parseJUnit(try JUnitReporter().render(ReportInput(gate: gate)))
        let failure = try #require(junit.cases.first?.failure)
        let perCategory = failure.split(separator: "\n").map { line in
            (line.split(separator: " ")[0], line.split(separator: "(")[1].prefix { $0.isLetter })
        }
        #expect(perCategory.map { "\($0.0) \($0.1)" } == ["xxxLarge new", "AX1 worse"])
    }

    /// All new: one word, as before.
    @Test func allNewSaysNew() throws {
        let now = GateFixtures.result([
            GateFixtures.cell("Send", "de", .xxxLarge, width: 360, line: 12),
            GateFixtures.cell("Send", "de", .ax1, width: 360, line: 12),
        ])
        let gate = GateResult(result: now, policy: .failOnEverything, baseline: Baseline(origin: "old", result: GateFixtures.result([])))
        let group = try #require(gate.groups.first)
        #expect(group.detail.hasPrefix("truncation at xxxLarge…AX1 (new): "))
        #expect(try GateSummaryReporter().render(ReportInput(gate: gate)).contains("  FAIL new   de       Send: "))
    }
}
