import ArgumentParser
import Foundation
import TextFit
import TextFitBench

extension TextFitCommand.Bench {
    /// `textfit bench catalog`: a real-size catalog through the check job, with 1 and 2 tasks,
    /// against a floor loop that shapes each distinct string once.
    struct Catalog: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark the check job on a real-size String Catalog, generated or your own.",
            discussion: """
            With no PATH, writes a String Catalog of --keys keys × 40 languages to a temporary \
            folder (the same catalog for the same --seed: lengths as in real apps, median 25 \
            characters, 10 % over 100, a few over 500; format specifiers and plural variants; \
            each language's words from the bundled translations) and reads it back. With PATH, \
            reads those catalogs or folders instead, as 'textfit check' reads an app: the strings \
            its storyboards and XIBs draw measured in their elements, its own Location Buttons \
            added, and each file measured on the platform of the Xcode target that builds it. Then verifies every string at all 12 \
            categories as 'textfit check' does, once per --paths path and --jobs count: labels, \
            the default first run on an app (keys nothing limits measured as wrapping labels), and \
            one-line, the default spec for every key (as with --spec), both streaming the results \
            JSON, the same two writing the summary alone (labels-summary, one-line-summary: what \
            'textfit check' writes with no output asked for), and html, the first run \
            keeping every cell and rendering the HTML page (as with --format html), \
            and shapes each distinct string once with HarfBuzz in a plain loop (the floor): \
            once at the base size, then in every face instance the categories' sizes choose, \
            then so again with the concat flag truncation needs, the fastest of \(CatalogBenchmark.floorPasses) passes each. \
            Reports wall time, cells per second, shapings per cell, the time spent inside \
            HarfBuzz's hb_shape, the process's peak memory and the ratios.
            """)

        @Argument(help: "Catalogs or folders to use instead of the generated catalog (e.g. ../shared/realworld/stats).")
        var paths: [String] = []

        @Option(help: "Keys in the generated catalog (default 2000), or the first keys of PATH (default all).")
        var keys: Int?

        @Option(help: "Leave out strings longer than this many characters (to time the rest apart from long ones).")
        var maxLength: Int?

        @Option(help: "Seed of the generated catalog.")
        var seed: UInt64 = 1

        @Option(help: "Task counts to time, comma-separated.")
        var jobs = Checked<TaskCounts>(argument: "1,2")

        @Option(name: .customLong("paths"), help: ArgumentHelp(
            "Check paths to time, comma-separated: labels (the default first run, keys nothing limits measured as wrapping labels), one-line (the one-line default spec, as with --spec), both streaming the results JSON; labels-summary and one-line-summary (the same writing the summary alone, as 'textfit check' does with no output asked for); html (the default first run keeping every cell, then the HTML page rendered, as with --format html).",
            valueName: "check-paths"))
        var checkPaths = Checked<BenchPaths>(argument: "labels,one-line,labels-summary,one-line-summary,html")

        @Flag(help: "Keep the generated catalog and print where it is.")
        var keep = false

        @OptionGroup var fontOptions: FontOptions

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if let keys, keys < 1 { throw InputError(reason: "--keys must be at least 1") }
                if let maxLength, maxLength < 1 { throw InputError(reason: "--max-length must be at least 1") }
                _ = try jobs.get()
                _ = try checkPaths.get()
            }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let counts = try jobs.get().counts
                let fonts = try fontOptions.collection()
                var source = paths
                var folder: String?
                var described: String
                if paths.isEmpty {
                    let words = try BundledData.strings()
                    let temporary = FileManager.default.temporaryDirectory
                        .appendingPathComponent("textfit-bench-\(ProcessInfo.processInfo.processIdentifier)").path
                    let catalog = BenchmarkCatalog(keys: keys ?? 2000, seed: seed)
                    let path = try catalog.write(into: temporary, words: words)
                    folder = temporary
                    source = [path]
                    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                    described = "generated, \(catalog.keys) keys × \(BenchmarkCatalog.languages.count) languages, seed \(seed) "
                        + "(\(f(Double(size) / 1_048_576, 1)) MiB\(keep ? ", kept at \(path)" : ""))"
                } else {
                    described = paths.joined(separator: " ")
                }
                defer { if let folder, !keep { try? FileManager.default.removeItem(atPath: folder) } }
                let start = ContinuousClock.now
                // As `check APP` reads it: the app's storyboards, sources and projects while its strings.
                async let scan = AppSources.read(catalogs: paths, projects: true)
                var table = try await LocalizationReader.read(paths: source, sourceLanguage: nil,
                                                              parallelism: ProcessInfo.processInfo.activeProcessorCount)
                if let keys, !paths.isEmpty {
                    let kept = Set(table.keys.prefix(keys))
                    table.strings = table.strings.filter { kept.contains($0.key) }
                    described += " (first \(kept.count) keys)"
                }
                if let maxLength {
                    let before = table.strings.count
                    table.strings = table.strings.filter { $0.value.count <= maxLength }
                    described += "; \(before - table.strings.count) strings over \(maxLength) characters left out"
                }
                let app = try Self.app(table, scan: await scan, everyText: keys == nil)
                let onOwnPlatform = app.table.strings.count { app.platforms[$0.location.file] != nil }
                if onOwnPlatform > 0 {
                    described += "; \(onOwnPlatform) strings measured on their Xcode target's platform"
                }
                let read = ContinuousClock.now - start
                let report = try await CatalogBenchmark.run(strings: app.table, fonts: fonts, elementGeometry: app.geometry,
                                                            filePlatforms: app.platforms,
                                                            paths: try checkPaths.get().paths, jobs: counts)
                print(Self.render(report, described: described, readSeconds: read.secondsValue, onOwnPlatform: onOwnPlatform))
            }
        }

        /// An app's strings `table`, read from `paths`, as `textfit check APP` measures them: the
        /// strings its storyboards and XIBs draw and its own Location Buttons
        /// (``AppSources/checked(_:scan:everyText:)``), and the platform of each file an Xcode
        /// target builds for another (``AppPlatforms/platforms(of:projects:)``).
        static func app(_ table: StringTable, paths: [String], everyText: Bool) async throws(InputError)
            -> (table: StringTable, geometry: [ElementGeometry.Key: ElementGeometry], platforms: [String: PlatformTarget]) {
            try app(table, scan: await AppSources.read(catalogs: paths, projects: true), everyText: everyText)
        }

        /// `table` with what `scan` read of its app beside it (``app(_:paths:everyText:)``).
        static func app(_ table: StringTable, scan: AppSources.Scan?, everyText: Bool) throws(InputError)
            -> (table: StringTable, geometry: [ElementGeometry.Key: ElementGeometry], platforms: [String: PlatformTarget]) {
            let app = try AppSources.checked(table, scan: scan, everyText: everyText)
            let projects = scan?.projects ?? AppPlatforms.Projects()
            return (app.table, app.geometry, AppPlatforms.platforms(of: app.table, projects: projects).platforms)
        }

        /// The report's lines; `onOwnPlatform` strings were measured at the categories of their
        /// Xcode target's platform.
        static func render(_ report: CatalogBenchmark.Report, described: String, readSeconds: Double,
                           onOwnPlatform: Int = 0) -> String {
            let l = report.lengths
            var lines: [String] = []
            lines.append("catalog: \(described); read in \(f(readSeconds, 2)) s")
            lines.append("strings: \(l.strings) (median \(l.median) characters, \(f(l.shareOver100 * 100, 1)) % over 100, "
                + "\(l.over500) over 500, longest \(l.longest); \(l.withSpecifier) with format specifiers, "
                + "\(l.pluralVariants) plural variants) × \(report.categories) categories"
                + (onOwnPlatform > 0 ? " (the \(onOwnPlatform) on a platform of their own: that platform's)" : "") + ", default spec")
            for run in report.runs {
                lines.append("textfit check, \(run.path.title), \(run.jobs) job\(run.jobs == 1 ? ": " : "s:") "
                    + "\(f(run.seconds, 2)) s wall, "
                    + "\(run.cells) cells, \(f(run.cellsPerSecond, 0)) cells/s, \(run.shapings) shapings "
                    + "(\(f(run.shapingsPerCell, 2)) per cell: \(run.layoutShapings) layouts, \(run.pieceShapings) truncation "
                    + "pieces, \(run.wholeCandidateShapings) truncation candidates shaped whole; "
                    + "\(run.splicedCandidates) truncation candidates spliced; "
                    + "\(run.slicedLines) lines sliced from their title's shaping, "
                    + "\(run.linesFromTitle) measured from their title's layout), "
                    + (run.path.writesSummaryAlone ? "\(run.jsonBytes) bytes of summary, "
                        : "\(f(Double(run.jsonBytes) / Double(max(run.cells, 1)), 0)) bytes of \(run.path == .html ? "HTML" : "JSON") per cell, ")
                    + "peak memory so far \(mib(run.peakBytes)); inside hb_shape \(f(run.harfBuzzSeconds, 2)) s "
                    + "of the tasks' time (\(f(run.harfBuzzSeconds / max(run.seconds * Double(run.jobs), 1e-9) * 100, 0)) %)")
            }
            for floor in report.floors {
                lines.append("\(name(of: floor, long: true)) (\(floor.calls) hb_shape calls), "
                    + "\(floor.workers) task\(floor.workers == 1 ? ": " : "s:") \(f(floor.seconds, 3)) s")
            }
            let most = report.runs.map(\.jobs).max() ?? 1
            let paths = report.runs.reduce(into: [CatalogBenchmark.Path]()) { if !$0.contains($1.path) { $0.append($1.path) } }
            for path in paths {
                let runs = report.runs.filter { $0.path == path }
                guard let last = runs.first(where: { $0.jobs == most }) else { continue }
                let jobs = "\(last.jobs) job\(last.jobs == 1 ? "" : "s")"
                for floor in report.floors where floor.workers == last.jobs || floor.workers == 1 {
                    let what = name(of: floor, long: false)
                    lines.append("ratio \(path.title), \(jobs) ÷ \(what), "
                        + "\(floor.workers) task\(floor.workers == 1 ? "" : "s"): \(f(last.seconds / max(floor.seconds, 1e-9), 1))×")
                }
                // HarfBuzz's own share of the check path, as if spread evenly over the tasks: what the
                // run would take were everything else free.
                if let floor = report.floors.first(where: { !$0.everyInstance && $0.workers == 1 }) {
                    let spread = last.harfBuzzSeconds / Double(last.jobs)
                    lines.append("hb_shape inside \(path.title), \(jobs), spread evenly over "
                        + "the tasks: \(f(spread, 2)) s, \(f(spread / max(floor.seconds, 1e-9), 1))× the floor, 1 task")
                }
                if let one = runs.first(where: { $0.jobs == 1 }), let two = runs.first(where: { $0.jobs == 2 }) {
                    lines.append("ratio \(path.title), 1 job ÷ 2 jobs: \(f(one.seconds / max(two.seconds, 1e-9), 2))×")
                }
            }
            for (first, oneLinePath) in [(CatalogBenchmark.Path.labels, CatalogBenchmark.Path.oneLine),
                                         (.labelsSummary, .oneLineSummary)] {
                guard let labels = report.runs.first(where: { $0.path == first && $0.jobs == most }),
                      let oneLine = report.runs.first(where: { $0.path == oneLinePath && $0.jobs == most }) else { continue }
                lines.append("ratio \(first.title) ÷ \(oneLinePath.title), "
                    + "\(most) job\(most == 1 ? "" : "s"): \(f(labels.seconds / max(oneLine.seconds, 1e-9), 2))×")
            }
            lines.append("peak memory is the process's (getrusage ru_maxrss), never lowered: "
                + "\(mib(report.peakBytesBeforeRuns)) after reading the catalog and loading the fonts")
            return lines.joined(separator: "\n")
        }

        /// What a floor shaped: in full for its own line, shortly for its ratio.
        static func name(of floor: CatalogBenchmark.Floor, long: Bool) -> String {
            switch (floor.everyInstance, floor.concatFlags) {
            case (_, true):
                "floor in every face instance with the concat flag"
                    + (long ? " truncation needs, each distinct string shaped once per optical cut "
                        + "with HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT" : "")
            case (true, false):
                "floor in every face instance"
                    + (long ? " the categories choose, each distinct string shaped once per optical cut" : "")
            case (false, false):
                "floor" + (long ? ", each distinct string shaped once" : "")
            }
        }

        static func mib(_ bytes: Int) -> String { "\(f(Double(bytes) / 1_048_576, 0)) MiB" }
    }
}

private func f(_ value: Double, _ digits: Int) -> String { ReportNumber.fixed(value, decimals: digits) }

extension Duration {
    var secondsValue: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
