/// One step of a glyph outline, as FreeType decomposes it.
package enum OutlineCommand: Sendable, Hashable {
    /// Starts a contour.
    case move(OutlinePoint)
    /// A straight segment.
    case line(OutlinePoint)
    /// A quadratic Bézier segment (TrueType): control point, end point.
    case quad(OutlinePoint, OutlinePoint)
    /// A cubic Bézier segment (CFF): two control points, end point.
    case cubic(OutlinePoint, OutlinePoint, OutlinePoint)
}
