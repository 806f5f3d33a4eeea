import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Emoji are measured in the color emoji font as one glyph per sequence, with the advance and
/// ink box hb-shape gives for the same file, and every box is reported.
@Suite struct EmojiShapingTests {
    static let emojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let interText = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    struct Sample: Sendable, Decodable, CustomStringConvertible {
        var kind: String
        var text: String
        var description: String { "\(kind) \(text) (\(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")))" }
    }

    /// Twenty emoji (`Tests/Fixtures/script-samples.json`): ZWJ sequences, flags, keycaps,
    /// skin tones, VS16 and default-emoji characters.
    static let samples = ScriptCoverageTests.fixture.emoji

    /// hb-shape's glyphs for `text` in `font` at `pointSize`: id, advance and ink box in 1/1000 pt.
    static func hbShape(_ font: String, _ text: String, pointSize: Double) throws -> [HBShape.Glyph] {
        try HBShape.glyphs(font: font, text: text, pointSize: pointSize)
    }

    @Test(arguments: samples, [17.0, 53.0])
    func emojiIsOneColorGlyphAsHBShapeMeasuresIt(sample: Sample, pointSize: Double) throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let m = try measurer.measure(sample.text, language: TestFonts.tag("en"), pointSize: pointSize, weight: 400)
        #expect(m.missingGlyphs.isEmpty, "\(sample): missing \(m.missingGlyphs)")
        #expect(m.fonts.map(\.file) == [Self.emojiFont], "\(sample): \(m.fonts.map(\.file))")
        let reference = try Self.hbShape(Self.emojiFont, sample.text, pointSize: pointSize)
        #expect(reference.count == 1 && reference[0].g != 0, "\(sample): hb-shape gives \(reference.count) glyphs")
        #expect(m.glyphCount == reference.count)
        let advance = Double(reference.reduce(0) { $0 + $1.ax }) / 1000
        #expect(abs(m.advanceWidth - advance) <= 0.01, "\(sample): TextFit \(m.advanceWidth), hb-shape \(advance)")
        // The bitmap strike's box scaled to the point size. HarfBuzz converts the strike's pixels
        // to the font's scale, rounding there: to whole 1/1000 pt for hb-shape, to 1/64 font
        // unit for TextFit; the two agree within one font unit (1/2048 em).
        let glyph = reference[0]
        let unit = pointSize / 2048 + 0.001
        let top = Double(glyph.yb) / 1000, bottom = Double(glyph.yb + glyph.h) / 1000
        #expect(abs(m.inkBounds.x - Double(glyph.xb) / 1000) <= unit, "\(sample): ink x \(m.inkBounds.x)")
        #expect(abs(m.inkBounds.width - Double(glyph.w) / 1000) <= unit, "\(sample): ink width \(m.inkBounds.width)")
        #expect(abs(m.inkBounds.top - top) <= unit, "\(sample): ink top \(m.inkBounds.top)")
        #expect(abs(m.inkBounds.bottom - bottom) <= unit, "\(sample): ink bottom \(m.inkBounds.bottom)")
        #expect(m.inkBounds.width > 0.9 * pointSize, "\(sample): the strike is drawn, \(m.inkBounds.width) pt wide")
        // A sequence is one cluster: tracking is added once after it.
        let tracked = try TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 100)
            .measure(sample.text, language: TestFonts.tag("en"), pointSize: pointSize, weight: 400)
        #expect(abs(tracked.width - (m.width + 0.1 * pointSize)) < 1e-9)
    }

    /// Text presentation (VS15) takes a text font where one covers the character; the same
    /// character with VS16 takes the emoji font.
    @Test(arguments: [("☺\u{FE0E}", "NotoSansSymbols-Regular.ttf"), ("❤\u{FE0E}", "Inter-Regular.otf"),
                      ("✈\u{FE0E}", "NotoSansSymbols2-Regular.ttf")])
    func textPresentationTakesATextFont(text: String, file: String) throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let plain = try measurer.measure(text, language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        #expect(plain.missingGlyphs.isEmpty)
        #expect(plain.fonts.map { ($0.file as NSString).lastPathComponent } == [file])
        let reference = try Self.hbShape(try #require(plain.fonts.first).file, text, pointSize: 17)
        #expect(abs(plain.advanceWidth - Double(reference.reduce(0) { $0 + $1.ax }) / 1000) <= 0.01)
        let emoji = String(text.unicodeScalars.first!) + "\u{FE0F}"
        let color = try measurer.measure(emoji, language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        #expect(color.fonts.map(\.file) == [Self.emojiFont])
    }

    /// An emoji inside a title: the words in Inter, the emoji in the emoji font, widths adding up.
    @Test func emojiInATitleAddsItsOwnWidth() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let m = try measurer.measure("Standort 📍", language: TestFonts.tag("de"), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs.isEmpty)
        #expect(m.fonts.map(\.file) == [Self.interText, Self.emojiFont])
        let words = try HBShape.width(font: Self.interText, faceIndex: 0, text: "Standort ", language: "de", pointSize: 17)
        let pin = try Self.hbShape(Self.emojiFont, "📍", pointSize: 17)
        #expect(abs(m.advanceWidth - (words.width + Double(pin[0].ax) / 1000)) <= 0.01)
    }

    /// Every code point shaped as .notdef is reported, including one inside a sequence whose
    /// other characters a face covers. Without an emoji font, hb-shape's boxes name them.
    @Test(arguments: ["🏳️‍🌈", "👨‍👩‍👧", "1️⃣", "Hi 📍!"])
    func everyBoxIsReported(text: String) throws {
        let measurer = try TextMeasurer(fonts: FontCollection.file(Self.interText), trackingOverride: 0)
        let m = try measurer.measure(text, language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        let glyphs = try HBShape.glyphs(font: Self.interText, text: text, utf8Clusters: true)
        // hb-shape clusters are UTF-8 offsets of each cluster's first character; a box's characters
        // run to the next cluster, and those of them that hb-shape shows as a box on their own
        // are the ones reported (a keycap's digit is drawn; its U+20E3 is the box). The
        // invisible ZWJ and selectors need no glyph.
        let utf8 = Array(text.utf8)
        let starts = Set(glyphs.map(\.cl)).sorted()
        var expected: [UInt32] = []
        for glyph in glyphs where glyph.g == 0 {
            let end = starts.first { $0 > glyph.cl } ?? utf8.count
            for scalar in String(decoding: utf8[glyph.cl..<end], as: UTF8.self).unicodeScalars
            where !scalar.properties.isDefaultIgnorableCodePoint && !expected.contains(scalar.value) {
                let alone = try Subprocess.run("/usr/bin/hb-shape", [Self.interText, "--no-glyph-names", "--no-positions",
                                                                     "--no-clusters", "--", String(scalar)]).stdout
                if alone.trimmingCharacters(in: .whitespacesAndNewlines) == "[0]" { expected.append(scalar.value) }
            }
        }
        #expect(!expected.isEmpty)
        #expect(m.missingGlyphs == expected, "\(text): \(m.missingGlyphs.map { String($0, radix: 16) })")
    }

    /// A color bitmap font is a usable font: its em comes from the `head` table (FreeType
    /// reports 0 units per em for a face with no outlines), and it is known to draw in color.
    @Test func colorBitmapFontLoads() throws {
        let collection = try FontCollection.file(Self.emojiFont)
        let m = try TextMeasurer(fonts: collection, trackingOverride: 0)
            .measure("📍", language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs.isEmpty)
        // Noto Color Emoji's hmtx advance is 2550 units of a 2048-unit em, the head table's.
        #expect(abs(m.advanceWidth - 2550.0 / 2048 * 17) < 1e-9)
        let face = try #require(collection.stack(script: "Zyyy", language: TestFonts.tag("en"), weight: 400, pointSize: 17).first).face
        #expect(face.colorTables == ["CBDT"])
        #expect(face.unitsPerEm == 2048)
    }
}
