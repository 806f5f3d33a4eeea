/// What the gate compares findings by: key, language, variant, category and kind — never the line,
/// which moves whenever someone edits the file above.
public struct FindingID: Sendable, Hashable, CustomStringConvertible {
    /// The string's key.
    public var key: String
    /// The language of the title.
    public var language: LanguageTag
    /// The variation path, `nil` for the plain string.
    public var variant: String?
    /// The Dynamic Type category.
    public var category: ContentSizeCategory
    /// What went wrong.
    public var kind: Finding.Kind

    /// Makes an identity from its parts.
    public init(key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory, kind: Finding.Kind) {
        self.key = key
        self.language = language
        self.variant = variant
        self.category = category
        self.kind = kind
    }

    /// The identity of `finding`.
    public init(_ finding: Finding) {
        self.init(key: finding.key, language: finding.language, variant: finding.variant,
                  category: finding.category, kind: finding.kind)
    }

    /// `key (variant) [language, category] kind`.
    public var description: String {
        "\(variant.map { "\(key) (\($0))" } ?? key) [\(language), \(category.rawValue)] \(FindingKindName.name(of: kind))"
    }
}
