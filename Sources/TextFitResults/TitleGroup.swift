/// The findings of one key, language and variant, by kind.
package struct TitleGroup: Sendable {
    package var key: String
    /// The table's name where the key is in more than one table; `nil` where it is in one.
    package var table: String?
    package var language: LanguageTag
    package var variant: String?
    package var location: SourceLocation?
    /// Canonical position of the first finding: the last tie-break.
    package var position: Int
    package var kinds: [KindGroup]

    /// The smallest category with a finding, then the first kind, then the larger amount.
    package var severity: (Int, Int, Double) {
        let lead = kinds.min { ($0.smallest.ordinal, $0.first.kind.order) < ($1.smallest.ordinal, $1.first.kind.order) }!
        return (lead.smallest.ordinal, lead.first.kind.order, -lead.first.amount)
    }
}

/// The findings of one kind in a title: the categories, and the one at the smallest.
package struct KindGroup: Sendable {
    package var first: Finding
    package var categories: [ContentSizeCategory]
    package var smallest: ContentSizeCategory { first.category }
}

extension TitleGroup {
    /// Whether title `a` is listed before title `b`: worse (``TitleGroup/severity``), then earlier.
    package static func isWorse(_ a: TitleGroup, than b: TitleGroup) -> Bool {
        rank(a) < rank(b)
    }

    /// What orders the titles: ``TitleGroup/severity``, then canonical position.
    package static func rank(_ group: TitleGroup) -> (Int, Int, Double, Int) {
        let severity = group.severity
        return (severity.0, severity.1, severity.2, group.position)
    }

    /// `findings` (in canonical order) grouped by title — key, language, variant and the place
    /// the string is written, so one key written in two files is two titles — worst first.
    package static func groups(_ findings: [Finding]) -> [TitleGroup] {
        var index: [TitleID: Int] = [:]
        var groups: [TitleGroup] = []
        for finding in findings {
            let id = TitleID(finding)
            let position: Int
            if let known = index[id] {
                position = known
            } else {
                position = groups.count
                index[id] = position
                groups.append(TitleGroup(key: finding.key, table: finding.table, language: finding.language,
                                         variant: finding.variant,
                                         location: finding.location, position: position, kinds: []))
            }
            if let kind = groups[position].kinds.firstIndex(where: { $0.first.kind == finding.kind }) {
                groups[position].kinds[kind].categories.append(finding.category)
                if finding.category < groups[position].kinds[kind].first.category {
                    groups[position].kinds[kind].first = finding
                }
            } else {
                groups[position].kinds.append(KindGroup(first: finding, categories: [finding.category]))
            }
        }
        for position in groups.indices {
            groups[position].kinds.sort { ($0.smallest.ordinal, $0.first.kind.order) < ($1.smallest.ordinal, $1.first.kind.order) }
        }
        return groups.map { ($0, rank($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// How many titles ``groups(_:)`` makes of `findings`, without making them.
    package static func titleCount(_ findings: [Finding]) -> Int {
        var seen: [TitleID] = []
        for finding in findings where seen.last?.identifies(finding) != true {
            let id = TitleID(finding)
            if !seen.contains(id) { seen.append(id) }
        }
        return seen.count
    }

    /// What makes findings one title: the key (exactly as written), language, variant and place.
    private struct TitleID: Hashable {
        var key: ExactKey
        var table: String?
        var language: LanguageTag
        var variant: String?
        var file: String?
        var line: Int?

        init(_ finding: Finding) {
            key = ExactKey(finding.key)
            table = finding.table
            language = finding.language
            variant = finding.variant
            file = finding.location?.file
            line = finding.location?.line
        }

        /// Whether `finding` belongs to this title (compared in place, without making its ID).
        func identifies(_ finding: Finding) -> Bool {
            ExactKey.same(key.string, finding.key) && table == finding.table && language == finding.language && variant == finding.variant
                && file == finding.location?.file && line == finding.location?.line
        }
    }
}
