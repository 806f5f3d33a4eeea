import ArgumentParser
import Foundation
import TextFit
import TextFitButtons
import TextFitSourceScan

extension TextFitCommand {
    /// `textfit check`: every title × language × category against the button spec.
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check every title in every language at every content-size category.",
            discussion: """
            With no CATALOG, checks the bundled Strings/ with the bundled Fonts/ as iOS 15–18 sizes \
            the button (model ios18, fontSize 18 scaled with Dynamic Type). CATALOGs are checked with \
            the label model unless --spec names another; with no --spec, a key nothing limits (no \
            --limits rule, no XLIFF maxwidth, not one of the five Location Button titles) is a label \
            that wraps in the spec's width, and a translation far wider than its source is an \
            'expansion' finding. Exit status: \
            0 when everything fits, 1 when anything is not rendered by iOS, \
            fails iOS's legibility rule, truncates, clips or misses glyphs (0 with --no-fail), 2 on bad input or usage, 3 when an output cannot be \
            written (each file output is written whole or not at all). With --baseline or a \
            policy (--fail-on, --warn-on, --policy), only new or worse findings under a fail rule \
            exit 1; see docs/ci-gate.md.
            """)

        @Argument(help: "String catalogs, .strings/.stringsdict files, XLIFF files, .xcloc bundles or folders.")
        var catalogs: [String] = []

        @Option(help: "A button spec (JSON). Default: iOS 15–18's sizing (model ios18) for the bundled titles, the label model's defaults for a CATALOG; a spec naming no model gets the same.")
        var spec: String?

        @Option(help: "Content-size categories: 'all', one category, or a range: large...AX5, ...large (up to large) or AX1... (AX1 and up).",
                completion: CompletionValues.categoryRanges)
        var category = Checked<CategoryRangeChoice>(argument: "all")

        @Flag(help: "Exit 0 whenever the input is valid, even if titles do not fit (for generating tables).")
        var noFail = false

        @Option(help: "How many tasks measure at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: ArgumentHelp("Flag translations more than PERCENT wider than their source string (an 'expansion' finding).",
                                   valueName: "PERCENT"))
        var relativeBudget: Double?

        @Option(help: ArgumentHelp("Mark cells whose needed width or height is within PERCENT of the spec's limit, on either side, with a 'close' warning, which never fails the run (default: the SF Pro stand-in's error at the cell's size, 1–2 %; 0 for none).",
                                   valueName: "PERCENT"))
        var margin: Double?

        @OptionGroup var reportOptions: ReportOptions

        @Option(help: ArgumentHelp("Also write the HTML report of button previews to this file (with a gate, new and worse findings marked).",
                                   valueName: "file"))
        var html: String?

        @Option(help: ArgumentHelp("Once the check has run on valid input, write this file (a Swift comment with the counts): the output a build system's step declares, so an unchanged build skips the check.",
                                   valueName: "file"))
        var stamp: String?

        @Option(help: ArgumentHelp("Take the cells of this earlier results JSON (--format json) whose string, spec, fonts, categories and textfit version are unchanged, and measure only the rest; the outputs are those of a full run. The index written beside it (results.json.index) is read instead of the whole file when it agrees with it, and a string whose cells had no finding is then taken from the index without its records being read.",
                                   valueName: "results.json"))
        var reuse: String?

        @OptionGroup var fontOptions: FontOptions

        @OptionGroup var stringOptions: StringOptions

        @OptionGroup(title: "Platform") var platformOptions: PlatformOptions

        @OptionGroup(title: "Platform") var titleVersion: TitleVersionOption

        @OptionGroup(title: "CI gate") var gateOptions: GateOptions

        @OptionGroup(title: "CI gate") var shardOptions: ShardOptions

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if try reportOptions.parsedFormat() == .html && reportOptions.output == nil {
                    throw InputError(reason: "--format html needs --output FILE")
                }
                if let jobs, jobs < 1 { throw InputError(reason: "--jobs must be at least 1") }
                _ = try shardOptions.parsed()
                _ = try category.get()
                try DeviceCheck.validate(platformOptions.targets(), check: self)
                if try titleVersion.version() != nil && !catalogs.isEmpty {
                    throw InputError(reason: "--ios picks the bundled titles' iOS version; it takes no CATALOG")
                }
                if let relativeBudget, !(relativeBudget >= 0 && relativeBudget.isFinite) {
                    throw InputError(reason: "--relative-budget must be a percentage, 0 or more")
                }
                if let margin, !(margin >= 0 && margin.isFinite) {
                    throw InputError(reason: "--margin must be a percentage, 0 or more")
                }
            }
        }

        func run() async throws {
            let started = Date()
            let passes: Bool = try await InputError.exitOnBadInput { () async throws -> Bool in
                let format = try reportOptions.parsedFormat()
                let shard = try shardOptions.parsed()
                let categories = try category.get().categories
                // The bundled titles are iOS's own: their job follows iOS 15–18's sizing unless the
                // spec names another model; a catalog the user passes keeps the label model.
                let version = try titleVersion.version()
                let bundledModel = version.map(TitleVersionOption.model) ?? .ios18
                let spec = try self.spec.map { try ButtonSpec.load(from: $0, defaultModel: catalogs.isEmpty ? bundledModel : .label) }
                    ?? (catalogs.isEmpty ? ButtonSpec(model: bundledModel, dynamicType: .scaled) : .default)
                let paths = catalogs.isEmpty ? try BundledData.stringsPaths() : catalogs
                let strings: StringTable
                let fonts: FontCollection
                // --reuse and --baseline on the same results file: it is read once, for both.
                var reused: ReusedCells?
                var planned = gateOptions
                // What the run checks on: --reuse takes only cells of the same platform and device.
                let targets = try platformOptions.targets()
                let single = targets.count == 1 ? targets.first : nil
                let reuseSpec = try single.map { target throws(InputError) in try spec.on(target) } ?? spec
                // The app's storyboards, sources and (with no platform named) Xcode projects are
                // read while its strings are; their faults are reported after the strings'.
                async let appScan = AppSources.read(catalogs: catalogs, projects: targets.isEmpty)
                if let reuse {
                    // The earlier results are indexed while the catalogs are read (each takes
                    // seconds for a large app); errors are reported in the order of a run without.
                    let stringOptions = self.stringOptions, catalogs = self.catalogs, fontOptions = self.fontOptions
                    let keepingFindings = gateOptions.baseline == reuse
                    async let read = { () async -> Result<StringTable, any Error> in
                        do { return .success(try await stringOptions.appTable(catalogs: catalogs)) } catch { return .failure(error) }
                    }()
                    let loaded: Result<(FontCollection, ReusedCells), InputError>
                    do throws(InputError) {
                        let fonts = try fontOptions.collection()
                        loaded = .success((fonts, try await ReusedCells.load(path: reuse, spec: reuseSpec, fonts: fonts,
                                                                             target: single.map(RunTarget.init),
                                                                             keepingFindings: keepingFindings)))
                    } catch {
                        loaded = .failure(error)
                    }
                    strings = try await read.get()
                    (fonts, reused) = try loaded.get()
                    if gateOptions.baseline == reuse { planned.baseline = nil }
                } else {
                    strings = try await stringOptions.appTable(catalogs: catalogs)
                    fonts = try fontOptions.collection()
                }
                var gate = try planned.plan(catalogs: paths)
                if let reuse, reused != nil, gateOptions.baseline == reuse {
                    // The earlier findings are complete once the run has taken its cells (below).
                    gate.baseline = PreparedBaseline(origin: reuse, content: .results([]))
                    gate.printsVerdict = true
                }
                // The storyboards and XIBs that draw the catalogs' strings, and the app's own
                // Location Buttons, beside its catalogs.
                let everyKey = KeySelection(keys: stringOptions.keys, pattern: stringOptions.keyPattern).isAll
                let scan = await appScan
                let (checked, geometry) = try AppSources.checked(strings, scan: scan, everyText: everyKey)
                var verification = Verification(strings: shard?.select(checked) ?? checked, spec: spec,
                                                categories: categories, fonts: fonts)
                if catalogs.isEmpty { verification.strings = TitleVersionOption.titles(verification.strings, version: version) }
                verification.sampler = stringOptions.sampler()
                verification.elementGeometry = geometry
                // An app's catalogs with no spec: what nothing limits is a wrapping label, not a
                // one-line Location Button (whose titles, bundled or named, stay buttons).
                verification.labelsWhereUndeclared = self.spec == nil && !catalogs.isEmpty
                if let relativeBudget { verification.relativeBudget = relativeBudget }
                if let margin { verification.closeMargin = margin }
                if shard != nil { verification.budgetSources = checked }
                verification.shard = shard
                verification.specFile = self.spec
                if let reused {
                    if let refusal = reused.refusal { try Self.note("--reuse: " + refusal) }
                    verification.reuse = reused
                }
                if let jobs { verification.parallelism = jobs }
                if targets.count > 1 {
                    return try await DeviceCheck.run(verification, targets: targets, categories: categories, format: format,
                                                     check: self, gate: gate, started: started, enforced: !noFail)
                }
                if let target = targets.first {
                    try verification.check(on: target, categories: categories)
                } else if !catalogs.isEmpty {
                    // No platform named: each file on the platform of the Xcode target that builds it.
                    // Placed from the whole table, so that every shard states what one run states.
                    let placed = AppPlatforms.platforms(of: checked, projects: scan?.projects ?? .init())
                    verification.filePlatforms = placed.platforms
                    verification.strings.notes += placed.notes
                }
                let measuring = verification
                var request = gate.adding(to: reportOptions.request(format: format))
                request.html = html
                request.settings.fonts = { fonts }
                request.settings.specs = measuring.specResolver()
                request.settings.started = started
                request.settings.environment = ProcessInfo.processInfo.environment
                let reports = ReportPlan(request)
                let sinks = try reportOptions.sinks(format: format, standardOutput: .standardOutput())
                // The HTML report draws every cell, so the run keeps them (memory grows with the
                // cells, as the page does); the other outputs are written from them the same way.
                // Otherwise the run streams its JSON or CSV, and keeps every finding only for an
                // output that lists them or for the gate.
                // (Kept cells are summarized whole: every finding, the titles grouped per string.)
                var kept: VerificationResult?
                let summary: RunSummary
                if reports.keepsCells {
                    let result = try await verification.run()
                    summary = result.summary
                    kept = result
                } else {
                    let outputs = try reports.streamedOutputs(to: sinks, judged: gate.judges(reports))
                    summary = try await TerminalProgress.run(verification, outputs: outputs)
                }
                if let reuse, let reused {
                    // Every earlier record is read before any output is put in place.
                    let earlierFindings = try await reused.finish()
                    if gateOptions.baseline == reuse {
                        gate.baseline = PreparedBaseline(origin: reuse, content: .results(earlierFindings))
                    }
                }
                let input = ReportInput(summary: summary, cells: kept)
                try await reports.write(.summarized, input, to: sinks)
                if let reuse, let reused {
                    let taken = reused.taken
                    let alone = taken.fromIndex > 0 ? " (\(taken.fromIndex) from its index alone)" : ""
                    try Self.note("--reuse: \(taken.strings) of \(taken.of) strings taken from \(reuse)\(alone), the rest measured")
                }
                let (passes, judged) = try await gate.finish(input, measuring: { measuring }, reports: reports,
                                                             sinks: sinks, enforced: !noFail)
                if let stamp {
                    let text = "// textfit check: \(summary.cellCount) cells, \(summary.findings.count) findings; "
                        + (passes ? "passes" : "fails") + "\n"
                    do {
                        try Data(text.utf8).write(to: URL(fileURLWithPath: stamp), options: .atomic)
                    } catch {
                        throw InputError(file: stamp, reason: "cannot write the stamp: \(error.localizedDescription)")
                    }
                }
                // `input` holds the kept cells, `judged` the gate's findings and groups, and
                // `measuring` is `verification`'s storage.
                KeptUntilExit.keep((input, judged, gate, verification, reused, strings, checked, scan))
                return passes
            }
            if !passes && !noFail { throw ExitCode(1) }
        }

        /// Writes `note: TEXT` to standard error at once.
        static func note(_ text: String) throws(InputError) {
            let sink = FileSink.standardError()
            sink.writeLine("note: " + text)
            try sink.flush()
        }
    }
}

/// Parses `all`, one category, or a range of content-size categories in the grammar of the
/// gate's rules (``CategorySpan``): `large...AX5`, `...large`, `AX1...`.
enum CategoryRange {
    static func parse(_ text: String) throws(InputError) -> [ContentSizeCategory] {
        for separator in ["...", "…", ".."] where text.contains(separator) {
            guard let span = try? CategorySpan.parse(text, context: "--category") else {
                throw InputError(reason: "--category: '\(text)' is not a range of categories such as large...AX5")
            }
            return ContentSizeCategory.allCases.filter(span.contains)
        }
        return try ValueParsing.categories(text)
    }
}
