/// One output of a run, written to a ``ByteSink``: the readable summary, the results JSON, the
/// CSV, the Markdown and Swift tables, the HTML page, SARIF, JUnit, Xcode's diagnostics, GitHub's
/// annotations, the gate's verdict and job summary.
///
/// Every output is a reporter: it says what it is called (``identifier``), whether its records
/// are written as the cells arrive (``isStreaming``, JSON and CSV, which also conform to
/// ``StreamingReporter``), what of the run it reads (``needs``), and writes itself from a
/// ``ReportInput`` with one ``write(_:to:)``. A reporter's stored properties are its options
/// (a summary's limit, the Swift enum's name); the run is handed to it when it writes.
/// ``ReporterRegistry`` lists them all, and ``ReportPlan`` decides which ones a run writes.
package protocol Reporter: Sendable {
    /// The name the output is known by: `--format`'s value for a format, else the output's own
    /// (`gate-summary`, `annotations`).
    static var identifier: String { get }
    /// Whether the output's records are written as the run delivers its cells (the reporter is a
    /// ``StreamingReporter``); `write(_:to:)` then writes them from cells the run kept.
    static var isStreaming: Bool { get }
    /// What of the run the output reads, which decides what the run keeps and when the output
    /// is written.
    static var needs: ReportNeeds { get }
    /// Writes the output for `input` to `sink`; throws when `input` lacks what the output reads
    /// (``needs``), or when drawing or encoding it fails.
    func write(_ input: ReportInput, to sink: any ByteSink) throws(InputError)
    /// Writes the same bytes as ``write(_:to:)``, on up to `tasks` tasks where the output is
    /// large enough to be made in parts side by side (``JUnitReporter``); the others write it
    /// as ``write(_:to:)`` does.
    func write(_ input: ReportInput, to sink: any ByteSink, tasks: Int) async throws(InputError)
}

extension Reporter {
    package func write(_ input: ReportInput, to sink: any ByteSink, tasks: Int) async throws(InputError) {
        try write(input, to: sink)
    }

    /// The output for `input`, in memory.
    package func render(_ input: ReportInput) throws(InputError) -> String {
        let sink = MemorySink()
        try write(input, to: sink)
        return sink.text
    }

    /// When the output is written: once the gate is done when it reads or marks its judgement,
    /// else once the run is summarized (a streaming output then only when the run kept its cells).
    package static var stage: ReportStage {
        needs.isDisjoint(with: [.judgement, .afterGate]) ? .summarized : .judged
    }
}
