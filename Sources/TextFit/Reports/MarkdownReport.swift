/// Constraint tables and findings as Markdown, for pull requests and wikis.
struct MarkdownReport {
    var result: VerificationResult

    func render() -> String {
        var out: [String] = ["# Location Button fit", ""]
        out.append("Fonts: `\(result.fontOrigin)`. " + (result.passes ? "Every title fits." : SummaryReport.verdict(result)))
        out.append("")
        let frames = FrameTable(cells: result.cells)
        out.append("## Minimum frame that fits every language")
        out.append("")
        let categories = frames.categories
        out.append("| Key | " + categories.map(\.rawValue).joined(separator: " | ") + " |")
        out.append("|---|" + categories.map { _ in "---:" }.joined(separator: "|") + "|")
        for key in frames.keys {
            let row = categories.map { category -> String in
                guard let entry = frames.entry(key: key, category: category) else { return "" }
                return "\(ReportNumber.ceiling(entry.width, decimals: 1))×\(ReportNumber.ceiling(entry.height, decimals: 1)) (\(entry.widthLanguage.identifier))"
            }
            out.append("| \(Self.escape(key)) | " + row.joined(separator: " | ") + " |")
        }
        out.append("")
        out.append("## Largest category that fits, per language")
        out.append("")
        out.append("| Language | Largest fitting category |")
        out.append("|---|---|")
        for limit in result.aggregates.limitsByLanguage {
            out.append("| \(limit.language.identifier) | \(limit.largestFittingCategory?.rawValue ?? "none") |")
        }
        let findings = result.findings
        if !findings.isEmpty {
            out.append("")
            out.append("## Findings")
            out.append("")
            out.append("| Key | Language | Category | Kind | Detail | Where |")
            out.append("|---|---|---|---|---|---|")
            for finding in findings {
                out.append("| \(Self.escape(finding.key)) | \(finding.language.identifier) | \(finding.category.rawValue) | \(finding.kind.rawValue) | \(Self.escape(finding.message)) | \(finding.location.map { Self.escape($0.description) } ?? "") |")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
