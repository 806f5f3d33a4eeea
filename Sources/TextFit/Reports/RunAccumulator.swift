/// Folds cells, in canonical order, into a ``RunSummary``.
///
/// Keeps per key × category (frame table, widths), per key × language (limits, titles), per
/// language, and every finding; each cell is dropped once added.
struct RunAccumulator {
    private let header: RunHeader
    private var cellCount = 0
    private var failingCellCount = 0
    private var languages = Set<LanguageTag>()
    private var categories = Set<ContentSizeCategory>()
    private var findings: [Finding] = []
    private var aggregates = FitAggregates.Builder()
    private var frames = FrameTable()
    private var titles: [RunTitle] = []
    private var seenTitles = Set<TitleID>()

    private struct TitleID: Hashable {
        var key: String
        var language: LanguageTag
    }

    init(header: RunHeader) { self.header = header }

    /// Adds the next cell in canonical order.
    mutating func add(_ cell: CellResult) {
        cellCount += 1
        languages.insert(cell.language)
        categories.insert(cell.category)
        if !cell.findings.isEmpty {
            failingCellCount += 1
            findings.append(contentsOf: cell.findings)
        }
        aggregates.add(cell)
        frames.add(cell)
        // A title's cells mostly come together: check the last one before the set.
        if let last = titles.last, last.key == cell.key, last.language == cell.language { return }
        if seenTitles.insert(TitleID(key: cell.key, language: cell.language)).inserted {
            titles.append(RunTitle(key: cell.key, language: cell.language, location: cell.location))
        }
    }

    /// The summary of every cell added.
    var summary: RunSummary {
        RunSummary(header: header, cellCount: cellCount, languageCount: languages.count, categoryCount: categories.count,
                   failingCellCount: failingCellCount, findings: findings, aggregates: aggregates.aggregates,
                   titles: titles, frames: frames)
    }
}
