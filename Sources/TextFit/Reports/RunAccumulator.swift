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
        add(CollectionOfOne(cell))
    }

    /// Adds the next cells in canonical order. A run's units share a key and a language, so those
    /// are looked up once per unit; a mixed batch is added a title at a time.
    mutating func add(_ cells: some Collection<CellResult>) {
        guard let first = cells.first else { return }
        guard cells.allSatisfy({ $0.key == first.key && $0.language == first.language }) else {
            for cell in cells { add(cell) }
            return
        }
        cellCount += cells.count
        languages.insert(first.language)
        for cell in cells {
            categories.insert(cell.category)
            if !cell.findings.isEmpty {
                failingCellCount += 1
                findings.append(contentsOf: cell.findings)
            }
        }
        aggregates.add(title: cells)
        frames.add(key: cells)
        // A title's cells mostly come together: check the last one before the set.
        if let last = titles.last, last.key == first.key, last.language == first.language { return }
        if seenTitles.insert(TitleID(key: first.key, language: first.language)).inserted {
            titles.append(RunTitle(key: first.key, language: first.language, location: first.location))
        }
    }

    /// The summary of every cell added.
    var summary: RunSummary {
        RunSummary(header: header, cellCount: cellCount, languageCount: languages.count, categoryCount: categories.count,
                   failingCellCount: failingCellCount, findings: findings, aggregates: aggregates.aggregates,
                   titles: titles, frames: frames)
    }
}
