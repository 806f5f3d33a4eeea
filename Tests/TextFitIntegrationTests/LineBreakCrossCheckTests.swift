import Foundation
import Testing
@testable import TextFit
@testable import TextFitCore
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Lines from ``LineBreaker`` equal an independent line breaker run at test time: ICU's break
/// opportunities through PyICU (Debian's python3-icu), greedy filling measured with `hb-shape`
/// on the font file TextFit used. Same lines, and each line's width within 0.01 pt of hb-shape's.
@Suite struct LineBreakCrossCheckTests {
    struct Sample: Sendable, CustomStringConvertible {
        var language: String
        var text: String
        var width: Double
        var direction: String = "ltr"
        var description: String { "\(language) in \(width) pt: \(text)" }
    }

    /// Real UI texts (alert messages, footers, permission prompts), one script each, at widths
    /// that give two to five lines.
    static let samples: [Sample] = [
        Sample(language: "en", text: "Allow “Maps” to use your location? Your location is used to show your position on the map and to find places near you.", width: 240),
        Sample(language: "en", text: "Turn on Location Services\nto allow “Maps” to determine your location.", width: 200),
        Sample(language: "de", text: "Standortfreigabe für Datenschutzgrundverordnungskonformität aktivieren", width: 150),
        Sample(language: "de", text: "Die Ortungsdienste sind deaktiviert. Aktiviere sie in den Einstellungen unter „Datenschutz & Sicherheit“.", width: 220),
        Sample(language: "th", text: "อนุญาตให้แผนที่ใช้ตำแหน่งของคุณหรือไม่ ตำแหน่งของคุณจะใช้เพื่อแสดงสถานที่ใกล้เคียง", width: 180),
        Sample(language: "ja", text: "「マップ」に位置情報の使用を許可しますか？現在地を地図に表示し、近くの場所を探すために使用されます。", width: 200),
        Sample(language: "zh-Hans", text: "允许“地图”使用您的位置吗？您的位置将用于在地图上显示您的位置并查找附近的地点。", width: 190),
        Sample(language: "ar", text: "هل تريد السماح لتطبيق الخرائط باستخدام موقعك؟ يُستخدم موقعك لعرض مكانك على الخريطة والعثور على الأماكن القريبة منك.", width: 220, direction: "rtl"),
        Sample(language: "hi", text: "क्या आप मैप्स को अपने स्थान का उपयोग करने की अनुमति देना चाहते हैं? आपका स्थान आस-पास की जगहें खोजने के लिए उपयोग किया जाता है।", width: 230),
    ]

    @Test(arguments: samples)
    func linesEqualICUAndHBShapeGreedy(sample: Sample) throws {
        let pointSize = 17.0
        let language = TestFonts.tag(sample.language)
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let prepared = try measurer.prepare(sample.text, language: language, weight: 400)
        let layout = try LineBreaker.layout(prepared, pointSize: pointSize, width: sample.width, maxLines: nil,
                                            measurer: measurer)

        // The independent breaker.
        let breaks = try Self.icuBreaks(sample.text, locale: sample.language)
        /// hb-shape's width of `text` in the one font file TextFit sets it in.
        func hbWidth(_ text: String) throws -> Double {
            if text.isEmpty { return 0 }
            let fonts = try measurer.measure(text, language: language, pointSize: pointSize, weight: 400).fonts
            #expect(fonts.count == 1, "one font sets “\(text)”")
            let font = try #require(fonts.first)
            return try HBShape.width(font: font.file, faceIndex: font.faceIndex, text: text,
                                     language: sample.language, pointSize: pointSize,
                                     direction: sample.direction).width
        }
        let characters = Array(sample.text)
        func line(_ start: Int, _ end: Int) -> String {
            var drawn = end
            while drawn > start, characters[drawn - 1].isWhitespace { drawn -= 1 }
            return String(characters[start..<drawn])
        }
        var expected: [(text: String, width: Double)] = []
        var start = 0
        while start < characters.count {
            var candidates: [Int] = []
            for b in breaks where b.offset > start {
                candidates.append(b.offset)
                if b.hard { break }
            }
            var chosen: (end: Int, text: String, width: Double)?
            for end in candidates {
                let text = line(start, end)
                let width = try hbWidth(text)
                if width <= sample.width { chosen = (end, text, width) }
            }
            if chosen == nil {  // a word wider than the line: by character
                for end in (start + 1)..<(candidates.first ?? characters.count) {
                    let text = line(start, end)
                    let width = try hbWidth(text)
                    if width <= sample.width { chosen = (end, text, width) }
                }
            }
            let found = try chosen ?? { let t = line(start, start + 1); return (start + 1, t, try hbWidth(t)) }()
            expected.append((found.text, found.width))
            start = found.end
        }

        #expect(layout.lines.map(\.text) == expected.map(\.text), "\(sample)")
        #expect(layout.neededLineCount == expected.count)
        #expect(!layout.isTruncated)
        #expect(layout.lines.count >= 2, "\(sample) should take several lines")
        for (mine, theirs) in zip(layout.lines, expected) {
            #expect(abs(mine.width - theirs.width) <= 0.01, "\(mine.text): TextFit \(mine.width), hb-shape \(theirs.width)")
            #expect(mine.width <= sample.width)
        }
        #expect(abs(layout.neededWidth - (expected.map(\.width).max() ?? 0)) <= 0.01)
    }

