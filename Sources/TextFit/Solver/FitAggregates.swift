/// Summaries across cells: the width each key needs at each size, and how far each language scales.
public struct FitAggregates: Sendable, Hashable, Codable {
    /// The frame width that fits every language of one key at one category.
    public struct KeyCategoryWidth: Sendable, Hashable, Codable {
        /// The string's key.
        public var key: String
        /// The Dynamic Type category.
        public var category: ContentSizeCategory
        /// The widest minimum frame among the key's cells at this category.
        public var width: Double
        /// The language whose title sets `width` (the first by tag on a tie).
        public var language: LanguageTag
        /// The variant of that title, if it is one.
        public var variant: String?
    }

    /// The largest category at which every title of a group still fits.
    public struct CategoryLimit: Sendable, Hashable, Codable {
        /// The key, or `nil` when the limit covers every key of the language.
        public var key: String?
        /// The language.
        public var language: LanguageTag
        /// The largest category such that the titles fit at it and at every smaller category
        /// measured; `nil` when they do not fit even at the smallest.
        public var largestFittingCategory: ContentSizeCategory?
    }

    /// Per key (first-seen order) and category (smallest first): the width that fits every language.
    public var widths: [KeyCategoryWidth]
    /// Per key (first-seen order) and language (tag order): the largest category that still fits.
    public var limitsByKey: [CategoryLimit]
    /// Per language (tag order), across all keys: the largest category at which every key still fits.
    public var limitsByLanguage: [CategoryLimit]

    /// Summarizes `cells`.
    public init(cells: [CellResult]) {
        var keys: [String] = []
        var seenKeys = Set<String>()
        for cell in cells where seenKeys.insert(cell.key).inserted { keys.append(cell.key) }
        let languages = Array(Set(cells.map(\.language))).sorted()
        let byKey = Dictionary(grouping: cells, by: \.key)

        widths = []
        limitsByKey = []
        for key in keys {
            let keyCells = byKey[key] ?? []
            let byCategory = Dictionary(grouping: keyCells, by: \.category)
            for category in ContentSizeCategory.allCases {
                guard let group = byCategory[category] else { continue }
                // Ties go to the first language by tag, then the plain string before variants.
                let ordered = group.sorted {
                    ($0.language, $0.variant ?? "") < ($1.language, $1.variant ?? "")
                }
                var widest = ordered[0]
                for cell in ordered.dropFirst() where cell.fit.minFrame.width > widest.fit.minFrame.width {
                    widest = cell
                }
                widths.append(KeyCategoryWidth(key: key, category: category, width: widest.fit.minFrame.width,
                                               language: widest.language, variant: widest.variant))
            }
            for language in languages {
                let languageCells = keyCells.filter { $0.language == language }
                guard !languageCells.isEmpty else { continue }
                limitsByKey.append(CategoryLimit(key: key, language: language,
                                                 largestFittingCategory: Self.largestFitting(languageCells)))
            }
        }
        limitsByLanguage = languages.map { language in
            CategoryLimit(key: nil, language: language,
                          largestFittingCategory: Self.largestFitting(cells.filter { $0.language == language }))
        }
    }

    /// The largest category up to which every measured cell fits, walking up from the smallest.
    static func largestFitting(_ cells: [CellResult]) -> ContentSizeCategory? {
        let byCategory = Dictionary(grouping: cells, by: \.category)
        var largest: ContentSizeCategory?
        for category in ContentSizeCategory.allCases {
            guard let group = byCategory[category] else { continue }
            guard group.allSatisfy(\.fit.fits) else { break }
            largest = category
        }
        return largest
    }
}
