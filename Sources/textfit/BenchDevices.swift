import ArgumentParser
import Foundation
import TextFit
import TextFitBench

extension TextFitCommand.Bench {
    /// `textfit bench devices`: the bundled titles on every platform and device
    /// (`check --platform all --device all`), timed.
    struct Devices: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark checking the bundled titles on every platform and device (check --platform all --device all).",
            discussion: """
            Runs the bundled job on every device of every platform, as 'check --platform all \
            --device all' does (fonts loaded once, each type table measured once, each device's \
            answers read from the needed sizes), and reports the median wall time of --repeat \
            runs against the 5 s target on 2 cores; then the bundled default job alone (fonts \
            loaded) against its 0.15 s target.
            """)

        @Option(help: "Runs; the median is reported.")
        var `repeat` = 3

        @OptionGroup var fontOptions: FontOptions

        func validate() throws {
            if `repeat` < 1 { throw ValidationError("--repeat must be at least 1") }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let workers = ProcessInfo.processInfo.activeProcessorCount
                let fonts = try fontOptions.collection()
                let table = try BundledData.strings()
                let targets = Platform.allCases.flatMap { platform in
                    DeviceTable.devices(for: platform).map { PlatformTarget(platform: platform, device: $0) }
                }
                var seconds: [Double] = []
                var matrix: DeviceMatrix?
                for _ in 0..<`repeat` {
                    let start = ContinuousClock.now
                    let verification = Verification(strings: table, spec: .bundledDefault, fonts: fonts, parallelism: workers)
                    matrix = try await DeviceMatrix.run(verification, targets: targets, categories: ContentSizeCategory.allCases)
                    let elapsed = ContinuousClock.now - start
                    seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                }
                // The bundled default job (`textfit check` with no options), run after the matrix
                // with the fonts already loaded, as the matrix runs each table.
                var single: [Double] = []
                var singleCells = 0
                for _ in 0..<`repeat` {
                    let start = ContinuousClock.now
                    let verification = Verification(strings: table, spec: .bundledDefault, fonts: fonts, parallelism: workers)
                    singleCells = try await verification.run().cells.count
                    let elapsed = ContinuousClock.now - start
                    single.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                }
                print("default job: the bundled titles on ios iphone-375 (\(singleCells) cells), median of \(`repeat`) runs: "
                    + "\(ReportNumber.fixed(Benchmark.median(single) * 1000, decimals: 1)) ms wall (target: under 0.15 s)")
                let median = Benchmark.median(seconds)
                let cells = matrix?.rows.reduce(0) { $0 + $1.cells } ?? 0
                print("devices: the bundled titles on \(targets.count) platform × device pairs (\(cells) cell answers), "
                    + "\(workers) task\(workers == 1 ? "" : "s"); median of \(`repeat`) runs: "
                    + "\(ReportNumber.fixed(median * 1000, decimals: 1)) ms wall (target: under 5 s on 2 cores)")
            }
        }
    }
}
