import Foundation

/// The SHA-256 of each font file, worked out at most once per process and kept across runs in
/// a ``FontHashCache``.
///
/// Every collection of a process shares ``shared``, so a file is hashed once however many
/// faces (a CJK collection holds ten) or collections use it. Hashing runs outside every shared
/// lock: a task that needs a file another task is hashing waits for that one file only, and
/// ``prepare(_:)`` hashes the files a run's font stacks need side by side.
///
/// Bound: one in-memory record per distinct font file the process opens (a path and a hash).
package final class FontVerifier: Sendable {
    /// The verifier of the process, with the user's cache file.
    static let shared = FontVerifier(cache: .userDefault())

    /// Reads and hashes the file at a path: lowercase hex, `nil` when the file cannot be read.
    package typealias Hasher = @Sendable (String) -> String?

    private let cache: FontHashCache
    private let hasher: Hasher
    private let state = Guarded(State())
    /// Held while the cache file is written, so two tasks' writes do not interleave; the value
    /// counts the writes. Not a ``Guarded`` `Void`: ThreadSanitizer takes an access to a value of
    /// no size for one to the lock beside it.
    private let writing = Guarded(0)

    private struct State: Sendable {
        /// The cache file's entries, read at the first file asked for.
        var stored: [String: FontHashCache.Entry]?
        /// Entries hashed by this process, most recent last.
        var fresh: [FontHashCache.Entry] = []
        var files: [String: FileCheck] = [:]
    }

    /// One file's hash, worked out once: its lock is held only by the task working it out.
    private final class FileCheck: Sendable {
        let outcome = Guarded<Outcome?>(nil)
    }

    private enum Outcome: Sendable {
        case hash(String)
        case failure(InputError)
    }

    package init(cache: FontHashCache, hasher: @escaping Hasher = FontVerifier.sha256) {
        self.cache = cache
        self.hasher = hasher
    }

    /// The SHA-256 of the file at `path`, lowercase hex: from this run, from the cache file when
    /// the file is unchanged since, or hashed now (and the cache file updated).
    package func sha256(of path: String) throws(InputError) -> String {
        let (outcome, hashed) = check(path)
        if hashed { save() }
        switch outcome {
        case .hash(let hash): return hash
        case .failure(let error): throw error
        }
    }

    /// Works out the hashes of `paths` not known yet, side by side (a task each, as many at once
    /// as there are cores), and updates the cache file once. Errors are left for ``sha256(of:)``
    /// to report.
    func prepare(_ paths: [String]) async {
        let unknown = unknownFiles(paths)
        guard !unknown.isEmpty else { return }
        let hashed = await unknown.concurrentMap(tasks: ProcessInfo.processInfo.activeProcessorCount) { path in
            self.check(path).hashed
        }
        if hashed.contains(true) { save() }
    }

    /// Works out the hashes of `paths` not known yet, one after another, for a caller that does
    /// not wait for tasks (a font stack loaded while a title is measured), and updates the cache
    /// file once. Errors are left for ``sha256(of:)`` to report.
    func prepareInOrder(_ paths: [String]) {
        var hashed = false
        for path in unknownFiles(paths) where check(path).hashed { hashed = true }
        if hashed { save() }
    }

    /// The files of `paths` no task has started on, each once, in order; those another task has
    /// started on are left to it (``sha256(of:)`` waits for them).
    private func unknownFiles(_ paths: [String]) -> [String] {
        state.withLock { state in
            Array(Set(paths.filter { state.files[Self.absolute($0)] == nil }))
        }.sorted()
    }

    /// The outcome for `path`, and whether it was hashed just now.
    private func check(_ path: String) -> (outcome: Outcome, hashed: Bool) {
        let absolute = Self.absolute(path)
        let (file, stored) = state.withLock { state in
            if state.stored == nil { state.stored = cache.read() }
            if let known = state.files[absolute] { return (known, state.stored?[absolute]) }
            let file = FileCheck()
            state.files[absolute] = file
            return (file, state.stored?[absolute])
        }
        return file.outcome.withLock { outcome in
            if let outcome { return (outcome, false) }
            guard let status = FileStatus(path: absolute) else {
                let failure = Outcome.failure(InputError(file: path, reason: "cannot read font file"))
                outcome = failure
                return (failure, false)
            }
            if let stored, stored.status == status {
                outcome = .hash(stored.sha256)
                return (.hash(stored.sha256), false)
            }
            guard let hash = hasher(absolute) else {
                let failure = Outcome.failure(InputError(file: path, reason: "cannot read font file"))
                outcome = failure
                return (failure, false)
            }
            outcome = .hash(hash)
            // Remember the hash across runs only if the file did not change while it was read.
            if FileStatus(path: absolute) == status {
                let entry = FontHashCache.Entry(path: absolute, status: status, sha256: hash)
                state.withLock { $0.fresh.append(entry) }
                return (.hash(hash), true)
            }
            return (.hash(hash), false)
        }
    }

    /// Writes this run's hashes, then the earlier runs' ones, to the cache file.
    private func save() {
        writing.withLock { writes in
            let entries: [FontHashCache.Entry] = state.withLock { state in
                let earlier = (state.stored ?? [:]).values.sorted { $0.path < $1.path }
                return state.fresh.reversed() + earlier
            }
            cache.write(entries)
            writes += 1
        }
    }

    private static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    /// Maps the file and hashes its bytes with SHA-256 (the system's libcrypto).
    package static let sha256: Hasher = { path in
        guard let bytes = FontBytes(path: path) else { return nil }
        return bytes.withUnsafeBytes { SHA256Digest.hex($0) }
    }
}
