/// Every cell as one CSV row (`--format csv`, RFC 4180, for spreadsheets), after a header line.
///
/// Streamed: the measuring tasks encode the rows and TextFitResults' recorder writes them as the
/// cells arrive in canonical order; this reporter names the sink they go to.
package struct CSVReporter: StreamingReporter {
    package static let identifier = "csv"
    package static let needs: ReportNeeds = .everyCell

    /// Makes the reporter.
    package init() {}

    /// Sets `outputs` to stream the CSV to `sink`.
    package func stream(to sink: any ByteSink, in outputs: inout ReportOutputs) {
        outputs.csv = sink
    }
}
