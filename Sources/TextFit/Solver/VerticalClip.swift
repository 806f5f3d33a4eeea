/// How much ink falls outside a frame's content area vertically.
///
/// The title's line box (ascent above the baseline to descent below it) is centred in the
/// content area, as a label centres its text; ink that rises above the area's top or sinks
/// below its bottom is clipped (or collides with the button's edge). The icon is centred too.
public enum VerticalClip {
    /// Points of the title's ink above plus below a content area `areaHeight` tall.
    ///
    /// In baseline coordinates (y up) the line box spans −descent…ascent, so its centre, and the
    /// area's, is at (ascent − descent)/2 and the area spans that ± areaHeight/2.
    public static func text(ink: InkBounds, ascent: Double, descent: Double, areaHeight: Double) -> Double {
        guard ink.width > 0 || ink.height > 0 else { return 0 }
        let centre = (ascent - descent) / 2
        let areaTop = centre + areaHeight / 2
        let areaBottom = centre - areaHeight / 2
        let above = max(0, ink.top - areaTop)
        let below = max(0, areaBottom - ink.bottom)
        let total = above + below
        return total > Tolerance.points ? total : 0
    }

    /// Points of a centred icon of side `side` outside a content area `areaHeight` tall.
    public static func icon(side: Double, areaHeight: Double) -> Double {
        let excess = side - areaHeight
        return excess > Tolerance.points ? excess : 0
    }
}
