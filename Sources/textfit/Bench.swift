import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit bench`: how fast TextFit measures, against a plain per-cell HarfBuzz loop.
    struct Bench: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark measuring the bundled strings at every text style and category.",
            discussion: """
            Measures every bundled title × 11 text styles × 12 categories TextFit's way (each \
            distinct text and face instance shaped once, other sizes scaled exactly, tasks on every \
            core) and, in the same run, with a plain loop that shapes every cell with HarfBuzz. \
            Reports the median of --repeat passes of each.
            """)

        @Option(help: "Passes of each measurement; the median is reported.")
        var `repeat` = 5

        @Option(help: "Tasks for TextFit's pass (default: the number of cores).")
        var jobs: Int?

        @OptionGroup var fontOptions: FontOptions

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                guard `repeat` >= 1 else { throw InputError(reason: "--repeat must be at least 1") }
                let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
                guard workers >= 1 else { throw InputError(reason: "--jobs must be at least 1") }
                let table = try LocalizationReader.read(paths: [try BundledData.stringsFolder()])
                let fonts = try fontOptions.collection()
                // Warm the font collection (file hashes) so every pass measures shaping, not I/O.
                _ = try Benchmark.plainLoop(strings: Array(table.strings.prefix(0)), fonts: fonts)
                _ = try await Benchmark.textFit(strings: table.strings, fonts: fonts, workers: workers)

                var fast: [Benchmark.Figures] = []
                var plain: [Benchmark.Figures] = []
                var checks: [Double] = []
                var checkCells = 0
                for _ in 0..<`repeat` {
                    fast.append(try await Benchmark.textFit(strings: table.strings, fonts: fonts, workers: workers))
                    plain.append(try Benchmark.plainLoop(strings: table.strings, fonts: fonts))
                    let run = try await Benchmark.verification(Verification(strings: table, spec: .default, fonts: fonts,
                                                                            parallelism: workers))
                    checks.append(run.seconds)
                    checkCells = run.cells
                }
                let f = median(fast), p = median(plain)
                let check = checks.sorted()[checks.count / 2]
                func us(_ v: Double) -> String { String(format: "%.3f", v) }
                print("matrix: \(table.strings.count) strings × \(TextStyle.allCases.count) text styles × \(ContentSizeCategory.allCases.count) categories = \(f.cells) cells; median of \(`repeat`) passes")
                print("textfit (shape once per text and face instance, \(f.workers) tasks): \(us(f.seconds * 1000)) ms, \(us(f.microsecondsPerCell)) µs/cell, \(us(f.microsecondsPerCellPerCore)) µs/cell per core, \(f.shapings) shapings")
                print("plain hb_shape per cell (1 task): \(us(p.seconds * 1000)) ms, \(us(p.microsecondsPerCellPerCore)) µs/cell per core, \(p.shapings) shapings")
                print("per core, textfit is \(String(format: "%.1f", p.microsecondsPerCellPerCore / f.microsecondsPerCellPerCore))× faster than the plain loop")
                print("default check job (\(checkCells) cells: measure, solve, truncate): \(us(check * 1000)) ms")
            }
        }

        private func median(_ figures: [Benchmark.Figures]) -> Benchmark.Figures {
            figures.sorted { $0.seconds < $1.seconds }[figures.count / 2]
        }
    }
}
