import Foundation

/// A ``ByteSink`` that keeps everything written, for rendering an output into a string.
package final class MemorySink: ByteSink, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    /// An empty sink.
    package init() {}

    package func write(_ bytes: UnsafeRawBufferPointer) {
        lock.lock()
        self.bytes.append(contentsOf: bytes)
        lock.unlock()
    }

    package func flush() throws(InputError) {}

    /// Everything written, as UTF-8 text.
    package var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
