/// Encodes cells for the streamed outputs — a results-JSON record, a CSV row — on the task that
/// measured them, so the one writer that keeps canonical order only appends bytes.
struct RecordEncoder: CellEncoder {
    /// Whether to encode results-JSON records.
    var json: Bool
    /// Whether to encode CSV rows.
    var csv: Bool

    /// Whether any streamed output wants the cells' records.
    var isActive: Bool { json || csv }

    /// The record of `cell` in each wanted format.
    func encode(_ cell: CellResult) -> EncodedRecord {
        EncodedRecord(json: json ? Self.jsonRecord(cell) : [], csv: csv ? CSVReport.row(cell) : [])
    }

    /// The record of `cell` in each wanted format, its results-JSON record being `recorded`: the
    /// part ``jsonRecord(_:)`` writes, as a results file of this version holds it.
    func encode(_ cell: CellResult, recorded: RecordedBytes) -> EncodedRecord {
        guard json, !recorded.isEmpty else { return encode(cell) }
        return EncodedRecord(json: [], recorded: recorded, csv: csv ? CSVReport.row(cell) : [])
    }

    /// The schema-2 record of `cell`, keys in the documented order, ending with `"fonts":` for
    /// the writer to complete; the location's file is left for the writer too (`file`, an index
    /// into the files table, comes first after the record's opening `{`).
    ///
    /// Left out: keys whose value is `null` (`titleSource` for a catalog the user passed), `missingGlyphs` when empty, `overflow`,
    /// `heightOverflow` and `verticalClip` when 0, and the lines (`numberOfLines`, `lineCount`,
    /// `neededLineCount`, `lines`) for a one-line spec. In the iOS models the record carries
    /// `model` and, when the needed size is taller than the frame, `heightOverflow`.
    static func jsonRecord(_ cell: CellResult) -> [UInt8] {
        let m = cell.measurement, fit = cell.fit
        var out = JSONText(capacity: 512)
        out.raw("\"key\":"); out.string(cell.key)
        out.raw(",\"language\":"); out.string(cell.language.identifier)
        if let variant = cell.variant { out.raw(",\"variant\":"); out.string(variant) }
        out.raw(",\"category\":"); out.string(cell.category.rawValue)
        out.raw(",\"textStyle\":"); out.string(cell.textStyle.rawValue)
        out.raw(",\"pointSize\":"); out.length(m.pointSize)
        out.raw(",\"weight\":"); out.integer(m.weight)
        out.raw(",\"text\":"); out.string(m.text)
        if let sample = cell.formatSample { out.raw(",\"formatSample\":"); out.string(sample) }
        if let source = cell.titleSource { out.raw(",\"titleSource\":"); out.string(source.rawValue) }
        out.raw(",\"textWidth\":"); out.length(m.width)
        out.raw(",\"lineHeight\":"); out.length(m.lineHeight)
        out.raw(",\"inkBounds\":{\"x\":"); out.length(m.inkBounds.x)
        out.raw(",\"y\":"); out.length(m.inkBounds.y)
        out.raw(",\"width\":"); out.length(m.inkBounds.width)
        out.raw(",\"height\":"); out.length(m.inkBounds.height)
        out.raw("}")
        out.raw(",\"contentSize\":"); out.size(fit.contentSize)
        out.raw(",\"minFrame\":"); out.size(fit.minFrame)
        out.raw(",\"frame\":"); out.size(fit.frame)
        out.raw(",\"fits\":"); out.bool(fit.fits)
        if LengthPrecision.round(fit.overflow) != 0 { out.raw(",\"overflow\":"); out.length(fit.overflow) }
        if let truncated = fit.truncatedText { out.raw(",\"truncatedText\":"); out.string(truncated) }
        if fit.model.isIOS {
            out.raw(",\"model\":"); out.string(fit.model.rawValue)
            if let largest = cell.largestFontSize { out.raw(",\"largestFontSize\":"); out.length(largest) }
            if LengthPrecision.round(fit.heightOverflow) != 0 {
                out.raw(",\"heightOverflow\":"); out.length(fit.heightOverflow)
            }
        }
        if fit.numberOfLines != 1 {
            out.raw(",\"numberOfLines\":"); out.integer(fit.numberOfLines)
            out.raw(",\"lineCount\":"); out.integer(fit.lineCount)
            out.raw(",\"neededLineCount\":"); out.integer(fit.neededLineCount)
            if LengthPrecision.round(fit.heightOverflow) != 0 {
                out.raw(",\"heightOverflow\":"); out.length(fit.heightOverflow)
            }
            out.raw(",\"lines\":"); out.raw("[")
            for (position, line) in fit.lines.enumerated() {
                if position > 0 { out.raw(",") }
                out.raw("{\"text\":"); out.string(line.text)
                out.raw(",\"width\":"); out.length(line.width); out.raw("}")
            }
            out.raw("]")
        }
        out.raw(",\"maxCornerRadius\":"); out.length(fit.maxCornerRadius)
        out.raw(",\"cornerClip\":"); out.bool(fit.cornerClip)
        out.raw(",\"capsuleFits\":"); out.bool(fit.capsuleFits)
        if let circle = fit.circleFits { out.raw(",\"circleFits\":"); out.bool(circle) }
        if LengthPrecision.round(fit.verticalClip) != 0 { out.raw(",\"verticalClip\":"); out.length(fit.verticalClip) }
        if !m.missingGlyphs.isEmpty {
            out.raw(",\"missingGlyphs\":"); out.raw("[")
            for (position, scalar) in m.missingGlyphs.enumerated() {
                if position > 0 { out.raw(",") }
                out.integer(Int(scalar))
            }
            out.raw("]")
        }
        if let limit = cell.widthLimit {
            out.raw(",\"widthLimit\":{\"value\":"); out.length(limit.value)
            out.raw(",\"unit\":"); out.string(limit.unit.rawValue); out.raw("}")
            out.raw(",\"overMaxWidth\":"); out.length(cell.overMaxWidth)
        }
        if let source = cell.sourceWidth, let budget = cell.budget {
            out.raw(",\"sourceWidth\":"); out.length(source)
            out.raw(",\"budget\":"); out.length(budget)
        }
        if let close = cell.findings.first(where: { $0.kind == .close }) {
            out.raw(",\"close\":{\"amount\":"); out.length(close.amount)
            out.raw(",\"message\":"); out.string(close.message); out.raw("}")
        }
        if let line = cell.location?.line { out.raw(",\"line\":"); out.integer(line) }
        out.raw(",\"fonts\":")
        return out.bytes
    }
}
