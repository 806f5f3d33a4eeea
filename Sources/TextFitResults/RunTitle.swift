/// One title of a run — a key in a language — and where its first cell is defined: what JUnit
/// makes a test case of and what a catalog baseline measures.
package struct RunTitle: Sendable, Hashable {
    /// The string's key.
    package var key: String
    /// The table's name where the key is in more than one table; `nil` where it is in one.
    package var table: String?
    /// The language.
    package var language: LanguageTag
    /// Where the first cell of the title (in canonical order) is defined.
    package var location: SourceLocation?
    /// Where a bundled title comes from; `nil` for a catalog the user passed.
    package var titleSource: TitleSource?

    /// The key, with its table where the key is in more than one: `34.title (table Main)`.
    package var label: String { TableIdentity.label(key: key, table: table) }

    /// Makes a title.
    package init(key: String, language: LanguageTag, location: SourceLocation?, titleSource: TitleSource? = nil) {
        self.key = key
        self.language = language
        self.location = location
        self.titleSource = titleSource
    }
}
