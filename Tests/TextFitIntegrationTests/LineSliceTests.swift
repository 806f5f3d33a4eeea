import Foundation
import Testing
@testable import TextFit
@testable import TextFitCore
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A line that takes its glyphs from its title's shaping (``ParagraphStretches``, where HarfBuzz
/// leaves the cut clear of `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`) is the layout HarfBuzz gives the line
/// shaped alone: for texts in scripts that shape across a cut (kerning and ligatures, Arabic
/// joining, Indic syllables, Thai marks, emoji sequences, several scripts and directions in one
/// title), at sizes in each optical cut and in the blend between them, every line the breaker
/// takes and every line between two of its break opportunities is compared, whole, with the
/// same line shaped by a shaper that never slices.
@Suite struct LineSliceTests {
    static let texts: [(language: String, text: String)] = [
        ("en", "Official traffic office: AV Type “Wolf” fit ffl Tokyo, To Yo — “Quote” 1/2 office affluent"),
        ("en", "Allow “Maps” to use your location? Your location is used to show your position on the map."),
        ("de", "Die Ortungsdienste sind deaktiviert. Aktiviere sie unter „Datenschutz & Sicherheit“, Datenschutzgrundverordnung."),
        ("ar", "هل تريد السماح لتطبيق الخرائط باستخدام موقعك؟ يُستخدم موقعك لعرض مكانك على الخريطة 123 والعثور على الأماكن."),
        ("ar", "مشاركة موقعي الحالي مع (GPS) الآن عبر iPhone من Apple اليوم"),
        ("he", "שיתוף המיקום הנוכחי שלי. נא לאשר את הבקשה: כל הזמן, \"תודה\" רבה! 42 פעמים"),
        ("hi", "क्या आप मैप्स को अपने स्थान का उपयोग करने की अनुमति देना चाहते हैं? क्षत्रिय स्वागतम् आपका स्थान।"),
        ("th", "อนุญาตให้แผนที่ใช้ตำแหน่งของคุณหรือไม่ ตำแหน่งของคุณจะใช้เพื่อแสดงสถานที่ใกล้เคียง iPhone"),
        ("ja", "「マップ」に位置情報の使用を許可しますか？現在地を地図に表示し、近くの場所を探すためにiPhoneで使用されます。"),
        ("en", "Share 👩‍👩‍👧 with 👍🏽 friends 🇩🇪🇫🇷🇯🇵 now ❤️ and ✈️ later ☺︎ ok 🏳️‍🌈 done"),
        ("ru", "Отправить геопозицию в Maps через AirDrop сейчас или позже (ещё раз) — «Карты» 東京"),
        ("el", "Κοινή χρήση τοποθεσίας με το iPhone της Μαρίας μέσω AirDrop τώρα"),
        // One script each, as most titles are: lines measured from the title's layout (``LineSlicer``).
        ("ru", "Отправить мою текущую геопозицию: «Карты» — 2 раза, ещё раз (позже) и т. д."),
        ("zh", "正在与你的朋友共享我的当前位置，请稍候。允许“地图”使用你的位置吗？"),
        ("ko", "현재 위치를 친구와 공유하시겠습니까? 지도에서 위치를 사용하도록 허용합니다."),
        ("th", "อนุญาตให้แผนที่ใช้ตำแหน่งของคุณหรือไม่ ตำแหน่งของคุณจะใช้เพื่อแสดงสถานที่ใกล้เคียง"),
        ("hi", "क्या आप मैप्स को अपने स्थान का उपयोग करने की अनुमति देना चाहते हैं"),
        ("de", "Aktuellen Standort teilen — „Wolf“ fi ffl AV To Yo 1/2 WAVE Täglich, 42 °C (ca.)"),
        // Latin titles in right-to-left languages, as catalogs leave them untranslated: measured
        // from the title's layout where a line holds a letter (a line of digits and punctuation
        // alone resolves right to left).
        ("he", "Allow “Maps” to use your location? 42 (GPS) — 12 / 34 office affluent AV To Yo"),
        ("ar", "Home Assistant 2024.1 — 12 (34) Share my current location, 56 % now: 7 · 8"),
        // Mongolian, which HarfBuzz joins reading the context, beside Latin, whose context it does
        // not read: a line from or to a boundary between them, or within five characters of one,
        // is measured alone.
        ("mn", "ᠮᠣᠩᠭᠣᠯ ᠬᠡᠯᠡ iPhone ᠪᠢᠴᠢᠭ Maps ᠤᠨ ᠭᠠᠵᠠᠷ AV ᠬᠣᠲᠠ"),
        // Full-width punctuation after a Latin word takes the Latin run's script, which no Latin
        // face covers: its face is found through the Han run's stack, as any line's would be.
        ("zh-Hant", "若要在 Home Assistant 中觀看此攝影機，請加入 MJPEG IP 攝影機整合（SSID）。此串流為未加密 HTTP；請在上方設定使用者名稱與密碼"),
        // The same after a Latin word beside Hangul in Japanese: the text finds "。" in the
        // Korean face, a line without the Hangul in the Japanese one, so no line is measured
        // from the title.
        ("ja", "Share 한국어 CSE。 Home Assistant。 iPhone 12。"),
    ]

