import ArgumentParser
import Foundation
import TextFit
import TextFitBench

extension TextFitCommand.Bench {
    /// `textfit bench matrix` (the default): the bundled strings at every text style and
    /// category, against a plain per-cell HarfBuzz loop.
    struct Matrix: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark measuring the bundled strings at every text style and category (the default).",
            discussion: """
            Measures every bundled title × 11 text styles × 12 categories TextFit's way (each \
            distinct text and face instance shaped once, other sizes scaled exactly, rows spread \
            over tasks) and, in the same run, with a plain loop that shapes every cell with \
            HarfBuzz. Each task opens its faces in a cold first pass; the --repeat warm passes \
            after it start with no layouts. Reports the median warm pass, the default check job, \
            and reading a synthetic 2,000-key × 40-language catalog.
            """)

        @Option(help: "Warm passes of each measurement; the median is reported.")
        var `repeat` = 5

        @Option(help: "Tasks (default: the number of cores).")
        var jobs: Int?

        @OptionGroup var fontOptions: FontOptions

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                guard `repeat` >= 1 else { throw InputError(reason: "--repeat must be at least 1") }
                if let jobs, jobs < 1 { throw InputError(reason: "--jobs must be at least 1") }
            }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
                let table = try BundledData.strings()
                let fonts = try fontOptions.collection()
                let fast = try await Benchmark.textFit(strings: table.strings, fonts: fonts, workers: workers, passes: `repeat`)
                let plain = try await Benchmark.plainLoop(strings: table.strings, fonts: fonts, workers: workers, passes: `repeat`)
                var checks: [Double] = []
                var checkCells = 0
                for _ in 0..<`repeat` {
                    let run = try await Benchmark.verification(Verification(strings: table, spec: .default, fonts: fonts,
                                                                            parallelism: workers))
                    checks.append(run.seconds)
                    checkCells = run.cells
                }
                let check = Benchmark.median(checks)
                let languages = ["ar", "bn", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu", "id",
                                 "it", "ja", "kn", "ko", "ml", "mr", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru",
                                 "sk", "sv", "ta", "te", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK"].compactMap(LanguageTag.init)
                let catalog = SyntheticCatalog.data(keys: 2000, languages: languages)
                var parses: [Double] = []
                var parsed = 0
                for _ in 0..<`repeat` {
                    let start = ContinuousClock.now
                    parsed = try StringCatalogReader.read(data: catalog, file: "synthetic.xcstrings").strings.count
                    let elapsed = ContinuousClock.now - start
                    parses.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                }
                let parse = Benchmark.median(parses)
                func f(_ v: Double, _ digits: Int = 3) -> String { ReportNumber.fixed(v, decimals: digits) }
                print("matrix: \(table.strings.count) strings × \(TextStyle.allCases.count) text styles × \(ContentSizeCategory.allCases.count) categories = \(fast.cells) cells, \(workers) task\(workers == 1 ? "" : "s"); median of \(`repeat`) warm passes")
                print("textfit, shape once per text and face instance: \(f(fast.microsecondsPerCellPerCore)) µs/cell per core, \(f(fast.median.wall * 1000, 1)) ms wall, \(fast.shapings) shapings (cold first pass \(f(fast.coldSeconds * 1000, 1)) ms)")
                print("plain hb_shape per cell:                         \(f(plain.microsecondsPerCellPerCore)) µs/cell per core, \(f(plain.median.wall * 1000, 1)) ms wall, \(plain.shapings) shapings")
                print("ratio (plain ÷ textfit, per core): \(f(plain.microsecondsPerCellPerCore / fast.microsecondsPerCellPerCore, 1))×")
                print("default check job (\(checkCells) cells: measure, solve, truncate; fonts loaded): \(f(check * 1000, 1)) ms wall")
                print("reading a 2,000-key × \(languages.count)-language String Catalog (\(catalog.count / 1024) KiB, \(parsed) strings): \(f(parse * 1000, 1)) ms")
            }
        }
    }
}
