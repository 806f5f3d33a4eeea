/// Hands units of work to the measuring tasks in canonical order and passes their results to
/// one consumer in that same order, whatever order the tasks finish in.
///
/// A reorder buffer: finished units wait in `pending` until every earlier one is in. It is
/// bounded — a task asking for more work waits while the unit it would get is `window` or more
/// ahead of the next one to consume — so at most `window` units are ever held.
actor OrderedDelivery<Consumer: OrderedConsumer>: UnitChannel {
    private let consumer: Consumer
    private let count: Int
    private let window: Int
    private let progress: (@Sendable (Int) -> Void)?
    private var nextToClaim = 0
    private var nextToConsume = 0
    private var pending: [Int: EncodedUnit] = [:]
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var stopped = false

    /// Delivers `count` units to `consumer`, holding at most `window` of them.
    init(consumer: sending Consumer, count: Int, window: Int, progress: (@Sendable (Int) -> Void)?) {
        self.consumer = consumer
        self.count = count
        self.window = max(1, window)
        self.progress = progress
    }

    /// The index of the next unit to measure, waiting while it is too far ahead; `nil` when all
    /// are handed out or the run stopped.
    func claim() async -> Int? {
        while !stopped, nextToClaim < count, nextToClaim >= nextToConsume + window {
            await withCheckedContinuation { waiting.append($0) }
        }
        guard !stopped, nextToClaim < count else { return nil }
        defer { nextToClaim += 1 }
        return nextToClaim
    }

    /// Takes unit `index`, and passes on every unit that is now next in order.
    func deliver(_ index: Int, _ unit: EncodedUnit) {
        pending[index] = unit
        guard index == nextToConsume else { return }
        while let ready = pending.removeValue(forKey: nextToConsume) {
            consumer.consume(ready)
            progress?(ready.progressCells)
            nextToConsume += 1
        }
        wake()
    }

    /// Stops handing out work (a task failed); waiting tasks get `nil`.
    func stop() {
        stopped = true
        wake()
    }

    /// Ends the run once every unit is delivered.
    func finish() throws(InputError) -> Consumer.Output { try consumer.finish() }

    private func wake() {
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }
}
