/// The ordered end of a run: takes each unit's cells in canonical order, appends their encoded
/// records to the streamed outputs, and folds the cells into the summary.
///
/// Only font-table indices are worked out here (they depend on canonical order); everything else
/// was encoded by the measuring tasks. The font table holds each distinct face instance once.
final class RunRecorder: OrderedConsumer {
    let encoder: RecordEncoder
    private let outputs: ReportOutputs
    private var accumulator: RunAccumulator
    private var json: JSONReport.Writer?

    /// Starts the outputs: writes the results JSON's opening and the CSV header.
    init(header: RunHeader, outputs: ReportOutputs) {
        self.outputs = outputs
        encoder = outputs.encoder(header: header)
        accumulator = RunAccumulator(header: header, retention: outputs.retention)
        if let sink = outputs.json { json = JSONReport.Writer(header: header, sink: sink) }
        outputs.csv?.write(CSVReport.header(tables: header.namesTables))
    }

    func consume(_ unit: EncodedUnit<EncodedRecord>) {
        accumulator.add(unit.cells)
        guard !unit.records.isEmpty else { return }
        // By index: a loop over the cells would copy each whole cell to read two of its members.
        for position in unit.cells.indices {
            guard position < unit.records.count else { continue }
            let record = unit.records[position]
            if !record.json.isEmpty {
                json?.append(record.json, file: unit.cells[position].location?.file,
                             fonts: unit.cells[position].measurement.fonts)
            } else if !record.recorded.isEmpty {
                json?.append(record.recorded.bytes, file: unit.cells[position].location?.file,
                             fonts: unit.cells[position].measurement.fonts)
            }
            if !record.csv.isEmpty { outputs.csv?.write(bytes: record.csv) }
        }
    }

    /// Closes the results JSON (font table, aggregates, verdict) and flushes the outputs.
    func finish() throws(InputError) -> RunSummary {
        let summary = accumulator.summary
        json?.finish(summary)
        try outputs.json?.flush()
        try outputs.csv?.flush()
        return summary
    }
}
