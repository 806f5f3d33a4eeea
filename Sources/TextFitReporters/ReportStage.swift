/// When an output is written in a run: once every cell is in, or once the gate is done.
///
/// A streaming output (``StreamingReporter``) writes its records while the run goes on, before
/// either; when the run kept its cells instead, it is written with the summarized outputs.
package enum ReportStage: Sendable, Hashable {
    /// Once every cell is in: the summary, the tables.
    case summarized
    /// Once the gate is done: what reads or marks its judgement.
    case judged
}
