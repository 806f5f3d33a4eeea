import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Color bitmap glyphs (Noto Color Emoji's CBDT strikes) are drawn from the font's own PNGs,
/// over the box the font's strike gives them; a glyph no font data can draw is a box and a note.
@Suite struct ColorGlyphDrawingTests {
    /// The first strike's ppem in the font's `CBLC` table, read here from the bytes (the table
    /// directory, then the first BitmapSize record's ppemX at byte 44).
    static func firstStrikePPEM(_ file: String) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        for record in 0..<u16(4) {
            let at = 12 + 16 * record
            if String(decoding: bytes[at..<at + 4], as: UTF8.self) == "CBLC" {
                let table = u32(at + 8)
                return Int(bytes[table + 8 + 44])
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    @Test func anEmojiIsItsPNGOverItsStrikeBox() throws {
        let renderer = ButtonRenderer(spec: .default, fonts: TestFonts.bundled)
        let drawing = try renderer.draw("Share 📍 location", language: TestFonts.tag("en"))
        #expect(drawing.notes.isEmpty, "\(drawing.notes)")
        let images = drawing.outlines.filter { $0.image != nil }
        #expect(images.count == 1)
        let emoji = try #require(images.first)
        #expect(emoji.face.file.hasSuffix("NotoColorEmoji.ttf"))
        let image = try #require(emoji.image)
        let base64 = try #require(image.dataURI.split(separator: ",").last)
        let png = [UInt8](try #require(Data(base64Encoded: String(base64))))
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = Int(png[16]) << 24 | Int(png[17]) << 16 | Int(png[18]) << 8 | Int(png[19])
        let height = Int(png[20]) << 24 | Int(png[21]) << 16 | Int(png[22]) << 8 | Int(png[23])
        // The strike's pixels scaled to font units: pixels × units per em ÷ the strike's ppem.
        let ppem = try Self.firstStrikePPEM(emoji.face.file)
        let unitsPerEm = 2048.0
        #expect(abs(image.width - Double(width) * unitsPerEm / Double(ppem)) < 1, "\(image.width) vs \(width) px at \(ppem)")
        #expect(abs(image.height - Double(height) * unitsPerEm / Double(ppem)) < 1)
        // Placed like the other glyphs: the emoji sits between "Share" and "location".
        let placed = drawing.title.filter { drawing.outlines[$0.outline].image != nil }
        #expect(placed.count == 1)
        let xs = drawing.title.map(\.x)
        #expect(placed[0].x > xs.min()! && placed[0].x < xs.max()!)
        // The SVG defines it as an upright <image> scaled by the same group as the outlines.
        let svg = SVGButton.document(drawing)
        #expect(svg.contains("<image id=\"g") && svg.contains("transform=\"scale(1 -1)\"")
                && svg.contains("href=\"data:image/png;base64,"))
    }

    @Test func aGlyphThatCannotBeDrawnIsABoxAndANote() {
        let cache = GlyphOutlineCache()
        let gone = FontUse(file: "/nonexistent/Gone.ttf", faceIndex: 0, sha256: "", family: "Gone", style: "Regular")
        let ink = GlyphOutlineCache.Ink(minX: 0.05, maxX: 0.55, minY: 0, maxY: 0.7)
        let shape = cache.shape(face: gone, glyph: 7, ink: ink)
        #expect(!shape.isEmpty && shape.image == nil)
        #expect(shape.note?.contains("Gone glyph 7") == true && shape.note?.contains("cannot read the font file") == true)
        // The box spans the ink measured (in 1000 units per em): x 50…550, y 0…700, a frame 25 thick.
        #expect(shape.path == "M50 0L50 700L550 700L550 0ZM75 25L525 25L525 675L75 675Z")
        // Without ink there is nothing to size a box by, but the note still tells of the glyph.
        let inkless = cache.shape(face: gone, glyph: 8, ink: nil)
        #expect(!inkless.isEmpty && inkless.note != nil)
    }
}
