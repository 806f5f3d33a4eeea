/// The frame each key needs at each category so that every language fits: the widest and
/// the tallest minimum frame among the key's cells, and the languages that set them. A key in
/// more than one table is a row per table, named by its label (`34.title (table Main)`).
///
/// Built a title at a time in canonical order (the first cell wins a tie); holds one entry per
/// key × category, in a slot per category ordinal (no hashing per cell).
package struct FrameTable: Sendable {
    package struct Entry: Sendable {
        package var width: Double
        package var widthLanguage: LanguageTag
        package var height: Double
        package var heightLanguage: LanguageTag
    }

    package private(set) var keys: [String] = []
    /// The categories seen, one bit per ordinal.
    private var seenCategories: UInt16 = 0
    /// Per key, the entry of each category ordinal.
    private var entries: [String: [Entry?]] = [:]

    init() {}

    /// Adds the shares of one title's cells (one key, as `label` names it, in one `language`),
    /// in canonical order (ties go to the first), looking the key up once.
    mutating func add(label: String, language: LanguageTag, shares: [CellShare]) {
        guard !shares.isEmpty else { return }
        for share in shares { seenCategories |= 1 << UInt16(share.category.ordinal) }
        // One look-up of the label, the entries then changed in place.
        if let slot = entries.index(forKey: label) {
            Self.grow(&entries.values[slot], language: language, with: shares)
        } else {
            keys.append(label)
            var grown = Self.noEntries
            Self.grow(&grown, language: language, with: shares)
            entries[label] = grown
        }
    }

    private static let noEntries = [Entry?](repeating: nil, count: ContentSizeCategory.allCases.count)

    private static func grow(_ byCategory: inout [Entry?], language: LanguageTag, with shares: [CellShare]) {
        for share in shares {
            let slot = share.category.ordinal, frame = share.minFrame
            // Changed in place: an entry is copied out (its languages retained) only to be put back.
            guard byCategory[slot] != nil else {
                byCategory[slot] = Entry(width: frame.width, widthLanguage: language, height: frame.height,
                                         heightLanguage: language)
                continue
            }
            if frame.width > byCategory[slot]!.width {
                byCategory[slot]!.width = frame.width
                byCategory[slot]!.widthLanguage = language
            }
            if frame.height > byCategory[slot]!.height {
                byCategory[slot]!.height = frame.height
                byCategory[slot]!.heightLanguage = language
            }
        }
    }

    /// The categories seen, smallest first.
    package var categories: [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter { seenCategories & (1 << UInt16($0.ordinal)) != 0 }
    }

    package func entry(key: String, category: ContentSizeCategory) -> Entry? { entries[key]?[category.ordinal] }
}
