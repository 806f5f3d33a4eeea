import Foundation

/// Measures one string at each category and fits it to the button: the work of one task.
///
/// Not `Sendable`: it owns a `TextMeasurer`, whose cache makes every size after the first cheap.
package final class CellSolver {
    let plan: VerificationPlan
    let measurer: TextMeasurer
    /// The specs solved last, at most 16. Most keys share a spec — the run's, or the default
    /// label's — and a task's strings come file by file (one language's keys, then the next
    /// language's), so a spec is looked up by where it comes from, not by key: only a key a rule
    /// of the limits names has a spec of its own.
    private var solvers = RecentCache<SolverKey, (spec: ButtonSpec, solver: ButtonSolver, metrics: FontMetrics)>(capacity: 16)

    private struct SolverKey: Hashable {
        var spec: VerificationPlan.SpecSource
        var target: PlatformTarget?
        var element: ElementGeometry?
    }
    /// The widths of the source texts translations were compared with, by text, each at the
    /// weights and sizes measured: a task's strings come file by file, so the same source comes
    /// again one language later, and each is shaped once per task rather than once per
    /// translation. At most 8,192 texts of at most `SourceWidths.limit` widths each.
    private var sourceWidths = GenerationalCache<String, SourceWidths>(capacity: 8_192)
    /// The widths of the source text compared with last, as `sourceWidths` holds them: a string's
    /// categories ask for one text at each of their sizes in turn, so the text is hashed once a
    /// string, not once a cell.
    private var lastSourceWidths: SourceWidths?
    private var lastPrepared: PreparedText?
    /// The source text the last translation was compared with, prepared.
    private var lastSource: PreparedText?

    /// Where a title that does not fit is truncated when a finding's message reads it, not when
    /// it is measured (``TruncationWhenRead``): `nil` when every cell's truncated text is read.
    private let truncator: DeferredTruncator?

    /// A solver for `plan` in `fonts`. `truncatesWhenRead`: whether the run's outputs read the
    /// truncated text of a few cells only (the messages of the findings they keep), so that a
    /// title is truncated when its finding's message is read; the cells' fits then have no
    /// `truncatedText` where the title is cut in one line.
    package init(plan: VerificationPlan, fonts: FontCollection, truncatesWhenRead: Bool = false) {
        self.plan = plan
        measurer = TextMeasurer(fonts: fonts, tracking: plan.spec.trackingChoice)
        truncator = truncatesWhenRead ? DeferredTruncator(fonts: fonts, tracking: plan.spec.trackingChoice) : nil
    }

    /// The cells of `string`: one per category for each format-specifier sample.
    package func cells(for string: LocalizedString) throws(InputError) -> [CellResult] {
        let (target, categories) = plan.placement(of: string)
        let element = plan.element(of: string)
        let rules = plan.rules(for: string.key, table: string.tableIdentity)
        let (spec, solver, _) = try self.solver(for: string.key, table: string.tableIdentity, rules: rules, on: target,
                                                element: element)
        let closeMargin = plan.closeMargin(on: target)
        let samples = plan.sampler.samples(for: string)
        // A wrapping label stands where nothing declares the string's frame: its expansion only warns.
        let frameKnown = !rules.isDefaultLabel
        var cells: [CellResult] = []
        cells.reserveCapacity(categories.count * samples.count)
        for sample in samples {
            let text = sample.text  // may be empty: a valid title, 0 wide
            // Characters are grapheme clusters, what a `char` width limit counts; counted only for one.
            let clusters = string.widthLimit?.unit == .char ? text.count : 0
            let variant = Self.variant(of: string, sample: sample)
            let formatSample = Self.formatSample(sample)
            // An element's width judges its strings; without one (a menu), the source still does.
            let sourceText = element?.bounded != true && rules.comparesWithSource ? plan.source(of: string, sample: sample) : nil
            let budgetPercent = rules.relativeBudget(source: sourceText)
            let origin = CellOrigin(key: string.key, language: string.language, variant: variant, location: string.location,
                                    formatSample: formatSample, widthLimit: string.widthLimit,
                                    titleSource: string.titleSource, table: string.table, element: element?.element)
            var largestFontSize: Double?
            if spec.model.isIOS, spec.labelStyle.showsTitle {
                let weight = spec.fontWeight ?? TypeScale.iOS.metrics(for: spec.textStyle, in: .default).weight
                largestFontSize = try Self.largestFontSize(try preparedText(text, language: string.language, weight: weight),
                                                           spec: spec, measurer: measurer)
            }
            for category in categories {
                let pointSize = spec.pointSize(at: category)
                let weight = spec.fontWeight ?? TypeScale.iOS.metrics(for: spec.textStyle, in: category).weight
                let prepared = try preparedText(text, language: string.language, weight: weight)
                let measurement = try measurer.measure(prepared, pointSize: pointSize)
                let fit: ButtonFit
                var truncationWhenRead: TruncationWhenRead?
                if spec.isMultiline, spec.labelStyle.showsTitle {
                    fit = try Self.multilineFit(prepared, measurement: measurement, spec: spec, solver: solver,
                                                category: category, measurer: measurer)
                } else {
                    fit = try solver.solve(title: measurement) { available throws(InputError) in
                        if let later = truncator?.later(prepared, pointSize: pointSize, availableWidth: available,
                                                        measurer: measurer) {
                            truncationWhenRead = later
                            return nil
                        }
                        return try TailTruncator.truncate(prepared, pointSize: pointSize, availableWidth: available,
                                                          measurer: measurer)
                    }
                }
                var sourceWidth: Double?, budget: Double?
                if let percent = budgetPercent, let source = sourceText {
                    let width = try self.sourceWidth(source, weight: weight, pointSize: pointSize)
                    sourceWidth = width
                    budget = min(width * (1 + percent / 100), Self.room(spec: spec, solver: solver, fit: fit,
                                                                         pointSize: pointSize))
                }
                cells.append(CellResult(
                    origin: origin, category: category, textStyle: spec.textStyle, measurement: measurement, fit: fit,
                    overMaxWidth: Self.overMaxWidth(string.widthLimit, measurement: measurement, clusters: clusters,
                                                    category: category),
                    sourceWidth: sourceWidth, budget: budget, largestFontSize: largestFontSize,
                    // A title that wraps is never too wide, only too tall: its width is no limit.
                    limitWidth: spec.numberOfLines == 1 ? spec.fixedFrame?.width ?? spec.maximumWidth : nil,
                    limitHeight: spec.fixedFrame?.height ?? spec.maximumHeight, closeMargin: closeMargin,
                    frameKnown: frameKnown, truncationWhenRead: truncationWhenRead))
            }
        }
        return cells
    }

    /// A sample's cells' variant: the string's, with the sample's substitution variants.
    package static func variant(of string: LocalizedString, sample: FormatSpecifierSampler.Sample) -> String? {
        guard !sample.substitutionVariants.isEmpty else { return string.variant }
        return ([string.variant].compactMap { $0 } + sample.substitutionVariants).joined(separator: ", ")
    }

    /// A sample's cells' `formatSample`: its description, `nil` when it put nothing in the text.
    package static func formatSample(_ sample: FormatSpecifierSampler.Sample) -> String? {
        sample.arguments.isEmpty && sample.substitutionVariants.isEmpty ? nil : sample.description
    }

    /// The fit of a title broken into lines: lines as wide as the frame allows, set at the type
    /// scale's leading for `category` (scaled with a custom font size), as many as the spec and
    /// the height allow.
    static func multilineFit(_ prepared: PreparedText, measurement: TextMeasurement, spec: ButtonSpec,
                             solver: ButtonSolver, category: ContentSizeCategory,
                             measurer: TextMeasurer) throws(InputError) -> ButtonFit {
        let style = TypeScale.iOS.metrics(for: spec.textStyle, in: category)
        let pointSize = measurement.pointSize
        let leading = style.leading * pointSize / style.pointSize
        let pitch = ButtonSolver.linePitch(leading: leading, title: measurement)
        let maxLines = spec.lineLimit(areaHeight: solver.areaHeightLimit(pointSize: pointSize), pitch: pitch)
        let layout = try LineBreaker.layout(prepared, pointSize: pointSize, width: solver.lineWidth(pointSize: pointSize),
                                            maxLines: maxLines, measurer: measurer, whole: measurement)
        return solver.solve(title: measurement, layout: layout, pitch: pitch)
    }

    /// The largest font size, to 1/100 pt, at which iOS renders `prepared` in `spec`'s frame (an
    /// iOS model): the needed size (``ButtonGeometry``) within the fixed frame, or within
    /// `maximumWidth` (and `maximumHeight`, when set). Bisection between 12 pt (iOS's smallest) and
    /// 256 pt, taking the needed size to grow with the size; 0 when even 12 pt does not render,
    /// 256 when that still does.
    static func largestFontSize(_ prepared: PreparedText, spec: ButtonSpec, measurer: TextMeasurer) throws(InputError) -> Double {
        // Only the width and the line height: a whole measurement (ink bounds glyph by glyph, the
        // text, its faces) at each of the bisection's sizes cost more than the categories' own.
        func renders(_ size: Double) throws(InputError) -> Bool {
            let line = try measurer.layout(prepared, pointSize: size)
            let width = line.width(pointSize: size, trackingOverride: measurer.trackingOverride)
            let needed = ButtonGeometry(spec: spec, textWidth: width, lineHeight: line.lineHeight(pointSize: size),
                                        pointSize: size).minFrame
            let limit = spec.fixedFrame ?? BoxSize(width: spec.maximumWidth, height: spec.maximumHeight ?? .infinity)
            return needed.width <= limit.width + Tolerance.points && needed.height <= limit.height + Tolerance.points
        }
        var (low, high) = (ButtonSpec.Model.minimumFontSize, 256.0)
        guard try renders(low) else { return 0 }
        if try renders(high) { return high }
        while high - low > 0.005 {
            let middle = (low + high) / 2
            if try renders(middle) { low = middle } else { high = middle }
        }
        return (low * 100).rounded(.down) / 100
    }

    /// The most a title can take in the spec, as a width: one line's room, or for lines, the
    /// room of a line times the lines it may show: all it shows when it is cut, else
    /// `numberOfLines` (unlimited for 0, the title fitting whatever the height allows).
    package static func room(spec: ButtonSpec, solver: ButtonSolver, fit: ButtonFit, pointSize: Double) -> Double {
        room(spec: spec, solver: solver, lineCount: fit.lineCount, neededLineCount: fit.neededLineCount, pointSize: pointSize)
    }

    /// The room (``room(spec:solver:fit:pointSize:)``) of a fit of `lineCount` lines whose text
    /// needs `neededLineCount`.
    package static func room(spec: ButtonSpec, solver: ButtonSolver, lineCount: Int, neededLineCount: Int,
                             pointSize: Double) -> Double {
        room(spec: spec, lineWidth: solver.lineWidth(pointSize: pointSize), lineCount: lineCount,
             neededLineCount: neededLineCount)
    }

    /// The room (``room(spec:solver:lineCount:neededLineCount:pointSize:)``) where one line's is
    /// `line` (``ButtonSolver/lineWidth(pointSize:)``).
    package static func room(spec: ButtonSpec, lineWidth line: Double, lineCount: Int, neededLineCount: Int) -> Double {
        guard spec.isMultiline, spec.labelStyle.showsTitle else { return line }
        if neededLineCount > lineCount { return line * Double(lineCount) }
        return spec.numberOfLines > 0 ? line * Double(spec.numberOfLines) : .infinity
    }

    /// How far `measurement` exceeds `limit`. The limit is checked at the default category, the
    /// size at which translators' tools state it; `pixel` counts as points (@1x).
    static func overMaxWidth(_ limit: WidthLimit?, measurement: TextMeasurement, clusters: Int,
                             category: ContentSizeCategory) -> Double {
        guard let limit, category == .default else { return 0 }
        switch limit.unit {
        case .char: return max(0, Double(clusters) - limit.value)
        case .point, .pixel: return max(0, measurement.width - limit.value)
        }
    }

    /// The spec for `key`: the run's spec, with the key's sidecar limit applied, drawn on
    /// `target` when its file has a platform of its own.
    private func solver(for key: String, table: TableIdentity?, rules: KeyRules, on target: PlatformTarget?,
                        element: ElementGeometry?) throws(InputError) -> (ButtonSpec, ButtonSolver, FontMetrics) {
        let cacheKey = SolverKey(spec: element == nil ? plan.specSource(for: key, rules: rules) : .element, target: target,
                                 element: element)
        if let known = solvers.value(for: cacheKey) { return known }
        var spec: ButtonSpec
        if let element {
            spec = element.spec
            if let target { spec = try spec.on(target) }
        } else {
            spec = try plan.spec(for: key, table: table, on: target)
        }
        let entry = (spec, ButtonSolver(spec: spec), FontMetrics(textStyle: spec.textStyle))
        solvers.insert(entry, for: cacheKey)
        return entry
    }

    /// The prepared text for this string and weight (the weight can change with the category),
    /// kept here while its cells are worked out.
    private func preparedText(_ text: String, language: LanguageTag, weight: Int) throws(InputError) -> PreparedText {
        try Self.prepared(text, language: language, weight: weight, kept: &lastPrepared, measurer: measurer)
    }

    /// The width of the source text a translation is compared with, at `weight` and `pointSize`:
    /// measured once per task (``sourceWidths``), the text prepared once for all its sizes.
    private func sourceWidth(_ text: String, weight: Int, pointSize: Double) throws(InputError) -> Double {
        if lastSourceWidths?.text != text { lastSourceWidths = sourceWidths.value(for: text) ?? SourceWidths(text: text) }
        if let known = lastSourceWidths?.width(weight: weight, pointSize: pointSize) { return known }
        let prepared = try Self.prepared(text, language: plan.sourceLanguage, weight: weight, kept: &lastSource,
                                         measurer: measurer)
        let width = try measurer.measure(prepared, pointSize: pointSize).width
        // Stored at once, beside the shaping it saves.
        lastSourceWidths?.keep(width, weight: weight, pointSize: pointSize)
        if let widths = lastSourceWidths { sourceWidths.insert(widths, for: text) }
        return width
    }

    /// A source text's widths at the weights and sizes it was measured at (``sourceWidths``).
    private struct SourceWidths {
        /// The most widths kept per text; the older half goes first. A text is asked for at each
        /// category's size and weight, a dozen or two.
        static let limit = 64
        struct Entry {
            var weight: Int
            var pointSize: Double
            var width: Double
        }
        let text: String
        private(set) var entries: [Entry] = []

        init(text: String) { self.text = text }

        func width(weight: Int, pointSize: Double) -> Double? {
            entries.first { $0.weight == weight && $0.pointSize == pointSize }?.width
        }

        mutating func keep(_ width: Double, weight: Int, pointSize: Double) {
            if entries.count >= Self.limit { entries.removeFirst(Self.limit / 2) }
            entries.append(Entry(weight: weight, pointSize: pointSize, width: width))
        }
    }

    /// `kept` when it is `text` in `language` at `weight`, else `text` prepared anew and kept.
    private static func prepared(_ text: String, language: LanguageTag, weight: Int, kept: inout PreparedText?,
                                 measurer: TextMeasurer) throws(InputError) -> PreparedText {
        if let last = kept, last.weight == weight, last.language == language, last.text == text { return last }
        let prepared = try measurer.prepareUncached(text, language: language, weight: weight)
        kept = prepared
        return prepared
    }
}