    /// With fewer lines allowed than needed, the lines before the last are the same, and the last
    /// holds the rest of the text up to its next hard line break, cut where the longest
    /// "prefix…" fits: worked out here by trying every prefix with hb-shape.
    @Test(arguments: [(0, 2), (1, 1), (4, 2), (6, 1)])
    func lastLineIsTheRestTruncated(index: Int, maxLines: Int) throws {
        let sample = Self.samples[index]
        let pointSize = 17.0
        let language = TestFonts.tag(sample.language)
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let prepared = try measurer.prepare(sample.text, language: language, weight: 400)
        let full = try LineBreaker.layout(prepared, pointSize: pointSize, width: sample.width, maxLines: nil, measurer: measurer)
        let cut = try LineBreaker.layout(prepared, pointSize: pointSize, width: sample.width, maxLines: maxLines, measurer: measurer)
        #expect(full.lines.count > maxLines)
        #expect(cut.isTruncated && cut.lines.count == maxLines && cut.neededLineCount == full.lines.count)
        #expect(Array(cut.lines.dropLast()) == Array(full.lines.prefix(maxLines - 1)))

        // The rest: skip the earlier lines' text and the whitespace after each.
        var rest = Substring(sample.text)
        for line in full.lines.prefix(maxLines - 1) {
            rest = rest.dropFirst(line.text.count).drop { $0.isWhitespace }
        }
        // Up to the next hard line break; text follows the last line shown, so it closes with "…".
        let segment = Array(rest.prefix { !$0.isNewline })
        /// hb-shape's width of "prefix…": the prefix in its font, and "…" in its own when the
        /// script's font lacks it (Noto Sans Thai does), each shaped as the run it is.
        func hbWidth(_ text: String) throws -> Double {
            let fonts = try measurer.measure(text, language: language, pointSize: pointSize, weight: 400).fonts
            let pieces = fonts.count == 2 && text.hasSuffix("…") ? [String(text.dropLast()), "…"] : [text]
            #expect(fonts.count == pieces.count, "“\(text)” set in \(fonts.map(\.file))")
            var width = 0.0
            for (piece, font) in zip(pieces, fonts) {
                width += try HBShape.width(font: font.file, faceIndex: font.faceIndex, text: piece,
                                           language: sample.language, pointSize: pointSize,
                                           direction: sample.direction).width
            }
            return width
        }
        var expected = "…"
        var k = segment.count
        // Longest first; a prefix ending in whitespace gives the same text as a shorter one.
        while k > 0 {
            if segment[k - 1].isWhitespace { k -= 1; continue }
            let candidate = String(segment[0..<k]) + "…"
            if try hbWidth(candidate) <= sample.width {
                expected = candidate
                break
            }
            k -= 1
        }
        let last = try #require(cut.lines.last)
        #expect(last.text == expected, "\(sample)")
        #expect(abs(last.width - (try hbWidth(expected))) <= 0.01)
    }

    /// ICU's line break opportunities by another route: PyICU's `BreakIterator`, as character
    /// offsets (the UTF-16 offsets it gives, mapped to `Character` boundaries), with whether
    /// each is mandatory (rule status 100…199).
    /// The scalars after which a line always ends (``LineBreaker/isHardBreak(_:)``) are those
    /// ICU gives the line-break classes BK, CR, LF and NL (uchar.h: `U_LB_MANDATORY_BREAK` 6,
    /// `U_LB_CARRIAGE_RETURN` 10, `U_LB_LINE_FEED` 17, `U_LB_NEXT_LINE` 29), over all of Unicode.
    @Test func hardBreaksAreICUs() throws {
        let script = """
            import icu
            classes = {6, 10, 17, 29}
            print(" ".join(str(c) for c in range(0x110000)
                           if icu.Char.getIntPropertyValue(c, icu.UProperty.LINE_BREAK) in classes))
            """
        let result = try Subprocess.run("/usr/bin/python3", ["-c", script])
        guard result.status == 0 else {
            throw Subprocess.Failure(description: "PyICU (python3-icu, see scripts/setup.sh) failed: \(result.stderr)")
        }
        let icu = result.stdout.split(whereSeparator: \.isWhitespace).compactMap { UInt32($0) }
        #expect(icu.count >= 7)
        #expect(icu == (0...UInt32(0x10FFFF)).filter(LineBreaker.isHardBreak))
    }

    static func icuBreaks(_ text: String, locale: String) throws -> [(offset: Int, hard: Bool)] {
        let script = """
            import icu, json, sys
            text = sys.argv[2]
            iterator = icu.BreakIterator.createLineInstance(icu.Locale(sys.argv[1]))
            iterator.setText(text)
            print(json.dumps([[b, 100 <= iterator.getRuleStatus() < 200] for b in iterator]))
            """
        let result = try Subprocess.run("/usr/bin/python3", ["-c", script, locale.replacingOccurrences(of: "-", with: "_"), text])
        guard result.status == 0 else {
            throw Subprocess.Failure(description: "PyICU (python3-icu, see scripts/setup.sh) failed: \(result.stderr)")
        }
        struct Pair: Decodable {
            var offset: Int
            var hard: Bool
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                offset = try container.decode(Int.self)
                hard = try container.decode(Bool.self)
            }
        }
        let decoded = try JSONDecoder().decode([Pair].self, from: Data(result.stdout.utf8))
        // UTF-16 offset → character offset, for offsets on character boundaries.
        var characterAt: [Int: Int] = [0: 0]
        var utf16 = 0
        for (index, character) in text.enumerated() {
            utf16 += character.utf16.count
            characterAt[utf16] = index + 1
        }
        return decoded.compactMap { pair in characterAt[pair.offset].map { ($0, pair.hard) } }
    }
}
