/// The largest corner radius that keeps a content box clear of a frame's rounded corners.
///
/// A corner of radius r is a quarter circle centred r in from both edges. A content corner
/// that stands dx in from the side and dy in from the top/bottom edge is clear when it lies
/// inside that circle: (r − dx)² + (r − dy)² ≤ r², i.e. r² − 2(dx + dy)r + dx² + dy² ≤ 0,
/// whose larger root gives r ≤ dx + dy + √(2·dx·dy). (When dx ≥ r or dy ≥ r the corner is
/// clear anyway, and that bound is already ≥ max(dx, dy).) No radius can exceed half the
/// frame's shorter side, so the limit is the smaller of the two.
package struct CornerRadiusLimit: Sendable, Hashable {
    /// The frame the corners belong to.
    package var frame: BoxSize
    /// The tightest corner's clearance bound dx + dy + √(2·dx·dy), before the half-side cap.
    package var clearanceBound: Double

    /// The limit for `content` centred in the frame's content area (the frame less `insets`);
    /// a content box larger than the frame has its clearances clamped at 0.
    package init(frame: BoxSize, content: BoxSize, insets: ButtonSpec.EdgeInsets) {
        self.frame = frame
        let areaWidth = frame.width - insets.horizontal
        let areaHeight = frame.height - insets.vertical
        let leading = max(0, insets.leading + (areaWidth - content.width) / 2)
        let trailing = max(0, insets.trailing + (areaWidth - content.width) / 2)
        let top = max(0, insets.top + (areaHeight - content.height) / 2)
        let bottom = max(0, insets.bottom + (areaHeight - content.height) / 2)
        clearanceBound = [
            Self.bound(dx: leading, dy: top), Self.bound(dx: trailing, dy: top),
            Self.bound(dx: leading, dy: bottom), Self.bound(dx: trailing, dy: bottom),
        ].min() ?? 0
    }

    /// The limit for `content` centred in `frame`: clearances dx = (W − w)/2, dy = (H − h)/2.
    package init(frame: BoxSize, content: BoxSize) {
        self.init(frame: frame, content: content, insets: .init(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    /// dx + dy + √(2·dx·dy), the largest radius that keeps a corner dx by dy in clear (negatives count as 0).
    package static func bound(dx: Double, dy: Double) -> Double {
        let x = max(0, dx), y = max(0, dy)
        return x + y + (2 * x * y).squareRoot()
    }

    /// Half the frame's shorter side: the largest radius a frame can have.
    package var halfSide: Double { min(frame.width, frame.height) / 2 }

    /// The largest radius that keeps the content clear: min(clearance bound, half the shorter side).
    package var maximum: Double { min(clearanceBound, halfSide) }

    /// Whether a capsule (radius = half the shorter side) keeps the content clear.
    package var capsuleFits: Bool { halfSide <= clearanceBound + Tolerance.points }

    /// Whether `radius` cuts into the content.
    package func clips(radius: Double) -> Bool { radius > maximum + Tolerance.points }

    /// The circle an icon-only button becomes, and whether the icon stays inside it.
    ///
    /// The circle's diameter is the square frame's side max(content width, content height,
    /// minimum width, minimum height); the icon is centred. For a square icon of side c in a
    /// circle of diameter D this holds iff c/√2 ≤ D/2, the icon's half-diagonal within the radius.
    package static func circle(content: BoxSize, minimumSize: BoxSize) -> (diameter: Double, fits: Bool) {
        let side = max(content.width, content.height, minimumSize.width, minimumSize.height)
        let limit = CornerRadiusLimit(frame: BoxSize(width: side, height: side), content: content)
        return (side, limit.capsuleFits)
    }
}
