/// One result record of schema version 1: every field of the cell flat, every key present.
///
/// Version 1 is still read (a baseline written by an earlier textfit); ``cell(spec:)`` turns a
/// record back into a cell, detecting its findings again from the recorded fit.
struct ResultsRecordV1: Codable {
    var key: String
    var language: LanguageTag
    var variant: String?
    var category: ContentSizeCategory
    var textStyle: TextStyle
    var pointSize: Double
    var weight: Int
    var text: String
    var textWidth: Double
    var lineHeight: Double
    var inkBounds: InkBounds
    var contentSize: BoxSize
    var minFrame: BoxSize
    var frame: BoxSize
    var fits: Bool
    var overflow: Double
    var truncatedText: String?
    var maxCornerRadius: Double
    var cornerClip: Bool
    var capsuleFits: Bool
    var circleFits: Bool?
    var missingGlyphs: [UInt32]
    var verticalClip: Double
    var fonts: [FontUse]
    var location: SourceLocation?
    var formatSample: String?
    var widthLimit: WidthLimit?
    var overMaxWidth: Double
    /// The lines of a multi-line spec (schema 2 records only; version 1 had one line).
    var numberOfLines: Int = 1
    var lines: [TextLine] = []
    var neededLineCount: Int = 1
    var heightOverflow: Double = 0
    /// The relative budget's figures (schema 2 records only).
    var sourceWidth: Double?
    var budget: Double?
    /// The layout model (schema 2 records of an iOS model only; `label` otherwise).
    var model: ButtonSpec.Model = .label
    var largestFontSize: Double?
    /// The `close` warning as recorded (schema 2 records only): `nil` for none. Its margin is
    /// the run's, which the record does not hold, so the warning is taken as recorded rather
    /// than detected again.
    var close: RecordedClose? = nil

    /// A recorded `close` warning: its amount and message.
    struct RecordedClose: Codable, Hashable {
        var amount: Double
        var message: String
    }

    enum CodingKeys: String, CodingKey {
        case key, language, variant, category, textStyle, pointSize, weight, text, textWidth, lineHeight, inkBounds
        case contentSize, minFrame, frame, fits, overflow, truncatedText, maxCornerRadius, cornerClip, capsuleFits
        case circleFits, missingGlyphs, verticalClip, fonts, location, formatSample, widthLimit, overMaxWidth
    }

    /// The cell the record describes. What a record does not keep (tracking, ascent, glyph count,
    /// the width left for the title) is 0; the applied corner radius is `spec`'s for the frame.
    /// `lengthsRounded`: the record's lengths are at 1/1000 pt already (``CellResult``).
    func cell(spec: ButtonSpec, lengthsRounded: Bool = false) -> CellResult {
        let measurement = TextMeasurement(
            text: text, language: language, pointSize: pointSize, weight: weight, tracking: 0, advanceWidth: textWidth,
            width: textWidth, inkBounds: inkBounds, ascent: 0, descent: 0, lineHeight: lineHeight, glyphCount: 0,
            missingGlyphs: missingGlyphs, fonts: fonts)
        let fit = ButtonFit(
            contentSize: contentSize, minFrame: minFrame, frame: frame, availableTextWidth: 0, fits: fits,
            overflow: overflow, truncatedText: truncatedText, maxCornerRadius: maxCornerRadius,
            cornerRadius: spec.resolvedCornerRadius(for: frame), cornerClip: cornerClip, capsuleFits: capsuleFits,
            circleFits: circleFits, verticalClip: verticalClip, iconSide: 0, numberOfLines: numberOfLines,
            lines: lines, neededLineCount: neededLineCount, heightOverflow: heightOverflow, model: model)
        return CellResult(key: key, language: language, variant: variant, category: category, textStyle: textStyle,
                          measurement: measurement, fit: fit, location: location, formatSample: formatSample,
                          widthLimit: widthLimit, overMaxWidth: overMaxWidth, sourceWidth: sourceWidth, budget: budget,
                          largestFontSize: largestFontSize,
                          recordedClose: .some(close.map { FindingDetection(amount: $0.amount, message: $0.message) }),
                          lengthsRounded: lengthsRounded)
    }
}
