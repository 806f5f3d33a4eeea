/// Constraint tables and findings as Markdown (`--format markdown`), for pull requests and wikis: written from the
/// run's summary, line by line. The headline is the run's verdict, as the summary words it; the
/// cell counts follow, then the notes (what was read but not measured, and why), the tables and
/// the findings.
package struct MarkdownReporter: Reporter {
    package static let identifier = "markdown"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .everyFinding

    /// Makes the reporter.
    package init() {}

    /// Writes the Markdown of `input`'s run to `sink`.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        let summary = input.summary
        sink.writeLine("# Location Button fit")
        sink.writeLine("")
        sink.writeLine("Fonts: `\(Self.escape(summary.fontOrigin))`. " + SummaryReporter.verdict(summary))
        sink.writeLine("")
        sink.writeLine("Cells: " + Self.escape(summary.cellAccount.describe(sharded: summary.shard != nil)) + ".")
        sink.writeLine("")
        if let model = SummaryReporter.modelLine(summary.spec) {
            sink.writeLine("Model: " + Self.escape(String(model.trimmingCharacters(in: .whitespaces).dropFirst("model: ".count))) + ".")
            sink.writeLine("")
        }
        if let titles = SummaryReporter.titleSources(summary) {
            sink.writeLine("Titles: " + Self.escape(titles) + ".")
            sink.writeLine("")
        }
        if !summary.notes.isEmpty {
            sink.writeLine("## Notes")
            sink.writeLine("")
            for note in summary.notes { sink.writeLine("- " + Self.escape(note.description)) }
            sink.writeLine("")
        }
        let frames = summary.frames
        sink.writeLine("## Minimum frame that fits every language")
        sink.writeLine("")
        let categories = frames.categories
        sink.writeLine("| Key | " + categories.map(\.rawValue).joined(separator: " | ") + " |")
        sink.writeLine("|---|" + categories.map { _ in "---:" }.joined(separator: "|") + "|")
        for key in frames.keys {
            let row = categories.map { category -> String in
                guard let entry = frames.entry(key: key, category: category) else { return "" }
                return "\(ReportNumber.ceiling(entry.width, decimals: 1))×\(ReportNumber.ceiling(entry.height, decimals: 1)) (\(entry.widthLanguage.identifier))"
            }
            sink.writeLine("| \(Self.escape(key)) | " + row.joined(separator: " | ") + " |")
        }
        sink.writeLine("")
        sink.writeLine("## Largest category that fits, per language")
        sink.writeLine("")
        sink.writeLine("| Language | Largest fitting category |")
        sink.writeLine("|---|---|")
        for limit in summary.aggregates.limitsByLanguage {
            sink.writeLine("| \(limit.language.identifier) | \(limit.largestFittingCategory?.rawValue ?? "none") |")
        }
        let rendering = summary.aggregates.limitsByKey.filter { $0.largestFontSize != nil || $0.smallestFrame != nil }
        if !rendering.isEmpty {
            sink.writeLine("")
            sink.writeLine("## Largest font size iOS renders, and the frame that renders every category, per key and language")
            sink.writeLine("")
            sink.writeLine("| Key | Language | Largest font size | Smallest frame |")
            sink.writeLine("|---|---|---:|---:|")
            for limit in rendering {
                let size = limit.largestFontSize.map { $0 == 0 ? "none from 12 pt" : ReportNumber.points($0) + " pt" } ?? ""
                let frame = limit.smallestFrame.map {
                    "\(ReportNumber.ceiling($0.width, decimals: 1))×\(ReportNumber.ceiling($0.height, decimals: 1))"
                } ?? ""
                sink.writeLine("| \(Self.escape(limit.key ?? "")) | \(limit.language.identifier) | \(size) | \(frame) |")
            }
        }
        let findings = summary.findings
        if !findings.isEmpty {
            sink.writeLine("")
            sink.writeLine("## Findings")
            sink.writeLine("")
            sink.writeLine("| Key | Language | Category | Kind | Detail | Where |")
            sink.writeLine("|---|---|---|---|---|---|")
            for finding in findings {
                sink.writeLine("| \(Self.escape(finding.label)) | \(finding.language.identifier) | \(finding.category.rawValue) | \(finding.kind.rawValue) | \(Self.escape(finding.message)) | \(finding.location.map { Self.escape($0.description) } ?? "") |")
            }
        }
    }

    /// `text` as one table cell: `|` escaped, line breaks as spaces.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
