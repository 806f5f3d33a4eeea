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

    /// Texts whose every line resolves left to right at level 0 (``ItemizedText/leftToRightLines``),
    /// and texts that do not, each for a reason: a right-to-left letter, an Arabic digit, a mark
    /// or an isolate or embedding that opens a level.
    static let leftToRight: [(text: String, everyLine: Bool)] = [
        ("Share my current location (2×) — “now”, 42 °C!", true),
        ("Отправить мою геопозицию: «Карты» — 2 раза (позже) в Home Assistant.", true),
        ("正在共享我的当前位置，请稍候。「地图」iPhone 12", true),
        ("「マップ」に位置情報の使用を許可しますか？（iPhone）", true),
        ("현재 위치를 공유하시겠습니까? (지도) 42", true),
        ("वर्तमान स्थान भेजें। (GPS) क्षत्रिय", true),
        ("อนุญาตให้แผนที่ใช้ตำแหน่งของคุณ 123 iPhone", true),
        ("12 (34) — 56", true),
        ("Share \u{5E9}\u{5DC}\u{5D5}\u{5DD} now", false),
        ("Share \u{660}\u{661} now", false),
        ("Share \u{200F} now", false),
        ("Share \u{2067}x\u{2069} now", false),
        ("Share \u{202A}x\u{202C} now", false),
    ]

    /// Where every line is, every range of clusters itemized as its own string is
    /// left to right at level 0 in logical order; and where ``ItemizedText/lineStarts()`` says a
    /// line from its first cluster resolves alike and the range holds the scalar it names (or
    /// the text has no scalar with a script of its own), its runs are the text's over the range.
    @Test(arguments: leftToRight.indices)
    func linesResolveAsTheTextSays(index: Int) {
        let (text, expected) = Self.leftToRight[index]
        let whole = ItemizedText(text, rightToLeftHint: false)
        #expect((whole.leftToRightLines == .every) == expected, "\(text)")
        guard whole.leftToRightLines == .every else { return }
        let starts = whole.lineStarts()
        let hasScript = whole.firstScriptedScalar < whole.scalars.count
        // The script the text gives each cluster.
        var scriptOf: [String] = []
        for run in whole.runs { for _ in run.clusterRange { scriptOf.append(run.script) } }
        let count = whole.clusters.count
        var alike = 0
        for start in 0..<count {
            for end in (start + 1)...count {
                let string = whole.text(clusters: start..<end)
                let own = ItemizedText(string, rightToLeftHint: false)
                let place = "\(index): \"\(string)\""
                #expect(own.runs.allSatisfy { $0.level == 0 } && !own.isRightToLeft
                        && own.visualPosition == Array(own.scalars.indices), "\(place)")
                let lineEnd = whole.clusters[end - 1].upperBound
                guard starts[start].resolvesAlike, !hasScript || Int(starts[start].firstScripted) < lineEnd else {
                    continue
                }
                var ownScripts: [String] = []
                for run in own.runs { for _ in run.clusterRange { ownScripts.append(run.script) } }
                #expect(ownScripts == Array(scriptOf[start..<end]), "\(place)")
                alike += 1
            }
        }
        #expect(alike > count)
    }

    /// Texts in a right-to-left language (a title left untranslated, a Latin name) whose lines
    /// resolve left to right at level 0 where they hold a character of bidi type L
    /// (``FriBidi/LeftToRightStretches/holdingStrongLeft``), and texts whose lines do not.
    static let rightToLeftHinted: [(text: String, holdingStrongLeft: Bool)] = [
        ("Share my current location (2×) — “now”, 42 °C! 12 / 34 …", true),
        ("12 (34) — Home Assistant 2024.1: 56 %, 7/8", true),
        ("Отправить «Карты» — 2 раза (позже) 3 · 4", true),
        ("वर्तमान स्थान भेजें। 12 (GPS) 34", true),
        ("12 (34) — 56", false),
        ("Share \u{5E9}\u{5DC}\u{5D5}\u{5DD} now", false),
        ("Share \u{660}\u{661} now", false),
        ("Share \u{2066}x\u{2069} now", false),
    ]

    /// With a right-to-left hint, a line cut from a text of ``FriBidi/LeftToRightStretches/holdingStrongLeft``
    /// itemized as its own string is left to right at level 0 in logical order exactly when it
    /// holds the scalar ``ItemizedText/lineStarts()`` names for its first cluster, and right to
    /// left otherwise.
    @Test(arguments: rightToLeftHinted.indices)
    func hintedLinesResolveAsTheTextSays(index: Int) {
        let (text, expected) = Self.rightToLeftHinted[index]
        let whole = ItemizedText(text, rightToLeftHint: true)
        #expect((whole.leftToRightLines == .holdingStrongLeft) == expected, "\(text)")
        guard whole.leftToRightLines == .holdingStrongLeft else { return }
        let starts = whole.lineStarts()
        let count = whole.clusters.count
        var (leftToRight, rightToLeft) = (0, 0)
        for start in 0..<count {
            for end in (start + 1)...count {
                let string = whole.text(clusters: start..<end)
                let own = ItemizedText(string, rightToLeftHint: true)
                let holds = Int(starts[start].firstStrongLeft) < whole.clusters[end - 1].upperBound
                let isLevelZero = own.runs.allSatisfy { $0.level == 0 } && !own.isRightToLeft
                    && own.visualPosition == Array(own.scalars.indices)
                #expect(isLevelZero == holds, "\(index): \"\(string)\" holds a strong L: \(holds)")
                if holds { leftToRight += 1 } else { rightToLeft += 1 }
            }
        }
        #expect(leftToRight > count && rightToLeft > 0, "\(text): \(leftToRight), \(rightToLeft)")
    }
}
