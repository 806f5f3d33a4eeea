import ArgumentParser
import Foundation
import TextFit
import TextFitBench

extension TextFitCommand.Bench {
    /// `textfit bench shards`: a run split over CI machines (`check --shard i/n`, then `merge`)
    /// against the same run whole.
    struct Shards: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark a check split into shards and merged against the same check whole.",
            discussion: """
            Writes the generated String Catalog of 'textfit bench catalog' (--keys keys × 40 \
            languages; 2,500 keys make 100,000 strings), or, given an app's folder, copies its \
            localization files, Xcode projects (so each file keeps its target's platform), and \
            the Swift, storyboard and XIB files 'textfit check' reads beside them. Then runs, \
            each a 'textfit check' or 'textfit merge' process of this binary, one after another: \
            the check whole, with JSON, SARIF and JUnit; each of --shards shards \
            ('check --shard i/n --format json'); and the merge of the shards with the same \
            outputs as the whole check. Reports each run's wall time and peak memory (the \
            process's ru_maxrss), the merge against the whole check, what the split costs on n \
            machines (the longest shard and the merge), and whether the merge's JSON and SARIF \
            are the whole check's bytes; then shapes each distinct string once with HarfBuzz in \
            a plain loop with one task, as 'textfit bench catalog' does (the floor), and reports \
            the merge against it. With --html, also times the HTML page (which keeps every cell) \
            of the check whole and of the merge, and requires the same bytes.
            """)

        @OptionGroup var source: BenchCatalogSource

        @Option(help: "How many shards to split the check into.")
        var shards = 2

        @Flag(help: "Also time the HTML page of the check whole and of the merge, each a run of its own.")
        var html = false

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if shards < 1 { throw InputError(reason: "--shards must be at least 1") }
            }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let folder = BenchCatalogSource.folder("shards")
                defer { if !source.keep { try? FileManager.default.removeItem(at: folder) } }
                let (catalog, described) = try source.write(into: folder)
                let file = { (name: String) in folder.appendingPathComponent(name).path }
                let outputs = { (tag: String) in
                    ["--format", "json", "--output", file("\(tag).json"), "--sarif", file("\(tag).sarif"),
                     "--junit", file("\(tag).xml"), "--no-fail", "--quiet"]
                }
                let whole = try Reuse.spawn(["check", catalog] + outputs("whole"))
                var parts: [Reuse.Run] = []
                for index in 1 ... shards {
                    parts.append(try Reuse.spawn(["check", catalog, "--shard", "\(index)/\(shards)", "--format", "json",
                                                  "--output", file("shard-\(index).json"), "--no-fail", "--quiet"]))
                }
                let merge = try Reuse.spawn(["merge"] + (1 ... shards).map { file("shard-\($0).json") } + outputs("merged"))
                let same = FileManager.default.contentsEqual(atPath: file("whole.json"), andPath: file("merged.json"))
                    && FileManager.default.contentsEqual(atPath: file("whole.sarif"), andPath: file("merged.sarif"))
                var pages: (whole: Reuse.Run, merge: Reuse.Run, same: Bool)?
                if html {
                    let page = { (tag: String) in ["--format", "html", "--output", file("\(tag).html"), "--no-fail", "--quiet"] }
                    let whole = try Reuse.spawn(["check", catalog] + page("whole"))
                    let merge = try Reuse.spawn(["merge"] + (1 ... shards).map { file("shard-\($0).json") } + page("merged"))
                    pages = (whole, merge, FileManager.default.contentsEqual(atPath: file("whole.html"), andPath: file("merged.html")))
                }
                let longest = parts.map(\.seconds).max() ?? 0
                var lines: [String] = []
                lines.append("catalog: \(described)\(source.keep ? "; kept in \(folder.path)" : "")")
                lines.append("check whole (json, SARIF, JUnit): \(f(whole.seconds, 2)) s, peak memory \(Reuse.mib(whole.peakBytes))")
                for (index, part) in parts.enumerated() {
                    lines.append("check --shard \(index + 1)/\(shards) (json): \(f(part.seconds, 2)) s, "
                        + "peak memory \(Reuse.mib(part.peakBytes))")
                }
                lines.append("merge (json, SARIF, JUnit): \(f(merge.seconds, 2)) s, \(f(merge.cpuSeconds, 2)) s of CPU, "
                    + "peak memory \(Reuse.mib(merge.peakBytes))")
                lines.append("ratio merge ÷ check whole: \(f(merge.seconds / max(whole.seconds, 1e-9) * 100, 1)) %")
                lines.append("on \(shards) machines, longest shard + merge: \(f(longest + merge.seconds, 2)) s, "
                    + "\(f((longest + merge.seconds) / max(whole.seconds, 1e-9), 2))× the check whole")
                lines.append("JSON and SARIF the same bytes: \(same ? "yes" : "NO")")
                if let pages {
                    lines.append("check whole (html): \(f(pages.whole.seconds, 2)) s, peak memory \(Reuse.mib(pages.whole.peakBytes))")
                    lines.append("merge (html): \(f(pages.merge.seconds, 2)) s, peak memory \(Reuse.mib(pages.merge.peakBytes)); "
                        + "\(f(pages.merge.seconds / max(pages.whole.seconds, 1e-9) * 100, 1)) % of the check whole")
                    lines.append("HTML the same bytes: \(pages.same ? "yes" : "NO")")
                }
                // The floor of what the runs read: the catalog, as `textfit check` reads it.
                if let floor = try await BenchCatalogSource.floor(of: catalog) {
                    lines.append(floor.line)
                    lines.append("ratio check whole ÷ floor: \(f(whole.seconds / max(floor.seconds, 1e-9), 1))×; "
                        + "merge ÷ floor: \(f(merge.seconds / max(floor.seconds, 1e-9), 1))×")
                }
                print(lines.joined(separator: "\n"))
                if !same || pages?.same == false { throw ExitCode(1) }
            }
        }
    }
}

private func f(_ value: Double, _ digits: Int) -> String { ReportNumber.fixed(value, decimals: digits) }
