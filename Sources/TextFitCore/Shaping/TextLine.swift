/// One line of a multi-line title as a user sees it: its text and its width.
public struct TextLine: Sendable, Hashable, Codable {
    /// The text drawn on the line: trailing whitespace and the line break left out, and "…"
    /// closing the last line when the title needs more lines than it gets.
    public var text: String {
        get { storedText.string }
        set { storedText = .string(newValue) }
    }
    /// The line's advance width with tracking, shaped as a line of its own, in points.
    public var width: Double

    /// The text, or the title's scalars it is written from when read: a line measured from its
    /// title's layout has no string of its own, and most runs read the text of few lines.
    private var storedText: Text

    /// Makes a line.
    public init(text: String, width: Double) {
        storedText = .string(text)
        self.width = width
    }

    /// The line of `scalars[range]`, a title's scalars, `width` wide: its text is written when read.
    package init(scalars: [UInt32], range: Range<Int>, width: Double) {
        storedText = .scalars(scalars, range)
        self.width = width
    }

    private enum CodingKeys: String, CodingKey {
        case storedText = "text"
        case width
    }

    /// A line's text, as a string or as the scalars it is written from; equal, hashed and
    /// encoded as the string.
    private enum Text: Sendable, Hashable, Codable {
        case string(String)
        case scalars([UInt32], Range<Int>)

        var string: String {
            switch self {
            case .string(let string): string
            case .scalars(let scalars, let range): ItemizedText.string(scalars[range])
            }
        }

        static func == (lhs: Text, rhs: Text) -> Bool { lhs.string == rhs.string }
        func hash(into hasher: inout Hasher) { hasher.combine(string) }

        init(from decoder: any Decoder) throws {
            self = .string(try decoder.singleValueContainer().decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(string)
        }
    }
}
