import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// CJK and Arabic punctuation next to Latin text takes the font of the language's own script,
/// not a box in the Latin font: real Japanese, Chinese and Arabic catalogs write "CSE。",
/// "「App」" and "CSE؟". Widths are cross-checked against `hb-shape` on the two font files.
@Suite struct NeighbourPunctuationTests {
    struct Sample: Sendable, CustomStringConvertible {
        var language: String
        /// The Latin part and the punctuation part, in logical order.
        var latin: String
        var punctuation: String
        var punctuationFirst = false
        var font: String
        var faceIndex: Int
        var direction = "ltr"
        var description: String { "\(language): \(punctuationFirst ? punctuation + latin : latin + punctuation)" }
    }

    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

    static let samples: [Sample] = [
        Sample(language: "ja", latin: "CSE", punctuation: "。", font: cjk, faceIndex: 0),
        Sample(language: "zh-Hant", latin: "Safari", punctuation: "，", font: cjk, faceIndex: 3),
        Sample(language: "zh-Hans", latin: "Blocker", punctuation: "？", font: cjk, faceIndex: 2),
        Sample(language: "ja", latin: "App", punctuation: "「", punctuationFirst: true, font: cjk, faceIndex: 0),
        Sample(language: "ar", latin: "CSE", punctuation: "؟", font: arabic, faceIndex: 0, direction: "rtl"),
    ]

    @Test(arguments: samples)
    func punctuationTakesTheLanguagesFont(_ sample: Sample) throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let text = sample.punctuationFirst ? sample.punctuation + sample.latin : sample.latin + sample.punctuation
        let m = try measurer.measure(text, language: TestFonts.tag(sample.language), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs.isEmpty, "\(sample): missing \(m.missingGlyphs)")
        #expect(Set(m.fonts.map(\.file)) == [Self.inter, sample.font], "\(sample): \(m.fonts.map(\.file))")
        // Each stretch is shaped in its own font; no kerning crosses two fonts, so the width is the sum.
        let latin = try HBShape.width(font: Self.inter, faceIndex: 0, text: sample.latin,
                                      language: sample.language, pointSize: 17)
        let mark = try HBShape.width(font: sample.font, faceIndex: sample.faceIndex, text: sample.punctuation,
                                     language: sample.language, pointSize: 17, direction: sample.direction)
        #expect(abs(m.advanceWidth - (latin.width + mark.width)) <= 0.01,
                "\(sample): TextFit \(m.advanceWidth), hb-shape \(latin.width) + \(mark.width)")
    }

    /// A language whose scripts lack the mark draws it as iOS does, through the system cascade
    /// every language has (``FontCollection/cascadeScripts``): German takes the scripts' own CJK
    /// cut, Simplified Chinese's (face 2), not a box.
    @Test func unrelatedLanguageTakesTheCascadesFont() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let m = try measurer.measure("CSE。", language: TestFonts.tag("de"), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs.isEmpty)
        #expect(m.fonts.map(\.file) == [Self.inter, Self.cjk] && m.fonts.last?.faceIndex == 2, "\(m.fonts)")
        let latin = try HBShape.width(font: Self.inter, faceIndex: 0, text: "CSE", language: "de", pointSize: 17)
        let mark = try HBShape.width(font: Self.cjk, faceIndex: 2, text: "。", language: "de", pointSize: 17)
        #expect(abs(m.advanceWidth - (latin.width + mark.width)) <= 0.01)
    }

    @Test func likelyScriptsComeFromCLDR() {
        #expect(TestFonts.tag("ja").likelyScripts == ["Hani", "Hira", "Kana"])
        #expect(TestFonts.tag("ar").likelyScripts == ["Arab"])
        #expect(TestFonts.tag("ur").likelyScripts == ["Arab"])
        #expect(TestFonts.tag("zh-Hant").likelyScripts == ["Hani"])
        #expect(TestFonts.tag("sr-Latn").likelyScripts == ["Latn"])
        #expect(TestFonts.tag("he").likelyScripts == ["Hebr"])
    }
}
