import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Widths from TextFit's shaping equal HarfBuzz's own `hb-shape` on the same font files.
@Suite struct ShapingCrossCheckTests {
    /// A real interface string per script, the font file the bundled stack must choose for it,
    /// and the direction hb-shape is told.
    struct Sample: Sendable, CustomStringConvertible {
        var language: String
        var text: String
        var fontFile: String
        var direction: String = "ltr"
        var description: String { "\(language): \(text)" }
    }

    static let samples: [Sample] = [
        Sample(language: "de", text: "Meinen aktuellen Standort senden", fontFile: "Inter-Regular.otf"),
        Sample(language: "el", text: "Κοινή χρήση τρέχουσας τοποθεσίας", fontFile: "Inter-Regular.otf"),
        Sample(language: "ru", text: "Отправить мою геопозицию", fontFile: "Inter-Regular.otf"),
        Sample(language: "vi", text: "Gửi vị trí hiện tại của tôi", fontFile: "Inter-Regular.otf"),
        Sample(language: "ar", text: "مشاركة موقعي الحالي", fontFile: "NotoSansArabic-Regular.ttf", direction: "rtl"),
        Sample(language: "ur", text: "میرا موجودہ مقام بھیجیں", fontFile: "NotoNastaliqUrdu-Regular.ttf", direction: "rtl"),
        Sample(language: "he", text: "שיתוף המיקום הנוכחי שלי", fontFile: "NotoSansHebrew-Regular.ttf", direction: "rtl"),
        Sample(language: "hi", text: "मेरा वर्तमान स्थान भेजें", fontFile: "NotoSansDevanagari-Regular.ttf"),
        Sample(language: "bn", text: "আমার বর্তমান অবস্থান পাঠান", fontFile: "NotoSansBengali-Regular.ttf"),
        Sample(language: "pa", text: "ਮੇਰਾ ਮੌਜੂਦਾ ਟਿਕਾਣਾ ਭੇਜੋ", fontFile: "NotoSansGurmukhi-Regular.ttf"),
        Sample(language: "gu", text: "મારું વર્તમાન સ્થાન મોકલો", fontFile: "NotoSansGujarati-Regular.ttf"),
        Sample(language: "or", text: "ମୋର ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ ପଠାନ୍ତୁ", fontFile: "NotoSansOriya-Regular.ttf"),
        Sample(language: "ta", text: "எனது தற்போதைய இருப்பிடத்தை அனுப்பு", fontFile: "NotoSansTamil-Regular.ttf"),
        Sample(language: "te", text: "నా ప్రస్తుత స్థానాన్ని పంపండి", fontFile: "NotoSansTelugu-Regular.ttf"),
        Sample(language: "kn", text: "ನನ್ನ ಪ್ರಸ್ತುತ ಸ್ಥಳವನ್ನು ಕಳುಹಿಸಿ", fontFile: "NotoSansKannada-Regular.ttf"),
        Sample(language: "ml", text: "എന്റെ നിലവിലെ ലൊക്കേഷൻ അയയ്ക്കുക", fontFile: "NotoSansMalayalam-Regular.ttf"),
        Sample(language: "th", text: "ส่งตำแหน่งที่ตั้งปัจจุบันของฉัน", fontFile: "NotoSansThai-Regular.ttf"),
        Sample(language: "zh-Hans", text: "发送我的当前位置", fontFile: "NotoSansCJK-Regular.ttc"),
        Sample(language: "ja", text: "自分の現在地を送信", fontFile: "NotoSansCJK-Regular.ttc"),
        Sample(language: "ko", text: "나의 현재 위치 보내기", fontFile: "NotoSansCJK-Regular.ttc"),
    ]

