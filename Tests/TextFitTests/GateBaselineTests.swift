import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The baseline: findings compared by key, language, variant, category and kind; worse means a larger amount.
@Suite struct GateBaselineTests {
    /// Overflow = width + 24 − 343: 330 → 11, 335 → 16, 325 → 6.
    @Test func newWorseAndKnown() throws {
        let before = GateFixtures.result([
            GateFixtures.cell("Send", "de", .xxxLarge, width: 330, line: 10),
            GateFixtures.cell("Send", "fr", .xxxLarge, width: 330, line: 20),
            GateFixtures.cell("Share", "de", .xxxLarge, width: 330, line: 30),
        ])
        let baseline = Baseline(origin: "old", result: before)
        #expect(baseline.amounts.count == 3)
        #expect(abs((baseline.amounts[FindingID(key: "Send", language: GateFixtures.tag("de"), variant: nil,
                                                category: .xxxLarge, kind: .truncation)] ?? 0) - 11) < 1e-9)
        let now = GateFixtures.result([
            GateFixtures.cell("Send", "de", .xxxLarge, width: 335, line: 99),  // 16 > 11: worse, though it moved
            GateFixtures.cell("Send", "fr", .xxxLarge, width: 325, line: 20),  // 6 < 11: known
            GateFixtures.cell("Share", "de", .xxxLarge, width: 330, line: 44), // 11 = 11: known, line moved
            GateFixtures.cell("Share", "de", .ax1, width: 330, line: 44),      // not at AX1 before: new
            GateFixtures.cell("Send", "it", .xxxLarge, width: 330, line: 50),  // no Italian before: new
        ])
        let gate = GateResult(result: now, policy: .failOnEverything, baseline: baseline)
        var statuses: [String: GateStatus] = [:]
        for item in gate.findings { statuses["\(item.finding.key) \(item.finding.language) \(item.finding.category.rawValue)"] = item.status }
        #expect(statuses == ["Send de xxxLarge": .worse, "Send fr xxxLarge": .known, "Share de xxxLarge": .known,
                             "Share de AX1": .new, "Send it xxxLarge": .new])
        #expect(gate.fails)
        #expect(gate.count(.fail) == 3)
        #expect(gate.count(.known) == 2)
        let worse = try #require(gate.findings.first { $0.status == .worse })
        #expect(abs(worse.amount - 16) < 1e-9)
        #expect(abs((worse.baselineAmount ?? 0) - 11) < 1e-9)
    }

    /// The same failure in the baseline does not fail the gate.
    @Test func knownFailuresPass() {
        let cells = [GateFixtures.cell("Send", "de", .xxxLarge, width: 360, line: 10)]
        let gate = GateResult(result: GateFixtures.result(cells), policy: .failOnEverything,
                              baseline: Baseline(origin: "old", result: GateFixtures.result(cells)))
        #expect(!gate.fails)
        #expect(gate.findings.map(\.outcome) == [.known])
        #expect(GateResult(result: GateFixtures.result(cells), policy: .failOnEverything, baseline: nil).fails)
    }

    /// Variants are told apart: a plural form's finding is not the plain string's.
    @Test func variantsAreDistinct() {
        let before = GateFixtures.result([GateFixtures.cell("Files", "de", .large, width: 330, line: 5, variant: "plural.one")])
        let now = GateFixtures.result([GateFixtures.cell("Files", "de", .large, width: 330, line: 5, variant: "plural.other")])
        let gate = GateResult(result: now, policy: .failOnEverything, baseline: Baseline(origin: "old", result: before))
        #expect(gate.findings.map(\.status) == [.new])
    }

    /// Amounts per kind: overflow, clipped ink, missing code points, radius over the clear limit.
    @Test func amounts() {
        // Missing glyphs: one code point before, two now → worse; none of them truncates (width 100).
        let before = GateFixtures.result([GateFixtures.cell("Go", "am", .large, width: 100, line: 3, missing: [0x1230])])
        let now = GateFixtures.result([GateFixtures.cell("Go", "am", .large, width: 100, line: 3, missing: [0x1230, 0x120B])])
        let gate = GateResult(result: now, policy: .failOnEverything, baseline: Baseline(origin: "old", result: before))
        #expect(gate.findings.map(\.finding.kind) == [.missingGlyph])
        #expect(gate.findings.map(\.amount) == [2])
        #expect(gate.findings.map(\.status) == [.worse])
        // Corner clip: a 40 pt radius on a 44 pt tall title-only button whose content stays clear up to 22 pt
        // (SolverCellResultTests derives the 22) exceeds it by 18.
        let spec = ButtonSpec(labelStyle: .titleOnly, cornerRadius: .points(40))
        let clipped = GateFixtures.cell("Go", "en", .large, width: 100, line: 3, spec: spec)
        #expect(clipped.fit.cornerClip)
        #expect(abs(FindingAmount.of(.cornerClip, in: clipped) - (40 - clipped.fit.maxCornerRadius)) < 1e-9)
        #expect(FindingAmount.isWorse(16, than: 11))
        #expect(!FindingAmount.isWorse(11.004, than: 11))
        #expect(FindingAmount.describe(2, of: .missingGlyph) == "2 code points")
        #expect(FindingAmount.describe(16, of: .truncation) == "16.00 pt")
    }

    @Test func baselineSourceParsing() throws {
        #expect(try BaselineSource.parse("git:origin/main") == .git(revision: "origin/main"))
        #expect(throws: InputError.self) { try BaselineSource.parse("git:") }
        let missing = #expect(throws: InputError.self) { try BaselineSource.parse("/nonexistent/old.xcstrings") }
        #expect(missing?.description == "/nonexistent/old.xcstrings: cannot read the baseline: no such file or folder")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("results.JSON").path
        let catalog = folder.appendingPathComponent("old.xcstrings").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: json))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: catalog))
        #expect(try BaselineSource.parse(json) == .results(json))
        #expect(try BaselineSource.parse(catalog) == .catalog(catalog))
    }
}
