/// Folds cells, in canonical order, into a ``RunSummary``.
///
/// Keeps per key × category (frame table, widths), per key × language (limits, titles), per
/// language, the counts of findings per kind, and — as ``FindingRetention`` says — every finding
/// or only the summary's worst titles; each cell is dropped once added.
struct RunAccumulator: Sendable {
    private let header: RunHeader
    private let retention: FindingRetention
    private var findingCounts: [Finding.Kind: Int] = [:]
    /// With `.summary(limit:)`: the worst titles so far, worst first, at most `limit`.
    private var worstTitles: [TitleGroup] = []
    private var titleGroupCount = 0
    private var cellCount = 0
    private var stringCount = 0
    private var lastString: StringID?
    /// The origin of the last cell counted (``countStrings(in:)``), whose string is `lastString`.
    private var lastOrigin: CellOrigin?
    private var failingCellCount = 0
    private var warningCellCount = 0
    /// Per kind, the cells' advisory findings (``Finding/advisory``), which warn and do not fail.
    private var warningCounts: [Finding.Kind: Int] = [:]
    private var languages = Set<LanguageTag>()
    /// The categories seen, one bit per ordinal.
    private var categories: UInt16 = 0
    private var findings: [Finding] = []
    private var aggregates = FitAggregates.Builder()
    private var frames = FrameTable()
    private var titles: [RunTitle] = []
    private var seenTitles = Set<TitleID>()

    private struct TitleID: Hashable {
        var key: String
        var table: String?
        var language: LanguageTag
    }

    /// `expectedTitles`, when known (a run's units, a string each), sizes the set of titles seen
    /// once, rather than growing it, and hashing every title again, as they come.
    init(header: RunHeader, retention: FindingRetention = .all, expectedTitles: Int = 0) {
        self.header = header
        self.retention = retention
        seenTitles.reserveCapacity(expectedTitles)
        titles.reserveCapacity(expectedTitles)
        // The lint's findings come first: reports list them above the titles'.
        for finding in header.lint { findingCounts[finding.kind, default: 0] += 1 }
        findings = header.lint
    }

