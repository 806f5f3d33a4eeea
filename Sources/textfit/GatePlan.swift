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

    /// Judges `result`, writes the outputs asked for and returns whether the gate passes.
    ///
    /// - Parameters:
    ///   - measuring: fonts, categories and parallelism for measuring a catalog or git baseline;
    ///     called only for those, so a results baseline loads no fonts.
    ///   - standardOutputIsReport: whether standard output shows the readable summary; when it
    ///     carries JSON, CSV … instead, the verdict and annotations go to standard error.
    func finish(_ result: VerificationResult, measuring: () throws(InputError) -> Verification,
                standardOutputIsReport: Bool) async throws(InputError) -> Bool {
        let known = try await baseline?.baseline(for: result, measuring: measuring)
        let gate = GateResult(result: result, policy: policy, baseline: known)
        if let junit { try Self.write(JUnitReport(gate: gate).render(), to: junit) }
        if let sarif {
            let text: String
            do {
                text = try SARIFReport(gate: gate).render()
            } catch {
                throw InputError(file: sarif, reason: "cannot encode SARIF: \(error)")
            }
            try Self.write(text, to: sarif)
        }
        var printed = ""
        if printsVerdict { printed += GateSummaryReport(gate: gate).render() }
        if annotations { printed += GitHubAnnotations(gate: gate).render() }
        if !printed.isEmpty {
            // print, not FileHandle, on standard output: it must follow the summary already printed.
            if standardOutputIsReport {
                print(printed, terminator: "")
            } else {
                FileHandle.standardError.write(Data(printed.utf8))
            }
        }
        if let stepSummary { try Self.append(GateMarkdownReport(gate: gate).render(), to: stepSummary) }
        return !gate.fails
    }

    /// Writes `text` to `path`, replacing it.
    static func write(_ text: String, to path: String) throws(InputError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Appends `text` to `path`, creating it if needed (GitHub's job summary file).
    static func append(_ text: String, to path: String) throws(InputError) {
        do {
            if !FileManager.default.fileExists(atPath: path) {
                try Data().write(to: URL(fileURLWithPath: path))
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw InputError(file: path, reason: "cannot append the job summary: \(error.localizedDescription)")
        }
    }
}
