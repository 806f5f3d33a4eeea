/// The frame each key needs at each category so that every language fits: the widest and
/// the tallest minimum frame among the key's cells, and the languages that set them.
///
/// Built one cell at a time in canonical order (the first cell wins a tie); holds one entry per
/// key × category.
struct FrameTable: Sendable {
    struct Entry: Sendable {
        var width: Double
        var widthLanguage: LanguageTag
        var height: Double
        var heightLanguage: LanguageTag
    }

    private(set) var keys: [String] = []
    private var seenCategories = Set<ContentSizeCategory>()
    private var entries: [String: [ContentSizeCategory: Entry]] = [:]

    init() {}

    init(cells: [CellResult]) {
        for cell in cells { add(cell) }
    }

    /// Adds one cell; cells must come in canonical order for ties to go to the first.
    mutating func add(_ cell: CellResult) {
        let frame = cell.fit.minFrame
        if entries[cell.key] == nil { keys.append(cell.key) }
        seenCategories.insert(cell.category)
        var entry = entries[cell.key, default: [:]][cell.category]
            ?? Entry(width: frame.width, widthLanguage: cell.language, height: frame.height, heightLanguage: cell.language)
        if frame.width > entry.width { entry.width = frame.width; entry.widthLanguage = cell.language }
        if frame.height > entry.height { entry.height = frame.height; entry.heightLanguage = cell.language }
        entries[cell.key, default: [:]][cell.category] = entry
    }

    /// The categories seen, smallest first.
    var categories: [ContentSizeCategory] { seenCategories.sorted() }

    func entry(key: String, category: ContentSizeCategory) -> Entry? { entries[key]?[category] }
}
