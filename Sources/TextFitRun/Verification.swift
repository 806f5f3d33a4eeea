import Foundation

/// One verification run: every string × every content-size category, measured in a font
/// collection and fitted to a button spec, in parallel across the machine's cores.
public struct Verification: Sendable {
    /// The strings to check.
    public var strings: StringTable
    /// The button they must fit.
    public var spec: ButtonSpec
    /// The categories to check, smallest first.
    public var categories: [ContentSizeCategory]
    /// The fonts to measure with.
    public var fonts: FontCollection
    /// How many tasks measure at once; defaults to the number of active cores.
    public var parallelism: Int
    /// The values put in place of format specifiers.
    package var sampler = FormatSpecifierSampler()
    /// Called with the number of cells just written, as each string's cells reach the writers in
    /// canonical order (one caller at a time); `nil` for none.
    public var progress: (@Sendable (Int) -> Void)?
    /// The part of the work these strings are (`--shard i/n`), stated in the outputs; `nil` for all of it.
    package var shard: Shard?
    /// Called from each task when it is done with what it did with HarfBuzz (lines shaped,
    /// truncation candidates spliced, HarfBuzz's own time), for the benchmark; `nil` for none.
    package var shapings: (@Sendable (ShapingTally) -> Void)?
    /// How many percent wider than the source-language string a translation may be
    /// (`--relative-budget`); `nil` for no run-wide budget (rules of the limits may set one).
    public var relativeBudget: Double?
    /// The margin of `close` findings in percent (`--margin`): a cell whose needed width or
    /// height is within it of the spec's limit, on either side, gets one; `nil` for the SF Pro
    /// stand-in's error at each cell's size (`StandInError`), 0 for none.
    public var closeMargin: Double?
    /// The strings the relative budgets compare with: the whole table when `strings` is one
    /// shard of it; `nil` uses `strings`.
    package var budgetSources: StringTable?
    /// The file `spec` was read from, where its lint findings point; `nil` for a spec built in code.
    public var specFile: String?
    /// Whether a key that nothing limits — no rule of the limits, no XLIFF `maxwidth` — is
    /// measured as a `DefaultLabel` (a label that wraps in the spec's width, its translations
    /// compared with their source) instead of with `spec`: what `textfit check` does with an
    /// app's catalogs when no `--spec` is given. `false` measures every key with `spec`.
    public var labelsWhereUndeclared = false
    /// Cells of an earlier run taken instead of measuring their strings again (`--reuse`).
    package var reuse: (any CellReuse)?
    /// The platform each file's strings are measured on, by the file as its strings name it
    /// (``SourceLocation/file``): a catalog of a watch target on the watch. A file not listed
    /// is measured with the run's spec and categories.
    package var filePlatforms: [String: PlatformTarget] = [:]
    /// The geometry of the Interface Builder element each string is drawn in, by the string's
    /// file and key: its spec replaces the run's (and the key's limit) for that string.
    package var elementGeometry: [ElementGeometry.Key: ElementGeometry] = [:]
    /// The platform and device checked on (``check(on:categories:)``); `nil` for a run with no
    /// platform options, on the spec's own frame (``RunTarget/unnamed(spec:)``).
    package var target: RunTarget?

    public init(strings: StringTable, spec: ButtonSpec, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
                fonts: FontCollection, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.strings = strings
        self.spec = spec
        self.categories = categories
        self.fonts = fonts
        self.parallelism = max(1, parallelism)
    }

    /// The spec `key` is measured with: the run's, with the key's sidecar limit applied.
    ///
    /// Each call looks at every string; for many keys, ask `specResolver()` once.
    public func spec(forKey key: String) throws(InputError) -> ButtonSpec {
        try plan().spec(for: key)
    }

    /// The spec of each key, as ``spec(forKey:)`` gives it, from what is worked out once.
    /// Made from ``KeySpecs``, as `textfit merge` makes it from what the shards state.
    package func specResolver() -> @Sendable (String) throws(InputError) -> ButtonSpec {
        KeySpecs(of: plan()).resolver(spec: spec)
    }

