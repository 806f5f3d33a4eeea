/// The run's verdict as one line (`--quiet`): the gate's when the run states one (a baseline or
/// a policy was given), else the summary's.
///
/// Written once the gate is done, so it is the run's last word whatever was judged.
package struct VerdictReporter: Reporter {
    package static let identifier = "verdict"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .afterGate

    /// Whether the gate's verdict is stated rather than the summary's.
    package var statesGate: Bool

    /// Makes the reporter.
    package init(statesGate: Bool) {
        self.statesGate = statesGate
    }

    /// Writes the verdict line of `input` to `sink`.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        if statesGate, let gate = input.gate {
            sink.writeLine(GateSummaryReporter.verdict(gate))
        } else {
            sink.writeLine(SummaryReporter.verdict(input.summary))
        }
    }
}
