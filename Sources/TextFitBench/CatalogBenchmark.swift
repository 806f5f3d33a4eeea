import Foundation

/// `textfit bench catalog`: a whole catalog × every content-size category through the code
/// path of `textfit check` (``Verification``: measure, solve, truncate), timed with each
/// number of tasks asked for, against ``HarfBuzzFloor`` — each distinct line shaped once.
package enum CatalogBenchmark {
    /// Which of `textfit check`'s paths a run takes with the catalog.
    package enum Path: String, Sendable, CaseIterable {
        /// The first run on an app: no `--spec`, so each key nothing limits is measured as a
        /// label that wraps (``Verification/labelsWhereUndeclared``).
        case labels
        /// Every key measured with the one-line default spec, as with `--spec`.
        case oneLine = "one-line"
        /// The first run with the HTML report (`check --format html`): every cell kept, as the
        /// page draws them, and the page rendered after the run.
        case html
        /// `labels` as `textfit check APP` runs it with no output asked for: the summary alone,
        /// which reads the truncated text of the titles it lists only (``TruncationWhenRead``).
        case labelsSummary = "labels-summary"
        /// `one-line` with the summary alone, as `textfit check APP --spec SPEC` runs it.
        case oneLineSummary = "one-line-summary"

        /// Whether keys nothing limits are measured as wrapping labels.
        var measuresLabels: Bool { self != .oneLine && self != .oneLineSummary }

        /// Whether the run writes the summary alone (and renders it, in the time), not the results JSON.
        package var writesSummaryAlone: Bool { self == .labelsSummary || self == .oneLineSummary }

        /// The path as the report names it.
        package var title: String {
            switch self {
            case .labels: "default first run (wrapping labels)"
            case .oneLine: "one-line spec"
            case .html: "default first run with the HTML report"
            case .labelsSummary: "default first run, summary alone"
            case .oneLineSummary: "one-line spec, summary alone"
            }
        }
    }

    /// One verification of the whole matrix.
    package struct Run: Sendable {
        /// The check path taken.
        package var path: Path
        /// Tasks that measured at once.
        package var jobs: Int
        /// Wall-clock seconds of the verification (fonts already loaded).
        package var seconds: Double
        /// Cells measured and solved.
        package var cells: Int
        /// Layouts shaped with HarfBuzz (``ShapingTally/layouts``).
        package var layoutShapings: Int
        /// Truncation pieces shaped (``ShapingTally/pieces``).
        package var pieceShapings: Int
        /// Truncation candidates shaped whole (``ShapingTally/wholeCandidates``).
        package var wholeCandidateShapings: Int
        /// Lines shaped with HarfBuzz, truncation candidates included: the three kinds above.
        package var shapings: Int { layoutShapings + pieceShapings + wholeCandidateShapings }
        /// Truncation candidates measured by splicing a piece (the cut word and "…", shaped
        /// once per run and task, or known) onto the line's layout rather than shaped whole.
        package var splicedCandidates: Int
        /// Lines of wrapped titles that took their glyphs from their title's shaping (HarfBuzz's
        /// safe-to-break cuts) rather than being shaped: not counted in `shapings`.
        package var slicedLines: Int = 0
        /// Candidate lines of wrapped titles measured from their title's layout, made no layout
        /// of their own: counted neither in `shapings` nor in `slicedLines`.
        package var linesFromTitle: Int = 0
        /// The process's peak resident memory when the run ended, in bytes (``ResourceUsage``:
        /// the peak of the whole process so far, never lowered).
        package var peakBytes: Int
        /// Bytes of results JSON the run encoded (and discarded); for ``Path/html``, of the page.
        package var jsonBytes: Int
        /// Seconds spent inside HarfBuzz's `hb_shape`, summed over the tasks
        /// (``ShapingTally/harfBuzzTime``): the part of the run no work of TextFit's own can
        /// shorten but by shaping less.
        package var harfBuzzSeconds: Double

        package var cellsPerSecond: Double { Double(cells) / max(seconds, 1e-9) }
        package var shapingsPerCell: Double { Double(shapings) / Double(max(cells, 1)) }
    }

    /// The floor loop with some number of tasks.
    package struct Floor: Sendable {
        package var workers: Int
        /// Seconds of the slowest task's shaping, in the fastest of ``CatalogBenchmark/floorPasses`` passes.
        package var seconds: Double
        /// `hb_shape` calls made.
        package var calls: Int
        /// Whether each line was shaped in every face instance the categories' sizes choose
        /// (Inter's text and display cuts) rather than once, at the spec's base size.
        package var everyInstance: Bool
        /// Whether the lines were shaped with `HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT`, as the
        /// check path shapes every layout so that truncation candidates can be spliced onto it.
        package var concatFlags: Bool = false
    }

    /// How long the catalog's strings are, in characters (`Character`s), for the report.
    package struct Lengths: Sendable {
        /// Strings measured (every language and variant).
        package var strings: Int
        package var median: Int
        /// Share of strings longer than 100 characters.
        package var shareOver100: Double
        /// Strings longer than 500 characters.
        package var over500: Int
        package var longest: Int
        /// Strings with a format specifier (`%`).
        package var withSpecifier: Int
        /// Strings that are a plural variant.
        package var pluralVariants: Int

        init(_ strings: [LocalizedString]) {
            let lengths = strings.map(\.value.count).sorted()
            self.strings = lengths.count
            median = lengths.isEmpty ? 0 : lengths[lengths.count / 2]
            shareOver100 = Double(lengths.count { $0 > 100 }) / Double(max(lengths.count, 1))
            over500 = lengths.count { $0 > 500 }
            longest = lengths.last ?? 0
            withSpecifier = strings.count { $0.value.contains("%") }
            pluralVariants = strings.count { $0.variant?.hasPrefix("plural") ?? false }
        }
    }

    /// What a benchmark found.
    package struct Report: Sendable {
        package var lengths: Lengths
        /// Content-size categories per string.
        package var categories: Int
        /// Distinct lines the floor shapes (text after format samples, language, weight).
        package var distinctLines: Int
        /// The process's peak resident memory before the first run, in bytes.
        package var peakBytesBeforeRuns: Int
        package var runs: [Run]
        package var floors: [Floor]
    }

    /// How many times each floor loop is run; the fastest pass is its figure.
    package static let floorPasses = 3

    /// Verifies `strings` at every category with each count of `jobs` (fonts loaded first, by a
    /// run over one string of each language), then shapes the distinct lines in the floor loop
    /// with the same counts, the fastest of ``floorPasses`` passes each.
    ///
    /// An app is measured as `textfit check APP` measures it: each string drawn by a storyboard
    /// or XIB element in that element (`elementGeometry`), and each file on the platform of the
    /// Xcode target that builds it (`filePlatforms`), at that platform's categories. The floors
    /// shape each file's lines at the sizes of its own platform too.
    package static func run(strings: StringTable, fonts: FontCollection, spec: ButtonSpec = .default,
                           elementGeometry: [ElementGeometry.Key: ElementGeometry] = [:],
                           filePlatforms: [String: PlatformTarget] = [:],
                           paths: [Path] = [.oneLine], jobs: [Int]) async throws(InputError) -> Report {
        let categories = ContentSizeCategory.allCases
        var firstOfEach: [LocalizedString] = []
        var languages = Set<LanguageTag>()
        for string in strings.strings where languages.insert(string.language).inserted { firstOfEach.append(string) }
        var warm = strings
        warm.strings = firstOfEach
        _ = try await Verification(strings: warm, spec: spec, categories: categories, fonts: fonts, parallelism: 1).run()

        let peakBefore = ResourceUsage.peakResidentBytes
        var runs: [Run] = []
        for path in paths {
            for count in jobs {
                let shapings = Guarded(ShapingTally())
                var verification = Verification(strings: strings, spec: spec, categories: categories, fonts: fonts,
                                                parallelism: count)
                verification.labelsWhereUndeclared = path.measuresLabels
                verification.elementGeometry = elementGeometry
                verification.filePlatforms = filePlatforms
                verification.shapings = { tally in shapings.withLock { $0 = $0 + tally } }
                let start = ContinuousClock.now
                let cells: Int, bytes: Int
                if path == .html {
                    // `check --format html --output FILE`: every cell kept, then the page rendered.
                    let result = try await verification.run()
                    cells = result.cells.count
                    bytes = try ReportFormat.html.render(result, fonts: fonts).utf8.count
                } else if path.writesSummaryAlone {
                    // `check APP` with no output asked for: the summary alone, rendered (it reads the
                    // truncated titles it lists, truncated then) and counted.
                    var outputs = ReportOutputs()
                    outputs.retention = .summary(limit: SummaryReporter.defaultLimit)
                    let summary = try await verification.run(writingTo: outputs)
                    let text = CountingSink()
                    SummaryReporter().write(ReportInput(summary: summary), to: text)
                    cells = summary.cellCount
                    bytes = text.byteCount
                } else {
                    // The streaming path of `check --format json --output FILE` (no gate): the JSON
                    // counted, not kept, and only the summary's findings kept.
                    let json = CountingSink()
                    var outputs = ReportOutputs(json: json)
                    outputs.retention = .summary(limit: SummaryReporter.defaultLimit)
                    cells = try await verification.run(writingTo: outputs).cellCount
                    bytes = json.byteCount
                }
                let seconds = (ContinuousClock.now - start).seconds
                let tally = shapings.withLock { $0 }
                runs.append(Run(path: path, jobs: count, seconds: seconds, cells: cells,
                                layoutShapings: tally.layouts, pieceShapings: tally.pieces,
                                wholeCandidateShapings: tally.wholeCandidates,
                                splicedCandidates: tally.spliced, slicedLines: tally.slicedLines,
                                linesFromTitle: tally.linesFromTitle,
                                peakBytes: ResourceUsage.peakResidentBytes, jsonBytes: bytes,
                                harfBuzzSeconds: tally.harfBuzzTime.seconds))
            }
        }

        let (floors, distinctLines) = try await Self.floors(strings: strings.strings, fonts: fonts, spec: spec,
                                                            filePlatforms: filePlatforms, jobs: jobs)
        return Report(lengths: Lengths(strings.strings), categories: categories.count, distinctLines: distinctLines,
                      peakBytesBeforeRuns: peakBefore, runs: runs, floors: floors)
    }

    /// The floors of `strings` (``HarfBuzzFloor``) with each count of `jobs`, the fastest of
    /// ``floorPasses`` passes each: each distinct line shaped once at the spec's base size, then
    /// in every face instance the categories' sizes choose, then so with the concat flag (or only
    /// the first when `everyInstance` is false). A file drawn on a platform of its own
    /// (`filePlatforms`) is shaped at that platform's sizes, and the platforms' times summed.
    /// Returns them with the number of distinct lines.
    package static func floors(strings: [LocalizedString], fonts: FontCollection, spec: ButtonSpec = .default,
                               filePlatforms: [String: PlatformTarget] = [:], jobs: [Int],
                               everyInstance: Bool = true) async throws(InputError) -> (floors: [Floor], distinctLines: Int) {
        let categories = ContentSizeCategory.allCases
        let kinds = everyInstance ? [(false, false), (true, false), (true, true)] : [(false, false)]
        // The floor of each platform's files at that platform's sizes, summed.
        let sampler = FormatSpecifierSampler()
        var byPlatform: [PlatformTarget?: [LocalizedString]] = [:]
        var order: [PlatformTarget?] = []
        for string in strings {
            let target = filePlatforms.isEmpty ? nil : filePlatforms[string.location.file]
            if byPlatform[target] == nil { order.append(target) }
            byPlatform[target, default: []].append(string)
        }
        var groups: [(lines: [HarfBuzzFloor.Line], base: Double, sizes: [Double])] = []
        for target in order {
            let drawn = try target.map { target throws(InputError) in try spec.on(target) } ?? spec
            let shown = target.map { target in categories.filter(target.categories.contains) } ?? categories
            let lines = HarfBuzzFloor.lines(strings: byPlatform[target] ?? [], spec: drawn, categories: shown, sampler: sampler)
            groups.append((lines, drawn.basePointSize, shown.map { drawn.pointSize(at: $0) }))
        }
        var floors: [Floor] = []
        for (everyInstance, concatFlags) in kinds {
            for count in jobs {
                // The fastest of a few passes: a floor is what the shaping costs on a quiet machine,
                // and one pass can lose a second to whatever else the machine does.
                var seconds = 0.0, calls = 0
                for group in groups {
                    var fastest = Double.infinity, groupCalls = 0
                    for _ in 0..<floorPasses {
                        let pass = try await HarfBuzzFloor.run(group.lines, fonts: fonts,
                                                               pointSizes: everyInstance ? group.sizes : [group.base],
                                                               workers: count, concatFlags: concatFlags)
                        fastest = min(fastest, pass.seconds)
                        groupCalls = pass.calls
                    }
                    seconds += fastest
                    calls += groupCalls
                }
                floors.append(Floor(workers: count, seconds: seconds, calls: calls, everyInstance: everyInstance,
                                    concatFlags: concatFlags))
            }
        }
        return (floors, groups.reduce(0) { $0 + $1.lines.count })
    }
}
