import Foundation
import TextFit

/// What the gate will do once the results are in: judge them, write the CI files, print the verdict.
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
    /// Whether the chosen format is Xcode's diagnostics, which are written from the judgement.
    var xcode = false

    /// Whether the run's findings are judged one by one (a baseline, a policy or a CI output was
    /// asked for); when not, every finding fails and the run need keep only their counts.
    var judges: Bool {
        xcode || baseline != nil || printsVerdict || junit != nil || sarif != nil || annotations || stepSummary != nil
    }

    /// Judges `summary`, writes the outputs asked for and returns whether the gate passes.
    ///
    /// - Parameters:
    ///   - measuring: fonts, categories and parallelism for measuring a catalog or git baseline;
    ///     called only for those, so a results baseline loads no fonts.
    ///   - sinks: the run's outputs; when standard output carries JSON, CSV … instead of the
    ///     readable summary, the verdict and annotations go to standard error. Quiet prints only
    ///     the final verdict line: the gate's when it judged, else the summary's.
    ///   - enforced: whether a failing gate fails the run (`false` with `--no-fail`).
    ///   - started: when the run started, for JUnit's timestamp and time.
    ///   - judged: called with the gate's judgement (`nil` when nothing is judged) before the
    ///     verdict is printed, for outputs that mark new and worse findings (the HTML report).
    func finish(_ summary: RunSummary, measuring: () throws(InputError) -> Verification,
                sinks: ReportSinks, enforced: Bool, started: Date,
                judged: (GateResult?) throws(InputError) -> Void = { _ throws(InputError) in }) async throws(InputError) -> Bool {
        // No baseline, no policy and no CI output: every finding fails, and nothing needs judging.
        if !judges {
            try judged(nil)
            if sinks.quiet {
                let out = sinks.standardOutputIsReport ? sinks.standardOutput : FileSink.standardError()
                out.writeLine(SummaryReport.verdict(summary))
                try out.flush()
            }
            return summary.passes
        }
        let known = try await baseline?.baseline(for: summary, measuring: measuring)
        var gate = GateResult(result: summary, policy: policy, baseline: known)
        gate.enforced = enforced
        try judged(gate)
        if xcode { try sinks.finish(xcode: gate) }
        // JUnit and SARIF are written side by side, each to its own temporary file, then put in
        // place in that order; an error is the first of them in that order.
        let judgement = gate
        async let junitReport = junit.map { junit in
            Result { () throws(InputError) -> FileSink in
                let sink = try FileSink(path: junit, what: "the JUnit report")
                let timing = JUnitReport.Timing.run(startedAt: started, environment: ProcessInfo.processInfo.environment)
                JUnitReport(gate: judgement, timing: timing).write(to: sink)
                return sink
            }
        }
        let sarifReport = sarif.map { sarif in
            Result { () throws(InputError) -> FileSink in
                let sink = try FileSink(path: sarif, what: "the SARIF report")
                do {
                    try SARIFReport(gate: judgement).write(to: sink)
                } catch {
                    throw InputError(file: sarif, reason: "cannot encode SARIF: \(error)")
                }
                return sink
            }
        }
        try await junitReport?.get().close()
        try sarifReport?.get().close()
        let out = sinks.standardOutputIsReport ? sinks.standardOutput : FileSink.standardError()
        if sinks.quiet {
            out.writeLine(printsVerdict ? GateSummaryReport(gate: gate).verdict : SummaryReport.verdict(summary))
        } else if printsVerdict {
            GateSummaryReport(gate: gate, limit: sinks.limit).write(to: out)
        }
        if annotations { GitHubAnnotations(gate: gate).write(to: out) }
        try out.flush()
        if let stepSummary {
            let sink: FileSink
            do {
                sink = try FileSink.appending(path: stepSummary)
            } catch {
                throw InputError(file: stepSummary, reason: "cannot append the job summary: \(error.reason)")
            }
            GateMarkdownReport(gate: gate).write(to: sink)
            try sink.close()
        }
        return !gate.fails
    }
}
