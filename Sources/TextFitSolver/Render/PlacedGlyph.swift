/// One glyph as drawn: which outline, where its origin sits and how large, in the drawing's points
/// (y down, as SVG has it).
package struct PlacedGlyph: Sendable, Hashable {
    /// The outline: an index into ``ButtonDrawing/outlines``.
    package var outline: Int
    /// The glyph's origin on the baseline, tracking and HarfBuzz's offsets included.
    package var x: Double
    package var y: Double
    /// Points per font unit (point size ÷ units per em).
    package var scale: Double
    /// Points per font unit across, where it differs from `scale`: a glyph of a blended face
    /// (two optical cuts mixed), whose outline is stretched onto the mixed ink box; `nil` otherwise.
    package var scaleX: Double?

    package init(outline: Int, x: Double, y: Double, scale: Double, scaleX: Double? = nil) {
        self.outline = outline
        self.x = x
        self.y = y
        self.scale = scale
        self.scaleX = scaleX
    }
}
