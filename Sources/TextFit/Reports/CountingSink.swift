import Synchronization

/// A ``ByteSink`` that counts the bytes written and keeps none: what the benchmark writes the
/// results JSON to, so it times the encoding `check --format json` does without a disk.
public final class CountingSink: ByteSink, Sendable {
    private let count = Atomic<Int>(0)

    /// A sink that has counted nothing.
    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) {
        count.add(bytes.count, ordering: .relaxed)
    }

    public func flush() throws(InputError) {}

    /// The bytes written so far.
    public var byteCount: Int { count.load(ordering: .relaxed) }
}
