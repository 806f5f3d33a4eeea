/// A title broken into lines for a width: the lines shown, their ink, and what the whole title
/// would need.
package struct LineLayout: Sendable, Hashable {
    /// The lines shown, at most the line limit; the last closes with "…" when `isTruncated`.
    package var lines: [TextLine]
    /// Each shown line's ink, relative to its own baseline (y up).
    package var inks: [InkBounds]
    /// How many lines the whole title takes at this width (≥ `lines.count`).
    package var neededLineCount: Int
    /// The widest of the lines the whole title takes: the width its content needs.
    package var neededWidth: Double
    /// Whether the title needs more lines than it may show.
    package var isTruncated: Bool

    /// Makes a layout from its parts.
    package init(lines: [TextLine], inks: [InkBounds], neededLineCount: Int, neededWidth: Double, isTruncated: Bool) {
        self.lines = lines
        self.inks = inks
        self.neededLineCount = neededLineCount
        self.neededWidth = neededWidth
        self.isTruncated = isTruncated
    }
}
