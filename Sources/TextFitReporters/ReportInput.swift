/// What a ``Reporter`` writes from: the run's summary, the gate's judgement when the run was
/// judged, and the cells when the run kept them.
package struct ReportInput: Sendable {
    /// The run's summary: counts, aggregates, findings and titles.
    package var summary: RunSummary
    /// The gate's judgement; `nil` when the run was not judged.
    package var gate: GateResult?
    /// Every cell, when the run kept them in memory; `nil` when it streamed them.
    package var cells: VerificationResult?

    /// The input of a run that kept `summary` (and `cells`, if it kept them), judged by `gate`.
    package init(summary: RunSummary, gate: GateResult? = nil, cells: VerificationResult? = nil) {
        self.summary = summary
        self.gate = gate
        self.cells = cells
    }

    /// The input of a run kept in memory, judged by `gate` if given.
    package init(result: VerificationResult, gate: GateResult? = nil) {
        self.init(summary: gate?.result ?? result.summary, gate: gate, cells: result)
    }

    /// The input of a judged run that kept no cells.
    package init(gate: GateResult) {
        self.init(summary: gate.result, gate: gate)
    }

    /// The gate's judgement; without one, every finding fails, as a run with no policy and no
    /// baseline judges it.
    package var judgement: GateResult {
        gate ?? GateResult(result: summary, policy: .failOnEverything, baseline: nil)
    }

    /// Every cell, for `output` (named in the error when the run did not keep them).
    package func everyCell(for output: String) throws(InputError) -> VerificationResult {
        guard let cells else { throw InputError(reason: "\(output) needs every cell, and the run did not keep them") }
        return cells
    }
}
