import Foundation

/// A color bitmap glyph (an emoji from a font's `CBDT` or `sbix` strikes) as drawn: the font's
/// PNG, placed over the box the font gives the bitmap, in font units with y up — the box HarfBuzz
/// measures as the glyph's ink, so the picture covers exactly what was measured.
package struct GlyphImage: Sendable, Hashable {
    /// The PNG as a `data:` URI (`data:image/png;base64,…`).
    package var dataURI: String
    /// The bitmap's left edge and top edge (y up), width and height, in font units.
    package var x: Double
    package var top: Double
    package var width: Double
    package var height: Double

    /// The image `png` (the file's bytes) over the box given in font units.
    package init(png: [UInt8], x: Double, top: Double, width: Double, height: Double) {
        dataURI = "data:image/png;base64," + Data(png).base64EncodedString()
        self.x = x
        self.top = top
        self.width = width
        self.height = height
    }
}
