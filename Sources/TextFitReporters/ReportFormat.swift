/// The formats `textfit check` writes its results in.
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
    /// A self-contained page of button previews (`HTMLReport`), written by the command once
    /// the run (and the gate) are done; needs every cell.
    case html
    /// Diagnostics for Xcode and SwiftPM, `FILE:LINE:COLUMN: error|warning: message [textfit/kind]`
    /// (`XcodeReport`), written by the command once the gate has judged the findings.
    case xcode

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
        }
    }

    /// The name of the enum the Swift format declares unless another is given.
    package static let defaultSwiftTypeName = SwiftTableReport.defaultTypeName

    /// `name` if it can name the Swift format's enum; otherwise an ``InputError`` naming `option`.
    package static func swiftTypeName(_ name: String, option: String) throws(InputError) -> String {
        try SwiftTableReport.validTypeName(name, option: option)
    }

    /// Writes a run's summary in this format to `sink`; nothing for the streamed formats, whose
    /// bytes the run itself wrote. `summaryLimit` caps the titles the readable summary lists;
    /// `swiftTypeName` names the Swift format's enum (checked with `swiftTypeName(_:option:)`).
    package func write(_ summary: RunSummary, to sink: any ByteSink, summaryLimit: Int? = SummaryReport.defaultLimit,
                      swiftTypeName: String = defaultSwiftTypeName) {
        switch self {
        case .summary: SummaryReport(summary: summary, limit: summaryLimit).write(to: sink)
        case .markdown: MarkdownReport(summary: summary).write(to: sink)
        case .swift: SwiftTableReport(summary: summary, typeName: swiftTypeName).write(to: sink)
        case .xcode:
            // Without a gate every finding fails, as a run without a policy does.
            XcodeReport(gate: GateResult(result: summary, policy: .failOnEverything, baseline: nil)).write(to: sink)
        case .json, .csv, .html: break
        }
    }

    /// Renders `result` in this format, in memory: the bytes `textfit check --no-fail --format`
    /// writes for the same cells.
    ///
    /// The HTML page draws every cell's preview with `fonts` (the bundled set when `nil`) and the
    /// result's spec; the other formats need no fonts.
    public func render(_ result: VerificationResult, fonts: FontCollection? = nil) throws(InputError) -> String {
        guard self == .html else { return try render(result, summaryLimit: SummaryReport.defaultLimit) }
        let sink = MemorySink()
        let spec = result.spec
        let collection: FontCollection
        if let fonts { collection = fonts } else { collection = try BundledData.sharedFonts() }
        let report = HTMLReport(result: result, gate: nil, fonts: collection, spec: { _ throws(InputError) in spec })
        try report.write(to: sink)
        return sink.text
    }

    /// Renders `result` in this format, in memory, exactly as a run writes it, the readable
    /// summary listing at most `summaryLimit` titles.
    package func render(_ result: VerificationResult, summaryLimit: Int?) throws(InputError) -> String {
        let sink = MemorySink()
        let summary = try result.write(to: .streaming(self, to: sink))
        write(summary, to: sink, summaryLimit: summaryLimit)
        return sink.text
    }
}

extension ReportOutputs {
    /// `format` to `sink` when the format is streamed (JSON, CSV); otherwise nothing.
    package static func streaming(_ format: ReportFormat, to sink: any ByteSink) -> ReportOutputs {
        switch format {
        case .json: ReportOutputs(json: sink)
        case .csv: ReportOutputs(csv: sink)
        case .summary, .markdown, .swift, .html, .xcode: ReportOutputs()
        }
    }
}
