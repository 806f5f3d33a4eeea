import ArgumentParser
import Foundation
import TextFit
import TextFitBench
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TextFitCommand.Bench {
    /// `textfit bench reuse`: the CI gate on a real-size catalog after a small change, measured
    /// in full and with `--reuse` of the results before the change.
    struct Reuse: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark the gate with --reuse against a full run, after a few strings changed.",
            discussion: """
            Writes the generated String Catalog of 'textfit bench catalog' (--keys keys × 40 \
            languages; 2,500 keys make 100,000 strings), or, given an app's folder, copies its \
            localization files, Xcode projects (so each file keeps its target's platform), and \
            the Swift, storyboard and XIB files 'textfit check' reads beside them, \
            checks it once as the base branch's run (--format json), changes --changed values \
            spread over the files, then runs the gate on the changed copy twice, each a \
            'textfit check' process of this binary with \
            --baseline on the base results, JSON, SARIF and JUnit: in full, and with --reuse of \
            the base results. Before each gate the base results and their index are read \
            through once, untimed, so that both gates find them in memory as a CI job does after \
            the base run or a download (a system that pages out files it has not read for a while \
            would otherwise leave the second gate reading them from disk), and before each run \
            the file system's pending writes go to disk (sync), so that no run pays for writing \
            back the outputs of the one before it. \
            Reports each run's wall time and peak memory (the process's \
            ru_maxrss), the ratio, and whether the two runs' JSON and SARIF are the same bytes. \
            With --pairs N, runs the two gates N times, in turn (the full gate first in odd \
            pairs, the --reuse gate first in even ones), and reports each pair's ratio, then the \
            median and the range of the ratios and each gate's median wall time, CPU time and \
            peak memory: on a machine whose speed moves from run to run, one pair's ratio can be \
            a few points off; \
            then shapes each distinct string of the changed catalog once with HarfBuzz in a \
            plain loop with one task, as 'textfit bench catalog' does (the floor), and reports \
            each gate's time against it.
            """)

        @OptionGroup var source: BenchCatalogSource

        @Option(help: "How many string values to change between the base run and the gate.")
        var changed = 20

        @Option(help: "How many times to run the two gates, in turn; the median ratio is reported.")
        var pairs = 1

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if changed < 0 { throw InputError(reason: "--changed must be 0 or more") }
                if pairs < 1 { throw InputError(reason: "--pairs must be 1 or more") }
            }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let folder = BenchCatalogSource.folder("reuse")
                defer { if !source.keep { try? FileManager.default.removeItem(at: folder) } }
                let (catalog, described) = try source.write(into: folder)
                let file = { (name: String) in folder.appendingPathComponent(name).path }

                let base = try Self.spawn(["check", catalog, "--format", "json", "--output", file("base.json"), "--no-fail", "--quiet"])
                let edited = source.app == nil
                    ? try Self.change(catalog: catalog, count: changed)
                    : try BenchmarkAppCopy.change(app: catalog, count: changed)
                let gate = { (tag: String) in
                    ["check", catalog, "--baseline", file("base.json"), "--format", "json", "--output", file("\(tag).json"),
                     "--sarif", file("\(tag).sarif"), "--junit", file("\(tag).xml"), "--no-fail", "--quiet"]
                }
                let inputs = [file("base.json"), file("base.json") + ResultsIndex.suffix]
                let runFull = { () throws(InputError) -> Run in
                    Self.read(inputs)
                    return try Self.spawn(gate("full"))
                }
                let runReused = { () throws(InputError) -> Run in
                    Self.read(inputs)
                    return try Self.spawn(gate("reused") + ["--reuse", file("base.json")])
                }
                var timed: [(full: Run, reused: Run)] = []
                var same = true
                for pair in 0 ..< pairs {
                    let full: Run, reused: Run
                    if pair % 2 == 0 {
                        full = try runFull()
                        reused = try runReused()
                    } else {
                        reused = try runReused()
                        full = try runFull()
                    }
                    timed.append((full, reused))
                    same = same && FileManager.default.contentsEqual(atPath: file("full.json"), andPath: file("reused.json"))
                        && FileManager.default.contentsEqual(atPath: file("full.sarif"), andPath: file("reused.sarif"))
                }
                let (full, reused) = timed[0]
                let note = reused.stderr.split(separator: "\n").first { $0.contains("--reuse: ") }.map(String.init) ?? ""
                var lines: [String] = []
                lines.append("catalog: \(described); \(edited) values changed after the base run\(source.keep ? "; kept in \(folder.path)" : "")")
                lines.append("base run (json): \(f(base.seconds, 2)) s, peak memory \(Self.mib(base.peakBytes))")
                lines.append("gate in full (baseline, json, SARIF, JUnit): \(f(full.seconds, 2)) s, peak memory \(Self.mib(full.peakBytes))")
                lines.append("gate with --reuse: \(f(reused.seconds, 2)) s, peak memory \(Self.mib(reused.peakBytes)); \(note)")
                lines.append("ratio --reuse ÷ full: \(f(reused.seconds / max(full.seconds, 1e-9) * 100, 1)) %")
                if pairs > 1 { lines += Self.pairLines(timed) }
                lines.append("JSON and SARIF the same bytes: \(same ? "yes" : "NO")")
                // The floor of what the gates read: the changed copy, as `textfit check` reads it.
                if let floor = try await BenchCatalogSource.floor(of: catalog) {
                    lines.append(floor.line)
                    lines.append("ratio gate in full ÷ floor: \(f(full.seconds / max(floor.seconds, 1e-9), 1))×; "
                        + "gate with --reuse ÷ floor: \(f(reused.seconds / max(floor.seconds, 1e-9), 1))×")
                }
                print(lines.joined(separator: "\n"))
                if !same { throw ExitCode(1) }
            }
        }

        /// Each pair's ratio after the first, then the median and range of every pair's ratio,
        /// and each gate's medians.
        static func pairLines(_ timed: [(full: Run, reused: Run)]) -> [String] {
            let ratios = timed.map { $0.reused.seconds / max($0.full.seconds, 1e-9) * 100 }
            var lines = timed.indices.dropFirst().map { pair in
                "pair \(pair + 1) (\(pair % 2 == 0 ? "full gate first" : "--reuse gate first")): full \(f(timed[pair].full.seconds, 2)) s, "
                    + "--reuse \(f(timed[pair].reused.seconds, 2)) s, ratio \(f(ratios[pair], 1)) %"
            }
            func medianLine(_ name: String, _ runs: [Run]) -> String {
                "\(name), median of \(runs.count): \(f(Benchmark.median(runs.map(\.seconds)), 2)) s wall, "
                    + "\(f(Benchmark.median(runs.map(\.cpuSeconds)), 2)) s CPU, peak memory \(mib(Int(Benchmark.median(runs.map { Double($0.peakBytes) }))))"
            }
            lines.append(medianLine("gate in full", timed.map(\.full)))
            lines.append(medianLine("gate with --reuse", timed.map(\.reused)))
            let cpu = timed.map { $0.reused.cpuSeconds / max($0.full.cpuSeconds, 1e-9) * 100 }
            lines.append("ratio --reuse ÷ full, median of \(timed.count) pairs: \(f(Benchmark.median(ratios), 1)) % "
                + "(\(f(ratios.min() ?? 0, 1))–\(f(ratios.max() ?? 0, 1)) %); CPU time \(f(Benchmark.median(cpu), 1)) %")
            return lines
        }

        /// One timed child process.
        struct Run {
            var seconds: Double
            /// The process's user and system CPU time (wait4's ru_utime and ru_stime).
            var cpuSeconds: Double
            var peakBytes: Int
            var stderr: String
        }

        /// Reads each file at `paths` through, discarding the bytes, so that the system holds
        /// them in memory; a file that cannot be read is passed over (the run that reads it names it).
        static func read(_ paths: [String]) {
            for path in paths {
                guard let handle = FileHandle(forReadingAtPath: path) else { continue }
                defer { try? handle.close() }
                while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {}
            }
        }

        /// Runs this binary with `arguments`, standard error to a file; its wall time and peak
        /// memory (wait4's ru_maxrss, in KiB on Linux, bytes on macOS). Exit status 2 is an error.
        /// The file system's pending writes are written out first and not timed: the run before
        /// leaves hundreds of megabytes of results for the system to write back, which would
        /// otherwise compete with this run for the cores.
        static func spawn(_ arguments: [String]) throws(InputError) -> Run {
            sync()
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            let errors = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-bench-\(UUID().uuidString).err").path
            defer { try? FileManager.default.removeItem(atPath: errors) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            let start = ContinuousClock.now
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            guard spawned == 0 else { throw InputError(reason: "cannot run \(executable): \(String(cString: strerror(spawned)))") }
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
            let seconds = (ContinuousClock.now - start).secondsValue
            let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
            guard exited, code <= 1 else {
                throw InputError(reason: "textfit \(arguments.joined(separator: " ")) failed (status \(status)): \(stderr)")
            }
            #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
            #else
            let peak = Int(usage.ru_maxrss) * 1024
            #endif
            let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
            return Run(seconds: seconds, cpuSeconds: cpu, peakBytes: peak, stderr: stderr)
        }

        /// Changes `count` values spread evenly over the catalog (a word added to each); returns
        /// how many were changed.
        static func change(catalog path: String, count: Int) throws(InputError) -> Int {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw InputError(file: path, reason: "cannot read the generated catalog")
            }
            var lines = text.components(separatedBy: "\n")
            let values = lines.indices.filter { lines[$0].contains("\"value\" : \"") && lines[$0].hasSuffix("\"") }
            guard count > 0, !values.isEmpty else { return 0 }
            let step = max(1, values.count / count)
            var done = 0
            for position in stride(from: step / 2, to: values.count, by: step) where done < count {
                lines[values[position]].removeLast()
                lines[values[position]] += " changed\""
                done += 1
            }
            do {
                try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw InputError(file: path, reason: "cannot write the changed catalog: \(error.localizedDescription)")
            }
            return done
        }

        static func mib(_ bytes: Int) -> String { "\(f(Double(bytes) / 1_048_576, 0)) MiB" }
    }
}

private func f(_ value: Double, _ digits: Int) -> String { ReportNumber.fixed(value, decimals: digits) }