    /// The plan the tasks share, without the source strings.
    private func plan() -> VerificationPlan {
        var plan = VerificationPlan(spec: spec, keyLimits: strings.keyLimits, categories: categories, sampler: sampler)
        plan.filePlatforms = filePlatforms
        plan.elementGeometry = elementGeometry
        if labelsWhereUndeclared {
            plan.defaultLabel = DefaultLabel.spec(from: spec)
            let table = budgetSources ?? strings
            let limited = table.strings.filter { $0.widthLimit != nil }
            plan.fileLimitedKeys = Set(limited.map(\.key))
            plan.fileLimitedInTables = Set(limited.map { VerificationPlan.TableKey(table: $0.tableIdentity, key: $0.key) })
        }
        return plan
    }

    /// Measures and solves every cell and keeps them all. Results come back in the canonical
    /// order of ``VerificationResult``, whatever the scheduling was.
    ///
    /// Memory grows with the cells; a large run streams instead (`run(writingTo:)`).
    ///
    /// Stale strings (no longer in the app's code) and untranslated ones (state `new` with no
    /// value) are not measured; each is named in a note instead.
    public func run() async throws(InputError) -> VerificationResult {
        let (header, units) = await prepare()
        let cells = try await run(units: units, consumer: CellCollector())
        var result = VerificationResult(orderedCells: cells, header: header)
        result.shard = shard
        return result
    }

    /// The notes and the strings to measure, in canonical order, grouped into units that share
    /// a file, line, key and language (their cells interleave in canonical order).
    package func prepare() async -> (RunHeader, [[LocalizedString]]) {
        let plan = self.plan()
        // Counted beside the rest: it reads every string again, and nothing below needs it.
        async let defaultLabelKeys = defaultLabelKeyCount(plan: plan)
        var notes = strings.notes
        let all = strings.strings
        // The places in `all` of the strings measured: each is asked in place, and copied once,
        // into its unit.
        var measured: [Int] = []
        measured.reserveCapacity(all.count)
        for index in all.indices {
            if all[index].state == .stale { continue }  // the reader's stale note names the key
            if all[index].state == .new && all[index].value.isEmpty {
                let string = all[index]
                notes.append(ReadNote(kind: .missingTranslation, key: string.key, language: string.language,
                                      location: string.location,
                                      message: "\(TableIdentity.quoted(key: string.key, table: string.table)) has no \(string.language) translation yet (state new); not measured"))
                continue
            }
            measured.append(index)
        }
        notes += FontStackNotes.notes(for: all, at: measured, fonts: fonts)
        // Read file by file, line by line, the strings mostly come in this order already: they
        // are grouped as they come, and sorted first only when one is out of place.
        var units = Self.units(of: all, at: measured, stoppingOutOfPlace: true)
        if units == nil {
            let order = measured.sorted { a, b in
                let (left, right) = (UnitPlace(all[a]), UnitPlace(all[b]))
                return left != right ? left < right : a < b
            }
            units = Self.units(of: all, at: order, stoppingOutOfPlace: false)
        }
        let lint = SpecLint.findings(spec: spec, specFile: specFile, keyLimits: strings.keyLimits, categories: categories,
                                     resolve: { key throws(InputError) in try plan.spec(for: key) })
            + ReadFindings.findings(notes: notes, categories: categories)
        var header = RunHeader(spec: spec, fontOrigin: fonts.origin, notes: notes, shard: shard, lint: lint, target: target)
        for (file, placed) in filePlatforms where RunTarget(placed) != header.target {
            header.fileTargets[file] = RunTarget(placed)
        }
        // The whole table's strings, so that every shard of a split run has the same columns.
        let whole = (budgetSources ?? strings).strings
        header.namesTables = whole.indices.contains { whole[$0].table != nil }
        header.defaultLabelKeys = await defaultLabelKeys
        header.keySpecs = KeySpecs(of: plan)
        return (header, units ?? [])
    }

