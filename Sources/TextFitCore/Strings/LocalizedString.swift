/// One translation of one key into one language, as read from a file.
public struct LocalizedString: Sendable, Hashable {
    /// The translation state a localization file records for an entry.
    public enum State: String, Sendable, Hashable, Codable {
        case new, translated, needsReview = "needs_review", stale, source
    }

    /// The key the app looks the string up by.
    public var key: String
    /// The language of `value`.
    public var language: LanguageTag
    /// The text to measure, before format specifiers are replaced.
    public var value: String
    /// The translation state, where the file records one.
    public var state: State
    /// A variation path such as `plural.one` or `device.iphone`; `nil` for the plain string.
    public var variant: String?
    /// Where the string stands.
    public var location: SourceLocation
    /// The comment the file gives the key, if any.
    public var comment: String?
    /// The substitutions (`%#@name@` arguments) `value` refers to, each with its own variants.
    package var substitutions: [Substitution]
    /// The width limit the file sets for this string (XLIFF `maxwidth`), if any.
    package var widthLimit: WidthLimit?
    /// Where a bundled title comes from (iOS's own title or TextFit's translation); `nil` for a
    /// string from a catalog the user passed.
    public var titleSource: TitleSource?
    /// The table the string is read from (``TableIdentity``), set by the reader; `nil` until then.
    package var tableIdentity: TableIdentity?
    /// The table's name where the key is in more than one table (``TableIdentity/displayNames(_:)``),
    /// so that outputs tell the strings apart; `nil` where the key is in one table only.
    package var table: String?

    package init(key: String, language: LanguageTag, value: String, state: State = .translated,
                variant: String? = nil, location: SourceLocation, comment: String? = nil,
                substitutions: [Substitution] = [], widthLimit: WidthLimit? = nil) {
        self.key = key
        self.language = language
        self.value = value
        self.state = state
        self.variant = variant
        self.location = location
        self.comment = comment
        self.substitutions = substitutions
        self.widthLimit = widthLimit
    }
}
