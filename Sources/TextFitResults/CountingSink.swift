import Synchronization

/// A ``ByteSink`` that counts the bytes written and keeps none: what the benchmark writes the
/// results JSON to, so it times the encoding `check --format json` does without a disk.
package final class CountingSink: ByteSink, Sendable {
    private let count = Atomic<Int>(0)

    /// A sink that has counted nothing.
    package init() {}

    package func write(_ bytes: UnsafeRawBufferPointer) {
        count.add(bytes.count, ordering: .relaxed)
    }

    package func flush() throws(InputError) {}

    /// The bytes written so far.
    package var byteCount: Int { count.load(ordering: .relaxed) }
}
