import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Piece keys compare and hash their scalars as bytes: equal content is one key whatever line it
/// was sliced from, and each field tells keys apart.
@Suite struct PieceKeyTests {
    let line: [UInt32] = Array("Meinen aktuellen Standort senden".unicodeScalars.map(\.value))
    let other: [UInt32] = Array("Den aktuellen Standort teilen".unicodeScalars.map(\.value))

    func key(_ text: ArraySlice<UInt32>, face: Int = 0, setting: Int = 0, suffix: [UInt32] = [0x2026],
             start: Int = 0, suffixIsContext: Bool = false) -> LineEnding.PieceKey {
        LineEnding.PieceKey(face: face, setting: setting, text: text, suffix: suffix, start: start,
                            suffixIsContext: suffixIsContext)
    }

    @Test func sameScalarsFromAnotherLineAreTheSameKey() {
        // "aktuellen" in both lines, at different offsets.
        let a = key(line[7..<16]), b = key(other[4..<13])
        #expect(Array(a.text) == Array(b.text))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a == a.compact && a.compact.hashValue == a.hashValue)
        var set = Set([a.compact])
        #expect(!set.insert(b).inserted)
        #expect(key(line[0..<0]) == key(other[3..<3]))
    }

    @Test func everyFieldTellsKeysApart() {
        let base = key(line[7..<16])
        let variants = [
            key(line[7..<15]), key(line[8..<16]), key(line[17..<26]),
            key(line[7..<16], face: 1), key(line[7..<16], setting: 1), key(line[7..<16], suffix: [0x2E]),
            key(line[7..<16], suffix: []), key(line[7..<16], start: 1), key(line[7..<16], suffixIsContext: true),
        ]
        for variant in variants { #expect(variant != base, "\(variant)") }
        #expect(Set(variants + [base]).count == variants.count + 1)
        // The scalars split differently between text and suffix are different keys.
        #expect(key(line[7..<9], suffix: [line[9]]) != key(line[7..<8], suffix: [line[8], line[9]]))
    }
}
