/// Every cell as one RFC 4180 CSV row, for spreadsheets: a header line, then one row per cell,
/// written as the run goes (``RecordEncoder`` encodes the rows on the measuring tasks). New
/// columns are added at the end, so a reader that takes columns by position keeps working; the
/// last are the run's members of ``ResultsRecordSchema`` (`platform`, `device`), named and
/// spelled as the results JSON has them, then — only in a run where some key is in more than one
/// table (``RunHeader/namesTables``) — `table`, the table's name where the key is in more than one.
enum CSVReport {
    static let columns = [
        "key", "language", "variant", "category", "textStyle", "pointSize", "weight", "text", "textWidth",
        "lineHeight", "contentWidth", "contentHeight", "minFrameWidth", "minFrameHeight", "frameWidth",
        "frameHeight", "fits", "overflow", "truncatedText", "maxCornerRadius", "cornerClip", "capsuleFits",
        "circleFits", "verticalClip", "missingGlyphs", "fonts", "file", "line", "numberOfLines", "lineCount",
        "neededLineCount", "heightOverflow", "lines", "sourceWidth", "budget", "titleSource", "close",
    ] + ResultsRecordSchema.ofRun.map(\.name)

    /// The header line with its CRLF; `tables`: with the `table` column.
    static func header(tables: Bool) -> String { (columns + (tables ? ["table"] : [])).joined(separator: ",") + "\r\n" }

    /// The row of `cell`, checked on `target`, with its CRLF; `tables`: with the `table` column.
    static func row(_ cell: CellResult, target: RunTarget, tables: Bool = false) -> [UInt8] {
        let m = cell.measurement, fit = cell.fit
        var fields: [String] = [
            cell.key, cell.language.identifier, cell.variant ?? "", cell.category.rawValue, cell.textStyle.rawValue,
            number(m.pointSize), String(m.weight), m.text, number(m.width), number(m.lineHeight),
            number(fit.contentSize.width), number(fit.contentSize.height), number(fit.minFrame.width),
            number(fit.minFrame.height), number(fit.frame.width), number(fit.frame.height), String(fit.fits),
            number(fit.overflow), fit.truncatedText ?? "", number(fit.maxCornerRadius), String(fit.cornerClip),
            String(fit.capsuleFits), fit.circleFits.map(String.init) ?? "", number(fit.verticalClip),
            m.missingGlyphs.map(ReportNumber.codePoint).joined(separator: " "),
            m.fonts.map { "\($0.family) \($0.style)" }.joined(separator: "; "),
            cell.location?.file ?? "", cell.location?.line.map(String.init) ?? "",
            String(fit.numberOfLines), String(fit.lineCount), String(fit.neededLineCount), number(fit.heightOverflow),
            fit.lines.map(\.text).joined(separator: "\n"),
            cell.sourceWidth.map(number) ?? "", cell.budget.map(number) ?? "",
            cell.titleSource?.rawValue ?? "",
            // The `close` warning's message: the needed frame is within the margin of its limit.
            cell.findings.first { $0.kind == .close }?.message ?? "",
        ] + ResultsRecordSchema.ofRun.map { $0.runText?(target) ?? "" }
        if tables { fields.append(cell.table ?? "") }
        return Array((fields.map(quote).joined(separator: ",") + "\r\n").utf8)
    }

    private static func number(_ value: Double) -> String { ReportNumber.points(value, decimals: 3) }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || field.hasPrefix(" ") else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