    /// Adds the next cell in canonical order.
    mutating func add(_ cell: CellResult) {
        withUnsafePointer(to: cell) { add(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Adds the next cells in canonical order. A run's units share a key and a language, so those
    /// are looked up once per unit; a mixed batch is added a title at a time.
    mutating func add(_ cells: [CellResult]) {
        cells.withUnsafeBufferPointer { add($0) }
    }

    /// Adds `cells` as `add(_:)` does, reading each cell where it lies: a cell
    /// copied out of its array retains and releases every string and finding it holds, for each
    /// of the million cells of a large app.
    private mutating func add(_ cells: UnsafeBufferPointer<CellResult>) {
        // Only stored members are read in place (`cells[i].origin`, `.findings`); a computed
        // member of a cell (`key`, `fails`) would copy the cell whole to ask it.
        guard let base = cells.baseAddress else { return }
        let first = cells[0]
        let firstOrigin = first.origin
        guard cells.indices.allSatisfy({ Self.sharesTitle(cells[$0].origin, firstOrigin) }) else {
            for index in cells.indices { add(UnsafeBufferPointer(rebasing: cells[index...index])) }
            return
        }
        cellCount += cells.count
        countStrings(in: cells)
        languages.insert(first.language)
        var unitFindings: [Finding] = []
        var shares: [CellShare] = []
        shares.reserveCapacity(cells.count)
        for index in cells.indices {
            categories |= 1 << UInt16(cells[index].category.ordinal)
            shares.append(CellShare(at: base + index))
            if !cells[index].findings.isEmpty {
                let findings = cells[index].findings
                // Advisory findings (`close`) are reported, but do not make the cell fail.
                if CellResult.fails(findings) { failingCellCount += 1 }
                if findings.contains(where: \.advisory) { warningCellCount += 1 }
                unitFindings.append(contentsOf: findings)
            }
        }
        for finding in unitFindings {
            findingCounts[finding.kind, default: 0] += 1
            if finding.advisory { warningCounts[finding.kind, default: 0] += 1 }
        }
        switch retention {
        case .all:
            findings.append(contentsOf: unitFindings)
        case .summary(let limit):
            keepWorst(unitFindings, limit: limit)
        }
        aggregates.add(label: first.label, language: first.language, isIOS: first.fit.model.isIOS, shares: shares)
        frames.add(label: first.label, language: first.language, shares: shares)
        addTitle(key: first.key, table: first.table, language: first.language, location: first.location,
                 titleSource: first.titleSource)
    }

    /// Adds the next string in canonical order, taken from an earlier run as its cells' shares:
    /// as `add(_:)` adds an array of cells, none of which has a finding.
    mutating func add(_ title: TakenTitle) {
        guard !title.cells.isEmpty else { return }
        // Read in place: the title is a class, and a copy of its string would retain each of its members.
        cellCount += title.cells.count
        // The language of the string before is in the set already; a unit's strings mostly share one.
        let languageBefore = lastString?.language
        lastOrigin = nil
        if lastString?.identifies(key: title.string.key, table: title.string.table, language: title.string.language,
                                  variant: title.variant, location: title.string.location) != true {
            stringCount += 1
            lastString = StringID(key: title.string.key, table: title.string.table, language: title.string.language,
                                  variant: title.variant, location: title.string.location)
        }
        if languageBefore != title.string.language { languages.insert(title.string.language) }
        var shares: [CellShare] = []
        shares.reserveCapacity(title.cells.count)
        for cell in title.cells {
            categories |= 1 << UInt16(cell.share.category.ordinal)
            shares.append(cell.share)
        }
        let label = title.label
        aggregates.add(label: label, language: title.string.language, isIOS: title.isIOS, shares: shares)
        frames.add(label: label, language: title.string.language, shares: shares)
        addTitle(key: title.string.key, table: title.string.table, language: title.string.language,
                 location: title.string.location, titleSource: title.string.titleSource)
    }

    /// Adds a title (key, table and language) the first time one of its cells is added.
    private mutating func addTitle(key: String, table: String?, language: LanguageTag, location: SourceLocation?,
                                   titleSource: TitleSource?) {
        // A title's cells mostly come together: check the last one before the set.
        if let last = titles.last, last.key == key, last.table == table, last.language == language { return }
        if seenTitles.insert(TitleID(key: key, table: table, language: language)).inserted {
            var title = RunTitle(key: key, language: language, location: location, titleSource: titleSource)
            title.table = table
            titles.append(title)
        }
    }

    /// Whether cells of origins `a` and `b` are of one title: the same key, table and language.
    private static func sharesTitle(_ a: CellOrigin, _ b: CellOrigin) -> Bool {
        a === b || (a.key == b.key && a.table == b.table && a.language == b.language)
    }

    /// Counts the strings — key, language, variant and place — that `cells` start. Cells come in
    /// canonical order, where a string's cells are neighbours, so a string starts where the
    /// previous cell's identity changes; only the last identity is kept. The cells of one string
    /// mostly share one origin, so a cell of the last origin seen is not compared further.
    private mutating func countStrings(in cells: UnsafeBufferPointer<CellResult>) {
        for index in cells.indices {
            let origin = cells[index].origin
            if origin === lastOrigin { continue }
            lastOrigin = origin
            if lastString?.identifies(key: origin.key, table: origin.table, language: origin.language,
                                      variant: origin.variant, location: origin.location) == true {
                continue
            }
            stringCount += 1
            lastString = StringID(key: origin.key, table: origin.table, language: origin.language,
                                  variant: origin.variant, location: origin.location)
        }
    }

    private struct StringID: Hashable {
        var key: String
        var table: String?
        var language: LanguageTag
        var variant: String?
        var location: SourceLocation?

        func identifies(key: String, table: String?, language: LanguageTag, variant: String?, location: SourceLocation?) -> Bool {
            self.key == key && self.table == table && self.language == language && self.variant == variant
                && self.location == location
        }
    }

    /// Folds a unit's findings into the worst titles. A title (one string: key, language,
    /// variant, place) lies in one unit, so its group is complete here; its canonical position is
    /// the count of titles before it, as in a grouping of every finding.
    private mutating func keepWorst(_ unitFindings: [Finding], limit: Int?) {
        guard !unitFindings.isEmpty else { return }
        // Once the list is full, most units have nothing worse than its last title: count their
        // titles without grouping them.
        if let limit, worstTitles.count >= limit, let last = worstTitles.last,
           !Self.mayRankBefore(unitFindings, last) {
            titleGroupCount += TitleGroup.titleCount(unitFindings)
            return
        }
        var groups = TitleGroup.groups(unitFindings)
        for index in groups.indices { groups[index].position += titleGroupCount }
        titleGroupCount += groups.count
        // Every title kept: they are ordered once, when the summary is made.
        guard let limit else {
            worstTitles += groups
            return
        }
        for group in groups {
            if worstTitles.count >= limit {
                guard let last = worstTitles.last, TitleGroup.isWorse(group, than: last) else { continue }
                worstTitles.removeLast()
            }
            // The list is in rank order, a total order (the canonical position breaks ties).
            var (low, high) = (worstTitles.startIndex, worstTitles.endIndex)
            while low < high {
                let middle = (low + high) / 2
                if TitleGroup.isWorse(group, than: worstTitles[middle]) { high = middle } else { low = middle + 1 }
            }
            worstTitles.insert(group, at: low)
        }
    }

    /// Whether a title made of `findings` (later in canonical order than `last`) could be worse
    /// than `last`. A title's severity is that of one of its findings — its category's ordinal,
    /// its kind's order, its amount negated — so when no finding's is below `last`'s, no title is.
    private static func mayRankBefore(_ findings: [Finding], _ last: TitleGroup) -> Bool {
        let bar = last.severity
        for finding in findings {
            let ordinal = finding.category.ordinal
            if ordinal > bar.0 { continue }
            if ordinal < bar.0 { return true }
            if (finding.kind.order, -finding.amount) < (bar.1, bar.2) { return true }
        }
        return false
    }

    /// The worst titles in rank order: kept so when the summary lists a limited number of them,
    /// else ordered here, once.
    private var orderedWorstTitles: [TitleGroup] {
        guard case .summary(limit: nil) = retention else { return worstTitles }
        return worstTitles.sorted(by: TitleGroup.isWorse)
    }

    /// The summary of every cell added.
    var summary: RunSummary {
        var summary = RunSummary(header: header, cellCount: cellCount, languageCount: languages.count, categoryCount: categories.nonzeroBitCount,
                   stringCount: stringCount,
                   failingCellCount: failingCellCount, findings: findings, aggregates: aggregates.aggregates,
                   titles: titles, frames: frames, findingCounts: findingCounts,
                   worstTitles: retention == .all ? nil : (orderedWorstTitles, titleGroupCount))
        summary.warningCellCount = warningCellCount
        summary.warningCounts = warningCounts
        return summary
    }
}
