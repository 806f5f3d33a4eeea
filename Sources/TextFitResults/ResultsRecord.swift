/// One results record as read, of schema 1 or 2: where a reader keeps each member of
/// ``ResultsRecordSchema``, `nil` until read (or absent). ``cell(spec:faces:location:lengthsRounded:)``
/// turns it back into a cell, detecting its findings again from the recorded fit.
struct ResultsRecord: Decodable, Sendable {
    var file: Int?
    var key: String?
    /// The table's name, where the key is in more than one table.
    var table: String?
    var language: LanguageTag?
    var variant: String?
    var category: ContentSizeCategory?
    var textStyle: TextStyle?
    var pointSize: Double?
    var weight: Int?
    var text: String?
    var formatSample: String?
    /// Where a bundled title comes from; absent for a catalog the user passed (and in files
    /// written before it was recorded).
    var titleSource: TitleSource?
    /// The Interface Builder element the string is drawn in; absent for others.
    var element: String?
    var textWidth: Double?
    var lineHeight: Double?
    var inkBounds: InkBounds?
    var contentSize: BoxSize?
    var minFrame: BoxSize?
    var frame: BoxSize?
    var fits: Bool?
    var overflow: Double?
    var truncatedText: String?
    var model: ButtonSpec.Model?
    var largestFontSize: Double?
    var heightOverflow: Double?
    var numberOfLines: Int?
    var lineCount: Int?
    var neededLineCount: Int?
    var lines: [TextLine]?
    var maxCornerRadius: Double?
    var cornerClip: Bool?
    var capsuleFits: Bool?
    var circleFits: Bool?
    var verticalClip: Double?
    var missingGlyphs: [UInt32]?
    var widthLimit: WidthLimit?
    var overMaxWidth: Double?
    var sourceWidth: Double?
    var budget: Double?
    /// Whether the cell was measured where no frame is known (its expansion finding warns);
    /// written only on a cell with such a finding.
    var noFrame: Bool?
    /// The `close` warning as recorded: `nil` for none. Its margin is the run's, which the record
    /// does not hold, so the warning is taken as recorded rather than detected again.
    var close: RecordedClose?
    var platform: Platform?
    var device: String?
    var line: Int?
    /// Indices into the document's fonts table (schema 2).
    var fonts: [Int]?
    /// The faces themselves (schema 1).
    var faces: [FontUse]?
    /// The string's place (schema 1; schema 2 has `file` and `line`).
    var location: SourceLocation?

    /// A recorded `close` warning: its amount and message.
    struct RecordedClose: Codable, Hashable, Sendable {
        var amount: Double
        var message: String
    }

    /// The key of the decoder's `userInfo` that holds the schema version of the records it decodes
    /// (2 when absent).
    static let versionKey = CodingUserInfoKey(rawValue: "textfit.resultsSchemaVersion")!

    /// An empty record, for a reader to fill.
    init() {}

    /// A record that names only `target`'s platform and device.
    init(named target: NamedTarget) {
        platform = target.platform
        device = target.device
    }

    /// Decodes a record of the schema version the decoder's `userInfo` names (``versionKey``),
    /// member by member as ``ResultsRecordSchema`` lists them; other members are ignored.
    init(from decoder: any Decoder) throws {
        let version = decoder.userInfo[Self.versionKey] as? Int ?? ResultsRecordSchema.version
        let container = try decoder.container(keyedBy: ResultsRecordSchema.Name.self)
        for field in ResultsRecordSchema.decoded(version) { try field.decode(container, version, &self) }
    }

    /// The platform and device as the record names them, either absent in files written before
    /// records named them: records that name the same were checked on the same.
    var named: NamedTarget { NamedTarget(platform: platform, device: device) }

    /// A record's `platform` and `device` members.
    struct NamedTarget: Hashable, Sendable {
        var platform: Platform?
        var device: String?
    }

    /// The platform and device the record was checked on; what it does not name is that of a
    /// run with no platform options with `spec` (``RunTarget/unnamed(spec:)``), as files written
    /// before records named them were.
    func target(spec: ButtonSpec) -> RunTarget {
        if let platform, let device { return RunTarget(platform: platform, device: device) }
        let unnamed = RunTarget.unnamed(spec: spec)
        return RunTarget(platform: platform ?? unnamed.platform, device: device ?? unnamed.device)
    }

    /// The cell the record describes, its fonts `faces` and its place `location` (looked up by
    /// the caller in a schema-2 document's tables). What a record does not keep (tracking, ascent,
    /// glyph count, the width left for the title) is 0; the applied corner radius is `spec`'s for
    /// the frame. `lengthsRounded`: the record's lengths are at 1/1000 pt already (``CellResult``).
    /// `nil` when a member every record has is missing (the parser and the decoder refuse such a record).
    func cell(spec: ButtonSpec, faces: [FontUse], location: SourceLocation?, lengthsRounded: Bool = false) -> CellResult? {
        guard let key, let language, let category, let textStyle, let pointSize, let weight, let text, let textWidth,
              let lineHeight, let inkBounds, let contentSize, let minFrame, let frame, let fits, let maxCornerRadius,
              let cornerClip, let capsuleFits else { return nil }
        let measurement = TextMeasurement(
            text: text, language: language, pointSize: pointSize, weight: weight, tracking: 0, advanceWidth: textWidth,
            width: textWidth, inkBounds: inkBounds, ascent: 0, descent: 0, lineHeight: lineHeight, glyphCount: 0,
            missingGlyphs: missingGlyphs ?? [], fonts: faces)
        let fit = ButtonFit(
            contentSize: contentSize, minFrame: minFrame, frame: frame, availableTextWidth: 0, fits: fits,
            overflow: overflow ?? 0, truncatedText: truncatedText, maxCornerRadius: maxCornerRadius,
            cornerRadius: spec.resolvedCornerRadius(for: frame), cornerClip: cornerClip, capsuleFits: capsuleFits,
            circleFits: circleFits, verticalClip: verticalClip ?? 0, iconSide: 0, numberOfLines: numberOfLines ?? 1,
            lines: lines ?? [], neededLineCount: neededLineCount ?? 1, heightOverflow: heightOverflow ?? 0,
            model: model ?? .label)
        let origin = CellOrigin(key: key, language: language, variant: variant, location: location,
                                formatSample: formatSample, widthLimit: widthLimit, titleSource: titleSource, table: table,
                                element: element)
        return CellResult(
            origin: origin, category: category, textStyle: textStyle, measurement: measurement, fit: fit,
            overMaxWidth: overMaxWidth ?? 0, sourceWidth: sourceWidth, budget: budget, largestFontSize: largestFontSize,
            frameKnown: noFrame != true,
            recordedClose: .some(close.map { FindingDetection(amount: $0.amount, message: $0.message) }),
            lengthsRounded: lengthsRounded)
    }
}