    /// The strings of `all` at `order`, a unit for each place (``UnitPlace``) in turn; `nil`
    /// when `stoppingOutOfPlace` and a string's place comes before the last one's.
    private static func units(of all: [LocalizedString], at order: [Int], stoppingOutOfPlace: Bool) -> [[LocalizedString]]? {
        var units: [[LocalizedString]] = []
        units.reserveCapacity(order.count)
        var last: UnitPlace?
        for index in order {
            let here = UnitPlace(all[index])
            if let last, last == here {
                units[units.count - 1].append(all[index])
            } else if stoppingOutOfPlace, let last, here < last {
                return nil
            } else {
                units.append([all[index]])
            }
            last = here
        }
        return units
    }

    /// How many keys `plan` measures as a default label, when it has one: the whole table's
    /// keys, so that every shard of a split run states the same count. A key in two tables is two
    /// keys, as the summary counts them; a key an element draws is measured in that element, not
    /// as a default label.
    private func defaultLabelKeyCount(plan: VerificationPlan) -> Int? {
        guard plan.hasDefaultLabel else { return nil }
        let framed = Set(elementGeometry.keys.map(\.key))
        struct TableKey: Hashable { var table: String?; var key: ExactKey }
        // What the question depends on: asked once for each key of a table, not once per
        // language, its strings read in place.
        struct Asked: Hashable {
            var table: TableIdentity?
            var key: ExactKey
            /// By key alone: a table's folder is a path, and a key is in one table or a few.
            func hash(into hasher: inout Hasher) { hasher.combine(key) }
        }
        let table = budgetSources ?? strings
        var asked = Set<Asked>()
        var counted = Set<TableKey>()
        for index in table.strings.indices
        where asked.insert(Asked(table: table.strings[index].tableIdentity, key: ExactKey(table.strings[index].key))).inserted {
            if plan.isDefaultLabel(table.strings[index].key, table: table.strings[index].tableIdentity),
               !framed.contains(table.strings[index].key) {
                counted.insert(TableKey(table: table.strings[index].table, key: ExactKey(table.strings[index].key)))
            }
        }
        return counted.count
    }

    /// Runs the tasks over `units` and hands their cells to `consumer` in order.
    package func run<Consumer: OrderedConsumer>(units: [[LocalizedString]], consumer: sending Consumer)
        async throws(InputError) -> Consumer.Output {
        let encoder = consumer.encoder
        let truncatesWhenRead = !consumer.readsEveryTruncation
        let workers = min(parallelism, max(1, units.count))
        // The font files the strings' stacks use, verified side by side before any is measured.
        // Units come language by language within a file: a language is added where it changes.
        var languages = Set<LanguageTag>()
        var lastLanguage: LanguageTag?
        for unit in units.indices {
            for position in units[unit].indices where units[unit][position].language != lastLanguage {
                lastLanguage = units[unit][position].language
                languages.insert(units[unit][position].language)
            }
        }
        await fonts.prepareFiles(languages: languages)
        let delivery = OrderedDelivery(consumer: consumer, count: units.count, window: 32 * workers, progress: progress)
        try await Self.measure(units: units, workers: workers, channel: delivery, encoder: encoder,
                               plan: budgetPlan(), truncatesWhenRead: truncatesWhenRead, reuse: reuse,
                               fonts: fonts, cellsPerString: categories.count, shapings: shapings)
        return try delivery.finish()
    }

    /// The plan the tasks share, with the source strings when a relative budget applies.
    private func budgetPlan() -> VerificationPlan {
        var plan = self.plan()
        plan.relativeBudget = relativeBudget
        plan.closeMargin = closeMargin
        guard relativeBudget != nil || plan.hasDefaultLabel
            || strings.keyLimits.values.contains(where: { $0.relativeBudget != nil }) else {
            return plan
        }
        let table = budgetSources ?? strings
        plan.sourceLanguage = table.sourceLanguage
        // By index: only the source language's strings are read further.
        for index in table.strings.indices where table.strings[index].language == table.sourceLanguage {
            let source = VerificationPlan.SourceKey(table: table.strings[index].tableIdentity, key: table.strings[index].key,
                                                    variant: table.strings[index].variant)
            plan.sources[source] = plan.sampler.samples(for: table.strings[index])
        }
        return plan
    }

