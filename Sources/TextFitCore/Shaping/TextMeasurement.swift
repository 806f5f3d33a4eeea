/// The measured size of one string in one language at one point size and weight.
///
/// All lengths are in points. `inkBounds` is in typographic coordinates: the origin is the
/// start of the baseline, x grows in reading-independent visual order to the right, and y
/// grows upward (a descender has negative y), as CoreText's image bounds are.
public struct TextMeasurement: Sendable, Hashable, Codable {
    /// The text measured.
    public var text: String
    /// The language the text was shaped for.
    public var language: LanguageTag
    /// The point size.
    public var pointSize: Double
    /// The weight asked for (100…900; 400 regular, 600 semibold).
    public var weight: Int
    /// The tracking added after every tracked cluster, in points.
    public var tracking: Double
    /// The sum of the shaped advances, without tracking.
    public var advanceWidth: Double
    /// The advance width with tracking: the width a label lays the text out in.
    public var width: Double
    /// The union of the positioned glyphs' ink extents.
    public var inkBounds: InkBounds
    /// The largest ascender of the fonts used (positive, above the baseline).
    public var ascent: Double
    /// The largest descender of the fonts used (positive, below the baseline).
    public var descent: Double
    /// Ascent + descent + the largest line gap of the fonts used: UIFont's `lineHeight`.
    public var lineHeight: Double
    /// The number of glyphs laid out.
    public var glyphCount: Int
    /// Code points that no font of the stack covers, in text order, each once.
    public var missingGlyphs: [UInt32]
    /// The font faces that shaped the text, in order of first use.
    public var fonts: [FontUse]

    package init(text: String, language: LanguageTag, pointSize: Double, weight: Int, tracking: Double,
                advanceWidth: Double, width: Double, inkBounds: InkBounds, ascent: Double, descent: Double,
                lineHeight: Double, glyphCount: Int, missingGlyphs: [UInt32], fonts: [FontUse]) {
        self.text = text
        self.language = language
        self.pointSize = pointSize
        self.weight = weight
        self.tracking = tracking
        self.advanceWidth = advanceWidth
        self.width = width
        self.inkBounds = inkBounds
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.glyphCount = glyphCount
        self.missingGlyphs = missingGlyphs
        self.fonts = fonts
    }
}

/// A rectangle in typographic coordinates (y up), in points.
public struct InkBounds: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin (text with no ink, such as spaces).
    package static let zero = InkBounds(x: 0, y: 0, width: 0, height: 0)

    /// The highest ink point above the baseline.
    public var top: Double { y + height }
    /// The lowest ink point (negative below the baseline).
    public var bottom: Double { y }
}
