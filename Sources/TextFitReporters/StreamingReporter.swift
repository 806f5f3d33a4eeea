/// A ``Reporter`` whose records are written as the run delivers its cells, in canonical order,
/// so the output never waits for (or holds) the whole run: the results JSON and the CSV.
///
/// The records are encoded by the measuring tasks and appended by TextFitResults' recorder; this
/// layer only names the sink they go to (``stream(to:in:)``). With the cells kept in memory,
/// `write(_:to:)` writes the same bytes by handing the kept cells to the recorder in order.
package protocol StreamingReporter: Reporter {
    /// Sets `outputs` to stream this output to `sink` while the run goes on.
    func stream(to sink: any ByteSink, in outputs: inout ReportOutputs)
}

extension StreamingReporter {
    package static var isStreaming: Bool { true }

    /// Writes the whole output from the cells `input` kept, handing them to the recorder in
    /// canonical order as a run streams them, so the bytes are a streamed run's.
    package func write(_ input: ReportInput, to sink: any ByteSink) throws(InputError) {
        var outputs = ReportOutputs()
        stream(to: sink, in: &outputs)
        _ = try input.everyCell(for: "--format \(Self.identifier)").write(to: outputs)
    }
}
