import Foundation
import Testing

/// GitHub annotations and the job summary on the bundled job, whose 5 titles × 50 languages have
/// many findings.
@Suite struct GateOutputsEndToEndTests {
    /// Distinct (key, language, variant, kind) with a finding, from the results JSON — what one
    /// annotation, one SARIF result and one summary row each stand for.
    static func findingGroups() throws -> Int {
        struct Cell: Decodable {
            var key: String, language: String, variant: String?
            var fits: Bool, verticalClip: Double, missingGlyphs: [UInt32], cornerClip: Bool
        }
        struct Results: Decodable { var results: [Cell] }
        let run = try Binary.run(["check", "--format", "json", "--no-fail"])
        let cells = try JSONDecoder().decode(Results.self, from: Data(run.stdout.utf8)).results
        var groups = Set<String>()
        for cell in cells {
            let title = "\(cell.key)|\(cell.language)|\(cell.variant ?? "")"
            if !cell.fits { groups.insert(title + "|truncation") }
            if cell.verticalClip > 0 { groups.insert(title + "|verticalClip") }
            if !cell.missingGlyphs.isEmpty { groups.insert(title + "|missingGlyph") }
            if cell.cornerClip { groups.insert(title + "|cornerClip") }
        }
        return groups.count
    }

    @Test func annotationsCappedAndSummaryAppended() throws {
        let groups = try Self.findingGroups()
        #expect(groups > 10)
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("summary.md")
        try Data("Earlier step\n".utf8).write(to: summary)
        let run = try Binary.run(["check"], environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 10)
        #expect(errors.allSatisfy { $0.hasPrefix("::error file=Strings/LocationButton.xcstrings,line=") })
        #expect(lines.filter { $0.hasPrefix("::warning") }.isEmpty)
        #expect(lines.last == "::notice title=textfit::\(groups - 10) more failing findings not annotated (GitHub shows 10 of each kind per step); see the job summary")
        // The annotations come after the summary.
        let firstAnnotation = try #require(lines.firstIndex { $0.hasPrefix("::") })
        #expect(lines[..<firstAnnotation].contains { $0.hasPrefix("Largest category at which every title fits") })
        // The most severe first: fails at the smallest category, then by the larger overflow.
        let summaryText = try String(contentsOf: summary, encoding: .utf8)
        #expect(summaryText.hasPrefix("Earlier step\n## TextFit gate: ✗ fails\n"))
        let rows = summaryText.split(separator: "\n").filter { $0.hasPrefix("| ✗ fail") }
        #expect(rows.count == groups)
    }

    @Test func noSummaryWithoutTheVariable() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Binary.run(["check", "--category", "AX5", Binary.repositoryRoot.appendingPathComponent("Strings").path],
                                 in: folder, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\n::error file="))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // Turned off, nothing is annotated and the summary file is left alone.
        let summary = folder.appendingPathComponent("summary.md")
        try Data("Earlier step\n".utf8).write(to: summary)
        let off = try Binary.run(["check", "--category", "AX5", "--no-github-annotations"],
                                 environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(off.status == 1)
        #expect(!off.stdout.contains("::error"))
        #expect(try String(contentsOf: summary, encoding: .utf8) == "Earlier step\n")
        // Outside GitHub Actions, no annotations unless asked for.
        let plain = try Binary.run(["check", "--category", "AX5"], environment: ["GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": ""])
        #expect(!plain.stdout.contains("::error"))
        let asked = try Binary.run(["check", "--category", "AX5", "--github-annotations"],
                                   environment: ["GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": ""])
        #expect(asked.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 10)
    }
}

/// Shards merged give the single run's bytes; two runs give the same bytes.
@Suite struct GateShardEndToEndTests {
    static let outputs = ["--format", "json", "--output", "results.json", "--junit", "junit.xml", "--sarif", "gate.sarif"]

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
        let one = try Binary.run(["check", strings] + Self.outputs, in: single)
        #expect(one.status == 1)
        var keys: [Set<String>] = []
        for index in 1...3 {
            let part = try Binary.run(["check", strings, "--shard", "\(index)/3", "--no-fail", "--format", "json",
                                       "--output", "shard-\(index).json"], in: sharded)
            #expect(part.status == 0, "stderr: \(part.stderr)")
            struct Cell: Decodable { var key: String; var language: String }
            struct Results: Decodable { var results: [Cell] }
            let cells = try JSONDecoder().decode(Results.self, from: Data(contentsOf: sharded.appendingPathComponent("shard-\(index).json"))).results
            keys.append(Set(cells.map { "\($0.key)|\($0.language)" }))
        }
        // 5 titles × 50 languages = 250 pairs, dealt 84, 83, 83, each pair in one shard.
        #expect(keys.map(\.count) == [84, 83, 83])
        #expect(keys[0].union(keys[1]).union(keys[2]).count == 250)
        let merged = try Binary.run(["merge", "shard-3.json", "shard-1.json", "shard-2.json"] + Self.outputs, in: sharded)
        #expect(merged.status == 1, "stderr: \(merged.stderr)")
        #expect(merged.stdout == one.stdout)
        let expected = try Self.files(in: single), actual = try Self.files(in: sharded)
        for name in expected.keys.sorted() {
            #expect(actual[name] == expected[name], "\(name) differs")
        }
        // Every other format too.
        for format in ["csv", "markdown", "swift"] {
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
        let a = try Binary.run(["check", strings, "--github-annotations"] + Self.outputs, in: first)
        let b = try Binary.run(["check", strings, "--github-annotations", "--jobs", "1"] + Self.outputs, in: second)
        #expect(a.status == 1 && b.status == 1)
        #expect(a.stdout == b.stdout)
        #expect(try Self.files(in: first) == Self.files(in: second))
    }
}

/// Bad gate input: one line on standard error, exit 2, nothing on standard output.
@Suite struct GateBadInputEndToEndTests {
    @Test(arguments: [
        (["check", "--baseline", "/nonexistent/old.xcstrings"], "textfit: /nonexistent/old.xcstrings: cannot read the baseline: no such file or folder"),
        (["check", "--shard", "3/2"], "textfit: --shard: '3/2' is not a shard; expected i/n with 1 ≤ i ≤ n"),
        (["check", "--shard", "two"], "textfit: --shard: 'two' is not i/n"),
        (["check", "--fail-on", "trunc"], "textfit: --fail-on: unknown kind 'trunc' in 'trunc'; expected all or truncation, vertical-clip, missing-glyph, corner-clip"),
        (["check", "--warn-on", "all@huge"], "textfit: --warn-on: 'huge' is not a category"),
        (["check", "--policy", "/nonexistent/policy.json"], "textfit: /nonexistent/policy.json: cannot read the policy file"),
        (["merge"], "textfit: Missing expected argument '<shards> ...'"),
        (["merge", "/nonexistent/shard-1.json"], "textfit: /nonexistent/shard-1.json: cannot read the results file"),
    ])
    func exitsTwo(arguments: [String], prefix: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(prefix), "stderr: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// A baseline from another results schema says so; a JSON that is not results says so.
    @Test func unreadableResultsBaselines() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"schemaVersion": 2, "tool": "textfit", "results": []}"#.utf8).write(to: folder.appendingPathComponent("future.json"))
        try Data(#"{"name": "something else"}"#.utf8).write(to: folder.appendingPathComponent("other.json"))
        let future = try Binary.run(["check", "--baseline", "future.json"], in: folder)
        #expect(future.status == 2)
        #expect(future.stdout.isEmpty)
        #expect(future.stderr == "textfit: future.json: results schemaVersion 2 cannot be read by this textfit, which reads schemaVersion 1; write the results again with this version\n")
        let other = try Binary.run(["check", "--baseline", "other.json"], in: folder)
        #expect(other.status == 2)
        #expect(other.stderr == "textfit: other.json: not a textfit results file (no schemaVersion); write one with 'textfit check --format json'\n")
    }
}

/// Progress: nothing extra when standard error is not a terminal or in CI; a line on a terminal.
@Suite struct GateProgressEndToEndTests {
    @Test func pipedRunsPrintNothingExtra() throws {
        let run = try Binary.run(["check", "--jobs", "1"], environment: ["CI": ""])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("\r"))
    }

