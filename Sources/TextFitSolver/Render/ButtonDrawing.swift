/// One button drawn exactly as measured, in points with y down: the frame, its corners and
/// colors, the arrow's box, the title's glyphs as the user sees them (truncated when it does not
/// fit) and, when it does not fit, the whole title's glyphs to show what overflows.
///
/// A value the SVG writer and the HTML report serialize; glyphs name their outlines by index
/// into ``outlines``, so a glyph used many times is stored once.
package struct ButtonDrawing: Sendable {
    /// The canvas: the frame with a margin, widened to hold the overflowing title.
    package var width: Double
    package var height: Double
    /// The frame's rectangle.
    package var frameX: Double
    package var frameY: Double
    package var frameWidth: Double
    package var frameHeight: Double
    /// The corner radius as drawn (a capsule is half the height).
    package var cornerRadius: Double
    /// The appearance drawn in, and its colors before the button's alpha.
    package var appearance: Appearance
    package var backdrop: RGBAColor
    package var background: RGBAColor
    package var tint: RGBAColor
    /// The button's opacity, applied to the whole button.
    package var alpha: Double
    /// The arrow's square box, when the label style shows it.
    package var iconX: Double
    package var iconY: Double
    package var iconSide: Double
    package var icon: ButtonSpec.Icon?
    /// The glyphs shown in the frame.
    package var title: [PlacedGlyph]
    /// The whole title when it does not fit; empty when it fits.
    package var overflow: [PlacedGlyph]
    /// The outlines the glyphs use.
    package var outlines: [GlyphOutline]
    /// The text shown and the whole title.
    package var shownText: String
    package var text: String
    /// The fit, as the results report it.
    package var fit: ButtonFit
    /// The title as measured (untruncated).
    package var measurement: TextMeasurement
    /// The shown title's ink, as placed: left edge and width in the drawing's points.
    package var titleInkX: Double
    package var titleInkWidth: Double
    /// What could not be drawn as measured (a glyph shown as a box, and why), once each.
    package var notes: [String]
}
