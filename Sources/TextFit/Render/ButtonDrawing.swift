/// One button drawn exactly as measured, in points with y down: the frame, its corners and
/// colors, the arrow's box, the title's glyphs as the user sees them (truncated when it does not
/// fit) and, when it does not fit, the whole title's glyphs to show what overflows.
///
/// A value the SVG writer and the HTML report serialize; glyphs name their outlines by index
/// into ``outlines``, so a glyph used many times is stored once.
public struct ButtonDrawing: Sendable {
    /// The canvas: the frame with a margin, widened to hold the overflowing title.
    public var width: Double
    public var height: Double
    /// The frame's rectangle.
    public var frameX: Double
    public var frameY: Double
    public var frameWidth: Double
    public var frameHeight: Double
    /// The corner radius as drawn (a capsule is half the height).
    public var cornerRadius: Double
    /// The appearance drawn in, and its colors before the button's alpha.
    public var appearance: Appearance
    public var backdrop: RGBAColor
    public var background: RGBAColor
    public var tint: RGBAColor
    /// The button's opacity, applied to the whole button.
    public var alpha: Double
    /// The arrow's square box, when the label style shows it.
    public var iconX: Double
    public var iconY: Double
    public var iconSide: Double
    public var icon: ButtonSpec.Icon?
    /// The glyphs shown in the frame.
    public var title: [PlacedGlyph]
    /// The whole title when it does not fit; empty when it fits.
    public var overflow: [PlacedGlyph]
    /// The outlines the glyphs use.
    public var outlines: [GlyphOutline]
    /// The text shown and the whole title.
    public var shownText: String
    public var text: String
    /// The fit, as the results report it.
    public var fit: ButtonFit
    /// The title as measured (untruncated).
    public var measurement: TextMeasurement
    /// The shown title's ink, as placed: left edge and width in the drawing's points.
    public var titleInkX: Double
    public var titleInkWidth: Double
    /// What could not be drawn as measured (a glyph shown as a box, and why), once each.
    public var notes: [String]
}
