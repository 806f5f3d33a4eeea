import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The header's cell account from cells added one at a time (an in-memory result) and in units
/// (a run): the same strings counted either way.
@Suite struct CellAccountTests {
    /// "Send" in German (plain) and English (two plural forms), "Go" in German only, each at
    /// large and xLarge: 2 keys × 2 languages × 2 categories = 8; "Go" in English is missing
    /// (2 cells), English's second plural form adds 2: 8 measured.
    static func cells() -> [CellResult] {
        var cells: [CellResult] = []
        for category in [ContentSizeCategory.large, .xLarge] {
            cells.append(GateFixtures.cell("Send", "de", category, width: 100, line: 1))
            cells.append(GateFixtures.cell("Send", "en", category, width: 100, line: 2, variant: "plural.one"))
            cells.append(GateFixtures.cell("Send", "en", category, width: 100, line: 3, variant: "plural.other"))
            cells.append(GateFixtures.cell("Go", "de", category, width: 50, line: 9))
        }
        return cells
    }

    @Test func stringsAreCountedOnceWhicheverWayCellsArrive() {
        let result = GateFixtures.result(Self.cells())
        let account = result.summary.cellAccount
        #expect(account == CellAccount(keys: 2, languages: 2, categories: 2, measuredPairs: 3, strings: 4, cells: 8))
        #expect(account.describe() == "2 keys × 2 languages × 2 categories = 8 cells, and 2 for 1 more plural or device variant; "
            + "8 measured, 2 not (1 key × language pair not measured: see the notes)")
        // Streamed in units (one title's cells at a time), as a run writes them.
        var accumulator = RunAccumulator(header: result.header)
        var unit: [CellResult] = []
        for cell in result.cells {
            if let first = unit.first, first.key != cell.key || first.language != cell.language {
                accumulator.add(unit)
                unit = []
            }
            unit.append(cell)
        }
        accumulator.add(unit)
        #expect(accumulator.summary.cellAccount == account)
    }

    @Test func fullGridReadsAsBefore() {
        let account = CellAccount(keys: 5, languages: 50, categories: 12, measuredPairs: 250, strings: 250, cells: 3000)
        #expect(account.describe() == "5 keys × 50 languages × 12 categories = 3000 cells")
        #expect(CellAccount(keys: 1, languages: 1, categories: 1, measuredPairs: 1, strings: 1, cells: 1).describe()
            == "1 key × 1 language × 1 category = 1 cell")
    }
}
