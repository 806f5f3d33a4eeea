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
    public var sampler = FormatSpecifierSampler()
    /// Called from any task with the number of cells just finished, once per string; `nil` for none.
    public var progress: (@Sendable (Int) -> Void)?
    /// Called from each task when it is done with the number of lines it shaped with HarfBuzz,
    /// for the benchmark; `nil` for none.
    public var shapings: (@Sendable (Int) -> Void)?

    public init(strings: StringTable, spec: ButtonSpec, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
                fonts: FontCollection, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.strings = strings
        self.spec = spec
        self.categories = categories
        self.fonts = fonts
        self.parallelism = max(1, parallelism)
    }

    /// Measures and solves every cell. Results come back in the canonical order of
    /// ``VerificationResult``, whatever the scheduling was.
    ///
    /// Stale strings (no longer in the app's code) and untranslated ones (state `new` with no
    /// value) are not measured; each is named in a note instead.
    public func run() async throws(InputError) -> VerificationResult {
        var notes = strings.notes
        var measured: [LocalizedString] = []
        for string in strings.strings {
            if string.state == .stale { continue }  // the reader's stale note names the key
            if string.state == .new && string.value.isEmpty {
                notes.append(ReadNote(kind: .missingTranslation, key: string.key, language: string.language,
                                      location: string.location,
                                      message: "'\(string.key)' has no \(string.language) translation yet (state new); not measured"))
                continue
            }
            measured.append(string)
        }
        let items = measured
        let workers = min(parallelism, max(1, items.count))
        let plan = VerificationPlan(spec: spec, keyLimits: strings.keyLimits, categories: categories, sampler: sampler)
        let fonts = self.fonts
        let spec = self.spec
        let progress = self.progress
        let shapings = self.shapings
        let cellsPerString = categories.count
        do {
            let chunks = try await withThrowingTaskGroup(of: [(Int, [CellResult])].self) { group in
                for worker in 0..<workers {
                    group.addTask {
                        let solver = CellSolver(plan: plan, fonts: fonts)
                        var done: [(Int, [CellResult])] = []
                        for index in stride(from: worker, to: items.count, by: workers) {
                            done.append((index, try solver.cells(for: items[index])))
                            progress?(cellsPerString)
                        }
                        shapings?(solver.measurer.shapingCount)
                        return done
                    }
                }
                var all: [(Int, [CellResult])] = []
                for try await chunk in group { all += chunk }
                return all
            }
            let cells = chunks.sorted { $0.0 < $1.0 }.flatMap(\.1)
            return VerificationResult(cells: cells, spec: spec, fontOrigin: fonts.origin, notes: notes)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(reason: "verification failed: \(error)")
        }
    }
}

/// What a verification found.
///
/// Cells and notes are kept in one canonical order — by file, line, key, language, variant and
/// category — so a run and the merge of its shards give the same bytes in every report.
public struct VerificationResult: Sendable {
    /// Every cell, in canonical order (see ``canonicalOrder(_:_:)``).
    public var cells: [CellResult]
    /// Widths and category limits across the cells.
    public var aggregates: FitAggregates
    /// The spec the cells were fitted to.
    public var spec: ButtonSpec
    /// The font manifest or file measured with.
    public var fontOrigin: String
    /// What the readers reported without failing, in canonical order.
    public var notes: [ReadNote]
    /// The part of the work this result covers when the run was split (`--shard i/n`); `nil` for all of it.
    public var shard: Shard?

    /// Makes a result, putting `cells` and `notes` in canonical order and summarizing the cells.
    public init(cells: [CellResult], spec: ButtonSpec, fontOrigin: String, notes: [ReadNote]) {
        let sortedCells = cells.sorted(by: Self.canonicalOrder)
        self.cells = sortedCells
        self.aggregates = FitAggregates(cells: sortedCells)
        self.spec = spec
        self.fontOrigin = fontOrigin
        self.notes = notes.sorted(by: Self.canonicalOrder)
    }

    /// Whether `a` comes before `b`: by file, line, key, language, variant, category, then text.
    public static func canonicalOrder(_ a: CellResult, _ b: CellResult) -> Bool {
        let left = (a.location?.file ?? "", a.location?.line ?? 0, a.key, a.language.identifier)
        let right = (b.location?.file ?? "", b.location?.line ?? 0, b.key, b.language.identifier)
        if left != right { return left < right }
        return (a.variant ?? "", a.category.ordinal, a.text) < (b.variant ?? "", b.category.ordinal, b.text)
    }

    /// Whether note `a` comes before note `b`: by file, line, key, language, kind, then message.
    public static func canonicalOrder(_ a: ReadNote, _ b: ReadNote) -> Bool {
        let left = (a.location.file, a.location.line ?? 0, a.key, a.language?.identifier ?? "")
        let right = (b.location.file, b.location.line ?? 0, b.key, b.language?.identifier ?? "")
        if left != right { return left < right }
        return (a.kind.rawValue, a.message) < (b.kind.rawValue, b.message)
    }

    /// Every finding of every cell, in cell order.
    public var findings: [Finding] { cells.flatMap(\.findings) }

    /// Whether every cell fits with nothing clipped or missing.
    public var passes: Bool { cells.allSatisfy { $0.findings.isEmpty } }
}
