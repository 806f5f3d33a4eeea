import Foundation

/// A ``ByteSink`` writing to a file or to standard output through a 256 KiB buffer.
///
/// A lock guards the buffer, so the sink can be handed to the run's tasks. A failed write is
/// remembered and reported by the next ``flush()`` (naming the file) rather than thrown where
/// it happened.
public final class FileSink: ByteSink, @unchecked Sendable {
    /// How many bytes are gathered before they are written.
    static let bufferSize = 1 << 18

    private let lock = NSLock()
    private let handle: FileHandle
    private let name: String
    private let ownsHandle: Bool
    private var buffer: [UInt8] = []
    private var failure: String?

    private init(handle: FileHandle, name: String, ownsHandle: Bool) {
        self.handle = handle
        self.name = name
        self.ownsHandle = ownsHandle
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// A sink that creates (or empties) the file at `path`. The file is written in place, not
    /// replaced, so device paths such as `/dev/stdout` work.
    public convenience init(path: String) throws(InputError) {
        let handle: FileHandle
        do {
            try Data().write(to: URL(fileURLWithPath: path))
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, reason: "cannot write: \(error.localizedDescription)")
        }
        self.init(handle: handle, name: path, ownsHandle: true)
    }

    /// A sink that appends to the file at `path`, creating it if needed (GitHub's job summary).
    public static func appending(path: String) throws(InputError) -> FileSink {
        if !FileManager.default.fileExists(atPath: path) {
            do {
                try Data().write(to: URL(fileURLWithPath: path))
            } catch {
                throw InputError(file: path, reason: "cannot append: \(error.localizedDescription)")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw InputError(file: path, reason: "cannot append: cannot open the file")
        }
        do {
            try handle.seekToEnd()
        } catch {
            throw InputError(file: path, reason: "cannot append: \(error.localizedDescription)")
        }
        return FileSink(handle: handle, name: path, ownsHandle: true)
    }

    /// A sink on standard output (never closed).
    public static func standardOutput() -> FileSink {
        FileSink(handle: .standardOutput, name: "standard output", ownsHandle: false)
    }

    /// A sink on standard error (never closed).
    public static func standardError() -> FileSink {
        FileSink(handle: .standardError, name: "standard error", ownsHandle: false)
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { drain() }
    }

    public func flush() throws(InputError) {
        lock.lock()
        drain()
        let failure = self.failure
        lock.unlock()
        if let failure { throw InputError(file: ownsHandle ? name : nil, reason: "cannot write\(ownsHandle ? "" : " to \(name)"): \(failure)") }
    }

    /// Flushes and closes the file (standard output and error stay open).
    public func close() throws(InputError) {
        try flush()
        if ownsHandle { try? handle.close() }
    }

    /// Writes the buffer out; the lock is held.
    private func drain() {
        guard !buffer.isEmpty else { return }
        if failure == nil {
            do {
                try handle.write(contentsOf: buffer)
            } catch {
                failure = error.localizedDescription
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
