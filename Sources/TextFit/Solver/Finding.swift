import Foundation

/// One problem with one title in one language at one Dynamic Type size.
public struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The title needs a wider frame than it gets and would show "…".
        case truncation
        /// Ink rises above or sinks below the frame's content area.
        case verticalClip
        /// No font of the stack covers some code points; they would show as boxes.
        case missingGlyph
        /// The corner radius cuts into the content.
        case cornerClip
        /// The text is wider than the limit its localization file sets (XLIFF `maxwidth`).
        case overMaxWidth
    }

    /// What went wrong.
    public var kind: Kind
    /// The string's key.
    public var key: String
    /// The language of the title.
    public var language: LanguageTag
    /// The variation path, if the title is a variant.
    public var variant: String?
    /// The Dynamic Type category.
    public var category: ContentSizeCategory
    /// One line saying what is wrong, with the numbers.
    public var message: String
    /// Where the title is defined.
    public var location: SourceLocation?

    /// Makes a finding.
    public init(kind: Kind, key: String, language: LanguageTag, variant: String?,
                category: ContentSizeCategory, message: String, location: SourceLocation?) {
        self.kind = kind
        self.key = key
        self.language = language
        self.variant = variant
        self.category = category
        self.message = message
        self.location = location
    }

    /// `file:line: key [language, category] kind: message`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let name = variant.map { "\(key) (\($0))" } ?? key
        return "\(place)\(name) [\(language), \(category.rawValue)] \(kind.rawValue): \(message)"
    }

    /// A length in points with one decimal, as findings print them.
    static func points(_ value: Double) -> String {
        String(format: "%.1f pt", value)
    }
}
