import Foundation
import Testing
@testable import TextFitCore

/// iOS's fallback is a cascade every language has, not a stack per language: a character that no
/// font of the text's stack covers is drawn in the system cascade's CJK font
/// (``FontCollection/cascadeScripts``), named among the fonts used, and measured as HarfBuzz
/// shapes it in that font. Widths are checked against `hb-shape` on the same font files.
@Suite struct SystemCascadeTests {
    static let armenian = "/usr/share/fonts/truetype/noto/NotoSansArmenian-Regular.ttf"
    /// Noto Sans CJK's Regular collection; face 2 is the Simplified Chinese cut (`fc-scan`).
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// A full-width colon (U+FF1A) in Armenian text: the Armenian stack and the fallback lack it,
    /// the cascade's CJK font draws it, 1 em wide, beside the Armenian letters.
    @Test func fullWidthColonInArmenianIsDrawnByTheCascade() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let word = "Հասցե"
        let measured = try measurer.measure(word + "\u{FF1A}", language: TestFonts.tag("hy"), pointSize: 17, weight: 400)
        #expect(measured.missingGlyphs.isEmpty)
        #expect(measured.fonts.map(\.family).contains("Noto Sans CJK SC"))
        let colon = try #require(measured.fonts.first { $0.family == "Noto Sans CJK SC" })
        #expect(colon.file.hasSuffix("NotoSansCJK-Regular.ttc") && colon.faceIndex == 2)

        let letters = try HBShape.width(font: Self.armenian, text: word, language: "hy", pointSize: 17)
        let fullWidth = try HBShape.width(font: Self.cjk, faceIndex: 2, text: "\u{FF1A}", language: "hy", pointSize: 17)
        // A full-width form is 1 em in a CJK font.
        #expect(abs(fullWidth.width - 17) < 0.001)
        #expect(abs(measured.width - (letters.width + fullWidth.width)) <= 0.0005 * Double(letters.glyphs + 1) + 1e-9)
    }

    /// The cascade is tried only after the text's own stack and the fallback: a character they
    /// cover keeps its face, so Latin text measures as before and names no CJK font.
    @Test func coveredTextTakesNoCascadeFont() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let measured = try measurer.measure("Adresse : ici", language: TestFonts.tag("fr"), pointSize: 17, weight: 400)
        #expect(measured.missingGlyphs.isEmpty)
        #expect(!measured.fonts.contains { $0.family.hasPrefix("Noto Sans CJK") })
    }

    /// A character no font of the set has (U+10FFFD, a private-use code point no font on the machine maps) is still reported missing:
    /// the cascade is not a way to hide boxes.
    @Test func aCharacterNoFontHasIsStillMissing() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let measured = try measurer.measure("Հասցե\u{10FFFD}", language: TestFonts.tag("hy"), pointSize: 17, weight: 400)
        #expect(measured.missingGlyphs == [0x10FFFD])
    }

    /// `textfit fonts` lists, after a stack that lacks a character, the cascade's face that draws
    /// it (marked as the cascade's), and reports no box for it.
    @Test func fontReportNamesTheCascadeFace() throws {
        let report = try FontReport.make(fonts: TestFonts.bundled, strings: [(TestFonts.tag("hy"), "Հասցե\u{FF1A}")])
        let armenian = try #require(report.languages.first?.scripts.first { $0.script == "Armn" })
        let cascade = armenian.faces.filter { $0.cascade == true }
        #expect(cascade.map(\.family) == ["Noto Sans CJK SC"])
        #expect(cascade.first?.covered == 1)
        #expect(armenian.faces.filter { $0.cascade == nil }.allSatisfy { $0.family != "Noto Sans CJK SC" })
        #expect(report.languagesWithBoxes.isEmpty)
    }
}
