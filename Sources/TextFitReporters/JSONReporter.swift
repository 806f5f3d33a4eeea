/// The results JSON (`--format json`): the spec, the notes, one record per cell, the font table,
/// the aggregates and the verdict (schema 2, docs/results.md).
///
/// Streamed: TextFitResults' recorder writes the opening before the first cell, each record as
/// its cell arrives and the rest at the end; this reporter names the sink it goes to.
package struct JSONReporter: StreamingReporter {
    package static let identifier = "json"
    package static let needs: ReportNeeds = .everyCell

    /// Makes the reporter.
    package init() {}

    /// Sets `outputs` to stream the results JSON to `sink`.
    package func stream(to sink: any ByteSink, in outputs: inout ReportOutputs) {
        outputs.json = sink
    }
}
