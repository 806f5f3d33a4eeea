import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped into memory read-only, for reading parts of a large file in any order without
/// holding all of it: the pages read are the file's own, and ``release()`` gives them back (a
/// page read again afterwards comes from the file again), so the memory a reader holds stays
/// bounded by how much it reads between releases, not by the file's size. A pipe or a device,
/// which cannot be mapped, is read whole instead.
package final class MappedFile: @unchecked Sendable {
    // @unchecked: the mapping is read-only and lives as long as the object; releasing pages
    // changes no byte a reader sees.

    /// The file's bytes.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// Whether `bytes` is a mapping of the file (else a copy read from a pipe or device).
    private let mapped: Bool
    /// The bytes read (``noteRead(_:releasingEvery:)``) since the pages were last given back.
    private let readSinceRelease = Atomic<Int>(0)

    /// Maps the file at `path`.
    ///
    /// - Throws: an ``InputError`` naming the file when it cannot be opened or mapped.
    package init(path: String) throws(InputError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw InputError(file: path, reason: "cannot read the results file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputError(file: path, reason: "cannot read the results file: \(String(cString: strerror(errno)))")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            // A pipe or a device (`<(…)`, /dev/stdin): read whole into memory this object owns.
            let data: Data
            do {
                data = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
            } catch {
                throw InputError(file: path, reason: "cannot read the results file: \(error.localizedDescription)")
            }
            let owned = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(data.count, 1))
            _ = owned.initialize(from: data)
            bytes = UnsafeBufferPointer(start: owned.baseAddress, count: data.count)
            mapped = false
            return
        }
        mapped = true
        let size = Int(status.st_size)
        guard size > 0 else {
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        #if os(Linux)
        // Pages the system has let go of since the file was written (a large file read once
        // earlier, say) are read from disk at once, in the background, rather than one page
        // fault at a time as the readers reach them.
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
        #endif
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            throw InputError(file: path, reason: "cannot read the results file: \(String(cString: strerror(errno)))")
        }
        bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        } else {
            UnsafeMutablePointer(mutating: base).deallocate()
        }
    }

    /// The bytes as `Data`, without a copy; valid while this object lives.
    package var data: Data {
        guard let base = bytes.baseAddress else { return Data() }
        return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
    }

    /// Counts `count` bytes read by readers that go through the file in any order, from any
    /// task, and gives every page back (``release(_:)``) each time `every` bytes were read
    /// since the last time: what they hold stays bounded by that, whatever the file's size.
    package func noteRead(_ count: Int, releasingEvery every: Int) {
        let read = readSinceRelease.add(count, ordering: .relaxed).newValue
        if read >= every, readSinceRelease.compareExchange(expected: read, desired: 0, ordering: .relaxed).exchanged {
            release()
        }
    }

    /// Gives back the pages of `range` (all of the file by default) that are in memory; reading
    /// them again reads the file.
    package func release(_ range: Range<Int>? = nil) {
        guard mapped, let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let wanted = range ?? 0 ..< bytes.count
        // Whole pages inside the range only.
        let start = (wanted.lowerBound + page - 1) / page * page
        let end = wanted.upperBound == bytes.count ? bytes.count : wanted.upperBound / page * page
        guard end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }
}
