/// How much ink falls outside a frame's content area vertically.
///
/// The title's line box (ascent above the baseline to descent below it) is centred in the
/// content area, as a label centres its text; ink that rises above the area's top or sinks
/// below its bottom is clipped (or collides with the button's edge). The icon is centred too.
package enum VerticalClip {
    /// Points of the title's ink above plus below a content area `areaHeight` tall.
    ///
    /// In baseline coordinates (y up) the line box spans −descent…ascent, so its centre, and the
    /// area's, is at (ascent − descent)/2 and the area spans that ± areaHeight/2.
    package static func text(ink: InkBounds, ascent: Double, descent: Double, areaHeight: Double) -> Double {
        guard ink.width > 0 || ink.height > 0 else { return 0 }
        let centre = (ascent - descent) / 2
        let areaTop = centre + areaHeight / 2
        let areaBottom = centre - areaHeight / 2
        let above = max(0, ink.top - areaTop)
        let below = max(0, areaBottom - ink.bottom)
        let total = above + below
        return total > Tolerance.points ? total : 0
    }

    /// Points of the ink of `inks.count` lines `pitch` apart outside a content area `areaHeight` tall.
    ///
    /// The lines' box, `pitch` × lines tall, is centred in the area; each line's line box
    /// (ascent above its baseline to descent below) is centred in its `pitch`. With one line
    /// whose pitch is its line height this is `text(ink:ascent:descent:areaHeight:)`. Ink that
    /// spills into a neighbouring line is not clipped; only ink past the area's top or bottom counts.
    package static func lines(inks: [InkBounds], ascent: Double, descent: Double, pitch: Double,
                             areaHeight: Double) -> Double {
        // y up, 0 at the area's centre.
        let boxTop = Double(inks.count) * pitch / 2
        var highest = -Double.infinity, lowest = Double.infinity
        for (index, ink) in inks.enumerated() where ink.width > 0 || ink.height > 0 {
            let baseline = boxTop - Double(index) * pitch - (pitch - ascent - descent) / 2 - ascent
            highest = max(highest, baseline + ink.top)
            lowest = min(lowest, baseline + ink.bottom)
        }
        guard highest.isFinite else { return 0 }
        let total = max(0, highest - areaHeight / 2) + max(0, -areaHeight / 2 - lowest)
        return total > Tolerance.points ? total : 0
    }

    /// Points of a centred icon of side `side` outside a content area `areaHeight` tall.
    package static func icon(side: Double, areaHeight: Double) -> Double {
        let excess = side - areaHeight
        return excess > Tolerance.points ? excess : 0
    }
}
