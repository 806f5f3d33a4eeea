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
    /// The results file's index, when the JSON goes to a file that can have one beside it.
    private var index: ResultsIndex.Recorder?
    /// The outputs whose made bytes the measuring tasks may write (``OrderedConsumer/writesBehind``):
    /// the JSON, its index and the CSV, where they are files (``FileSink``).
    let writesBehind: [any WriteBehind]
    /// The digests of the string of the last record added to the index, and its cell's place in its unit.
    private var lastIndexed: (position: Int, digests: TakenTitle.IndexDigests)?

    /// Starts the outputs: writes the results JSON's opening and the CSV header. `closeMargin`
    /// is the margin of `close` findings the run was given, for the results index to state;
    /// `expectedTitles` the run's units, which size the summary's titles (``RunAccumulator``).
    init(header: RunHeader, outputs: ReportOutputs, closeMargin: ResultsIndex.CloseMargin = .unknown,
         expectedTitles: Int = 0) {
        self.outputs = outputs
        accumulator = RunAccumulator(header: header, retention: outputs.retention, expectedTitles: expectedTitles)
        var companion: (any ByteSink)?
        var key: CellIdentity.Key?
        if let sink = outputs.json {
            companion = sink.companion(suffix: ResultsIndex.suffix, what: "the results index")
            key = companion.map { _ in CellIdentity.Key.random() }
            json = JSONReport.Writer(header: header, sink: sink, indexKey: key)
            if let companion, let key { index = ResultsIndex.Recorder(sink: companion, key: key, closeMargin: closeMargin) }
        }
        // The measuring tasks work out a taken title's digests under the index's key.
        encoder = outputs.encoder(header: header, indexKey: key)
        writesBehind = [outputs.json, companion, outputs.csv].compactMap { $0 as? any WriteBehind }
        outputs.csv?.write(CSVReport.header(tables: header.namesTables))
    }

    /// Every cell's truncated text is read when a record is written of each cell, or when every
    /// finding is kept (for an output that lists them all, or the gate); else only the summary's
    /// worst titles' messages read it.
    var readsEveryTruncation: Bool { encoder.isActive || outputs.retention == .all }

    func consume(_ unit: EncodedUnit<EncodedRecord>) {
        if let title = unit.title { return consume(title, digests: unit.titleDigests) }
        accumulator.add(unit.cells)
        guard !unit.records.isEmpty else { return }
        lastIndexed = nil
        // By index: a loop over the cells would copy each whole cell to read two of its members.
        for position in unit.cells.indices {
            guard position < unit.records.count else { continue }
            let record = unit.records[position]
            var range: Range<Int>?
            if !record.json.isEmpty {
                range = json?.append(record.json, file: unit.cells[position].location?.file,
                                     fonts: unit.cells[position].measurement.fonts)
            } else if !record.recorded.isEmpty {
                range = json?.append(record.recorded.bytes, file: unit.cells[position].location?.file,
                                     fonts: unit.cells[position].measurement.fonts)
            }
            if let range, index != nil { addToIndex(range, unit.cells, position) }
            if !record.csv.isEmpty { outputs.csv?.write(bytes: record.csv) }
        }
    }

    /// Folds a string taken as `title` into the summary and writes its records as the earlier
    /// results file holds them, with their entries in the index: `digests`, the measuring task's
    /// (``RecordEncoder/indexDigests(of:)``), made here when it gave none.
    private func consume(_ title: TakenTitle, digests given: TakenTitle.IndexDigests?) {
        accumulator.add(title)
        lastIndexed = nil
        guard json != nil else { return }
        let file = title.string.location.file
        let digests = index == nil ? nil : given ?? encoder.indexDigests(of: title)
        guard let line = title.string.location.line else { preconditionFailure("a taken title's string has a line") }
        for cell in title.cells {
            guard let range = json?.append(cell, file: file, line: line, of: title.faceTable, heldBy: title.recordsHeldBy),
                  let digests else { continue }
            var entry = ResultsIndex.Entry(cell, of: title, string: digests.string, text: digests.text, context: digests.context)
            entry.layout = json?.lastLayout
            index?.record(range, entry)
        }
    }

    /// Adds the record of `cells[position]`, written at `range`, to the index, with the digests
    /// ``ReusedCells`` works out of a record's members: made once for the cells of one string,
    /// which are neighbours in a unit and differ in their category alone.
    private func addToIndex(_ range: Range<Int>, _ cells: [CellResult], _ position: Int) {
        guard index != nil else { return }
        let previous = position - 1
        // By index, member by member: a cell is not copied whole to read five of its strings.
        if let last = lastIndexed, last.position == previous, cells[position].key == cells[previous].key,
           cells[position].language == cells[previous].language,
           cells[position].measurement.text == cells[previous].measurement.text,
           cells[position].variant == cells[previous].variant, cells[position].formatSample == cells[previous].formatSample,
           cells[position].table == cells[previous].table, cells[position].widthLimit == cells[previous].widthLimit,
           cells[position].titleSource == cells[previous].titleSource,
           cells[position].location?.file == cells[previous].location?.file {
            lastIndexed = (position, last.digests)
        } else {
            lastIndexed = encoder.indexDigests(
                key: cells[position].key, language: cells[position].language, text: cells[position].measurement.text,
                variant: cells[position].variant, formatSample: cells[position].formatSample, table: cells[position].table,
                widthLimit: cells[position].widthLimit, titleSource: cells[position].titleSource,
                file: cells[position].location?.file).map { (position, $0) }
        }
        if let digests = lastIndexed?.digests {
            var entry = ResultsIndex.Entry(cells[position], string: digests.string, text: digests.text, context: digests.context)
            entry.layout = json?.lastLayout
            index?.record(range, entry)
        }
    }

    /// Has the results JSON closed (font table, aggregates, verdict, then its index's end) when
    /// it is next flushed, and flushes the CSV. A results file put in place on a task of its own
    /// (as the gate's judgement is made) writes its end there: its aggregates hold a list for each
    /// key and language, the longest part of the run's end on a large app.
    ///
    /// What the summary was made from (each title's identity, the aggregates' builder) is freed
    /// there too, rather than as the run returns, when the gate's judgement waits for it.
    func finish() throws(InputError) -> RunSummary {
        let summary = accumulator.summary
        if let json, let sink = outputs.json {
            let index = index
            self.json = nil
            self.index = nil
            var spent = RunAccumulator(header: encoder.header, retention: outputs.retention)
            swap(&spent, &accumulator)
            sink.end { [json, index, spent] in
                var (json, index) = (json, index)
                json.finish(summary)
                if let layout = json.layout { index?.finish(layout) }
                withExtendedLifetime(spent) {}
            }
        }
        try outputs.csv?.flush()
        return summary
    }
}
