/// The frame each key needs at each category so that every language fits: the widest and
/// the tallest minimum frame among the key's cells, and the languages that set them.
struct FrameTable {
    struct Entry {
        var width: Double
        var widthLanguage: LanguageTag
        var height: Double
        var heightLanguage: LanguageTag
    }

    private(set) var keys: [String] = []
    private(set) var categories: [ContentSizeCategory] = []
    private var entries: [String: [ContentSizeCategory: Entry]] = [:]

    init(cells: [CellResult]) {
        var seenCategories = Set<ContentSizeCategory>()
        for cell in cells {
            if entries[cell.key] == nil { keys.append(cell.key) }
            seenCategories.insert(cell.category)
            var entry = entries[cell.key, default: [:]][cell.category]
                ?? Entry(width: cell.fit.minFrame.width, widthLanguage: cell.language,
                         height: cell.fit.minFrame.height, heightLanguage: cell.language)
            if cell.fit.minFrame.width > entry.width { entry.width = cell.fit.minFrame.width; entry.widthLanguage = cell.language }
            if cell.fit.minFrame.height > entry.height { entry.height = cell.fit.minFrame.height; entry.heightLanguage = cell.language }
            entries[cell.key, default: [:]][cell.category] = entry
        }
        categories = seenCategories.sorted()
    }

    func entry(key: String, category: ContentSizeCategory) -> Entry? { entries[key]?[category] }
}
