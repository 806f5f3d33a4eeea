/// What a finding about the button's frame measured, in the one direction that decides it: the
/// length the button needs and the length its frame gives (or its spec allows), so that reports
/// combining several findings can state the worst need against the frame without reading
/// messages back.
package struct FrameNeed: Sendable, Hashable {
    /// Which of the frame's extents.
    package enum Side: String, Sendable, Hashable {
        case width, height
    }

    /// The extent compared.
    package var side: Side
    /// What the button needs, in points.
    package var needed: Double
    /// What the frame gives or the spec allows, in points.
    package var frame: Double

    /// Makes a need.
    package init(side: Side, needed: Double, frame: Double) {
        self.side = side
        self.needed = needed
        self.frame = frame
    }

    /// The direction in which `needed` exceeds `frame` most: the width unless the height's
    /// overflow is larger.
    package init(needed: BoxSize, frame: BoxSize) {
        if needed.height - frame.height > needed.width - frame.width {
            self.init(side: .height, needed: needed.height, frame: frame.height)
        } else {
            self.init(side: .width, needed: needed.width, frame: frame.width)
        }
    }
}