    /// Sizes in Inter's text cut, in the blend of its two cuts (17–20 pt) and in its display cut.
    static let pointSizes: [Double] = [12, 17, 18.5, 20, 28, 40, 53]
    static let widths: [Double] = [90, 160, 240, 343]

    /// Two measurers that do the same work in the same order: one slices lines (and measures
    /// them from their title's layout), one shapes them all.
    static func measurers(tracking: TrackingChoice = .system) -> (sliced: TextMeasurer, alone: TextMeasurer) {
        let shaper = Shaper(fonts: TestFonts.bundled, tracking: tracking)
        shaper.slicesLines = false
        return (TextMeasurer(fonts: TestFonts.bundled, tracking: tracking), TextMeasurer(shaper: shaper))
    }

    /// Compares two layouts of the same line field by field (a layout is a class), naming `place`.
    /// A sliced layout may mark fewer clusters concat-safe than the line shaped alone, never more.
    static func expectSame(_ sliced: ShapedText, _ alone: ShapedText, _ place: String) {
        #expect(sliced.glyphs == alone.glyphs, "glyphs: \(place)")
        #expect(sliced.extent == alone.extent, "extent: \(place)")
        #expect(sliced.ascender == alone.ascender && sliced.descender == alone.descender
                    && sliced.lineGap == alone.lineGap, "vertical metrics: \(place)")
        #expect(sliced.missing == alone.missing && sliced.fonts == alone.fonts, "missing, fonts: \(place)")
        #expect(sliced.splice == alone.splice, "splice: \(place)")
        #expect(sliced.logicalClusters.count == alone.logicalClusters.count, "clusters: \(place)")
        for (a, b) in zip(sliced.logicalClusters, alone.logicalClusters) {
            var unflagged = a
            unflagged.concatSafe = b.concatSafe
            // What a whole text's layout marks for its lines (``ShapedText/LineCuts``), which the
            // measurer that never slices does not work out.
            unflagged.breakSafe = b.breakSafe
            unflagged.glyphCount = b.glyphCount
            #expect(unflagged == b, "logical cluster: \(place)")
            #expect(!a.concatSafe || b.concatSafe, "concat-safe only where shaping alone says so: \(place)")
        }
    }

    struct Tally {
        var lines = 0
        var sliced = 0
        /// Lines given to HarfBuzz (a line laid out before, at another size, is neither).
        var shaped = 0
        /// Lines whose width and ink ``LineSlicer`` read from the title's layout.
        var fromTitle = 0
    }

    /// At each size: every line between two break opportunities (and every one- to three-cluster
    /// line, what an overlong word is broken into) measured both ways, then the breaker's layouts.
    static func check(_ text: String, language: String, weight: Int,
                      tracking: TrackingChoice = .system) throws -> Tally {
        let tag = TestFonts.tag(language)
        let (sliced, alone) = measurers(tracking: tracking)
        let slicedText = try sliced.prepare(text, language: tag, weight: weight)
        let aloneText = try alone.prepare(text, language: tag, weight: weight)
        let count = slicedText.items.clusters.count
        let stops = [0] + (try LineBreaker.opportunities(slicedText)).map(\.cluster) + [count]
        var ranges: [Range<Int>] = []
        for (i, start) in stops.enumerated() {
            for end in stops[(i + 1)...] where end > start { ranges.append(start..<end) }
        }
        for start in 0..<count {
            for end in (start + 1)...min(count, start + 3) { ranges.append(start..<end) }
        }
        var tally = Tally()
        for pointSize in pointSizes {
            let place = "\(language) \(pointSize) pt"
            let whole = try sliced.layout(slicedText, pointSize: pointSize)
            expectSame(whole, try alone.layout(aloneText, pointSize: pointSize), place)
            let slicer = LineSlicer(slicedText, layout: whole, pointSize: pointSize,
                                    trackingOverride: sliced.trackingOverride)
            for range in ranges {
                // The width and ink read from the title's layout, where the slicer gives them,
                // are those of the line laid out alone, to the bit.
                if let width = slicer?.width(range) {
                    let own = try alone.measure(try alone.preparedLine(of: aloneText, clusters: range),
                                                pointSize: pointSize)
                    #expect(width == own.width, "width from the title: \(place), clusters \(range) “\(own.text)”")
                    #expect(slicer?.ink(range) == own.inkBounds,
                            "ink from the title: \(place), clusters \(range) “\(own.text)”")
                    tally.fromTitle += 1
                }
                let (before, shapedBefore) = (sliced.slicedLineCount, sliced.shapingCount)
                let line = try sliced.preparedLine(of: slicedText, clusters: range)
                let layout = try sliced.layout(line, pointSize: pointSize)
                let ownLine = try alone.preparedLine(of: aloneText, clusters: range)
                let own = try alone.layout(ownLine, pointSize: pointSize)
                let where_ = "\(place), clusters \(range) “\(line.text)”"
                expectSame(layout, own, where_)
                #expect(try sliced.measure(line, pointSize: pointSize) == alone.measure(ownLine, pointSize: pointSize),
                        "measurement: \(where_)")
                tally.lines += 1
                if sliced.slicedLineCount > before { tally.sliced += 1 }
                if sliced.shapingCount > shapedBefore { tally.shaped += 1 }
            }
            for width in widths {
                for maxLines in [nil, 2] {
                    let a = try LineBreaker.layout(slicedText, pointSize: pointSize, width: width, maxLines: maxLines,
                                                   measurer: sliced)
                    let b = try LineBreaker.layout(aloneText, pointSize: pointSize, width: width, maxLines: maxLines,
                                                   measurer: alone)
                    #expect(a == b, "\(place) in \(width) pt, at most \(maxLines ?? 0) lines")
                }
            }
        }
        #expect(alone.slicedLineCount == 0 && alone.titleLineCount == 0)
        #expect((sliced.titleLineCount > 0) == (tally.fromTitle > 0), "the breaker measures from the title when it can")
        return tally
    }

    @Test(arguments: texts.indices)
    func slicedLinesEqualLinesShapedAlone(index: Int) throws {
        let (language, text) = Self.texts[index]
        // Regular and semibold, each in its own cuts.
        let tally = try Self.check(text, language: language, weight: index.isMultiple(of: 2) ? 400 : 600)
        // Lines of words cut at spaces are clear of HarfBuzz's flag in most fonts: most lines of
        // one script are sliced, not shaped. Where a line starts or ends within 5 characters of another
        // run or face (an emoji, a Latin name), the context HarfBuzz saw differs and it is shaped.
        #expect(tally.sliced > 0, "\(language): \(tally)")
        if index < 3 { #expect(tally.shaped * 2 < tally.lines, "\(language): \(tally)") }
        // A left-to-right title has lines measured from its layout, most of them when it is of
        // one face and one script (in a right-to-left language too); a right-to-left title has none.
        if index < 3 || (12...18).contains(index) { #expect(tally.fromTitle * 2 > tally.lines, "\(language): \(tally)") }
        // Lines of digits and punctuation alone in a right-to-left language, and lines near Mongolian, are not.
        if (19...21).contains(index) { #expect(tally.fromTitle > 0 && tally.fromTitle < tally.lines, "\(language): \(tally)") }
        if index == 22 { #expect(tally.fromTitle == 0, "\(language): \(tally)") }
        if [6, 7, 8, 10, 11].contains(index) { #expect(tally.fromTitle > 0, "\(language): \(tally)") }
        if [3, 4, 5].contains(index) { #expect(tally.fromTitle == 0, "\(language): \(tally)") }
    }

    /// With a fixed tracking after every cluster, widened and tightened, the lines read from the
    /// title's layout are still the lines laid out alone: each glyph's ink moves by the clusters
    /// before it in the line, not in the title.
    @Test(arguments: [-40.0, 80.0])
    func linesFromTheTitleKeepTheirOwnTracking(tracking: Double) throws {
        for index in [0, 2, 12, 13] {
            let (language, text) = Self.texts[index]
            let tally = try Self.check(text, language: language, weight: 400, tracking: .fixed(tracking))
            #expect(tally.fromTitle * 2 > tally.lines, "\(language) with tracking \(tracking): \(tally)")
        }
    }

    /// A cut HarfBuzz flags unsafe to break is shaped, not sliced: inside a kerned pair ("To",
    /// "AV") and between two Arabic letters that join. The glyphs of the line's clusters in the
    /// whole text are other glyphs than the line shaped alone (an unkerned advance, an isolated
    /// form), so taking them would be wrong; the shaper's measurer shapes both sides instead.
    @Test(arguments: [("en", "Tokyo", 1), ("en", "AVAVA", 2), ("ar", "مشاركة", 1), ("ar", "مشاركة", 5)])
    func unsafeCutsAreShaped(language: String, text: String, cut: Int) throws {
        let tag = TestFonts.tag(language)
        let items = ItemizedText(text, rightToLeftHint: tag.isRightToLeft)
        let run = try #require(items.runs.first)
        let face = try #require(try Shaper(fonts: TestFonts.bundled)
            .faces(script: run.script, language: tag, weight: 400, pointSize: 17).first)
        let setting = StretchSetting(bytes: ObjectIdentifier(face.font.bytes), index: face.use.faceIndex,
                                     variations: face.use.variations, script: run.script, language: language,
                                     rightToLeft: run.isRightToLeft, concatFlags: false)
        let buffer = HarfBuzzBuffer()
        let all = 0..<items.scalars.count
        let whole = buffer.shape(items.scalars, range: all, font: face.font, scriptTag: run.script, language: language,
                                 rightToLeft: run.isRightToLeft)
        var kept = ParagraphStretches()
        kept.keep(whole, scalars: items.scalars, range: all, setting: setting)
        let cutScalar = items.clusters[cut].lowerBound
        #expect(whole.contains { $0.cluster == cutScalar && $0.unsafeToBreak }, "HarfBuzz flags the cut in \(text)")
        var differs = false
        for side in [0..<cutScalar, cutScalar..<items.scalars.count] {
            let line = Array(items.scalars[side])
            let alone = buffer.shape(line, range: 0..<line.count, font: face.font, scriptTag: run.script,
                                     language: language, rightToLeft: run.isRightToLeft)
            let taken = whole.filter { side.contains($0.cluster) }
            differs = differs || taken.count != alone.count || zip(taken, alone).contains {
                $0.glyph != $1.glyph || $0.xAdvance != $1.xAdvance || $0.xOffset != $1.xOffset
                    || $0.yOffset != $1.yOffset
            }
            #expect(kept.slice(line, range: 0..<line.count, offset: side.lowerBound, setting: setting) == nil,
                    "\(text) \(side) is not sliced")
        }
        // The kerning goes with the pair's first glyph, a joining form with both letters: one side at least differs.
        #expect(differs, "\(text): the whole text's glyphs are the lines'")

        // Through the measurer: both lines are shaped and equal the lines shaped alone.
        let (sliced, unsliced) = Self.measurers()
        let prepared = try sliced.prepare(text, language: tag, weight: 400)
        let other = try unsliced.prepare(text, language: tag, weight: 400)
        _ = try sliced.layout(prepared, pointSize: 17)
        _ = try unsliced.layout(other, pointSize: 17)
        for range in [0..<cut, cut..<items.clusters.count] {
            let (slicedBefore, shapedBefore) = (sliced.slicedLineCount, sliced.shapingCount)
            let line = try sliced.layout(try sliced.preparedLine(of: prepared, clusters: range), pointSize: 17)
            #expect(sliced.slicedLineCount == slicedBefore && sliced.shapingCount == shapedBefore + 1,
                    "\(text) \(range) is shaped")
            let own = try unsliced.layout(try unsliced.preparedLine(of: other, clusters: range), pointSize: 17)
            Self.expectSame(line, own, "\(text) \(range)")
        }
    }

    /// A line of whitespace alone — between two line breaks, or spaces before a word too wide
    /// for what is left of the line — is drawn empty: the breaker gives it the width and ink of
    /// the empty line laid out alone by a measurer that never slices, and no text.
    @Test(arguments: [("en", "Share\n\n   \nmy current location\n\n"), ("ja", "位置情報\n\u{3000}\n\n現在地"),
                      ("he", "שיתוף\n \nהמיקום")])
    func linesOfWhitespaceAloneAreEmpty(language: String, text: String) throws {
        let tag = TestFonts.tag(language)
        let (sliced, alone) = Self.measurers()
        let prepared = try sliced.prepare(text, language: tag, weight: 400)
        let other = try alone.prepare(text, language: tag, weight: 400)
        for pointSize in [17.0, 53] {
            for start in [0, 1, prepared.items.clusters.count - 1] {
                let empty = try alone.measure(try alone.preparedLine(of: other, clusters: start..<start), pointSize: pointSize)
                #expect(empty.text == "" && empty.width == 0 && empty.inkBounds == .zero, "\(language) \(pointSize) pt")
            }
            let layout = try LineBreaker.layout(prepared, pointSize: pointSize, width: 343, maxLines: nil, measurer: sliced)
            let blank = layout.lines.indices.filter { layout.lines[$0].text.isEmpty }
            #expect(!blank.isEmpty, "\(language): \(layout.lines.map(\.text))")
            for index in blank {
                #expect(layout.lines[index].width == 0 && layout.inks[index] == .zero, "\(language) line \(index)")
            }
            // Every other line as a measurer that shapes every line gives it.
            let own = try LineBreaker.layout(other, pointSize: pointSize, width: 343, maxLines: nil, measurer: alone)
            #expect(layout == own, "\(language) \(pointSize) pt")
        }
    }
}
