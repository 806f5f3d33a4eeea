/// The formats a run's results can be written in: `textfit check --format`, and ``render(_:fonts:)``.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// The readable summary: what fails, where, by how much, and the truncated text.
    case summary
    /// Every cell and the aggregates, as JSON.
    case json
    /// Every cell, one CSV row each.
    case csv
    /// Constraint tables and findings as Markdown.
    case markdown
    /// Constraint tables as Swift source for a UIKit app.
    case swift
    /// A self-contained page of button previews, written once the run (and the gate) are done;
    /// needs every cell.
    case html
    /// Diagnostics for Xcode and SwiftPM, `FILE:LINE:COLUMN: error|warning: message [textfit/kind]`,
    /// written once the gate has judged the findings.
    case xcode
    /// SARIF 2.1.0 for code scanning: one result per title, language and kind of finding.
    case sarif
    /// JUnit XML for CI: a test case per key and language, failing when a finding fails.
    case junit

    /// What the output is called in messages ("the HTML report").
    package var outputName: String {
        switch self {
        case .summary: "the summary"
        case .json: "the results JSON"
        case .csv: "the CSV"
        case .markdown: "the Markdown report"
        case .swift: "the Swift tables"
        case .html: "the HTML report"
        case .xcode: "the Xcode diagnostics"
        case .sarif: "the SARIF report"
        case .junit: "the JUnit report"
        }
    }

    /// Renders `result` in this format, in memory: the bytes `textfit check --no-fail --format`
    /// writes for the same cells.
    ///
    /// The HTML page draws every cell's preview with `fonts` (the bundled set when `nil`) and the
    /// result's spec; the other formats need no fonts. SARIF, JUnit and Xcode's diagnostics judge
    /// the findings as a run with no policy and no baseline does: every finding fails.
    public func render(_ result: VerificationResult, fonts: FontCollection? = nil) throws(InputError) -> String {
        var settings = ReportSettings()
        if let fonts { settings.fonts = { fonts } }
        return try render(result, settings: settings)
    }

    /// Renders `result` in this format, in memory, exactly as a run writes it, the readable
    /// summary listing at most `summaryLimit` titles.
    package func render(_ result: VerificationResult, summaryLimit: Int?) throws(InputError) -> String {
        var settings = ReportSettings()
        settings.summaryLimit = summaryLimit
        return try render(result, settings: settings)
    }

    /// Renders `result` in this format with `settings`, through the plan a run writes by.
    private func render(_ result: VerificationResult, settings: ReportSettings) throws(InputError) -> String {
        var request = ReportRequest(format: self)
        request.settings = settings
        let sinks = MemoryDestinations()
        try ReportPlan(request).write(ReportInput(result: result), to: sinks)
        return sinks.sink.text
    }
}
