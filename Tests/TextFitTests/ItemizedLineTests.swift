import Testing
@testable import TextFitCore

/// A line cut from a text at cluster boundaries (``ItemizedText/init(_:clusters:rightToLeftHint:)``,
/// what the line breaker measures) is itemized exactly as the standard library's grapheme
/// segmentation, FriBidi and the script tables itemize the line's own string: the same scalars,
/// clusters, runs, direction and visual order, for every range of texts whose clusters, bidi
/// levels and scripts depend on their neighbours.
@Suite struct ItemizedLineTests {
    static let texts: [(text: String, rightToLeft: Bool)] = [
        ("Share my current location", false),
        // Emoji ZWJ sequences, skin tones and flags (Regional Indicator pairs counted from the run's start).
        ("Hi 👩‍👩‍👧 and 👍🏽 🇩🇪🇫🇷🇯🇵 flags ❤️ ok", false),
        // Devanagari conjuncts (a virama between consonants joins them: UAX #29's GB9c), Bengali.
        ("वर्तमान स्थान भेजें क्षत्रिय স্বাগতম", false),
        // Arabic with digits and Latin inside (bidi levels), Hebrew with punctuation.
        ("مشاركة موقعي 123 الحالي (GPS) الآن", true),
        ("שתף את המיקום: \"כאן\" 42!", true),
        // Common characters at a line's start take the script after them, not the one before.
        ("Привет (hello) мир — «world» 東京へ、ようこそ。", false),
        // Combining marks and a Hangul jamo sequence.
        ("e\u{301}te\u{301} 각 한국어 텍스트", false),
    ]

    @Test(arguments: texts.indices)
    func everyRangeItemizesAsItsString(index: Int) {
        let (text, rightToLeft) = Self.texts[index]
        let whole = ItemizedText(text, rightToLeftHint: rightToLeft)
        let count = whole.clusters.count
        for start in 0..<count {
            for end in (start + 1)...count {
                let cut = ItemizedText(whole, clusters: start..<end, rightToLeftHint: rightToLeft)
                let string = whole.text(clusters: start..<end)
                let own = ItemizedText(string, rightToLeftHint: rightToLeft)
                let place = "\(index): clusters \(start)..<\(end) \"\(string)\""
                #expect(cut.scalars == own.scalars, "\(place)")
                #expect(cut.clusters == own.clusters, "\(place)")
                #expect(cut.runs.map(\.script) == own.runs.map(\.script), "\(place)")
                #expect(cut.runs.map(\.level) == own.runs.map(\.level), "\(place)")
                #expect(cut.runs.map(\.clusterRange) == own.runs.map(\.clusterRange), "\(place)")
                #expect(cut.isRightToLeft == own.isRightToLeft && cut.visualPosition == own.visualPosition, "\(place)")
            }
        }
    }
}
