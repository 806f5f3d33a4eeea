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

    /// Texts whose every line is itemized as one left-to-right run of their one script
    /// (``ItemizedText/linesItemizeAlike``), and texts that are not, each for a reason: a second
    /// script, a right-to-left letter, an Arabic digit, a mark or an isolate that opens a level.
    static let alike: [(text: String, alike: Bool)] = [
        ("Share my current location (2×) — “now”, 42 °C!", true),
        ("Отправить мою геопозицию: «Карты» — 2 раза (позже).", true),
        ("正在共享我的当前位置，请稍候。「地图」", true),
        ("현재 위치를 공유하시겠습니까? (지도) 42", true),
        ("वर्तमान स्थान भेजें। क्षत्रिय", true),
        ("อนุญาตให้แผนที่ใช้ตำแหน่งของคุณ 123", true),
        ("12 (34) — 56", true),
        ("Привет world", false),
        ("東京へようこそ", false),
        ("Share \u{5E9}\u{5DC}\u{5D5}\u{5DD} now", false),
        ("Share \u{660}\u{661} now", false),
        ("Share \u{200F} now", false),
        ("Share \u{2067}x\u{2069} now", false),
        ("Share \u{202A}x\u{202C} now", false),
    ]

    /// Where `linesItemizeAlike` holds, every range of clusters with a scalar of a script of its
    /// own, itemized as its own string, is one run at level 0 of the text's script, in logical
    /// order; where it does not, the reason given above is what breaks it.
    @Test(arguments: alike.indices)
    func linesItemizeAlikeWhereTheTextSaysSo(index: Int) {
        let (text, expected) = Self.alike[index]
        let whole = ItemizedText(text, rightToLeftHint: false)
        #expect(whole.linesItemizeAlike == expected, "\(text)")
        guard whole.linesItemizeAlike else { return }
        #expect(whole.runs.count == 1 && whole.runs[0].level == 0)
        let script = whole.runs[0].script
        let count = whole.clusters.count
        var checked = 0
        for start in 0..<count {
            for end in (start + 1)...count {
                let string = whole.text(clusters: start..<end)
                let hasScript = string.unicodeScalars.contains {
                    !ItemizedText.isNeutral(UnicodeScript.code(of: $0.value))
                }
                guard hasScript || whole.firstScriptedScalar == whole.scalars.count else { continue }
                let own = ItemizedText(string, rightToLeftHint: false)
                let place = "\(index): \"\(string)\""
                #expect(own.runs.count == 1 && own.runs[0].level == 0 && own.runs[0].script == script, "\(place)")
                #expect(!own.isRightToLeft && own.visualPosition == Array(own.scalars.indices), "\(place)")
                checked += 1
            }
        }
        #expect(checked > count)
    }
}
