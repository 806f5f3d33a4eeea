#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says identifies one version of a file: device, inode, size, and the
/// modification and status-change times to the nanosecond.
///
/// Any write to a file changes its modification time, and its status-change time too — which,
/// unlike the modification time, no user call can set back — so two equal statuses mean the
/// same bytes unless the clock itself was turned back.
package struct FileStatus: Sendable, Hashable {
    var device: UInt64
    package var inode: UInt64
    package var size: Int64
    /// Nanoseconds since 1970.
    package var modified: Int64
    /// Nanoseconds since 1970.
    var changed: Int64

    /// The status of `path` (following symbolic links); `nil` when it cannot be read or is not a regular file.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
    }

    /// Whether `path` itself is a folder, a symbolic link not followed: what
    /// `URLResourceValues.isDirectory` answers, with one `lstat(2)` instead of the whole
    /// attributes dictionary Foundation builds for it on Linux. `false` when it cannot be read.
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}
