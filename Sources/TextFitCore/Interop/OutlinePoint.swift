/// A point of a glyph outline, in font units, y up.
package struct OutlinePoint: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
