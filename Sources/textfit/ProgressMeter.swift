import Foundation
import TextFit

/// Counts finished cells and draws ``ProgressDisplay`` lines when due: after `delay`, at most
/// every 100 ms, and always the last count. A ``Guarded`` holds the count, so any task may advance it.
final class ProgressMeter: @unchecked Sendable {
    private let total: Int
    private let delay: Duration
    private let write: @Sendable (String) -> Void
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// The cells finished and when the line was last drawn.
    private let state = Guarded<(done: Int, lastDrawn: ContinuousClock.Instant?)>((0, nil))

    init(total: Int, delay: Duration, write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.delay = delay
        self.write = write
        start = clock.now
    }

    /// Adds `cells` finished cells and draws the line if it is due.
    func advance(_ cells: Int) {
        state.withLock { state in
            state.done += cells
            let now = clock.now
            guard now - start >= delay else { return }
            if let lastDrawn = state.lastDrawn, now - lastDrawn < .milliseconds(100), state.done < total { return }
            let elapsed = now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            write(ProgressDisplay.line(done: state.done, total: total, seconds: seconds))
            state.lastDrawn = now
        }
    }

    /// Erases the line if one was drawn.
    func end() {
        state.withLock { state in
            if state.lastDrawn != nil { write(ProgressDisplay.erase) }
            state.lastDrawn = nil
        }
    }
}
