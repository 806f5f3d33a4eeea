import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import textfit

/// The progress line: only for a person at a terminal, redrawn in place, erased at the end.
@Suite struct GateProgressTests {
    @Test func wantedOnlyOnInteractiveTerminals() {
        #expect(ProgressDisplay.isWanted(environment: ["TERM": "xterm-256color"], standardErrorIsTerminal: true))
        #expect(ProgressDisplay.isWanted(environment: [:], standardErrorIsTerminal: true))
        #expect(ProgressDisplay.isWanted(environment: ["CI": ""], standardErrorIsTerminal: true))
        #expect(!ProgressDisplay.isWanted(environment: ["TERM": "xterm"], standardErrorIsTerminal: false))
        #expect(!ProgressDisplay.isWanted(environment: ["CI": "true"], standardErrorIsTerminal: true))
        #expect(!ProgressDisplay.isWanted(environment: ["CI": "1", "TERM": "xterm"], standardErrorIsTerminal: true))
        #expect(!ProgressDisplay.isWanted(environment: ["TERM": "dumb"], standardErrorIsTerminal: true))
    }

    /// Count, percentage, rate (done ÷ seconds) and time left ((total − done) ÷ rate, rounded up).
    @Test func lineText() {
        // 1,200 in 2 s: 600 cells/s; 1,800 left → 3 s.
        #expect(ProgressDisplay.line(done: 1200, total: 3000, seconds: 2)
                == "\rtextfit: 1,200 of 3,000 cells (40%), 600 cells/s, 3 s left\u{1B}[K")
        // 7 in 1 s: 1,234,560 left at 7/s → 176,366 s = 48 h 59 min 26 s.
        #expect(ProgressDisplay.line(done: 7, total: 1_234_567, seconds: 1)
                == "\rtextfit: 7 of 1,234,567 cells (0%), 7 cells/s, 48 h 59 min left\u{1B}[K")
        // 90,000 of 960,000 in 30 s: 3,000/s, 870,000 left → 290 s = 4 min 50 s.
        #expect(ProgressDisplay.line(done: 90_000, total: 960_000, seconds: 30)
                == "\rtextfit: 90,000 of 960,000 cells (9%), 3,000 cells/s, 4 min 50 s left\u{1B}[K")
        #expect(ProgressDisplay.line(done: 6, total: 6, seconds: 0) == "\rtextfit: 6 of 6 cells (100%)\u{1B}[K")
        #expect(ProgressDisplay.erase == "\r\u{1B}[K")
    }

    static func verification() -> Verification {
        let strings = ["Aktueller Standort", "Standort senden", "Position actuelle"].enumerated().map { index, text in
            LocalizedString(key: "K\(index)", language: GateFixtures.tag(index == 2 ? "fr" : "de"), value: text,
                            location: SourceLocation(file: "L.xcstrings", line: index + 1))
        }
        return Verification(strings: StringTable(sourceLanguage: GateFixtures.tag("en"), strings: strings),
                            spec: .default, categories: [.large, .ax5], fonts: TestFonts.bundled, parallelism: 2)
    }

    /// With no delay every string's progress is drawn (3 strings × 2 categories = 6 cells), then erased;
    /// the result is the same as without progress.
    @Test func drawsAndErases() async throws {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let json = MemorySink()
        let result = try await ProgressDisplay.run(Self.verification(), outputs: ReportOutputs(json: json), delay: .zero) {
            continuation.yield($0)
        }
        continuation.finish()
        var written: [String] = []
        for await text in stream { written.append(text) }
        #expect(written.last == ProgressDisplay.erase)
        #expect(written.dropLast().last?.hasPrefix("\rtextfit: 6 of 6 cells (100%), ") == true)
        #expect(written.dropLast().allSatisfy { $0.hasPrefix("\rtextfit: ") && $0.contains(" of 6 cells (\(Self.percent($0))%)") })
        // The same bytes as a run without progress.
        #expect(result.cellCount == 6)
        #expect(json.text == (try ReportFormat.json.render(try await Self.verification().run())))
    }

    /// A run shorter than the delay writes nothing at all.
    @Test func quietBeforeTheDelay() async throws {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let result = try await ProgressDisplay.run(Self.verification(), outputs: ReportOutputs(), delay: .seconds(3600)) {
            continuation.yield($0)
        }
        continuation.finish()
        var written: [String] = []
        for await text in stream { written.append(text) }
        #expect(written.isEmpty)
        #expect(result.cellCount == 6)
    }

    /// The percentage a line should show, from its own counts: done × 100 / total, rounded down.
    static func percent(_ line: String) -> Int {
        let words = line.dropFirst("\rtextfit: ".count).split(separator: " ")
        guard let done = Int(words[0].replacingOccurrences(of: ",", with: "")),
              let total = Int(words[2].replacingOccurrences(of: ",", with: "")) else { return -1 }
        return done * 100 / total
    }
}
