import Foundation
import Testing
@testable import TextFit

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

    @Test func lineText() {
        #expect(ProgressDisplay.line(done: 1200, total: 3000) == "\rtextfit: 1,200 of 3,000 cells (40%)\u{1B}[K")
        #expect(ProgressDisplay.line(done: 7, total: 1_234_567) == "\rtextfit: 7 of 1,234,567 cells (0%)\u{1B}[K")
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
        let result = try await ProgressDisplay.run(Self.verification(), delay: .zero) { continuation.yield($0) }
        continuation.finish()
        var written: [String] = []
        for await text in stream { written.append(text) }
        #expect(written.last == ProgressDisplay.erase)
        #expect(written.dropLast().last == ProgressDisplay.line(done: 6, total: 6))
        #expect(written.dropLast().allSatisfy { $0.hasPrefix("\rtextfit: ") && $0.hasSuffix(" of 6 cells (\(Self.percent($0))%)\u{1B}[K") })
        #expect(result.cells == (try await Self.verification().run()).cells)
    }

    /// A run shorter than the delay writes nothing at all.
    @Test func quietBeforeTheDelay() async throws {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let result = try await ProgressDisplay.run(Self.verification(), delay: .seconds(3600)) { continuation.yield($0) }
        continuation.finish()
        var written: [String] = []
        for await text in stream { written.append(text) }
        #expect(written.isEmpty)
        #expect(result.cells.count == 6)
    }

    /// The percentage a line should show, from its own counts: done × 100 / total, rounded down.
    static func percent(_ line: String) -> Int {
        let words = line.dropFirst("\rtextfit: ".count).split(separator: " ")
        guard let done = Int(words[0].replacingOccurrences(of: ",", with: "")),
              let total = Int(words[2].replacingOccurrences(of: ",", with: "")) else { return -1 }
        return done * 100 / total
    }
}
