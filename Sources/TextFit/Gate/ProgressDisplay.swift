import Foundation

/// A one-line progress display for long runs: `textfit: 1,200 of 3,000 cells (40%)`, redrawn in
/// place with `\r` on standard error once a run has taken longer than a second, and erased at the end.
///
/// Only for people watching a terminal: ``isWanted(environment:standardErrorIsTerminal:)`` is
/// false when standard error is not a terminal, in CI (`CI` set) and on dumb terminals, and then
/// nothing extra is written at all.
public enum ProgressDisplay {
    /// Whether to show progress: standard error is a terminal, `CI` is unset or empty, `TERM` is not `dumb`.
    public static func isWanted(environment: [String: String], standardErrorIsTerminal: Bool) -> Bool {
        standardErrorIsTerminal && (environment["CI"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The line for `done` of `total` cells, starting with `\r` and ending with an erase-to-end-of-line.
    public static func line(done: Int, total: Int) -> String {
        let percent = total > 0 ? done * 100 / total : 100
        return "\rtextfit: \(grouped(done)) of \(grouped(total)) cells (\(percent)%)\u{1B}[K"
    }

    /// Returns the cursor to the start of the line and erases it.
    public static let erase = "\r\u{1B}[K"

    /// Runs `verification`, calling `write` with progress lines (at most ten a second) once `delay`
    /// has passed, and with ``erase`` at the end if anything was drawn.
    public static func run(_ verification: Verification, delay: Duration = .seconds(1),
                           write: @escaping @Sendable (String) -> Void) async throws(InputError) -> VerificationResult {
        let total = verification.strings.strings.count * verification.categories.count
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        var tracked = verification
        tracked.progress = { continuation.yield($0) }
        let clock = ContinuousClock()
        let start = clock.now
        let drawer = Task {
            var done = 0
            var lastDrawn: ContinuousClock.Instant?
            for await cells in stream {
                done += cells
                let now = clock.now
                guard now - start >= delay else { continue }
                if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { continue }
                write(line(done: done, total: total))
                lastDrawn = now
            }
            if lastDrawn != nil { write(erase) }
        }
        let result: VerificationResult
        do {
            result = try await tracked.run()
        } catch {
            continuation.finish()
            await drawer.value
            throw error
        }
        continuation.finish()
        await drawer.value
        return result
    }

    /// `3000` → `3,000`: digits in groups of three, whatever the locale.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var out = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
