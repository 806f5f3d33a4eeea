import Foundation
import Testing

/// Shards merged give the single run's bytes; two runs give the same bytes.
@Suite struct GateShardEndToEndTests {
    static let outputs = ["--format", "json", "--output", "results.json", "--junit", "junit.xml", "--sarif", "gate.sarif"]
    /// JUnit states the run's start and duration unless SOURCE_DATE_EPOCH fixes them.
    static let reproducible = ["SOURCE_DATE_EPOCH": "1700000000"]

    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ["results.json", "junit.xml", "gate.sarif"] {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test func mergedShardsEqualOneRun() throws {
        let single = try Binary.temporaryFolder(), sharded = try Binary.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: single)
            try? FileManager.default.removeItem(at: sharded)
        }
        let strings = Binary.repositoryRoot.appendingPathComponent("Strings").path
        let one = try Binary.run(["check", strings] + Self.outputs, in: single, environment: Self.reproducible)
        #expect(one.status == 1)
        var keys: [Set<String>] = []
        for index in 1...3 {
            let part = try Binary.run(["check", strings, "--shard", "\(index)/3", "--no-fail", "--format", "json",
                                       "--output", "shard-\(index).json"], in: sharded)
            #expect(part.status == 0, "stderr: \(part.stderr)")
            let cells = try JSONDecoder().decode(ResultsDocument.self, from: Data(contentsOf: sharded.appendingPathComponent("shard-\(index).json"))).results
            keys.append(Set(cells.map { "\($0.key)|\($0.language)" }))
        }
        // 5 titles × 56 languages = 280 pairs, dealt 94, 93, 93, each pair in one shard.
        #expect(keys.map(\.count) == [94, 93, 93])
        #expect(keys[0].union(keys[1]).union(keys[2]).count == 280)
        let merged = try Binary.run(["merge", "shard-3.json", "shard-1.json", "shard-2.json"] + Self.outputs, in: sharded,
                                    environment: Self.reproducible)
        #expect(merged.status == 1, "stderr: \(merged.stderr)")
        #expect(merged.stdout == one.stdout)
        let expected = try Self.files(in: single), actual = try Self.files(in: sharded)
        for name in expected.keys.sorted() {
            #expect(actual[name] == expected[name], "\(name) differs")
        }
        // Every other format too; the summary alone keeps only its worst titles, each title's
        // findings grouped over its categories as the run groups them.
        for format in ["csv", "markdown", "swift", "summary"] {
            let a = try Binary.run(["check", strings, "--format", format, "--no-fail"], in: single)
            let b = try Binary.run(["merge", "shard-1.json", "shard-2.json", "shard-3.json", "--format", format, "--no-fail"], in: sharded)
            #expect(a.stdout == b.stdout, "\(format) differs")
        }
        let incomplete = try Binary.run(["merge", "shard-1.json", "shard-3.json"], in: sharded)
        #expect(incomplete.status == 2)
        #expect(incomplete.stderr == "textfit: merge: missing shard 2/3\n")
    }

    @Test func twoRunsGiveIdenticalBytes() throws {
        let first = try Binary.temporaryFolder(), second = try Binary.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let strings = Binary.repositoryRoot.appendingPathComponent("Strings").path
        let a = try Binary.run(["check", strings, "--github-annotations"] + Self.outputs, in: first, environment: Self.reproducible)
        let b = try Binary.run(["check", strings, "--github-annotations", "--jobs", "1"] + Self.outputs, in: second,
                               environment: Self.reproducible)
        #expect(a.status == 1 && b.status == 1)
        #expect(a.stdout == b.stdout)
        #expect(try Self.files(in: first) == Self.files(in: second))
    }

    /// Shards measured at different categories are not one run: merge says so with exit 2.
    @Test func shardsOfDifferentCategoriesAreRefused() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = Binary.repositoryRoot.appendingPathComponent("Strings").path
        for (index, category) in [(1, "large"), (2, "AX1")] {
            let part = try Binary.run(["check", strings, "--shard", "\(index)/2", "--category", category, "--no-fail",
                                       "--format", "json", "--output", "shard-\(index).json"], in: folder)
            #expect(part.status == 0, "stderr: \(part.stderr)")
        }
        let merged = try Binary.run(["merge", "shard-1.json", "shard-2.json"], in: folder)
        #expect(merged.status == 2)
        #expect(merged.stdout.isEmpty)
        #expect(merged.stderr.split(separator: "\n").count == 1, "stderr: \(merged.stderr)")
        #expect(merged.stderr.contains("--category"), "stderr: \(merged.stderr)")
    }
}
