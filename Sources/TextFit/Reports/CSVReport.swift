/// Every cell as one RFC 4180 CSV row, for spreadsheets.
struct CSVReport {
    var result: VerificationResult

    static let columns = [
        "key", "language", "variant", "category", "textStyle", "pointSize", "weight", "text", "textWidth",
        "lineHeight", "contentWidth", "contentHeight", "minFrameWidth", "minFrameHeight", "frameWidth",
        "frameHeight", "fits", "overflow", "truncatedText", "maxCornerRadius", "cornerClip", "capsuleFits",
        "circleFits", "verticalClip", "missingGlyphs", "fonts", "file", "line",
    ]

    func render() -> String {
        var lines = [Self.columns.joined(separator: ",")]
        for cell in result.cells {
            let fields: [String] = [
                cell.key, cell.language.identifier, cell.variant ?? "", cell.category.rawValue, cell.textStyle.rawValue,
                number(cell.pointSize), String(cell.weight), cell.text, number(cell.textWidth), number(cell.lineHeight),
                number(cell.contentSize.width), number(cell.contentSize.height), number(cell.minFrame.width),
                number(cell.minFrame.height), number(cell.frame.width), number(cell.frame.height), String(cell.fits),
                number(cell.overflow), cell.truncatedText ?? "", number(cell.maxCornerRadius), String(cell.cornerClip),
                String(cell.capsuleFits), cell.circleFits.map(String.init) ?? "", number(cell.verticalClip),
                cell.missingGlyphs.map(ReportNumber.codePoint).joined(separator: " "),
                cell.fonts.map { "\($0.family) \($0.style)" }.joined(separator: "; "),
                cell.location?.file ?? "", cell.location?.line.map(String.init) ?? "",
            ]
            lines.append(fields.map(Self.quote).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private func number(_ value: Double) -> String { ReportNumber.points(value, decimals: 3) }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || field.hasPrefix(" ") else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
