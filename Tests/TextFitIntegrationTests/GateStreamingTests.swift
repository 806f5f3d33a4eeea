import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The streamed run: the same bytes for any number of tasks, and the same bytes as the run kept in
/// memory and written afterwards; the summary grouped, worst first and capped.
@Suite struct GateStreamingTests {
    /// 12 strings in 3 languages, given out of canonical order, at two categories; some truncate.
    static func verification(parallelism: Int) -> Verification {
        var strings: [LocalizedString] = []
        for (index, text) in ["Aktuellen Standort senden und teilen mit allen", "Standort", "Position actuelle",
                              "Meinen aktuellen Standort teilen", "Go", "Partager ma position actuelle"].enumerated() {
            for language in ["de", "fr"] {
                strings.append(LocalizedString(key: "K\(index)", language: GateFixtures.tag(language), value: text,
                                               location: SourceLocation(file: "L.xcstrings", line: 100 - 10 * index)))
            }
        }
        strings.reverse()
        return Verification(strings: StringTable(sourceLanguage: GateFixtures.tag("en"), strings: strings),
                            spec: .default, categories: [.large, .ax5], fonts: TestFonts.bundled, parallelism: parallelism)
    }

    @Test func sameBytesForAnyNumberOfTasks() async throws {
        var outputs: [String] = []
        for parallelism in [1, 2, 5] {
            let json = MemorySink(), csv = MemorySink()
            let summary = try await Self.verification(parallelism: parallelism).run(writingTo: ReportOutputs(json: json, csv: csv))
            #expect(summary.cellCount == 24)
            outputs.append(json.text + csv.text)
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
        // The in-memory run written afterwards gives the same bytes.
        let kept = try await Self.verification(parallelism: 3).run()
        #expect(try ReportFormat.json.render(kept) + ReportFormat.csv.render(kept) == outputs[0])
        // Records come in canonical order: by line (the strings were given last line first).
        let lines = kept.cells.map { $0.location?.line ?? 0 }
        #expect(lines == lines.sorted())
        #expect(lines.first == 50 && lines.last == 100)
    }

    /// 60 titles truncate; the summary lists 40, worst first, then counts the rest.
    @Test func summaryIsGroupedWorstFirstAndCapped() throws {
        var cells: [CellResult] = []
        // Overflow = width + 24 − 343 (GateFixtures): key i overflows by i at xxxLarge; keys 1…20 also at large.
        for index in 1...60 {
            cells.append(GateFixtures.cell("Key \(index)", "de", .xxxLarge, width: Double(319 + index), line: index))
            if index <= 20 { cells.append(GateFixtures.cell("Key \(index)", "de", .large, width: Double(319 + index), line: index)) }
        }
        let text = try ReportFormat.summary.render(GateFixtures.result(cells))
        let listed = text.split(separator: "\n").filter { $0.hasPrefix("  de       Key ") }
        #expect(listed.count == 40)
        // Worst first: the 20 failing already at large, largest overflow first, then the rest at xxxLarge.
        #expect(listed.first?.hasPrefix("  de       Key 20: truncation at large, xxxLarge; at large (17.0 pt): needs a 363.0 pt wide frame, 20.0 pt more") == true)
        #expect(listed[19].hasPrefix("  de       Key 1: truncation at large, xxxLarge; at large (17.0 pt): needs a 344.0 pt wide frame, 1.0 pt more"))
        #expect(listed[20].hasPrefix("  de       Key 60: truncation at xxxLarge (17.0 pt): needs a 403.0 pt wide frame, 60.0 pt more"))
        #expect(text.contains("\n  … and 20 more titles (every finding is in the JSON, CSV and Markdown outputs)\n"))
        #expect(text.contains("✗ 80 of 80 cells have findings: 80 truncated\n"))
        let all = try ReportFormat.summary.render(GateFixtures.result(cells), summaryLimit: nil)
        #expect(all.split(separator: "\n").filter { $0.hasPrefix("  de       Key ") }.count == 60)
        #expect(!all.contains("more titles"))
    }
}
