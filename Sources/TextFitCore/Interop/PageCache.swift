import CSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's cache of a large file's pages as the file is written: its bytes handed to the
/// disk as they come, and dropped from the cache once they are there (`sync_file_range(2)`,
/// `posix_fadvise(2)`). Linux only; elsewhere each call does nothing.
package enum PageCache {
    /// Asks the system to start writing the dirty pages of `range` (bytes of the file open as
    /// `descriptor`) to disk, without waiting for them.
    package static func startWriting(_ descriptor: Int32, _ range: Range<Int>) {
        #if os(Linux)
        guard !range.isEmpty else { return }
        if textfit_sync_file_range(descriptor, Int64(range.lowerBound), Int64(range.count),
                                   UInt32(textfit_sync_file_range_write)) != 0 {
            // No such call here: advising that the pages are not needed starts their write-back too.
            _ = posix_fadvise(descriptor, off_t(range.lowerBound), off_t(range.count), POSIX_FADV_DONTNEED)
        }
        #endif
    }

    /// Writes the dirty pages of `range` to disk, waits until they are there, and drops them
    /// from the cache. The system drops only pages that are on disk: should the wait fail, a
    /// page still dirty is kept.
    package static func writeAndDrop(_ descriptor: Int32, _ range: Range<Int>) {
        #if os(Linux)
        guard !range.isEmpty else { return }
        let flags = textfit_sync_file_range_wait_before | textfit_sync_file_range_write
            | textfit_sync_file_range_wait_after
        _ = textfit_sync_file_range(descriptor, Int64(range.lowerBound), Int64(range.count), UInt32(flags))
        _ = posix_fadvise(descriptor, off_t(range.lowerBound), off_t(range.count), POSIX_FADV_DONTNEED)
        #endif
    }
}
