import Foundation

/// A ``ByteSink`` that keeps everything written, for rendering an output into a string.
public final class MemorySink: ByteSink, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) {
        lock.lock()
        self.bytes.append(contentsOf: bytes)
        lock.unlock()
    }

    public func flush() throws(InputError) {}

    /// Everything written, as UTF-8 text.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
