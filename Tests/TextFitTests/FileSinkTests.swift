import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A file output is whole or absent: written beside its target and renamed into place on close;
/// dropped or failed, it leaves the previous file as it was and nothing beside it.
@Suite struct FileSinkTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-sink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theFileIsReplacedOnlyOnClose() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.json")
        try Data("old\n".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        let sink = try FileSink(path: target.path, what: "the results JSON")
        sink.write(String(repeating: "x", count: 3 * FileSink.bufferSize))   // past the buffer: a sealed block
        // Mid-way the target is the old file; the new bytes are in one hidden file beside it.
        #expect(try String(contentsOf: target, encoding: .utf8) == "old\n")
        let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "out.json" }
        #expect(beside.count == 1 && beside[0].hasPrefix(".out.json.textfit-"))
        try sink.close()
        #expect(try Data(contentsOf: target).count == 3 * FileSink.bufferSize)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
    }

    /// An ending (``FileSink/end(with:)``) is kept until the next flush or close, which runs it
    /// once before writing out: its bytes follow everything written before, even past a full
    /// buffer, and the file holds them when it is put in place.
    @Test func anEndingIsWrittenByTheNextFlushOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.json")
        let sink = try FileSink(path: target.path)
        let body = (0 ..< FileSink.bufferSize + 5).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        body.withUnsafeBytes { sink.write($0) }
        let runs = Guarded(0)
        // Longer than a buffer, so that the ending itself seals one.
        let tail = Array(repeating: UInt8(ascii: "e"), count: FileSink.bufferSize + 3)
        sink.end { [sink] in
            runs.withLock { $0 += 1 }
            sink.write(bytes: tail)
        }
        #expect(runs.withLock { $0 } == 0)
        try sink.flush()
        #expect(runs.withLock { $0 } == 1)
        try sink.close()
        #expect(runs.withLock { $0 } == 1)
        #expect(try Array(Data(contentsOf: target)) == body + tail)

        // A sink that is not a file runs an ending at once.
        let memory = MemorySink()
        memory.write("a")
        memory.end { [memory] in memory.write("b") }
        memory.write("c")
        #expect(memory.text == "abc")
    }

    /// Writes gather in the buffer, which is sealed once full and written by whichever task
    /// comes first (``FileSink/writeWaitingBlock()``), or by the writer once more than
    /// ``FileSink/sealedLimit`` blocks wait: the file is every write, in order.
    @Test func writesOfEverySizeLandInOrder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.json")
        let sink = try FileSink(path: target.path)
        var expected: [UInt8] = []
        let sizes = [3, 17, FileSink.bufferSize / 4, 1, FileSink.bufferSize / 4 - 1, 5, 3 * FileSink.bufferSize, 2,
                     FileSink.bufferSize - 7, 11]
        for (index, size) in sizes.enumerated() {
            let block = (0 ..< size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
            block.withUnsafeBytes { sink.write($0) }
            expected += block
            // The buffer is sealed once, after the block of three buffers, and written here.
            if index == 6 {
                #expect(sink.writeWaitingBlock())
                #expect(!sink.writeWaitingBlock())
            }
        }
        // Sealed again by the last write (2 + (buffer - 7) + 11 bytes), and not yet written.
        #expect(sink.waitingBlockCount == 1)
        try sink.close()
        #expect(try Data(contentsOf: target) == Data(expected))

        // With no task to help, the waiting blocks stay within the bound, and the writer writes
        // the oldest first.
        let alone = try FileSink(path: target.path)
        var blocks: [UInt8] = []
        for index in 0 ..< 3 * FileSink.sealedLimit {
            let block = [UInt8](repeating: UInt8(index), count: FileSink.bufferSize)
            block.withUnsafeBytes { alone.write($0) }
            blocks += block
            #expect(alone.waitingBlockCount <= FileSink.sealedLimit)
        }
        try alone.close()
        #expect(try Data(contentsOf: target) == Data(blocks))
    }

    @Test func aSinkDroppedOrDiscardedLeavesThePreviousFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report.html")
        try Data("previous\n".utf8).write(to: target)
        do {
            let sink = try FileSink(path: target.path)
            sink.write(String(repeating: "<p>", count: FileSink.bufferSize))
            _ = sink   // dropped without close: an error ended the run
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
        let discarded = try FileSink(path: target.path)
        discarded.write("new")
        discarded.discard()
        #expect(try String(contentsOf: target, encoding: .utf8) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
        // A new file that fails is absent, not empty.
        let fresh = folder.appendingPathComponent("fresh.csv")
        do { let sink = try FileSink(path: fresh.path); sink.write("a,b\n") }
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func failuresAreOutputFaultsNamingTheOutput() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/out.sarif"
        #expect {
            _ = try FileSink(path: missing, what: "the SARIF report")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.fault == .output && error.file == missing && error.reason.hasPrefix("cannot write the SARIF report: ")
        }
        // /dev/full refuses every write with ENOSPC, as a full disk does; a device is written in place.
        let full = try FileSink(path: "/dev/full", what: "the CSV")
        full.write(String(repeating: "x", count: FileSink.bufferSize + 1))
        #expect {
            try full.close()
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.fault == .output && error.file == "/dev/full" && error.reason.contains("No space left on device")
        }
    }

    /// A large output is handed to the disk as it is written and dropped from the system's cache
    /// behind its writes: once closed, none of its first two windows (``FileSink/writeBackEvery``
    /// bytes each) of four is left in the cache, as `mincore(2)` sees it, and the file holds every
    /// byte, in order. The same bytes written by hand and left there stay in the cache; where
    /// they do not stay, or where pages on disk are not dropped, the test cannot tell and is off.
    @Test(.enabled(if: PageResidency.cacheKeepsAndDrops,
                   "the temporary folder's file system does not keep written pages in the cache, or does not drop them"))
    func aLargeOutputIsDroppedFromTheCacheBehindItsWrites() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("results.json")
        let window = FileSink.writeBackEvery
        let sink = try FileSink(path: target.path)
        let chunk = 1 << 16, total = 4 * window + 1000
        // Chunk `n` is a pattern of 251 bytes, from its `n % 251`th: no two nearby chunks alike.
        let pattern = (0 ..< chunk + 251).map { UInt8(truncatingIfNeeded: $0 % 251 &* 7) }
        let expected = { (start: Int, count: Int) in pattern[(start / chunk) % 251 ..< (start / chunk) % 251 + count] }
        for start in stride(from: 0, to: total, by: chunk) {
            Array(expected(start, min(chunk, total - start))).withUnsafeBytes { sink.write($0) }
        }
        try sink.close()
        let resident = try #require(PageResidency.residentFraction(of: target.path, 0 ..< 2 * window))
        #expect(resident < 0.05)
        let handle = try FileHandle(forReadingFrom: target)
        defer { try? handle.close() }
        var offset = 0, differing: [Int] = []
        while let read = try handle.read(upToCount: chunk), !read.isEmpty {
            if read != Data(expected(offset, read.count)) { differing.append(offset) }
            offset += read.count
        }
        #expect(offset == total)
        #expect(differing.isEmpty)
    }
}