/// What every task of a run shares: the spec, per-key limits, categories and samples.
package struct VerificationPlan: Sendable {
    var spec: ButtonSpec
    package var keyLimits: [String: KeyLimit]
    package var categories: [ContentSizeCategory] {
        didSet { placeFiles() }
    }
    package var sampler: FormatSpecifierSampler
    /// The run's relative budget in percent (`--relative-budget`); rules may set their own.
    var relativeBudget: Double? = nil
    /// The margin of `close` findings in percent (`--margin`); `nil` for the stand-in's error
    /// at each size (``StandInError``).
    package var closeMargin: Double? = nil
    /// The development language the budgets compare with.
    package var sourceLanguage: LanguageTag = LanguageTag("en")!
    /// The samples (``FormatSpecifierSampler/samples(for:)``) of the source-language strings, by
    /// table, key and variant: made once per source string for a run, not once per translation.
    /// A translation is compared with its own table's source only.
    var sources: [SourceKey: [FormatSpecifierSampler.Sample]] = [:]

    struct SourceKey: Hashable {
        var table: TableIdentity?
        var key: String
        var variant: String?

        /// By key and variant alone: the table's folder is a path, longer than most keys, and
        /// asked for each translation; a key in two tables shares a bucket, and equality tells
        /// them apart.
        func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(variant)
        }
    }

    /// The spec strings with no declared limit are measured with (``DefaultLabel``); `nil`
    /// measures them with `spec`, as when the run's spec was given.
    var defaultLabel: ButtonSpec? = nil {
        didSet { hasDefaultLabel = defaultLabel != nil }
    }
    /// Whether there is a ``defaultLabel``: asked for each string, where comparing the large
    /// optional spec with `nil` copied it.
    private(set) var hasDefaultLabel = false
    /// The keys a localization file limits (XLIFF `maxwidth`), in any table: measured with
    /// `spec`, not `defaultLabel`. A question about a key alone (a reporter's spec of a key) is
    /// answered with these.
    var fileLimitedKeys: Set<String> = []
    /// The same keys with the tables whose files limit them: the key in another table, which no
    /// file limits, is still a default label (a string's identity is its table and key).
    var fileLimitedInTables: Set<TableKey> = []

    /// A key in a table.
    struct TableKey: Hashable {
        var table: TableIdentity?
        var key: String
    }

    /// Whether a localization file limits `key` in `table` (in any table when `table` is `nil`).
    func isFileLimited(_ key: String, table: TableIdentity?) -> Bool {
        guard let table else { return !fileLimitedKeys.isEmpty && fileLimitedKeys.contains(key) }
        return !fileLimitedInTables.isEmpty && fileLimitedInTables.contains(TableKey(table: table, key: key))
    }

    /// The platform each file's strings are measured on (``Verification/filePlatforms``).
    package var filePlatforms: [String: PlatformTarget] = [:] {
        didSet { placeFiles() }
    }
    /// Each file of ``filePlatforms`` with the categories its strings are measured at
    /// (``categories(on:)``), worked out once for the run rather than once a string.
    private var filePlacements: [String: (target: PlatformTarget, categories: [ContentSizeCategory])] = [:]
    /// The Interface Builder element each string is drawn in (``Verification/elementGeometry``).
    package var elementGeometry: [ElementGeometry.Key: ElementGeometry] = [:]

    private mutating func placeFiles() {
        var categoriesOn: [PlatformTarget: [ContentSizeCategory]] = [:]
        filePlacements = filePlatforms.mapValues { target in
            if let known = categoriesOn[target] { return (target, known) }
            let kept = categories(on: target)
            categoriesOn[target] = kept
            return (target, kept)
        }
    }

    /// The platform `string`'s file is drawn on where it has one of its own (``filePlatforms``),
    /// `nil` otherwise, and the categories the string is measured at there (``categories(on:)``):
    /// one look-up of the file.
    package func placement(of string: LocalizedString) -> (target: PlatformTarget?, categories: [ContentSizeCategory]) {
        guard !filePlacements.isEmpty, let placed = filePlacements[string.location.file] else { return (nil, categories) }
        return (placed.target, placed.categories)
    }

    /// The categories a string drawn on `target` is measured at: the run's, those the
    /// platform has (a platform of the file's own).
    package func categories(on target: PlatformTarget?) -> [ContentSizeCategory] {
        target.map { target in categories.filter(target.categories.contains) } ?? categories
    }

    /// The margin of `close` findings on `target`: the run's (`--margin`), else the platform's.
    package func closeMargin(on target: PlatformTarget?) -> Double? {
        closeMargin ?? target?.closeMarginPercent
    }

    /// The element `string` is drawn in, if one is known.
    package func element(of string: LocalizedString) -> ElementGeometry? {
        elementGeometry.isEmpty ? nil : elementGeometry[ElementGeometry.Key(file: string.location.file, key: string.key)]
    }

    /// A plan with no budgets, samples of source strings or default label: one title's cells.
    package init(spec: ButtonSpec, keyLimits: [String: KeyLimit], categories: [ContentSizeCategory],
                 sampler: FormatSpecifierSampler) {
        self.spec = spec
        self.keyLimits = keyLimits
        self.categories = categories
        self.sampler = sampler
    }

    /// Where a key's spec comes from: the run's spec, the default label's, or a rule of the
    /// limits for that key alone (an element's spec is the element's).
    enum SpecSource: Hashable {
        case run, defaultLabel, element
        case rule(String)
    }

    /// The rule of the limits for `key`, if one names it. The rules are asked only when there
    /// are any: a dictionary hashes the key it is asked for even when it is empty, and most runs
    /// have no rules while every string asks.
    package func limit(of key: String) -> KeyLimit? {
        keyLimits.isEmpty ? nil : keyLimits[key]
    }

    /// Where `key`'s spec in its table (``spec(for:table:)``) comes from, the key's ``KeyRules``
    /// being `rules`: keys of one source share one spec.
    func specSource(for key: String, rules: KeyRules) -> SpecSource {
        if rules.isDefaultLabel { return .defaultLabel }
        return limit(of: key) == nil ? .run : .rule(key)
    }

    /// Whether `key` is measured as a ``DefaultLabel``: there is one, neither a rule of the
    /// limits nor a file limits the key, and it is not one of the Location Button's titles.
    /// `table` is the string's (``LocalizedString/tableIdentity``); `nil` asks of the key in any table.
    func isDefaultLabel(_ key: String, table: TableIdentity? = nil) -> Bool {
        rules(for: key, table: table).isDefaultLabel
    }

    /// Whether `key` in `table` is a ``DefaultLabel`` (``isDefaultLabel(_:table:)``), whether its
    /// translations are compared with their source, and the budget they are held to: the key
    /// looked up once for a string's questions.
    package func rules(for key: String, table: TableIdentity? = nil) -> KeyRules {
        let limit = self.limit(of: key)
        let isDefaultLabel = hasDefaultLabel && limit == nil && !isFileLimited(key, table: table)
            && !DefaultLabel.locationButtonTitles.contains(key)
        return KeyRules(isDefaultLabel: isDefaultLabel, givenBudget: limit?.relativeBudget ?? relativeBudget)
    }

    /// The source-language text a translation of `string` replaces, with the translation's format
    /// sample's substitution variants where the source has them (the samples are the same values
    /// on both sides); `nil` for a source-language string or one whose source is not read.
    package func source(of string: LocalizedString, sample: FormatSpecifierSampler.Sample) -> String? {
        guard string.language != sourceLanguage else { return nil }
        let table = string.tableIdentity
        let original = sources[SourceKey(table: table, key: string.key, variant: string.variant)]
            ?? (string.variant == nil ? nil : sources[SourceKey(table: table, key: string.key, variant: nil)])
            ?? sources[SourceKey(table: table, key: string.key, variant: "plural.other")]
        guard let samples = original else { return nil }
        return (samples.first { $0.substitutionVariants == sample.substitutionVariants } ?? samples.first)?.text
    }

    /// The spec ``spec(for:table:)`` gives a key that no rule of the limits names (``keyLimits``),
    /// its ``KeyRules`` being `rules`: the default label's for a ``DefaultLabel``, else the run's.
    package func unlimitedSpec(_ rules: KeyRules) -> ButtonSpec {
        rules.isDefaultLabel ? defaultLabel ?? spec : spec
    }

    /// The spec for `key` in `table` (``spec(for:table:)``) drawn on `target` when its file has a
    /// platform of its own.
    package func spec(for key: String, table: TableIdentity?, on target: PlatformTarget?) throws(InputError) -> ButtonSpec {
        let spec = try spec(for: key, table: table)
        return try target.map { target throws(InputError) in try spec.on(target) } ?? spec
    }

    /// The spec for `key`: a sidecar width replaces the maximum width; a sidecar spec object is
    /// laid over the run's spec field by field; a key nothing limits takes ``defaultLabel`` when
    /// there is one. `table` is the string's; `nil` asks of the key in any table.
    package func spec(for key: String, table: TableIdentity? = nil) throws(InputError) -> ButtonSpec {
        guard let limit = self.limit(of: key) else { return unlimitedSpec(rules(for: key, table: table)) }
        switch limit.kind {
        case .width(let width):
            var keyed = spec
            keyed.maximumWidth = width
            keyed.fixedFrame = nil
            return keyed
        case .buttonSpec(let fields):
            do {
                let base = try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(spec))
                let merged = try JSONEncoder().encode(base.merging(fields) { _, new in new })
                return try ButtonSpec.decode(merged, file: limit.location.file)
            } catch let error as InputError {
                throw InputError(file: limit.location.file, line: limit.location.line, key: key, reason: error.reason)
            } catch {
                throw InputError(file: limit.location.file, line: limit.location.line, key: key,
                                 reason: "not a button spec: \(error)")
            }
        }
    }
}
