import Foundation

/// SHA-256s of font files hashed in earlier runs, kept in one small file so that a run does
/// not read every pinned font again (about 50 MB for the bundled set).
///
/// An entry speaks only for the exact version of the file it was taken from: the same path,
/// device, inode, size, and modification and status-change times to the nanosecond
/// (``FileStatus``). Any difference — a replaced, touched or rewritten file — and the file is
/// hashed again, so the cache can make a run faster but never makes it accept a file that the
/// manifest's pin refuses. It guards against a different font build, not against someone who
/// can write to the user's own cache folder.
///
/// The cache is only a convenience: a file that cannot be read, parsed or written (a read-only
/// home, a truncated or foreign file) is ignored — the fonts are hashed — and never an error.
///
/// Where: `$XDG_CACHE_HOME/textfit/font-hashes`, else `~/.cache/textfit/font-hashes`.
/// Bound: at most `capacity` entries (512 by default, about 100 KB), written only for files
/// that still exist with the status recorded; when there are more, the most recently hashed
/// are kept.
package struct FontHashCache: Sendable {
    /// One file version and its hash.
    package struct Entry: Sendable, Hashable {
        var path: String
        var status: FileStatus
        /// Lowercase hex.
        var sha256: String
    }

    /// The cache file; `nil` for no persistent cache (hashes live for the run only).
    package let file: String?
    /// The most entries written.
    let capacity: Int

    static let header = "textfit font hashes 1"

    package init(file: String?, capacity: Int = 512) {
        self.file = file
        self.capacity = max(1, capacity)
    }

    /// The cache in the user's cache folder: `$XDG_CACHE_HOME` when it is an absolute path (as
    /// the XDG base-directory rules require), else `$HOME/.cache`; `nil` when neither is set.
    package static func userDefault(environment: [String: String] = ProcessInfo.processInfo.environment) -> FontHashCache {
        var base: String?
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home as NSString).appendingPathComponent(".cache")
        }
        return FontHashCache(file: base.map { ($0 as NSString).appendingPathComponent("textfit/font-hashes") })
    }

    /// The entries on disk, by path; empty when there is no cache file or it is not one this
    /// version wrote in full (any malformed line discards the whole file, and so does a file
    /// larger than `capacity` entries could make, which is not read at all).
    package func read() -> [String: Entry] {
        guard let file, let status = FileStatus(path: file), status.size <= Int64(capacity) * 1024,
              let data = FileManager.default.contents(atPath: file),
              let text = String(data: data, encoding: .utf8) else { return [:] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A complete file ends with a newline: the last piece is empty.
        guard lines.count >= 2, lines.removeFirst() == Self.header, lines.removeLast().isEmpty else { return [:] }
        var entries: [String: Entry] = [:]
        for line in lines {
            guard let entry = Self.parse(line) else { return [:] }
            entries[entry.path] = entry
        }
        return entries
    }

    /// Writes `entries` (most recent first), keeping those whose file still has the recorded
    /// status, at most `capacity`. Replaces the file atomically; any failure leaves it as it was.
    func write(_ entries: [Entry]) {
        guard let file else { return }
        var seen = Set<String>()
        var text = Self.header + "\n"
        var count = 0
        for entry in entries where count < capacity && !seen.contains(entry.path) {
            seen.insert(entry.path)
            // A path that would break the line format is simply not cached.
            guard !entry.path.contains(where: { $0 == "\t" || $0.isNewline }),
                  FileStatus(path: entry.path) == entry.status else { continue }
            let s = entry.status
            text += "\(entry.sha256)\t\(s.size)\t\(s.modified)\t\(s.changed)\t\(s.inode)\t\(s.device)\t\(entry.path)\n"
            count += 1
        }
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            // Read-only or full: the run goes on without a persistent cache.
        }
    }

    /// One line: `sha256 TAB size TAB mtime-ns TAB ctime-ns TAB inode TAB device TAB path`.
    static func parse(_ line: Substring) -> Entry? {
        let fields = line.split(separator: "\t", maxSplits: 6, omittingEmptySubsequences: false)
        guard fields.count == 7 else { return nil }
        let hash = fields[0]
        guard hash.utf8.count == 64, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
              let size = Int64(fields[1]), size >= 0, let modified = Int64(fields[2]), let changed = Int64(fields[3]),
              let inode = UInt64(fields[4]), let device = UInt64(fields[5]), fields[6].hasPrefix("/")
        else { return nil }
        return Entry(path: String(fields[6]),
                     status: FileStatus(device: device, inode: inode, size: size, modified: modified, changed: changed),
                     sha256: String(hash))
    }
}