/// Which pages of a file the system holds in its cache (`mincore(2)` on a mapping of the file).
enum PageResidency {
    /// The share of the pages of `range` (bytes of the file at `path`) in the cache; `nil` when
    /// the file cannot be mapped.
    static func residentFraction(of path: String, _ range: Range<Int>) -> Double? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = range.lowerBound / page * page
        let length = range.upperBound - start
        guard let mapped = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, off_t(start)), mapped != MAP_FAILED else {
            return nil
        }
        defer { munmap(mapped, length) }
        var vector = [UInt8](repeating: 0, count: (length + page - 1) / page)
        guard mincore(mapped, length, &vector) == 0 else { return nil }
        return Double(vector.filter { $0 & 1 != 0 }.count) / Double(vector.count)
    }

    /// Whether the temporary folder's file system keeps a file's written pages in the cache and
    /// drops those on disk when told to (`fdatasync`, then `POSIX_FADV_DONTNEED`).
    static let cacheKeepsAndDrops: Bool = {
        #if os(Linux)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-pages-\(UUID().uuidString)").path
        defer { unlink(path) }
        let length = 4 << 20
        guard FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: length)),
              let kept = residentFraction(of: path, 0 ..< length), kept > 0.9 else { return false }
        let descriptor = open(path, O_RDWR)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard fdatasync(descriptor) == 0, posix_fadvise(descriptor, 0, off_t(length), POSIX_FADV_DONTNEED) == 0,
              let left = residentFraction(of: path, 0 ..< length) else { return false }
        return left < 0.05
        #else
        return false
        #endif
    }()
}
