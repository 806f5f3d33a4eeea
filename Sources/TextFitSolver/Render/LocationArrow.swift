/// The location arrow as a vector path in a unit square (y down): the arrowhead pointing up and
/// to the right that CoreLocationUI draws, approximated by four points — its tip, its two
/// wings and the notch between them.
package enum LocationArrow {
    /// The arrow's corners in the unit square: tip, left wing, notch, bottom wing.
    static let points: [(Double, Double)] = [(0.90, 0.10), (0.10, 0.47), (0.50, 0.50), (0.53, 0.90)]

    /// SVG path data for the arrow in a box at (`x`, `y`) of side `side`.
    package static func path(x: Double, y: Double, side: Double) -> String {
        // Drawn inside an 0.8 em square centred in the box, as symbols sit in their box.
        let inset = side * 0.1, size = side * 0.8
        var out = ""
        for (index, point) in points.enumerated() {
            out += (index == 0 ? "M" : "L") + SVGButton.number(x + inset + point.0 * size) + " "
                + SVGButton.number(y + inset + point.1 * size)
        }
        return out + "Z"
    }
}
