/// One problem with one title in one language at one Dynamic Type size.
///
/// Kept for every finding of a run (the gate and the summary need them all), so it holds only
/// what those read: the identity, the amount, the message and the place.
public struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What went wrong (see ``FindingRegistry``).
    public typealias Kind = FindingKind

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
    /// The point size the title was measured at.
    public var pointSize: Double
    /// How bad it is, larger is worse (the kind's descriptor says in what unit).
    public var amount: Double
    /// One line saying what is wrong, with the numbers.
    public var message: String
    /// Where the title is defined.
    public var location: SourceLocation?
    /// The width limit the title's file sets, when it sets one (it gives over-max-width amounts their unit).
    public var widthLimit: WidthLimit?

    /// Makes a finding.
    public init(kind: Kind, key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory,
                pointSize: Double = 0, amount: Double = 0, message: String, location: SourceLocation?,
                widthLimit: WidthLimit? = nil) {
        self.kind = kind
        self.key = key
        self.language = language
        self.variant = variant
        self.category = category
        self.pointSize = pointSize
        self.amount = amount
        self.message = message
        self.location = location
        self.widthLimit = widthLimit
    }

    /// `file:line: key [language, category] kind: message`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let name = variant.map { "\(key) (\($0))" } ?? key
        return "\(place)\(name) [\(language), \(category.rawValue)] \(kind.rawValue): \(message)"
    }

    /// The amount with its unit, as the kind describes it.
    public var describedAmount: String { kind.descriptor.describeAmount(amount, widthLimit) }
}
