/// Hands units of work to the measuring tasks in canonical order and passes their results to
/// one consumer in that same order, whatever order the tasks finish in.
///
/// A reorder buffer: finished units wait in `pending` until every earlier one is in. It is
/// bounded — a task asking for more work waits while the unit it would get is `window` or more
/// ahead of the next one to consume — so at most `window` units are ever held, each in the slot
/// of its index modulo the window (no two units claimed and not consumed share one); a unit
/// handed in when it is the next to consume, and none is being consumed, goes to the consumer
/// without waiting in a slot. A waiting task
/// is woken once the consumer has come within half a window of the units claimed, not after each
/// unit consumed: a task that ran ahead of a slower consumer then claims half a window at once,
/// instead of sleeping and waking for every unit.
///
/// The bookkeeping is under a lock held only for a few assignments; the consumer runs outside
/// it, in whichever task handed in the unit that was next, while the other tasks go on claiming
/// and handing in. (As an actor, a task claiming its next unit waited for every consumption in
/// progress, and two tasks were not twice as fast as one.) `consuming` says a task is running
/// the consumer: only that task touches it, which is what makes the type `Sendable`.
///
/// The consumer's outputs write their bytes behind it (``WriteBehind``): a task that would wait
/// for room, or that hands in a unit another task is consuming, first writes one waiting block
/// of them, so that the copy to the files is not all on the consuming task.
final class OrderedDelivery<Consumer: OrderedConsumer>: UnitChannel, @unchecked Sendable {
    typealias Record = Consumer.Encoder.Record
    private let consumer: Consumer
    private let count: Int
    private let window: Int
    private let progress: (@Sendable (Int) -> Void)?
    /// The consumer's outputs, whose waiting blocks any task may write.
    private let writesBehind: [any WriteBehind]
    private let state: Guarded<State>

    private struct State: Sendable {
        var nextToClaim = 0
        var nextToConsume = 0
        /// The units handed in before an earlier one, each at its index modulo the window.
        var pending: [EncodedUnit<Record>?]
        var waiting: [CheckedContinuation<Void, Never>] = []
        var stopped = false
        /// A task is consuming units; the others only add to `pending`.
        var consuming = false
    }

    /// Delivers `count` units to `consumer`, holding at most `window` of them.
    init(consumer: sending Consumer, count: Int, window: Int, progress: (@Sendable (Int) -> Void)?) {
        writesBehind = consumer.writesBehind
        self.consumer = consumer
        self.count = count
        self.window = max(1, window)
        self.progress = progress
        state = Guarded(State(pending: Array(repeating: nil, count: self.window)))
    }

    private enum Claim {
        case unit(Int)
        case none
        case wait
    }

    /// The index of the next unit to measure, waiting while it is too far ahead; `nil` when all
    /// are handed out or the run stopped.
    func claim() async -> Int? {
        while true {
            let claim = state.withLock { state -> Claim in
                if state.stopped || state.nextToClaim >= count { return .none }
                if state.nextToClaim >= state.nextToConsume + window { return .wait }
                defer { state.nextToClaim += 1 }
                return .unit(state.nextToClaim)
            }
            switch claim {
            case .unit(let index): return index
            case .none: return nil
            case .wait:
                // Bytes to write are better than sleeping; the room is asked for again after.
                if writeWaitingBlock() { continue }
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    // Checked again under the lock that `deliver` wakes under: no wake-up is lost.
                    let ready = state.withLock { state -> Bool in
                        if state.stopped || state.nextToClaim < state.nextToConsume + window { return true }
                        state.waiting.append(continuation)
                        return false
                    }
                    if ready { continuation.resume() }
                }
            }
        }
    }

    /// Takes unit `index`, and passes on every unit that is now next in order, unless another
    /// task is already doing so (it will reach this one).
    func deliver(_ index: Int, _ unit: consuming EncodedUnit<Record>) {
        // Moved, not copied, into the slot or to the consumer.
        var handed: EncodedUnit<Record>? = consume unit
        let window = window
        var ready = state.withLock { state -> EncodedUnit<Record>? in
            if !state.consuming, index == state.nextToConsume {
                state.consuming = true
                return handed.take()
            }
            state.pending[index % window] = handed.take()
            guard !state.consuming, let next = state.pending[state.nextToConsume % window].take() else { return nil }
            state.consuming = true
            return next
        }
        if ready == nil { _ = writeWaitingBlock() }
        while let unit = ready.take() {
            consumer.consume(unit)
            progress?(unit.progressCells)
            let (next, woken) = state.withLock { state -> (EncodedUnit<Record>?, [CheckedContinuation<Void, Never>]) in
                state.nextToConsume += 1
                var woken: [CheckedContinuation<Void, Never>] = []
                if !state.waiting.isEmpty, state.nextToClaim <= state.nextToConsume + window / 2 {
                    woken = state.waiting
                    state.waiting = []
                }
                if let next = state.pending[state.nextToConsume % window].take() { return (next, woken) }
                state.consuming = false
                return (nil, woken)
            }
            for continuation in woken { continuation.resume() }
            ready = next
        }
    }

    /// Writes one block an output of the consumer has waiting; whether there was one to write.
    private func writeWaitingBlock() -> Bool {
        writesBehind.contains { $0.writeWaitingBlock() }
    }

    /// Whether a task waits for room that no consumption will make: every unit claimed has been
    /// consumed, none is being consumed, and a task still waits. Never so while waking is right
    /// (a task waits only a window or more ahead, and the consumption that catches up wakes it);
    /// for tests to tell a lost wake-up from a slow run.
    var hasLostWaiters: Bool {
        state.withLock { !$0.waiting.isEmpty && !$0.consuming && $0.nextToConsume == $0.nextToClaim && !$0.stopped }
    }

    /// Stops handing out work (a task failed); waiting tasks get `nil`.
    func stop() {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.stopped = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in woken { continuation.resume() }
    }

    /// Ends the run once every unit is delivered (every task is done).
    func finish() throws(InputError) -> Consumer.Output { try consumer.finish() }
}
