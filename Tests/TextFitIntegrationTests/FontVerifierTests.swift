import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Font files are hashed at most once per run and, while unchanged, not again in later runs;
/// a changed file is hashed again and refused when it no longer matches its pin; a cache file
/// that is corrupt or cannot be written changes nothing but speed.
@Suite struct FontVerifierTests {
    /// A hasher that counts the files it reads, by path.
    final class CountingHasher: Sendable {
        let reads = Guarded<[String]>([])
        var hasher: FontVerifier.Hasher {
            { path in
                self.reads.withLock { $0.append(path) }
                return FontVerifier.sha256(path)
            }
        }
        var count: Int { reads.withLock { $0.count } }
    }

    /// A scratch folder with a copy of Inter Regular, a manifest pinning it by `sha256sum`'s
    /// hash (worked out by another program, not by TextFit), and a cache file location.
    struct Scratch {
        let folder: URL
        let font: String
        let manifest: String
        let cacheFile: String
        let pin: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-verify-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            font = folder.appendingPathComponent("Inter-Regular.otf").path
            try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: font)
            pin = try Self.sha256sum(font)
            manifest = folder.appendingPathComponent("manifest.json").path
            try Data("""
            {"schemaVersion": 1,
             "families": [{"name": "Inter", "faces": [{"file": "Inter-Regular.otf", "weight": 400, "sha256": "\(pin)"}]}],
             "scripts": {"Latn": ["Inter"]}, "fallback": []}
            """.utf8).write(to: URL(fileURLWithPath: manifest))
            cacheFile = folder.appendingPathComponent("cache/textfit/font-hashes").path
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        static func sha256sum(_ path: String) throws -> String {
            let result = try Subprocess.run("/usr/bin/sha256sum", [path])
            return String(result.stdout.prefix(64))
        }

