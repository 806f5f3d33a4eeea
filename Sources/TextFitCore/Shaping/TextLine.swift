/// One line of a multi-line title as a user sees it: its text and its width.
public struct TextLine: Sendable, Hashable, Codable {
    /// The text drawn on the line: trailing whitespace and the line break left out, and "…"
    /// closing the last line when the title needs more lines than it gets.
    public var text: String
    /// The line's advance width with tracking, shaped as a line of its own, in points.
    public var width: Double

    /// Makes a line.
    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}