    /// Runs `workers` tasks, each with its own solver, that take units from `channel` until none
    /// is left: measure, order, encode, hand in.
    ///
    /// When units fail, the error reported is that of the first failing unit in canonical order,
    /// whatever the scheduling: units are claimed in order, so when the tasks stop claiming, every
    /// unit before a failed one has been measured or has failed itself.
    private static func measure<Encoder: CellEncoder>(units: [[LocalizedString]], workers: Int,
                                                      channel: some UnitChannel<Encoder.Record>, encoder: Encoder,
                                plan: VerificationPlan, truncatesWhenRead: Bool, reuse: (any CellReuse)?,
                                fonts: FontCollection, cellsPerString: Int,
                                shapings: (@Sendable (ShapingTally) -> Void)?) async throws(InputError) {
        // One string's one sample gives a cell per category, in the plan's order: canonical
        // already when that order is the categories' own.
        let categoriesAscending = zip(plan.categories, plan.categories.dropFirst()).allSatisfy { $0.ordinal < $1.ordinal }
        let failures = await withTaskGroup(of: [(index: Int, error: InputError)].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    let solver = CellSolver(plan: plan, fonts: fonts, truncatesWhenRead: truncatesWhenRead)
                    let encoder = encoder.forTask()
                    defer { shapings?(ShapingTally(solver.measurer)) }
                    while let index = await channel.claim() {
                        let unit = units[index]
                        var cells: [CellResult] = []
                        // The records taken cells were written as, by cell (empty: encode it), when any.
                        var recorded: [RecordedBytes] = []
                        // A string alone in its unit, its cells in canonical order, may be taken as a title.
                        let asTitle = encoder.takesTitles && categoriesAscending && unit.count == 1
                        var title: TakenTitle?
                        do throws(InputError) {
                            // By index: each string is lent to the look-up and the solver, not copied.
                            for position in unit.indices {
                                // The first string's cells are taken as they are, not copied into another array.
                                let more: [CellResult]
                                if let taken = try reuse?.taken(for: unit[position], plan: plan, asTitle: asTitle) {
                                    if let taken = taken.title {
                                        title = taken
                                        break
                                    }
                                    more = taken.cells
                                    if encoder.isActive, taken.records.count == more.count {
                                        recorded += repeatElement(.none, count: cells.count - recorded.count)
                                        recorded += taken.records
                                    }
                                } else {
                                    more = try solver.cells(for: unit[position])
                                }
                                if cells.isEmpty { cells = more } else { cells += more }
                            }
                        } catch {
                            await channel.stop()
                            return [(index, error)]
                        }
                        if let title {
                            await channel.deliver(index, EncodedUnit(title: title, digests: encoder.indexDigests(of: title),
                                                                     progressCells: cellsPerString))
                            continue
                        }
                        // One string with one sample: a cell per category of its file's platform, in order.
                        if !(categoriesAscending && unit.count == 1
                             && cells.count == plan.placement(of: unit[0]).categories.count) {
                            cells = VerificationResult.ordered(cells)
                            recorded = []
                        }
                        var records: [Encoder.Record] = []
                        if encoder.isActive {
                            records.reserveCapacity(cells.count)
                            // By index: a loop over the cells would copy each whole cell.
                            for position in cells.indices {
                                if position < recorded.count, !recorded[position].isEmpty {
                                    records.append(encoder.encode(cells[position], recorded: recorded[position]))
                                } else {
                                    records.append(encoder.encode(cells[position]))
                                }
                            }
                        }
                        await channel.deliver(index, EncodedUnit(cells: cells, records: records,
                                                                 progressCells: unit.count * cellsPerString))
                    }
                    return []
                }
            }
            var failures: [(index: Int, error: InputError)] = []
            for await failed in group { failures += failed }
            return failures
        }
        if let first = failures.min(by: { $0.index < $1.index }) { throw first.error }
    }
}