        /// Measures "Standort" with the manifest's fonts, hashed by a new verifier (a new run).
        func measure(hasher: CountingHasher, cacheFile: String? = nil) throws(InputError) -> TextMeasurement {
            let verifier = FontVerifier(cache: FontHashCache(file: cacheFile ?? self.cacheFile), hasher: hasher.hasher)
            let fonts = try FontCollection.manifest(at: manifest, verifier: verifier)
            return try TextMeasurer(fonts: fonts).measure("Standort", language: TestFonts.tag("de"), pointSize: 17, weight: 400)
        }
    }

    /// The first run hashes the file, and the hash it reports is `sha256sum`'s; the second run
    /// reads the bytes of no file to verify them, and measures the same.
    @Test func secondRunDoesNotHashAgain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let first = CountingHasher()
        let cold = try scratch.measure(hasher: first)
        #expect(first.reads.withLock { $0 } == [scratch.font])
        #expect(cold.fonts.map(\.sha256) == [scratch.pin])
        let second = CountingHasher()
        let warm = try scratch.measure(hasher: second)
        #expect(second.count == 0)
        #expect(warm.fonts.map(\.sha256) == [scratch.pin])
        #expect(warm.advanceWidth == cold.advanceWidth)
    }

    /// One run hashes a CJK collection once, though four languages use four of its faces, and
    /// every pinned file it opens once: the bundled manifest's faces point 5 families at 2 .ttc
    /// files.
    @Test func eachFileOnceInARun() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let hasher = CountingHasher()
        let verifier = FontVerifier(cache: FontHashCache(file: nil), hasher: hasher.hasher)
        let fonts = try FontCollection.manifest(at: TestFonts.manifestPath, verifier: verifier)
        let measurer = TextMeasurer(fonts: fonts)
        for (tag, text) in [("ja", "現在地"), ("ko", "현재 위치"), ("zh-Hans", "当前位置"), ("zh-Hant", "目前位置")] {
            for size in [17.0, 28.0] {
                let m = try measurer.measure(text, language: TestFonts.tag(tag), pointSize: size, weight: 400)
                #expect(m.fonts.first?.file.hasSuffix("NotoSansCJK-Regular.ttc") == true)
            }
        }
        let reads = hasher.reads.withLock { $0 }
        #expect(reads.count == Set(reads).count, "a file was hashed twice: \(reads)")
        #expect(reads.contains { $0.hasSuffix("NotoSansCJK-Regular.ttc") })
    }

    /// Tasks that need the same files at once still hash each file once, and get the same faces.
    @Test func concurrentTasksHashEachFileOnce() async throws {
        let hasher = CountingHasher()
        let verifier = FontVerifier(cache: FontHashCache(file: nil), hasher: hasher.hasher)
        let fonts = try FontCollection.manifest(at: TestFonts.manifestPath, verifier: verifier)
        let texts = [("ja", "現在地"), ("ko", "현재 위치"), ("de", "Standort"), ("ar", "الموقع"), ("hi", "स्थान"), ("th", "ตำแหน่ง")]
        let widths = try await withThrowingTaskGroup(of: [Double].self) { group in
            for task in 0..<6 {
                group.addTask {
                    let measurer = TextMeasurer(fonts: fonts)
                    // Each task starts with another language, so they race for different files too.
                    return try (0..<texts.count).map { i in
                        let (tag, text) = texts[(i + task) % texts.count]
                        return try measurer.measure(text, language: TestFonts.tag(tag), pointSize: 17, weight: 400).width
                    }.sorted()
                }
            }
            var all: [[Double]] = []
            for try await widths in group { all.append(widths) }
            return all
        }
        #expect(Set(widths).count == 1)
        let reads = hasher.reads.withLock { $0 }
        #expect(reads.count == Set(reads).count, "a file was hashed twice: \(reads)")
        #expect(reads.count >= texts.count)
    }

    /// A file rewritten in place — same size, same inode, modification time set back to the
    /// nanosecond — is still hashed again (its status-change time moved) and refused, naming
    /// the manifest, the key and the file.
    @Test func rewrittenFileIsRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let stamp = "@1600000000.123456789"
        _ = try Subprocess.run("/usr/bin/touch", ["-m", "-d", stamp, scratch.font])
        _ = try scratch.measure(hasher: CountingHasher())
        let before = FileStatus(path: scratch.font)
        // Flip one byte near the end (inside the font's tables), then put the time back.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: scratch.font))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size - 100)
        let byte = try handle.read(upToCount: 1)!
        try handle.seek(toOffset: size - 100)
        handle.write(Data([byte[0] ^ 0xFF]))
        try handle.close()
        _ = try Subprocess.run("/usr/bin/touch", ["-m", "-d", stamp, scratch.font])
        let after = FileStatus(path: scratch.font)
        #expect(before?.size == after?.size && before?.inode == after?.inode && before?.modified == after?.modified)
        #expect(try Scratch.sha256sum(scratch.font) != scratch.pin)
        let hasher = CountingHasher()
        #expect(throws: InputError.self) { _ = try scratch.measure(hasher: hasher) }
        #expect(hasher.count == 1)
        do {
            _ = try scratch.measure(hasher: CountingHasher())
        } catch {
            #expect(error.file == scratch.manifest)
            #expect(error.key == "families[0].faces[0].sha256")
            #expect(error.reason.contains(scratch.font))
        }
    }

    /// A file that grew and was touched is hashed again and refused.
    @Test func touchedAndChangedFileIsRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.measure(hasher: CountingHasher())
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.font))
        try handle.seekToEnd()
        handle.write(Data([0]))
        try handle.close()
        _ = try Subprocess.run("/usr/bin/touch", [scratch.font])
        let hasher = CountingHasher()
        #expect(throws: InputError.self) { _ = try scratch.measure(hasher: hasher) }
        #expect(hasher.count == 1)
    }

    /// A corrupt cache file is ignored: the file is hashed, accepted, and the cache rewritten
    /// whole, so that the run after it hashes nothing.
    @Test(arguments: ["", "garbage\n", "textfit font hashes 1\nnot\ta\tline\n",
                      "textfit font hashes 1\n0123\t1\t2\t3\t4\t5\t/x\n",
                      // A valid line cut short: no closing newline.
                      "textfit font hashes 1\n\(String(repeating: "a", count: 64))\t1\t2\t3\t4\t5\t/x"])
    func corruptCacheIsIgnored(contents: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: (scratch.cacheFile as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: scratch.cacheFile))
        let first = CountingHasher()
        let m = try scratch.measure(hasher: first)
        #expect(first.count == 1)
        #expect(m.fonts.map(\.sha256) == [scratch.pin])
        let second = CountingHasher()
        _ = try scratch.measure(hasher: second)
        #expect(second.count == 0)
    }

    /// A cache file larger than its capacity could make (1 KiB an entry) is not read; the font
    /// is hashed.
    @Test func oversizedCacheIsNotRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.measure(hasher: CountingHasher())
        let valid = try String(contentsOfFile: scratch.cacheFile, encoding: .utf8)
        let padded = valid + String(repeating: valid.split(separator: "\n")[1] + "\n", count: 4000)
        try Data(padded.utf8).write(to: URL(fileURLWithPath: scratch.cacheFile))
        #expect(FontHashCache(file: scratch.cacheFile).read().isEmpty)
        #expect(FontHashCache(file: scratch.cacheFile, capacity: 100_000).read().count == 1)
        let hasher = CountingHasher()
        _ = try scratch.measure(hasher: hasher)
        #expect(hasher.count == 1)
    }

    /// A cache entry for the right path but another file version (a different size) is not
    /// used, even when it carries the pinned hash.
    @Test func entryForAnotherVersionIsNotTrusted() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.measure(hasher: CountingHasher())
        let text = try String(contentsOfFile: scratch.cacheFile, encoding: .utf8)
        // Record the pinned hash, then change the file: the entry's size no longer matches.
        #expect(text.contains(scratch.pin))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.font))
        try handle.truncate(atOffset: 1000)
        try handle.close()
        let hasher = CountingHasher()
        #expect(throws: InputError.self) { _ = try scratch.measure(hasher: hasher) }
        #expect(hasher.count == 1)
    }

    /// A cache that cannot be written (its folder's place is taken by a file: even root cannot
    /// create it) is no error; every run hashes.
    @Test func unwritableCacheIsNoError() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let blocker = scratch.folder.appendingPathComponent("blocked").path
        try Data("a file".utf8).write(to: URL(fileURLWithPath: blocker))
        let unwritable = blocker + "/textfit/font-hashes"
        for _ in 0..<2 {
            let hasher = CountingHasher()
            let m = try scratch.measure(hasher: hasher, cacheFile: unwritable)
            #expect(hasher.count == 1)
            #expect(m.fonts.map(\.sha256) == [scratch.pin])
        }
    }

    /// The cache file keeps at most its capacity, the most recently hashed first, and drops
    /// files that no longer exist.
    @Test func cacheIsBounded() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var paths: [String] = []
        for i in 0..<3 {
            let path = scratch.folder.appendingPathComponent("copy\(i).otf").path
            try FileManager.default.copyItem(atPath: scratch.font, toPath: path)
            paths.append(path)
        }
        let cache = FontHashCache(file: scratch.cacheFile, capacity: 2)
        let verifier = FontVerifier(cache: cache)
        for path in paths { #expect(try verifier.sha256(of: path) == scratch.pin) }
        #expect(Set(cache.read().keys) == [paths[1], paths[2]])
        try FileManager.default.removeItem(atPath: paths[2])
        let hasher = CountingHasher()
        let next = FontVerifier(cache: cache, hasher: hasher.hasher)
        #expect(try next.sha256(of: paths[0]) == scratch.pin)
        #expect(hasher.count == 1)
        #expect(Set(cache.read().keys) == [paths[0], paths[1]])
    }

    /// `$XDG_CACHE_HOME` when absolute, else `~/.cache`; none without either.
    @Test func cacheLocation() {
        #expect(FontHashCache.userDefault(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]).file
            == "/x/cache/textfit/font-hashes")
        #expect(FontHashCache.userDefault(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]).file
            == "/home/u/.cache/textfit/font-hashes")
        #expect(FontHashCache.userDefault(environment: [:]).file == nil)
    }
}
