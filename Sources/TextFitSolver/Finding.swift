/// One problem with one title in one language at one Dynamic Type size.
///
/// Kept for every finding of a run (the gate and the summary need them all), so it holds only
/// what those read: the identity, the amount, the message and the place.
public struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What went wrong (see `FindingRegistry`).
    public typealias Kind = FindingKind

    /// What went wrong.
    public var kind: Kind
    /// The string's key.
    public var key: String
    /// The table's name where the key is in more than one table (``CellResult/table``); `nil`
    /// where it is in one.
    package var table: String?
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
    public var message: String {
        get { messageSource.text }
        set { messageSource = .text(newValue) }
    }
    /// The message, or the way to write it when it is read (``FindingMessage``).
    var messageSource: FindingMessage
    /// Where the title is defined.
    public var location: SourceLocation?
    /// The width limit the title's file sets, when it sets one (it gives over-max-width amounts their unit).
    public var widthLimit: WidthLimit?
    /// Whether the finding is advice: unless a gate rule names it, it only warns and the run
    /// still passes (`FindingDetection.advisory`): the WCAG contrast lint under an iOS model,
    /// whose own rule is the 1.5 luminance ratio, and an `expansion` where no frame is known. A policy may name it and fail on it. Findings
    /// of the one kind that never fails whatever the policy (`close`) are told by their kind,
    /// not by this flag.
    public var advisory = false
    /// For a finding about the frame (`render-failure`, `close`), the need and the frame in the
    /// direction that decides it; `nil` for the others and for findings read back from a file.
    /// Not part of equality or coding: the message states the same lengths.
    package var need: FrameNeed?

    /// Makes a finding.
    package init(kind: Kind, key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory,
                pointSize: Double = 0, amount: Double = 0, message: String, location: SourceLocation?,
                widthLimit: WidthLimit? = nil, advisory: Bool = false) {
        self.init(kind: kind, key: key, language: language, variant: variant, category: category, pointSize: pointSize,
                  detection: FindingDetection(amount: amount, message: message, advisory: advisory), location: location,
                  widthLimit: widthLimit)
    }

    /// Makes a finding from a detection, its message as the detection has it (written or not).
    init(kind: Kind, key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory,
         pointSize: Double, detection: FindingDetection, location: SourceLocation?, widthLimit: WidthLimit?) {
        self.kind = kind
        self.key = key
        self.language = language
        self.variant = variant
        self.category = category
        self.pointSize = pointSize
        amount = detection.amount
        messageSource = detection.source
        self.location = location
        self.widthLimit = widthLimit
        advisory = detection.advisory
        need = detection.need
    }

    // Equality, hashing and coding take the message as text, as they took the stored property.

    public static func == (a: Finding, b: Finding) -> Bool {
        a.kind == b.kind && a.key == b.key && a.table == b.table && a.language == b.language && a.variant == b.variant
            && a.category == b.category && a.pointSize == b.pointSize && a.amount == b.amount
            && a.location == b.location && a.widthLimit == b.widthLimit && a.message == b.message
            && a.advisory == b.advisory
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(key)
        hasher.combine(table)
        hasher.combine(language)
        hasher.combine(variant)
        hasher.combine(category)
        hasher.combine(pointSize)
        hasher.combine(amount)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(widthLimit)
        hasher.combine(advisory)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, key, table, language, variant, category, pointSize, amount, message, location, widthLimit, advisory
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        key = try container.decode(String.self, forKey: .key)
        table = try container.decodeIfPresent(String.self, forKey: .table)
        language = try container.decode(LanguageTag.self, forKey: .language)
        variant = try container.decodeIfPresent(String.self, forKey: .variant)
        category = try container.decode(ContentSizeCategory.self, forKey: .category)
        pointSize = try container.decode(Double.self, forKey: .pointSize)
        amount = try container.decode(Double.self, forKey: .amount)
        messageSource = .text(try container.decode(String.self, forKey: .message))
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        widthLimit = try container.decodeIfPresent(WidthLimit.self, forKey: .widthLimit)
        advisory = try container.decodeIfPresent(Bool.self, forKey: .advisory) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(table, forKey: .table)
        try container.encode(language, forKey: .language)
        try container.encodeIfPresent(variant, forKey: .variant)
        try container.encode(category, forKey: .category)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encode(amount, forKey: .amount)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(widthLimit, forKey: .widthLimit)
        if advisory { try container.encode(true, forKey: .advisory) }
    }

    /// `file:line: key [language, category] kind: message`, the key with its table where it must be said.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let name = variant.map { "\(label) (\($0))" } ?? label
        return "\(place)\(name) [\(language), \(category.rawValue)] \(kind.rawValue): \(message)"
    }

    /// The key, with its table where the key is in more than one: `34.title (table Main)`.
    package var label: String { TableIdentity.label(key: key, table: table) }

    /// The amount with its unit, as the kind describes it.
    public var describedAmount: String { kind.descriptor.describeAmount(amount, widthLimit) }
}