    @Test(arguments: samples, [17.0, 18.5, 23.0])
    func advanceWidthEqualsHBShape(sample: Sample, pointSize: Double) throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let m = try measurer.measure(sample.text, language: TestFonts.tag(sample.language), pointSize: pointSize, weight: 400)
        #expect(m.missingGlyphs.isEmpty)
        let font = try #require(m.fonts.first)
        #expect(font.file.hasSuffix("/" + sample.fontFile), "\(sample) at \(pointSize) pt used \(font.file)")
        let reference: HBShape.Shaped
        if sample.fontFile.hasPrefix("Inter-"), pointSize > 17 {
            // Above 17 pt the SF Pro stand-in mixes in Inter's Display cut (docs/sf-stand-in.md).
            #expect(m.fonts.map { ($0.file as NSString).lastPathComponent } == ["Inter-Regular.otf", "InterDisplay-Regular.otf"],
                    "\(sample) at \(pointSize) pt used \(m.fonts.map(\.file))")
            reference = try HBShape.standInWidth(text: sample.text, language: sample.language, pointSize: pointSize)
        } else {
            #expect(m.fonts.count == 1, "one font shapes \(sample), got \(m.fonts.map(\.file))")
            reference = try HBShape.width(font: font.file, faceIndex: font.faceIndex, text: sample.text,
                                          language: sample.language, pointSize: pointSize,
                                          direction: sample.direction)
        }
        #expect(m.glyphCount == reference.glyphs)
        let tolerance = 0.0005 * Double(reference.glyphs) + 1e-9
        #expect(abs(m.advanceWidth - reference.width) <= min(tolerance, 0.01),
                "\(sample) at \(pointSize) pt: TextFit \(m.advanceWidth), hb-shape \(reference.width)")
        // With no tracking the layout width is the advance width.
        #expect(m.width == m.advanceWidth)
    }

    /// The CJK collection face follows the language: JP, KR, SC, TC and HK are faces 0…4.
    @Test(arguments: [("ja", 0), ("ko", 1), ("zh-Hans", 2), ("zh-Hant", 3), ("zh-HK", 4)])
    func hanFaceFollowsLanguage(language: String, faceIndex: Int) throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let m = try measurer.measure("当前位置", language: TestFonts.tag(language), pointSize: 17, weight: 400)
        let font = try #require(m.fonts.first)
        #expect(font.faceIndex == faceIndex)
        #expect(font.file.hasSuffix("NotoSansCJK-Regular.ttc"))
    }

    /// A semibold request uses the semibold file where the family has one and the nearest
    /// heavier weight (CSS matching) where it does not.
    @Test func weightsFollowCSSMatching() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let latin = try measurer.measure("Standort", language: TestFonts.tag("de"), pointSize: 17, weight: 600)
        #expect(latin.fonts.first?.file.hasSuffix("/Inter-SemiBold.otf") == true)
        let hindi = try measurer.measure("स्थान", language: TestFonts.tag("hi"), pointSize: 17, weight: 600)
        #expect(hindi.fonts.first?.file.hasSuffix("/NotoSansDevanagari-Bold.ttf") == true)
        let reference = try HBShape.width(font: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", faceIndex: 0,
                                          text: "Standort", language: "de", pointSize: 17)
        #expect(abs(latin.advanceWidth - reference.width) <= 0.01)
    }

    /// One grapheme cluster can be as wide as a whole line: 18,000 thumbs joined by ZWJ are one
    /// cluster (UAX #29 GB11), set in Noto Color Emoji at 2,550 units of 2,048 per em each,
    /// 2.9 × 10⁹ subunits in all, more than 32 bits hold (advances are summed in 64 bits). Its
    /// width is hb-shape's, and a title truncated after it, "…" spliced onto the words that
    /// follow it, is as wide as the same text shaped whole.
    @Test func oneClusterWiderThan32BitsOfSubunits() throws {
        let cluster = Array(repeating: "\u{1F44D}", count: 18_000).joined(separator: "\u{200D}")
        #expect(cluster.count == 1)
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let measured = try measurer.measure(cluster, language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        let font = try #require(measured.fonts.first)
        let reference = try HBShape.width(font: font.file, faceIndex: font.faceIndex, text: cluster,
                                          language: "en", pointSize: 17)
        #expect(reference.width > 17 * 16_384)   // 2^31 subunits at 2,048 × 64 per em is 16,384 em
        // hb-shape rounds each glyph's advance to 1/1000 pt.
        #expect(abs(measured.advanceWidth - reference.width) <= 0.0005 * Double(reference.glyphs) + 1e-6,
                "\(measured.advanceWidth) against \(reference.width)")
        let title = cluster + " Standort senden"
        let prepared = try measurer.prepare(title, language: TestFonts.tag("en"), weight: 400)
        let cut = try #require(try TailTruncator.truncate(prepared, pointSize: 17,
                                                          availableWidth: measured.advanceWidth + 60, measurer: measurer))
        #expect(cut.keptClusters > 3 && cut.fits)
        let whole = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        #expect(try whole.measure(cut.text, language: TestFonts.tag("en"), pointSize: 17, weight: 400).width == cut.width)
        #expect(measurer.spliceCount > 0)
    }
}
