import Testing
@testable import TextFitCore
@testable import TextFitRun

/// The reorder buffer between the measuring tasks and the consumer (``OrderedDelivery``): units
/// handed in out of order reach the consumer in order, each once; no task claims a unit a window
/// or more ahead of the next one consumed; and tasks that ran ahead of a slow consumer, and
/// waited, are woken, so the run ends. Checked with several window sizes and more tasks than
/// the window holds.
@Suite struct OrderedDeliveryTests {
    /// Records the order units come in; slow on every seventh, so that the tasks run ahead and wait.
    final class Recorder: OrderedConsumer, @unchecked Sendable {
        // @unchecked: only the task running the consumer touches `order` (``OrderedDelivery``).
        struct Encoder: CellEncoder {
            var isActive: Bool { false }
            func encode(_ cell: CellResult) {}
        }
        let encoder = Encoder()
        var order: [Int] = []
        let consumed: Guarded<Int>

        init(consumed: Guarded<Int>) { self.consumed = consumed }

        func consume(_ unit: EncodedUnit<Void>) {
            if unit.progressCells % 7 == 0 {
                var spin = 0
                for step in 0 ..< 20_000 { spin &+= step }
                #expect(spin != 1)
            }
            order.append(unit.progressCells)
            consumed.withLock { $0 += 1 }
        }

        func finish() -> [Int] { order }
    }

    @Test(arguments: [1, 2, 5, 16])
    func unitsReachTheConsumerInOrderWithinTheWindow(window: Int) async throws {
        let count = 3_000, tasks = 4
        let consumed = Guarded(0)
        let delivery = OrderedDelivery(consumer: Recorder(consumed: consumed), count: count, window: window, progress: nil)
        // The furthest a claimed unit was ahead of the units consumed when it was claimed.
        let furthest = Guarded(0)
        // Tasks done, and whether the watchdog found a task left waiting that nothing will wake
        // (``OrderedDelivery/hasLostWaiters``) and stopped the run, which would otherwise hang
        // rather than fail. A slow run (a loaded machine) is waited for.
        let done = Guarded(0), stalled = Guarded(false)
        await withTaskGroup(of: Void.self) { group in
            for task in 0 ..< tasks {
                group.addTask {
                    while let index = await delivery.claim() {
                        let ahead = index - consumed.withLock { $0 }
                        furthest.withLock { $0 = max($0, ahead) }
                        // Units finish out of order: some tasks yield before handing theirs in.
                        if (index + task) % 3 == 0 { await Task.yield() }
                        delivery.deliver(index, EncodedUnit(cells: [], records: [], progressCells: index))
                    }
                    done.withLock { $0 += 1 }
                }
            }
            group.addTask {
                while done.withLock({ $0 }) < tasks {
                    if delivery.hasLostWaiters {
                        stalled.withLock { $0 = true }
                        delivery.stop()
                        return
                    }
                    try? await Task.sleep(for: .milliseconds(5))
                }
            }
        }
        #expect(!stalled.withLock { $0 }, "tasks were left waiting")
        let order = try delivery.finish()
        #expect(order == Array(0 ..< count))
        // Claimed no further ahead than the window allows (the count read may lag behind the
        // consumer, never run ahead of it).
        #expect(furthest.withLock { $0 } < window)
    }
}
