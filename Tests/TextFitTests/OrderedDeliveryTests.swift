import Foundation
import Testing
@testable import TextFitCore
@testable import TextFitResults
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

    /// A consumer writing each unit's bytes to a file, whose blocks the other tasks write behind it.
    final class FileWriter: OrderedConsumer, @unchecked Sendable {
        // @unchecked: only the task running the consumer calls `consume` (``OrderedDelivery``).
        let encoder = Recorder.Encoder()
        let sink: FileSink
        let helped: HelpCount

        init(sink: FileSink, helped: HelpCount) {
            self.sink = sink
            self.helped = helped
        }

        /// Unit `i`'s bytes: 3,000 + i % 5,000 bytes of `i`'s low byte, then a line feed.
        static func bytes(_ index: Int) -> [UInt8] {
            Array(repeating: UInt8(truncatingIfNeeded: index), count: 3_000 + index % 5_000) + [10]
        }

        func consume(_ unit: EncodedUnit<Void>) {
            Self.bytes(unit.progressCells).withUnsafeBytes { sink.write($0) }
        }

        func finish() {}

        var writesBehind: [any WriteBehind] { [helped] }
    }

    /// The sink's ``WriteBehind``, counting the blocks other tasks wrote for the consumer.
    final class HelpCount: WriteBehind {
        let sink: FileSink
        let count = Guarded(0)

        init(sink: FileSink) { self.sink = sink }

        func writeWaitingBlock() -> Bool {
            let wrote = sink.writeWaitingBlock()
            if wrote { count.withLock { $0 += 1 } }
            return wrote
        }
    }

    /// The measuring tasks write the consumer's sealed blocks while they wait or hand in a unit
    /// another task is consuming, and the file is still every unit's bytes in canonical order.
    @Test func theTasksWriteTheConsumersBlocksInOrder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-behind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.json").path
        let count = 2_000, tasks = 4
        let sink = try FileSink(path: path)
        let helped = HelpCount(sink: sink)
        let delivery = OrderedDelivery(consumer: FileWriter(sink: sink, helped: helped), count: count, window: 2,
                                       progress: nil)
        await withTaskGroup(of: Void.self) { group in
            for task in 0 ..< tasks {
                group.addTask {
                    while let index = await delivery.claim() {
                        if (index + task) % 3 == 0 { await Task.yield() }
                        delivery.deliver(index, EncodedUnit(cells: [], records: [], progressCells: index))
                    }
                }
            }
        }
        try delivery.finish()
        try sink.close()
        let expected = (0 ..< count).flatMap(FileWriter.bytes)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.count == expected.count)
        #expect(written == Data(expected))
        #expect(helped.count.withLock { $0 } > 0, "no task wrote a block for the consumer")
    }
}
