import Foundation
import Testing
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitSolver

/// JUnit made in parts side by side (``JUnitReporter/write(_:to:tasks:)``): the same bytes as
/// made in one go, whatever the number of tasks.
@Suite struct JUnitPartsTests {
    /// 9 catalogs × 300 keys × 2 languages = 5,400 cases in 9 suites of 600: more than two
    /// parts' worth. Every seventh key overflows (360 + 24 − 343 = 41 pt at xxxLarge, as
    /// ``GateReportTests/gate(baseline:)`` works out), the rest fit with room to spare.
    static func input() -> ReportInput {
        var cells: [CellResult] = []
        for file in 0..<9 {
            for key in 0..<300 {
                for language in ["de", "fr"] {
                    cells.append(GateFixtures.cell("Key \(file).\(key)", language, .xxxLarge, width: key % 7 == 0 ? 360 : 100,
                                                   line: key + 1, file: "App\(file)/Localizable.xcstrings"))
                }
            }
        }
        return ReportInput(gate: GateResult(result: GateFixtures.result(cells), policy: .failOnEverything, baseline: nil))
    }

    @Test func partsSideBySideWriteTheBytesOfOneGo() async throws {
        let input = Self.input()
        #expect(5_400 > 2 * JUnitReporter.casesInPart)
        let whole = try JUnitReporter().render(input)
        for tasks in [1, 2, 3, 8] {
            let sink = MemorySink()
            await JUnitReporter().write(input, to: sink, tasks: tasks)
            #expect(sink.text == whole, "\(tasks) tasks")
        }
        // Read back: a case per key and language, a suite per catalog in order, and the
        // failures of every seventh key (0, 7, …, 294: 43 keys) in both languages.
        let read = try GateReportTests.parseJUnit(whole)
        #expect(read.cases.count == 5_400)
        #expect(read.root["tests"] == "5400")
        #expect(read.root["failures"] == String(9 * 43 * 2))
        #expect(read.suites.map { $0["name"] ?? "" } == (0..<9).map { "App\($0)/Localizable.xcstrings" })
        #expect(read.suites.allSatisfy { $0["tests"] == "600" && $0["failures"] == "86" })
        #expect(read.cases.filter { !$0.failureMessage.isEmpty }.count == 774)
    }
}
