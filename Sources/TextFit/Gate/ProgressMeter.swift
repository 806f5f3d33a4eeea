import Foundation

/// Counts finished cells and draws ``ProgressDisplay`` lines when due: after `delay`, at most
/// every 100 ms, and always the last count. A lock guards the count, so any task may advance it.
final class ProgressMeter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let delay: Duration
    private let write: @Sendable (String) -> Void
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var done = 0
    private var lastDrawn: ContinuousClock.Instant?

    init(total: Int, delay: Duration, write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.delay = delay
        self.write = write
        start = clock.now
    }

    /// Adds `cells` finished cells and draws the line if it is due.
    func advance(_ cells: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += cells
        let now = clock.now
        guard now - start >= delay else { return }
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        write(ProgressDisplay.line(done: done, total: total, seconds: seconds))
        lastDrawn = now
    }

    /// Erases the line if one was drawn.
    func end() {
        lock.lock()
        defer { lock.unlock() }
        if lastDrawn != nil { write(ProgressDisplay.erase) }
        lastDrawn = nil
    }
}
