import Foundation
import Testing

/// Runs the built binary over the malformed-input corpus (``HostileCorpus``), each case in a
/// fresh folder, under a time and an address-space cap, and holds every run to the tool's
/// promises: exit 0, 1 or 2 only, never a signal or a hang; bad input gets one line on
/// standard error that names the file or flag; valid input is never refused, and each of its
/// keys × languages is measured or named in a note.
@Suite struct HostileInputEndToEndTests {
    /// Seconds a case may take: a debug build on a busy 2-core machine, five times that under a
    /// sanitizer.
    static let timeLimit: TimeInterval = ProcessInfo.processInfo.environment["TEXTFIT_TEST_SANITIZER"] == nil ? 60 : 300
    /// Bytes of address space a run may map.
    static let memoryLimit = 4 << 30

    @Test func corpusIsLarge() {
        #expect(HostileCorpus.all.count >= 200)
        #expect(Set(HostileCorpus.all.map(\.name)).count == HostileCorpus.all.count, "case names must be unique")
    }

    @Test(arguments: HostileCorpus.all)
    func hostileInput(_ hostile: HostileCase) throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.layOut(hostile, in: folder)
        let arguments = hostile.arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder.path) }
        let run = try Self.run(arguments, in: folder)

        let label = "\(hostile.name): exit \(run.status)\(run.signalled ? " (signal)" : "")\(run.timedOut ? " (timed out)" : ""); stderr: \(run.stderr.prefix(400))"
        #expect(!run.timedOut, "\(label)")
        #expect(!run.signalled, "\(label)")
        #expect([0, 1, 2, 3].contains(run.status), "\(label)")

        func expectBad(_ mention: String, status: Int32 = 2) {
            let mention = mention.replacingOccurrences(of: "$DIR", with: folder.path)
            #expect(run.status == status, "\(label)")
            let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty, "one line on stderr: \(label)")
            #expect(run.stderr.hasPrefix("textfit: "), "\(label)")
            #expect(run.stderr.contains(mention), "names \(mention): \(label)")
        }
        switch hostile.expectation {
        case .bad(let mention):
            expectBad(mention)
        case .unwritable(let mention):
            expectBad(mention, status: 3)
        case .validOrBad(let mention):
            if run.status == 2 { expectBad(mention) } else { #expect(run.stderr.isEmpty, "\(label)") }
        case .valid(let pairs):
            #expect(run.status == 0 || run.status == 1, "valid input refused: \(label)")
            #expect(run.stderr.isEmpty, "\(label)")
            if !pairs.isEmpty, run.status != 2 {
                try Self.expectCovered(pairs, results: folder.appendingPathComponent("out.json"), label: hostile.name)
            }
        }
    }

    /// Every pair is measured (a record) or named in a note (for its language, or for all).
    static func expectCovered(_ pairs: [HostileCase.Pair], results: URL, label: String) throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any],
                                    "\(label): no JSON results")
        // Keys compare by their bytes: NFC and NFD spellings are different keys (a Set of
        // Strings would merge them).
        var coveredBytes = Set<[[UInt8]]>()
        var coveredKeys = Set<[UInt8]>()
        for record in document["results"] as? [[String: Any]] ?? [] {
            if let key = record["key"] as? String, let language = record["language"] as? String {
                coveredBytes.insert([Array(key.utf8), Array(language.utf8)])
            }
        }
        for note in document["notes"] as? [[String: Any]] ?? [] {
            guard let key = note["key"] as? String else { continue }
            if let language = note["language"] as? String {
                coveredBytes.insert([Array(key.utf8), Array(language.utf8)])
            } else {
                coveredKeys.insert(Array(key.utf8))
            }
        }
        for pair in pairs where !coveredBytes.contains([Array(pair.key.utf8), Array(pair.language.utf8)])
            && !coveredKeys.contains(Array(pair.key.utf8)) {
            Issue.record("\(label): \(pair) neither measured nor noted")
        }
    }

    /// Writes the case's files, folders, links and FIFOs under `folder`.
    static func layOut(_ hostile: HostileCase, in folder: URL) throws {
        let manager = FileManager.default
        for (path, entry) in hostile.entries {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch entry {
            case .file(var data):
                if let text = String(data: data, encoding: .utf8), text.contains("$DIR") {
                    data = Data(text.replacingOccurrences(of: "$DIR", with: folder.path).utf8)
                }
                try data.write(to: url)
            case .folder:
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
            case .symlink(let target):
                try manager.createSymbolicLink(atPath: url.path,
                                               withDestinationPath: target.replacingOccurrences(of: "$DIR", with: folder.path))
            case .fifo:
                #expect(mkfifo(url.path, 0o644) == 0, "mkfifo \(url.path)")
            }
        }
    }

    /// Runs the binary under `prlimit` (address space) with a deadline, standard input closed.
    ///
    /// A sanitized build (`make test-asan`, `make test-tsan`) maps terabytes of shadow memory, so
    /// there the cap is the sanitizer's own limit on resident memory instead.
    static func run(_ arguments: [String], in folder: URL) throws -> Binary.Run {
        var environment = ["XDG_CACHE_HOME": folder.appendingPathComponent(".cache").path]
        var launcher: [String] = []
        switch ProcessInfo.processInfo.environment["TEXTFIT_TEST_SANITIZER"] {
        case "address"?:
            environment["ASAN_OPTIONS"] = "detect_leaks=0:hard_rss_limit_mb=\(memoryLimit >> 20)"
        case "thread"?:
            environment["TSAN_OPTIONS"] = (ProcessInfo.processInfo.environment["TSAN_OPTIONS"].map { $0 + ":" } ?? "")
                + "memory_limit_mb=\(memoryLimit >> 20)"
        default:
            launcher = ["/usr/bin/prlimit", "--as=\(memoryLimit)", "--"]
        }
        return try Binary.run(arguments, in: folder, environment: environment,
                              removing: ["GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY"], launcher: launcher, timeout: timeLimit)
    }
}
