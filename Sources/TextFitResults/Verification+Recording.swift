/// A run streamed to the report writers, and a kept result written as a run streams it: where
/// a verification meets the reports. The run itself knows only ``OrderedConsumer`` and
/// ``CellEncoder``; `RunRecorder` and `RecordEncoder` are the reports' side of them.
extension Verification {
    /// Measures and solves every cell, streaming each to `outputs` in canonical order while the
    /// run goes on, and keeps only the summary.
    ///
    /// The strings are put in canonical order first and handed out to the tasks in that order;
    /// each task measures, detects findings and encodes the records of its strings, and the
    /// results reach the writers in order through a bounded reorder buffer. So the bytes are the
    /// same for any number of tasks, and memory holds the summary, not the cells.
    package func run(writingTo outputs: ReportOutputs) async throws(InputError) -> RunSummary {
        let (header, units) = await prepare()
        return try await run(units: units,
                             consumer: RunRecorder(header: header, outputs: outputs, closeMargin: .given(closeMargin),
                                                   expectedTitles: units.count))
    }
}

extension VerificationResult {
    /// The summary of the cells, as a streamed run keeps it.
    package var summary: RunSummary {
        var accumulator = RunAccumulator(header: header)
        for cell in cells { accumulator.add(cell) }
        return accumulator.summary
    }

    /// Writes the cells to `outputs` as a run streams them, and returns the summary.
    package func write(to outputs: ReportOutputs) throws(InputError) -> RunSummary {
        let recorder = RunRecorder(header: header, outputs: outputs)
        let encoder = recorder.encoder
        for cell in cells {
            recorder.consume(EncodedUnit(cells: [cell], records: encoder.isActive ? [encoder.encode(cell)] : [],
                                         progressCells: 1))
        }
        return try recorder.finish()
    }
}
