import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``ByteSink`` writing to a file or to standard output through a 256 KiB buffer.
///
/// A file output is whole or absent: the bytes go to a temporary file beside the target
/// (`.name.textfit-…`, in the same folder so the rename stays on one file system), and ``close()``
/// renames it into place only once everything was written. A failure — a write that meets a
/// full disk, an error that ends the run, a sink dropped without ``close()`` — removes the
/// temporary file and leaves any previous file at the path as it was. A path that is not a
/// regular file (`/dev/stdout`, a pipe) is written in place.
///
/// A ``Guarded`` holds the buffer, so the sink can be handed to the run's tasks. A failed write is
/// remembered and reported by the next ``flush()`` (naming the output and the file) rather than
/// thrown where it happened; the error is an output failure (``InputError/Fault/output``).
///
/// A full buffer is sealed and queued, not written at once: any task may write the queue's
/// first block (``writeWaitingBlock()``), so the run's tasks take the system's copy of the
/// bytes off the one task that makes them (``WriteBehind``). The queue is bounded: past
/// ``sealedLimit`` blocks, the writing task writes one itself. Blocks go to the file one at a
/// time, in order, under a second lock (`io`), which is always taken before the buffer's.
package final class FileSink: ByteSink, WriteBehind, @unchecked Sendable {
    /// How many bytes are gathered before they are written.
    static let bufferSize = 1 << 18

    private let handle: FileHandle
    private let name: String
    /// What the output is, for messages ("the HTML report").
    private let what: String
    private let ownsHandle: Bool
    /// Whether ``close()`` waits for the bytes to reach the disk before the file is put in place.
    /// Not for a companion (``companion(suffix:what:)``), whose reader checks it against its file:
    /// one cut short by a crash is passed over.
    private let durable: Bool
    /// Whether written bytes are handed to the system to write to disk as they come, and dropped
    /// from its cache once there (``startWriteBack(_:)``): a durable sink that replaces a file.
    private let writesBack: Bool
    private let state: Guarded<State>
    /// Held while a block is written, so that blocks reach the file one at a time, in order.
    private let io = Guarded(Written())

    /// What the tasks share.
    private struct State: Sendable {
        /// The bytes not yet sealed.
        var buffer: [UInt8] = []
        /// Full buffers waiting to be written, oldest first.
        var sealed: [[UInt8]] = []
        /// Written buffers, emptied, for the next ones.
        var spare: [[UInt8]] = []
        /// The first write's failure, reported by the next ``flush()``.
        var failure: String?
        /// The temporary file the bytes go to until ``close()`` renames it to `name`.
        var temporary: String?
        /// The files that go beside this one (``companion(suffix:what:)``), put in place after it.
        var companions: [FileSink] = []
        /// What writes the file's last bytes at the next flush (``end(with:)``).
        var ending: (@Sendable () -> Void)?
    }

    /// The bytes written to the file; how many of them were handed to the system to write to
    /// disk, at the last call of ``startWriteBack(_:)`` and at the one before; and how many were
    /// dropped from its cache.
    private struct Written: Sendable {
        var written = 0, handedOn = 0, handedOnBefore = 0, dropped = 0
    }

    /// How many sealed blocks may wait before the writing task writes one itself.
    static let sealedLimit = 8

    /// How many bytes are written before the system is asked to start writing them to disk.
    static let writeBackEvery = 32 << 20

    private init(handle: FileHandle, name: String, what: String, ownsHandle: Bool, temporary: String? = nil,
                 durable: Bool = true) {
        self.handle = handle
        self.name = name
        self.what = what
        self.ownsHandle = ownsHandle
        self.durable = durable
        writesBack = durable && temporary != nil
        var state = State(temporary: temporary)
        state.buffer.reserveCapacity(Self.bufferSize)
        self.state = Guarded(state)
    }

    deinit {
        // Never renamed into place: the output is absent, the previous file untouched.
        if let temporary = state.withLock({ $0.temporary }) { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// A sink that replaces the file at `path` when closed; `what` names the output in errors
    /// ("the HTML report"). Throws, naming the file, when no file can be made beside it.
    package convenience init(path: String, what: String = "the output") throws(InputError) {
        try self.init(path: path, what: what, durable: true)
    }

    private convenience init(path: String, what: String, durable: Bool) throws(InputError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            throw InputError(output: path, reason: "cannot write \(what): it is a folder")
        }
        if exists && FileStatus(path: path) == nil {
            // A device or a pipe: written in place, as it cannot be replaced.
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw InputError(output: path, reason: "cannot write \(what): cannot open the file")
            }
            self.init(handle: handle, name: path, what: what, ownsHandle: true)
            return
        }
        let url = URL(fileURLWithPath: path)
        // The folder is named when it is what is wrong: the system's own words ("The file
        // doesn't exist") would not say which.
        let folder = url.deletingLastPathComponent()
        var folderIsDirectory: ObjCBool = false
        if !manager.fileExists(atPath: folder.path, isDirectory: &folderIsDirectory) {
            throw InputError(output: path, reason: "cannot write \(what): the folder \(folder.path) does not exist")
        }
        if !folderIsDirectory.boolValue {
            throw InputError(output: path, reason: "cannot write \(what): \(folder.path) is not a folder")
        }
        let temporary = folder
            .appendingPathComponent(".\(url.lastPathComponent).textfit-\(UUID().uuidString.prefix(8))").path
        let handle: FileHandle
        do {
            try Data().write(to: URL(fileURLWithPath: temporary))
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw InputError(output: path, reason: "cannot write \(what): \(Self.describe(error))")
        }
        if exists, let mode = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions] {
            // The replacement keeps the previous file's permissions.
            try? manager.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary)
        }
        self.init(handle: handle, name: path, what: what, ownsHandle: true, temporary: temporary, durable: durable)
    }

    /// A sink that appends to the file at `path`, creating it if needed (GitHub's job summary).
    package static func appending(path: String) throws(InputError) -> FileSink {
        if !FileManager.default.fileExists(atPath: path) {
            do {
                try Data().write(to: URL(fileURLWithPath: path))
            } catch {
                throw InputError(output: path, reason: "cannot append: \(describe(error))")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw InputError(output: path, reason: "cannot append: cannot open the file")
        }
        do {
            try handle.seekToEnd()
        } catch {
            throw InputError(output: path, reason: "cannot append: \(describe(error))")
        }
        return FileSink(handle: handle, name: path, what: "the job summary", ownsHandle: true)
    }

    /// A sink on standard output (never closed).
    package static func standardOutput() -> FileSink {
        FileSink(handle: .standardOutput, name: "standard output", what: "standard output", ownsHandle: false)
    }

    /// A sink on standard error (never closed).
    package static func standardError() -> FileSink {
        FileSink(handle: .standardError, name: "standard error", what: "standard error", ownsHandle: false)
    }

    package func write(_ bytes: UnsafeRawBufferPointer) {
        let backlog = state.withLock { state -> Bool in
            state.buffer.append(contentsOf: bytes)
            if state.buffer.count >= Self.bufferSize { seal(&state) }
            return state.sealed.count > Self.sealedLimit
        }
        if backlog { _ = io.withLock { writeFirstBlock(&$0) } }
    }

    /// Queues `bytes` as a block of their own after what was gathered before, and gives back a
    /// spare (``ByteSink/write(taking:)``): the bytes are not copied on their way to the file.
    package func write(taking bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let backlog = state.withLock { state -> Bool in
            seal(&state)
            var taken = state.spare.popLast() ?? []
            swap(&taken, &bytes)
            state.sealed.append(taken)
            return state.sealed.count > Self.sealedLimit
        }
        if backlog { _ = io.withLock { writeFirstBlock(&$0) } }
    }

    package func writeWaitingBlock() -> Bool {
        guard state.withLock({ !$0.sealed.isEmpty }) else { return false }
        return io.withLockIfAvailable { writeFirstBlock(&$0) } ?? false
    }

    /// How many sealed blocks wait to be written.
    var waitingBlockCount: Int { state.withLock { $0.sealed.count } }

    /// Keeps `ending` for the next ``flush()`` (or ``close()``) to run before it writes out what
    /// is buffered.
    package func end(with ending: @escaping @Sendable () -> Void) {
        state.withLock { $0.ending = ending }
    }

    package func flush() throws(InputError) {
        // Run with no lock held: it writes to this sink.
        if let ending = state.withLock({ state in defer { state.ending = nil }; return state.ending }) { ending() }
        io.withLock { written in
            let blocks = state.withLock { state in
                seal(&state)
                defer { state.sealed = [] }
                return state.sealed
            }
            for block in blocks { block.withUnsafeBytes { emit($0, &written) } }
        }
        let (failure, replacing) = state.withLock { ($0.failure, $0.temporary != nil) }
        guard let failure else { return }
        guard ownsHandle else { throw InputError(output: nil, reason: "cannot write to \(name): \(failure)") }
        discard()
        throw InputError(output: name, reason: "cannot write \(what): \(failure)" + (replacing ? Self.untouched : ""))
    }

    /// Flushes and closes the file, then puts it in place of the previous one (standard output
    /// and error stay open).
    package func close() throws(InputError) {
        try flush()
        guard ownsHandle else { return }
        do {
            if durable { try handle.synchronize() }
            try handle.close()
        } catch {
            discard()
            throw InputError(output: name, reason: "cannot write \(what): \(Self.describe(error))" + Self.untouched)
        }
        guard let temporary = state.withLock({ $0.temporary }) else { return }
        if let problem = FileReplacement.rename(temporary, to: name) {
            discard()
            throw InputError(output: name, reason: "cannot put \(what) in place: \(problem)" + Self.untouched)
        }
        let companions = state.withLock { state in
            state.temporary = nil
            defer { state.companions = [] }
            return state.companions
        }
        for companion in companions {
            // Optional: one that cannot be written is not left as it was beside the new file.
            do {
                try companion.close()
                // Its time is now, not that of its last write: a reader takes it as made for the
                // file only when it is not older (an edit of the file since makes it newer).
                _ = utimensat(AT_FDCWD, companion.name, nil, 0)
            } catch {
                try? FileManager.default.removeItem(atPath: companion.name)
            }
        }
    }

    /// A sink for the file named by this one's name and `suffix`, put in place right after this
    /// one (``close()``) and dropped with it (``discard()``); `nil` unless this sink replaces a
    /// regular file, or when the file beside it cannot be made.
    package func companion(suffix: String, what: String) -> (any ByteSink)? {
        guard state.withLock({ $0.temporary != nil }), let companion = try? FileSink(path: name + suffix, what: what, durable: false),
              companion.state.withLock({ $0.temporary != nil }) else { return nil }
        state.withLock { $0.companions.append(companion) }
        return companion
    }

    /// Drops what was written: the temporary file is removed and the previous file stays.
    package func discard() {
        let companions = state.withLock { state in
            if let temporary = state.temporary {
                try? handle.close()
                try? FileManager.default.removeItem(atPath: temporary)
                state.temporary = nil
            }
            defer { state.companions = [] }
            return state.companions
        }
        for companion in companions { companion.discard() }
    }

    private static let untouched = "; nothing was written there (a previous file is left as it was)"

    /// The reason of a Foundation or system error without Foundation's wrapping.
    private static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return FileReplacement.message(errno: Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return FileReplacement.message(errno: Int32(ns.code)) }
        return error.localizedDescription
    }

    /// Queues the buffer to be written and starts a new one (a spare, its capacity kept); called
    /// with the buffer's lock held.
    private func seal(_ state: inout State) {
        guard !state.buffer.isEmpty else { return }
        var next = state.spare.popLast() ?? []
        next.reserveCapacity(Self.bufferSize)
        swap(&next, &state.buffer)
        state.sealed.append(next)
    }

    /// Writes the oldest sealed block, if any, and keeps its array as a spare; called with `io`
    /// held, so that no other block is written meanwhile. Whether there was one.
    private func writeFirstBlock(_ written: inout Written) -> Bool {
        guard var block = state.withLock({ $0.sealed.isEmpty ? nil : $0.sealed.removeFirst() }) else { return false }
        block.withUnsafeBytes { emit($0, &written) }
        block.removeAll(keepingCapacity: true)
        state.withLock { $0.spare.append(block) }
        return true
    }

    /// Writes `bytes` to the file unless a write failed before; called with `io` held.
    private func emit(_ bytes: UnsafeRawBufferPointer, _ written: inout Written) {
        guard !bytes.isEmpty, state.withLock({ $0.failure == nil }) else { return }
        do {
            try handle.write(contentsOf: bytes)
            written.written += bytes.count
            if writesBack, written.written - written.handedOn >= Self.writeBackEvery { startWriteBack(&written) }
        } catch {
            let failure = Self.describe(error)
            state.withLock { $0.failure = $0.failure ?? failure }
        }
    }

    /// Asks the system to start writing the bytes written since the last call to disk, without
    /// waiting for them, so that ``close()``'s `fsync` of a large output finds little left to do;
    /// and drops from its cache the bytes handed on at the call before the last, once they are on
    /// disk (by then there is little or nothing to wait for). Called with `io` held.
    ///
    /// So a large output holds two to three windows of the cache (``writeBackEvery`` each), not all
    /// of itself, and its next writes take the pages just dropped rather than pages that were
    /// free for a while. That matters on a virtual machine whose host takes back the memory its
    /// guest leaves free: the first write to such a page costs the guest a fault in the host.
    /// docs/performance.md has the measurements.
    private func startWriteBack(_ written: inout Written) {
        let descriptor = handle.fileDescriptor
        PageCache.startWriting(descriptor, written.handedOn ..< written.written)
        PageCache.writeAndDrop(descriptor, written.dropped ..< written.handedOnBefore)
        written.dropped = written.handedOnBefore
        written.handedOnBefore = written.handedOn
        written.handedOn = written.written
    }
}