    /// Under a pseudo-terminal (util-linux `script`), a run longer than a second draws
    /// `textfit: N of M cells` lines with `\r` and erases them; with CI set it draws nothing.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func terminalRunsShowProgress() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 20 keys × 8 languages × 12 categories = 1,920 cells on one task, each text distinct and
        // long enough to truncate (the costly part): about 3 s in a debug build.
        var entries: [(String, [(String, String)])] = []
        for key in 0..<20 {
            entries.append(("Key \(key)", ["de", "en", "fr", "es", "it", "nl", "pl", "sv"].map {
                ($0, "Meinen aktuellen Standort \(key) jetzt mit allen teilen \($0)")
            }))
        }
        try Data(GateCatalogs.catalog(entries).utf8).write(to: folder.appendingPathComponent("Big.xcstrings"))
        func underTerminal(ci: String) throws -> (output: String, seconds: Double) {
            let command = "'\(Binary.path)' check Big.xcstrings --jobs 1 --no-fail > /dev/null"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command, "/dev/null"]
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            environment["CI"] = ci
            environment["TERM"] = "xterm"
            process.environment = environment
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            let start = Date()
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (String(decoding: data, as: UTF8.self), Date().timeIntervalSince(start))
        }
        let quiet = try underTerminal(ci: "true")
        #expect(!quiet.output.contains("textfit:"))
        let shown = try underTerminal(ci: "")
        if shown.seconds > 2 {
            #expect(shown.output.contains("\rtextfit: "))
            #expect(shown.output.contains(" of 1,920 cells ("))
            #expect(shown.output.hasSuffix("\r\u{1B}[K"))
        } else if shown.seconds < 1 {
            // Too fast to need progress on this machine: then nothing may be drawn.
            #expect(!shown.output.contains("cells ("))
        }
        // Whatever the speed, every line drawn is a progress line ending in an erase.
        let drawn = shown.output.split(separator: "\r", omittingEmptySubsequences: true)
        #expect(drawn.allSatisfy { $0.hasPrefix("textfit: ") && $0.hasSuffix(" cells (\(Self.percent(String($0)))%)\u{1B}[K") || $0 == "\u{1B}[K" })
    }

    /// done × 100 / total from a drawn line's own counts.
    static func percent(_ line: String) -> Int {
        let words = line.dropFirst("textfit: ".count).split(separator: " ")
        guard words.count > 2, let done = Int(words[0].replacingOccurrences(of: ",", with: "")),
              let total = Int(words[2].replacingOccurrences(of: ",", with: "")), total > 0 else { return -1 }
        return done * 100 / total
    }
}
