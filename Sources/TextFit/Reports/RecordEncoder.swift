/// Encodes cells for the streamed outputs — a results-JSON record, a CSV row — on the task that
/// measured them, so the one writer that keeps canonical order only appends bytes.
struct RecordEncoder: Sendable {
    /// Whether to encode results-JSON records.
    var json: Bool
    /// Whether to encode CSV rows.
    var csv: Bool

    /// Encodes nothing.
    static let none = RecordEncoder(json: false, csv: false)

    /// The record of `cell` in each wanted format.
    func encode(_ cell: CellResult) -> EncodedRecord {
        EncodedRecord(json: json ? Self.jsonRecord(cell) : [], csv: csv ? CSVReport.row(cell) : [])
    }

    /// The schema-2 record of `cell`, keys in the documented order, ending with `"fonts":` for
    /// the writer to complete; the location's file is left for the writer too (`file`, an index
    /// into the files table, comes first after the record's opening `{`).
    ///
    /// Left out: keys whose value is `null`, `missingGlyphs` when empty, `overflow`,
    /// `heightOverflow` and `verticalClip` when 0, and the lines (`numberOfLines`, `lineCount`,
    /// `neededLineCount`, `lines`) for a one-line spec.
    static func jsonRecord(_ cell: CellResult) -> [UInt8] {
        let m = cell.measurement, fit = cell.fit
        var out = JSONText(capacity: 512)
        out.key("key"); out.string(cell.key)
        out.raw(","); out.key("language"); out.string(cell.language.identifier)
        if let variant = cell.variant { out.raw(","); out.key("variant"); out.string(variant) }
        out.raw(","); out.key("category"); out.string(cell.category.rawValue)
        out.raw(","); out.key("textStyle"); out.string(cell.textStyle.rawValue)
        out.raw(","); out.key("pointSize"); out.length(m.pointSize)
        out.raw(","); out.key("weight"); out.integer(m.weight)
        out.raw(","); out.key("text"); out.string(m.text)
        if let sample = cell.formatSample { out.raw(","); out.key("formatSample"); out.string(sample) }
        out.raw(","); out.key("textWidth"); out.length(m.width)
        out.raw(","); out.key("lineHeight"); out.length(m.lineHeight)
        out.raw(",\"inkBounds\":{\"x\":"); out.length(m.inkBounds.x)
        out.raw(",\"y\":"); out.length(m.inkBounds.y)
        out.raw(",\"width\":"); out.length(m.inkBounds.width)
        out.raw(",\"height\":"); out.length(m.inkBounds.height)
        out.raw("}")
        out.raw(","); out.key("contentSize"); out.size(fit.contentSize)
        out.raw(","); out.key("minFrame"); out.size(fit.minFrame)
        out.raw(","); out.key("frame"); out.size(fit.frame)
        out.raw(","); out.key("fits"); out.bool(fit.fits)
        if LengthPrecision.round(fit.overflow) != 0 { out.raw(","); out.key("overflow"); out.length(fit.overflow) }
        if let truncated = fit.truncatedText { out.raw(","); out.key("truncatedText"); out.string(truncated) }
        if fit.numberOfLines != 1 {
            out.raw(","); out.key("numberOfLines"); out.integer(fit.numberOfLines)
            out.raw(","); out.key("lineCount"); out.integer(fit.lineCount)
            out.raw(","); out.key("neededLineCount"); out.integer(fit.neededLineCount)
            if LengthPrecision.round(fit.heightOverflow) != 0 {
                out.raw(","); out.key("heightOverflow"); out.length(fit.heightOverflow)
            }
            out.raw(","); out.key("lines"); out.raw("[")
            for (position, line) in fit.lines.enumerated() {
                if position > 0 { out.raw(",") }
                out.raw("{\"text\":"); out.string(line.text)
                out.raw(",\"width\":"); out.length(line.width); out.raw("}")
            }
            out.raw("]")
        }
        out.raw(","); out.key("maxCornerRadius"); out.length(fit.maxCornerRadius)
        out.raw(","); out.key("cornerClip"); out.bool(fit.cornerClip)
        out.raw(","); out.key("capsuleFits"); out.bool(fit.capsuleFits)
        if let circle = fit.circleFits { out.raw(","); out.key("circleFits"); out.bool(circle) }
        if LengthPrecision.round(fit.verticalClip) != 0 { out.raw(","); out.key("verticalClip"); out.length(fit.verticalClip) }
        if !m.missingGlyphs.isEmpty {
            out.raw(","); out.key("missingGlyphs"); out.raw("[")
            for (position, scalar) in m.missingGlyphs.enumerated() {
                if position > 0 { out.raw(",") }
                out.integer(Int(scalar))
            }
            out.raw("]")
        }
        if let limit = cell.widthLimit {
            out.raw(",\"widthLimit\":{\"value\":"); out.length(limit.value)
            out.raw(",\"unit\":"); out.string(limit.unit.rawValue); out.raw("}")
            out.raw(","); out.key("overMaxWidth"); out.length(cell.overMaxWidth)
        }
        if let source = cell.sourceWidth, let budget = cell.budget {
            out.raw(","); out.key("sourceWidth"); out.length(source)
            out.raw(","); out.key("budget"); out.length(budget)
        }
        if let line = cell.location?.line { out.raw(","); out.key("line"); out.integer(line) }
        out.raw(","); out.key("fonts")
        return out.bytes
    }
}
