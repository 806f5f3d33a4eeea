/// What a run keeps once its cells have been written: counts, aggregates, every finding and the
/// titles — what the summary, the tables and the gate read. It never holds the cells, so its size
/// grows with keys × categories, keys × languages and findings, not with cells.
package struct RunSummary: Sendable {
    /// The spec, fonts, notes and shard of the run.
    package var header: RunHeader
    /// How many cells were measured.
    package var cellCount: Int
    /// How many distinct languages were measured.
    package var languageCount: Int
    /// How many distinct categories were measured.
    package var categoryCount: Int
    /// How many strings were measured: each key × language × variant at each place it is
    /// written (every one at ``categoryCount`` categories).
    package var stringCount: Int
    /// How many cells have at least one finding that fails (``CellResult/fails``).
    package var failingCellCount: Int
    /// Every finding — the lint's first, then the cells' in canonical cell order and then
    /// registry order; only the lint's when the run kept
    /// only what the summary needs (``FindingRetention/summary(limit:)``).
    package var findings: [Finding]
    /// Widths and category limits across the cells.
    package var aggregates: FitAggregates
    /// Every key × language measured, in canonical order of their first cells.
    package var titles: [RunTitle]
    /// The widest and tallest minimum frame per key and category, for the constraint tables.
    package var frames: FrameTable
    /// How many findings of each kind the run had (all of them, whatever was kept).
    package var findingCounts: [Finding.Kind: Int]
    /// When only the summary's titles were kept: the worst titles, worst first, and how many
    /// titles had findings in all; `nil` when every finding was kept.
    package var worstTitles: (groups: [TitleGroup], total: Int)?

    /// How many cells have advisory findings (``Finding/advisory``: an `expansion` where no frame
    /// is known): these warn, and do not fail the run.
    package var warningCellCount = 0
    /// Per kind, how many of the cells' findings are advisory: counted apart from the failures.
    package var warningCounts: [Finding.Kind: Int] = [:]

    /// The spec the cells were fitted to.
    package var spec: ButtonSpec { header.spec }
    /// The font manifest or file measured with.
    package var fontOrigin: String { header.fontOrigin }
    /// What the readers reported without failing.
    package var notes: [ReadNote] { header.notes }
    /// The part of the work the run covered; `nil` for all of it.
    package var shard: Shard? {
        get { header.shard }
        set { header.shard = newValue }
    }
    /// How many distinct keys were measured.
    package var keyCount: Int { frames.keys.count }
    /// How the cells add up, for the header: keys × languages × categories, the key × language
    /// pairs not measured (missing translations and other notes; another shard's pairs) and the
    /// extra strings of plural and device variants.
    package var cellAccount: CellAccount {
        CellAccount(keys: keyCount, languages: languageCount, categories: categoryCount, measuredPairs: titles.count,
                    strings: stringCount, cells: cellCount)
    }

    /// The legibility lint's findings (``SpecLint``), once per spec and appearance.
    package var lint: [Finding] { header.lint }
    /// Whether the lint found nothing and every cell fits with nothing clipped or missing.
    /// Advisory lint findings (``Finding/advisory``) do not keep a run from passing.
    package var passes: Bool { failingCellCount == 0 && header.lint.allSatisfy(\.advisory) }
}
