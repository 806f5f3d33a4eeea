/// Where a run streams its per-cell outputs while it measures: the results JSON and the CSV.
///
/// The other formats (summary, Markdown, Swift …) depend on every cell and are written after the
/// run from its ``RunSummary``. TextFitReporters' streaming reporters (JSON, CSV) set these
/// sinks; its report plan decides which ones a run streams.
package struct ReportOutputs: Sendable {
    /// Where the results JSON goes, if anywhere.
    package var json: (any ByteSink)?
    /// Where the CSV goes, if anywhere.
    package var csv: (any ByteSink)?
    /// What the run keeps of its findings for what is written after it (every finding by default).
    package var retention: FindingRetention = .all

    /// Outputs to the given sinks; none by default.
    package init(json: (any ByteSink)? = nil, csv: (any ByteSink)? = nil) {
        self.json = json
        self.csv = csv
    }

    /// What the measuring tasks encode for these outputs, of the run `header` starts (the CSV
    /// has a `table` column when ``RunHeader/namesTables``); `indexKey` is the key of the index
    /// written beside the results JSON, when there is one.
    func encoder(header: RunHeader, indexKey: CellIdentity.Key? = nil) -> RecordEncoder {
        var encoder = RecordEncoder(json: json != nil, csv: csv != nil, header: header, tables: header.namesTables)
        encoder.indexKey = indexKey
        return encoder
    }
}
