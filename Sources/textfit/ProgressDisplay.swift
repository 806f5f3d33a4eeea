import Foundation
import TextFit

/// A one-line progress display for long runs — `textfit: 1,200 of 3,000 cells (40%), 850 cells/s,
/// 2 s left` — redrawn in place with `\r` on standard error from the first second of a run, at
/// most ten times a second, and erased at the end.
///
/// The line is drawn by whichever task passes cells to the writers (``ProgressMeter``), not by a
/// task of its own, so it keeps moving when the measuring tasks occupy every core.
///
/// Only for people watching a terminal: ``isWanted(environment:standardErrorIsTerminal:)`` is
/// false when standard error is not a terminal, in CI (`CI` set) and on dumb terminals, and then
/// nothing extra is written at all.
package enum ProgressDisplay {
    /// Whether to show progress: standard error is a terminal, `CI` is unset or empty, `TERM` is not `dumb`.
    package static func isWanted(environment: [String: String], standardErrorIsTerminal: Bool) -> Bool {
        standardErrorIsTerminal && (environment["CI"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The line for `done` of `total` cells after `seconds`, starting with `\r` and ending with an
    /// erase-to-end-of-line: the count, the percentage, the rate and the time left at that rate.
    package static func line(done: Int, total: Int, seconds: Double) -> String {
        let percent = total > 0 ? done * 100 / total : 100
        var text = "\rtextfit: \(ReportNumber.grouped(done)) of \(ReportNumber.grouped(total)) cells (\(percent)%)"
        if seconds > 0, done > 0 {
            let rate = Double(done) / seconds
            text += ", \(ReportNumber.grouped(Int(rate.rounded()))) cells/s"
            if done < total { text += ", \(duration(Double(total - done) / rate)) left" }
        }
        return text + "\u{1B}[K"
    }

    /// Returns the cursor to the start of the line and erases it.
    package static let erase = "\r\u{1B}[K"

    /// Runs `verification`, streaming to `outputs`, and calls `write` with progress lines once
    /// `delay` has passed, and with ``erase`` at the end if anything was drawn.
    package static func run(_ verification: Verification, outputs: ReportOutputs, delay: Duration = .seconds(1),
                           write: @escaping @Sendable (String) -> Void) async throws(InputError) -> RunSummary {
        let total = verification.strings.strings.count * verification.categories.count
        let meter = ProgressMeter(total: total, delay: delay, write: write)
        var tracked = verification
        tracked.progress = { meter.advance($0) }
        defer { meter.end() }
        return try await tracked.run(writingTo: outputs)
    }

    /// `42 s`, `3 min 05 s`, `2 h 10 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.up)))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(ReportNumber.padded(whole % 60, width: 2)) s" }
        return "\(whole / 3600) h \(ReportNumber.padded((whole % 3600) / 60, width: 2)) min"
    }
}