/// A verification with every cell in memory: what ``Verification/run()``, `ResultsFile` and
/// `ShardMerge` give, and what tests build.
///
/// Cells and notes are kept in one canonical order — by file, line, key, language, variant and
/// category — so a run and the merge of its shards give the same bytes in every report.
public struct VerificationResult: Sendable {
    /// Every cell, in canonical order (see `canonicalOrder(_:_:)`).
    public var cells: [CellResult]
    /// The spec the cells were fitted to.
    public var spec: ButtonSpec
    /// The font manifest or file measured with.
    public var fontOrigin: String
    /// What the readers reported without failing, in canonical order.
    public var notes: [ReadNote]
    /// The part of the work this result covers when the run was split (`--shard i/n`); `nil` for all of it.
    package var shard: Shard?
    /// The legibility lint's findings, which belong to the spec rather than to any cell.
    public var lint: [Finding] = []
    /// How many keys were measured as a ``DefaultLabel`` (``RunHeader/defaultLabelKeys``).
    package var defaultLabelKeys: Int?
    /// The platform and device the cells were checked on, but those of ``fileTargets``' files.
    package var target: RunTarget
    /// The files whose cells were checked on another platform or device than ``target``.
    package var fileTargets: [String: RunTarget] = [:]
    /// What decides each key's spec beyond ``spec`` (``RunHeader/keySpecs``).
    package var keySpecs: KeySpecs?

    /// Makes a result, putting `cells` and `notes` in canonical order.
    public init(cells: [CellResult], spec: ButtonSpec, fontOrigin: String, notes: [ReadNote]) {
        self.cells = Self.ordered(cells)
        self.spec = spec
        self.fontOrigin = fontOrigin
        self.notes = notes.sorted(by: Self.canonicalOrder)
        target = .unnamed(spec: spec)
    }

    /// A result of cells already in canonical order.
    init(orderedCells: [CellResult], header: RunHeader) {
        cells = orderedCells
        spec = header.spec
        fontOrigin = header.fontOrigin
        notes = header.notes
        shard = header.shard
        lint = header.lint
        defaultLabelKeys = header.defaultLabelKeys
        target = header.target
        fileTargets = header.fileTargets
        keySpecs = header.keySpecs
    }

    /// The spec, fonts, notes, shard and target.
    package var header: RunHeader {
        var header = RunHeader(spec: spec, fontOrigin: fontOrigin, notes: notes, shard: shard, lint: lint, target: target)
        header.defaultLabelKeys = defaultLabelKeys
        header.fileTargets = fileTargets
        header.namesTables = cells.contains { $0.table != nil }
        header.keySpecs = keySpecs
        return header
    }

    /// Widths and category limits across the cells.
    package var aggregates: FitAggregates { FitAggregates(cells: cells) }

    /// `cells` in canonical order; cells that compare equal keep their order.
    static func ordered(_ cells: [CellResult]) -> [CellResult] {
        // By index: the cells are compared where they lie, not copied pair by pair.
        if cells.indices.dropFirst().allSatisfy({ !canonicalOrder(cells[$0], cells[$0 - 1]) }) { return cells }
        return cells.enumerated().sorted { a, b in
            if canonicalOrder(a.element, b.element) { return true }
            if canonicalOrder(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether `a` comes before `b`: by file, line, key, language, variant, category, then text.
    package static func canonicalOrder(_ a: CellResult, _ b: CellResult) -> Bool {
        let (left, right) = (UnitPlace(a), UnitPlace(b))
        if left != right { return left < right }
        return (a.variant ?? "", a.category.ordinal, a.text) < (b.variant ?? "", b.category.ordinal, b.text)
    }

    /// Whether note `a` comes before note `b`: by file, line, key, language, kind, then message.
    package static func canonicalOrder(_ a: ReadNote, _ b: ReadNote) -> Bool {
        let left = (a.location.file, a.location.line ?? 0, a.key, a.language?.identifier ?? "")
        let right = (b.location.file, b.location.line ?? 0, b.key, b.language?.identifier ?? "")
        if left != right { return left < right }
        return (a.kind.rawValue, a.message) < (b.kind.rawValue, b.message)
    }

    /// The lint's findings, then every finding of every cell, in cell order.
    public var findings: [Finding] { lint + cells.flatMap(\.findings) }

    /// Whether the lint found nothing but advice and every cell fits with nothing clipped or missing
    /// (a `close` warning is advice too).
    public var passes: Bool { lint.allSatisfy(\.advisory) && cells.allSatisfy { !$0.fails } }
}
