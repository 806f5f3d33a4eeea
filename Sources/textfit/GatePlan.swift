import Foundation
import TextFit

/// What the gate will do once the results are in: judge them, then have the run's report plan
/// write what follows the judgement (the CI files, the verdict, the annotations).
struct GatePlan {
    /// Which findings fail and which warn.
    var policy: GatePolicy
    /// The baseline to compare with, if any, read and checked.
    var baseline: PreparedBaseline?
    /// Where to write JUnit XML.
    var junit: String?
    /// Where to write SARIF.
    var sarif: String?
    /// Whether to print GitHub annotations.
    var annotations: Bool
    /// The job summary file to append to.
    var stepSummary: String?
    /// Whether to print the gate's verdict (a baseline or a policy was given).
    var printsVerdict: Bool

    /// `request` with the gate's outputs added: JUnit, SARIF, the verdict, the annotations and
    /// the job summary.
    func adding(to request: ReportRequest) -> ReportRequest {
        var request = request
        request.junit = junit
        request.sarif = sarif
        request.gateVerdict = printsVerdict
        request.annotations = annotations
        request.stepSummary = stepSummary
        return request
    }

    /// Whether the run's findings are judged one by one (a baseline or a policy was given, or an
    /// output reads the judgement); when not, every finding fails and the run need keep only
    /// their counts.
    func judges(_ reports: ReportPlan) -> Bool {
        baseline != nil || printsVerdict || reports.needsJudgement
    }

    /// Judges the run summarized in `input`, has `reports` write what follows the judgement and
    /// returns whether the gate passes, with the judged input (`input` itself when nothing is
    /// judged): a caller may keep it rather than free it as the run ends.
    ///
    /// - Parameters:
    ///   - measuring: fonts, categories and parallelism for measuring a catalog or git baseline;
    ///     called only for those, so a results baseline loads no fonts.
    ///   - reports: the run's outputs; those written once the gate is done go to `sinks`.
    ///   - enforced: whether a failing gate fails the run (`false` with `--no-fail`).
    func finish(_ input: ReportInput, measuring: () throws(InputError) -> Verification,
                reports: ReportPlan, sinks: ReportSinks, enforced: Bool) async throws(InputError)
        -> (passes: Bool, judged: ReportInput) {
        // No baseline, no policy and no output reading a judgement: every finding fails, and
        // nothing needs judging.
        guard judges(reports) else {
            let judged = try await reports.write(judging: input, to: sinks) { input throws(InputError) in input }
            return (input.summary.passes, judged)
        }
        let judged = try await reports.write(judging: input, to: sinks) { input async throws(InputError) in
            let known = try await baseline?.baseline(for: input.summary, measuring: measuring)
            var gate = GateResult(result: input.summary, policy: policy, baseline: known)
            gate.enforced = enforced
            var judged = input
            judged.gate = gate
            return judged
        }
        return (!(judged.gate?.fails ?? false), judged)
    }
}
