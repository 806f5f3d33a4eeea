/// What the gate compares findings by: key (with its table where the key is in more than one),
/// language, variant, category and kind — never the line,
/// which moves whenever someone edits the file above.
package struct FindingID: Sendable, Hashable, CustomStringConvertible {
    /// The string's key.
    package var key: String
    /// The table's name where the key is in more than one table; `nil` where it is in one.
    package var table: String?
    /// The language of the title.
    package var language: LanguageTag
    /// The variation path, `nil` for the plain string.
    package var variant: String?
    /// The Dynamic Type category.
    package var category: ContentSizeCategory
    /// What went wrong.
    package var kind: Finding.Kind

    /// Makes an identity from its parts.
    package init(key: String, table: String? = nil, language: LanguageTag, variant: String?, category: ContentSizeCategory,
                 kind: Finding.Kind) {
        self.key = key
        self.table = table
        self.language = language
        self.variant = variant
        self.category = category
        self.kind = kind
    }

    /// The identity of `finding`.
    package init(_ finding: Finding) {
        self.init(key: finding.key, table: finding.table, language: finding.language, variant: finding.variant,
                  category: finding.category, kind: finding.kind)
    }

    /// `key (variant) [language, category] kind`.
    package var description: String {
        let label = TableIdentity.label(key: key, table: table)
        return "\(variant.map { "\(label) (\($0))" } ?? label) [\(language), \(category.rawValue)] \(FindingKindName.name(of: kind))"
    }
}
