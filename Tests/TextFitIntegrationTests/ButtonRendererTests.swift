import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The renderer draws what was measured: glyphs where HarfBuzz puts them (checked against
/// `hb-shape` run now), tracking added per cluster, the frame and content where the geometry
/// derived by hand puts them, the overflow shown when the title does not fit.
@Suite struct ButtonRendererTests {
    /// hb-shape's glyph ids and pen positions (x, y offsets included) in points at `pointSize`.
    static func hbShape(font: String, text: String, language: String, pointSize: Double) throws -> [(id: UInt32, x: Double, y: Double)] {
        var pen = 0
        var out: [(UInt32, Double, Double)] = []
        for glyph in try HBShape.glyphs(font: font, text: text, language: language, pointSize: pointSize) {
            out.append((glyph.g, Double(pen + glyph.dx) / 1000, Double(glyph.dy) / 1000))
            pen += glyph.ax
        }
        return out
    }

    @Test func glyphsSitWhereHarfBuzzPutsThemWithTracking() throws {
        // 40/1000 em of tracking at 17 pt: 0.68 pt after every cluster (one glyph each here).
        let spec = ButtonSpec(tracking: .thousandthsOfEm(40))
        let renderer = ButtonRenderer(spec: spec, fonts: TestFonts.bundled)
        let text = "Aktueller Standort"
        let drawing = try renderer.draw(text, language: TestFonts.tag("de"), category: .large)
        let face = try #require(drawing.outlines.first?.face)
        #expect(face.file.hasSuffix("/Inter-Regular.otf"))
        let reference = try Self.hbShape(font: face.file, text: text, language: "de", pointSize: 17)
        // hb-shape lists the space too; the drawing leaves out glyphs without an outline.
        let inked = reference.enumerated().filter { $0.element.id != reference[9].id || $0.offset != 9 }
        #expect(drawing.title.count == inked.count)
        let origin = try #require(drawing.title.first).x - inked[0].element.x
        for (glyph, (index, expected)) in zip(drawing.title, inked) {
            #expect(drawing.outlines[glyph.outline].glyph == expected.id)
            // hb-shape rounds each advance to 1/1000 pt: allow that per glyph before this one.
            let tolerance = 0.0005 * Double(index + 1) + 1e-9
            #expect(abs(glyph.x - (origin + expected.x + 0.68 * Double(index))) <= tolerance, "glyph \(index)")
        }
        // The title starts after the icon (17 pt) and the gap (5.1 pt), the content centred in the
        // frame: frame = content + 24 pt of insets, so the icon starts 12 pt in.
        #expect(abs(drawing.iconX - (drawing.frameX + 12)) < 1e-9)
        #expect(abs(origin - (drawing.frameX + 12 + 17 + 5.1)) < 1e-9)
        #expect(abs(drawing.frameWidth - (drawing.measurement.width + 17 + 5.1 + 24)) < 1e-9)
        #expect(drawing.overflow.isEmpty && drawing.fit.fits)
    }

    @Test func aTitleThatDoesNotFitIsTruncatedAndOverflowsInRed() throws {
        let spec = ButtonSpec(fixedFrame: BoxSize(width: 150, height: 44), tintColor: .rgba(.black),
                              backgroundColor: .rgba(RGBAColor(hex: "#FFCC00")!), alpha: 0.8)
        let renderer = ButtonRenderer(spec: spec, fonts: TestFonts.bundled)
        let drawing = try renderer.draw("Meinen aktuellen Standort senden", language: TestFonts.tag("de"), category: .large)
        #expect(!drawing.fit.fits)
        #expect(drawing.shownText.hasSuffix("…") && drawing.shownText.count < drawing.text.count)
        #expect(drawing.frameWidth == 150 && drawing.frameHeight == 44)
        // The canvas holds the whole title: 8 pt of margin, the frame, and the overflow.
        #expect(abs(drawing.width - (16 + drawing.fit.minFrame.width)) < 1e-9)
        // The whole title starts where the shown one does.
        #expect(drawing.overflow.first?.x == drawing.title.first?.x)
        #expect(drawing.overflow.count > drawing.title.count)
        let svg = SVGButton.document(drawing)
        #expect(svg.contains("<g class=\"button\" opacity=\"0.8\">"))
        #expect(svg.contains("fill=\"#FFCC00\"/>"))  // opaque: no fill-opacity
        #expect(svg.contains("<g class=\"title\" fill=\"#000000\""))
        #expect(svg.contains("<g class=\"overflow\" clip-path=\"url(#overflow)\" fill=\"\(SVGButton.overflowColor)\""))
        #expect(svg.contains("rx=\"22\""))  // capsule: half of 44
        #expect(!svg.contains("<text") && !svg.contains("@font-face"))  // glyphs are paths
    }

    @Test func outlinesComeFromFreeTypeInFontUnits() throws {
        // "I" in Inter is one rectangle-like contour; its path starts with a move and closes.
        let renderer = ButtonRenderer(spec: ButtonSpec(labelStyle: .titleOnly), fonts: TestFonts.bundled)
        let drawing = try renderer.draw("I", language: TestFonts.tag("en"), category: .large)
        let path = try #require(drawing.outlines.first?.path)
        #expect(path.hasPrefix("M") && path.hasSuffix("Z"))
        #expect(drawing.iconSide == 0 && drawing.icon == nil)
        // The glyph's ink as drawn is the measured ink: the outline's x extent × scale.
        let xs = path.split(whereSeparator: { "MLQCZ".contains($0) }).flatMap { $0.split(separator: " ") }
            .enumerated().filter { $0.offset % 2 == 0 }.compactMap { Double($0.element) }
        let scale = try #require(drawing.title.first?.scale)
        let inkWidth = ((xs.max() ?? 0) - (xs.min() ?? 0)) * scale
        #expect(abs(inkWidth - drawing.measurement.inkBounds.width) < 0.01)
    }
}
