import Foundation

/// A ``ByteSink`` that keeps everything written, for rendering an output into a string.
package final class MemorySink: ByteSink, @unchecked Sendable {
    private let bytes = Guarded<[UInt8]>([])

    /// An empty sink.
    package init() {}

    package func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.withLock { $0.append(contentsOf: bytes) }
    }

    package func flush() throws(InputError) {}

    /// Everything written, as UTF-8 text.
    package var text: String {
        bytes.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
