import Foundation

/// Everything measured and solved for one key in one language at one Dynamic Type category.
///
/// Encodes flat, with every key present (`null` where a value is absent), so reports and
/// other tools can read a stable shape.
public struct CellResult: Sendable, Hashable, Codable {
    /// The string's key.
    public var key: String
    /// The language of the title.
    public var language: LanguageTag
    /// The variation path (`plural.one` …), `nil` for the plain string.
    public var variant: String?
    /// The Dynamic Type category.
    public var category: ContentSizeCategory
    /// The text style the size follows.
    public var textStyle: TextStyle
    /// The point size the title was measured at.
    public var pointSize: Double
    /// The weight the title was measured at.
    public var weight: Int
    /// The text measured.
    public var text: String
    /// The title's tracked advance width.
    public var textWidth: Double
    /// The line height of the fonts used.
    public var lineHeight: Double
    /// The union of the glyphs' ink, in baseline coordinates (y up).
    public var inkBounds: InkBounds
    /// The untruncated content box.
    public var contentSize: BoxSize
    /// The frame the title needs.
    public var minFrame: BoxSize
    /// The frame evaluated.
    public var frame: BoxSize
    /// Whether the title fits untruncated.
    public var fits: Bool
    /// Points by which the needed width exceeds the allowed width; 0 when it fits.
    public var overflow: Double
    /// The truncated title; `nil` when it fits.
    public var truncatedText: String?
    /// The largest corner radius that keeps the content clear.
    public var maxCornerRadius: Double
    /// Whether the spec's corner radius cuts into the content.
    public var cornerClip: Bool
    /// Whether a capsule keeps the content clear.
    public var capsuleFits: Bool
    /// For icon-only buttons, whether a circle keeps the icon clear; otherwise `nil`.
    public var circleFits: Bool?
    /// Code points no font covers.
    public var missingGlyphs: [UInt32]
    /// Points of ink outside the content area vertically.
    public var verticalClip: Double
    /// The fonts that shaped the title.
    public var fonts: [FontUse]
    /// Where the title is defined.
    public var location: SourceLocation?
    /// The format-specifier samples put in the text (`%@ = …`), `nil` when it has none.
    public var formatSample: String?
    /// The width limit the localization file sets for the string, if any.
    public var widthLimit: WidthLimit?
    /// How far the text exceeds `widthLimit`, in the limit's unit; 0 when within it or unchecked.
    public var overMaxWidth: Double

    /// Builds a cell from a measurement and the fit the solver made of it.
    public init(key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory,
                textStyle: TextStyle, measurement: TextMeasurement, fit: ButtonFit, location: SourceLocation?,
                formatSample: String? = nil, widthLimit: WidthLimit? = nil, overMaxWidth: Double = 0) {
        self.key = key
        self.language = language
        self.variant = variant
        self.category = category
        self.textStyle = textStyle
        pointSize = measurement.pointSize
        weight = measurement.weight
        text = measurement.text
        textWidth = measurement.width
        lineHeight = measurement.lineHeight
        inkBounds = measurement.inkBounds
        contentSize = fit.contentSize
        minFrame = fit.minFrame
        frame = fit.frame
        fits = fit.fits
        overflow = fit.overflow
        truncatedText = fit.truncatedText
        maxCornerRadius = fit.maxCornerRadius
        cornerClip = fit.cornerClip
        capsuleFits = fit.capsuleFits
        circleFits = fit.circleFits
        missingGlyphs = measurement.missingGlyphs
        verticalClip = fit.verticalClip
        fonts = measurement.fonts
        self.location = location
        self.formatSample = formatSample
        self.widthLimit = widthLimit
        self.overMaxWidth = overMaxWidth
    }

    /// The problems this cell shows: truncation, vertical clipping, missing glyphs, corner clipping.
    public var findings: [Finding] {
        var found: [Finding] = []
        func add(_ kind: Finding.Kind, _ message: String) {
            found.append(Finding(kind: kind, key: key, language: language, variant: variant,
                                 category: category, message: message, location: location))
        }
        if !fits {
            var message = "needs a \(Finding.points(minFrame.width)) wide frame, \(Finding.points(overflow)) "
                + "more than the \(Finding.points(frame.width)) it gets"
            if let truncatedText { message += "; shows “\(truncatedText)”" }
            add(.truncation, message)
        }
        if verticalClip > 0 {
            add(.verticalClip, "\(Finding.points(verticalClip)) of ink fall outside the content area "
                + "of the \(Finding.points(frame.height)) tall frame")
        }
        if !missingGlyphs.isEmpty {
            let list = missingGlyphs.map { String(format: "U+%04X", $0) }.joined(separator: ", ")
            add(.missingGlyph, "no font covers \(list)")
        }
        if cornerClip {
            add(.cornerClip, "the corner radius cuts into the content; at most "
                + "\(Finding.points(maxCornerRadius)) keeps it clear")
        }
        if overMaxWidth > 0, let widthLimit {
            let over = widthLimit.unit == .char ? String(Int(overMaxWidth)) : Finding.points(overMaxWidth)
            add(.overMaxWidth, "\(over) \(widthLimit.unit.rawValue)\(overMaxWidth == 1 ? "" : "s") over the \(widthLimit) its file allows")
        }
        return found
    }

    private enum CodingKeys: String, CodingKey {
        case key, language, variant, category, textStyle, pointSize, weight, text, textWidth, lineHeight
        case inkBounds, contentSize, minFrame, frame, fits, overflow, truncatedText, maxCornerRadius
        case cornerClip, capsuleFits, circleFits, missingGlyphs, verticalClip, fonts, location
        case formatSample, widthLimit, overMaxWidth
    }

    /// Encodes every field, writing `null` for absent optionals instead of leaving the key out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(language, forKey: .language)
        try c.encode(variant, forKey: .variant)
        try c.encode(category, forKey: .category)
        try c.encode(textStyle, forKey: .textStyle)
        try c.encode(pointSize, forKey: .pointSize)
        try c.encode(weight, forKey: .weight)
        try c.encode(text, forKey: .text)
        try c.encode(textWidth, forKey: .textWidth)
        try c.encode(lineHeight, forKey: .lineHeight)
        try c.encode(inkBounds, forKey: .inkBounds)
        try c.encode(contentSize, forKey: .contentSize)
        try c.encode(minFrame, forKey: .minFrame)
        try c.encode(frame, forKey: .frame)
        try c.encode(fits, forKey: .fits)
        try c.encode(overflow, forKey: .overflow)
        try c.encode(truncatedText, forKey: .truncatedText)
        try c.encode(maxCornerRadius, forKey: .maxCornerRadius)
        try c.encode(cornerClip, forKey: .cornerClip)
        try c.encode(capsuleFits, forKey: .capsuleFits)
        try c.encode(circleFits, forKey: .circleFits)
        try c.encode(missingGlyphs, forKey: .missingGlyphs)
        try c.encode(verticalClip, forKey: .verticalClip)
        try c.encode(fonts, forKey: .fonts)
        try c.encode(location, forKey: .location)
        try c.encode(formatSample, forKey: .formatSample)
        try c.encode(widthLimit, forKey: .widthLimit)
        try c.encode(overMaxWidth, forKey: .overMaxWidth)
    }
}
