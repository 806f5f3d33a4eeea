import ArgumentParser
import Foundation
import TextFit
import TextFitBench

extension TextFitCommand.Bench {
    /// `textfit bench storyboards`: what reading an app's storyboards and XIBs costs the check,
    /// timed against the same app's tables without them.
    struct Storyboards: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark the check on an app with its storyboards against the same app without them.",
            discussion: """
            Writes an app localized with Base Internationalization to a temporary folder: \
            --storyboards storyboards of --elements elements each (labels of a fixed width, \
            wrapping labels, buttons, a centred label, a view controller's title) and their \
            .strings tables in 19 languages besides English, whose text is the storyboards'; the \
            defaults make 3,500 keys × 20 languages, 70,000 strings. Then runs 'textfit check' \
            (this binary, --format json to a file) on it twice, --runs times each, keeping the \
            fastest: on the tables' .lproj folders alone (without the storyboards: no English, \
            each string a label with no declared limit), and on the app's folder (with them: each \
            string measured in its element, the English from the storyboards); then the same two \
            reading alone (--category large --keys with the first element's key: one key \
            measured). Reports each run's wall time, CPU time and peak memory (the process's \
            ru_utime, ru_stime and ru_maxrss) and the ratios. The target is under 1.3× (a release \
            build).
            """)

        @Option(help: "Storyboards in the generated app.")
        var storyboards = 50

        @Option(help: "Elements with a text in each storyboard (each storyboard also has a title).")
        var elements = 69

        @Option(help: "Runs of each check; the fastest is reported.")
        var runs = 1

        @Option(help: "Seed of the generated app.")
        var seed: UInt64 = 1

        @Flag(help: "Keep the folder with the app and the outputs and print where it is.")
        var keep = false

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if storyboards < 1 { throw InputError(reason: "--storyboards must be at least 1") }
                if elements < 1 { throw InputError(reason: "--elements must be at least 1") }
                if runs < 1 { throw InputError(reason: "--runs must be at least 1") }
            }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let folder = BenchCatalogSource.folder("storyboards")
                defer { if !keep { try? FileManager.default.removeItem(at: folder) } }
                let app = BenchmarkStoryboardApp(storyboards: storyboards, elements: elements, seed: seed)
                let root = folder.appendingPathComponent("App").path
                let (bytes, tables) = try app.write(into: root, words: try BundledData.strings())
                let output = folder.appendingPathComponent("results.json").path
                func fastest(_ arguments: [String]) throws(InputError) -> Reuse.Run {
                    var best: Reuse.Run?
                    for _ in 0..<runs {
                        let run = try Reuse.spawn(["check"] + arguments + ["--no-fail", "--quiet"])
                        if best.map({ run.seconds < $0.seconds }) ?? true { best = run }
                    }
                    return best!
                }
                // The whole check, and reading alone (one key measured at one category).
                let whole = ["--format", "json", "--output", output]
                let reading = ["--category", "large", "--keys", app.firstKey]
                let without = try fastest(tables + whole)
                let with = try fastest([root] + whole)
                let readingWithout = try fastest(tables + reading)
                let readingWith = try fastest([root] + reading)
                let languages = BenchmarkStoryboardApp.languages.count
                var lines: [String] = []
                lines.append("app: generated, \(storyboards) storyboards × \(elements + 1) keys × \(languages) languages "
                    + "(\(app.strings) strings, \(app.keys) of them English in the storyboards), "
                    + "\(ReportNumber.fixed(Double(bytes) / 1_048_576, decimals: 1)) MiB, seed \(seed)\(keep ? "; kept in \(folder.path)" : "")")
                func described(_ run: Reuse.Run) -> String {
                    "\(ReportNumber.fixed(run.seconds, decimals: 2)) s wall, \(ReportNumber.fixed(run.cpuSeconds, decimals: 2)) s CPU, "
                        + "peak memory \(Reuse.mib(run.peakBytes))"
                }
                func ratio(_ a: Double, _ b: Double) -> String { ReportNumber.fixed(a / max(b, 1e-9), decimals: 2) + "×" }
                func ratios(_ with: Reuse.Run, _ without: Reuse.Run) -> String {
                    "\(ratio(with.seconds, without.seconds)) wall time, \(ratio(with.cpuSeconds, without.cpuSeconds)) CPU time, "
                        + "\(ratio(Double(with.peakBytes), Double(without.peakBytes))) peak memory"
                }
                lines.append("check without the storyboards (\(tables.count) .lproj folders): \(described(without))")
                lines.append("check with the storyboards (the app's folder): \(described(with))")
                lines.append("ratio with ÷ without: \(ratios(with, without))")
                lines.append("reading alone (--category large --keys \(app.firstKey)), without the storyboards: \(described(readingWithout))")
                lines.append("reading alone, with the storyboards: \(described(readingWith))")
                lines.append("reading ratio with ÷ without: \(ratios(readingWith, readingWithout))")
                print(lines.joined(separator: "\n"))
            }
        }
    }
}
