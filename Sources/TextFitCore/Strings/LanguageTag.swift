import Foundation

/// A BCP 47 language tag such as `de`, `pt-BR`, `zh-Hant`, `zh-HK` or `azb`, in its canonical form.
///
/// Any well-formed tag whose language subtag is an ISO 639 code (639-1, -2 or -3: two or three
/// letters) is a language, known to CLDR or not: `azb`, `olo`, `skr-Arab`, `qqq`. Script subtags,
/// region subtags (two letters or three digits) and variants (`ca-ES-valencia`, `de-CH-1996`)
/// are kept; Apple's underscores and any letter case are read (`sr_Latn`, `zh_Hant_HK`, `en-gb`,
/// `sr-ec`). The system ICU parses and writes the tag, and replaces deprecated and legacy
/// language codes as CLDR and Apple do (`tl` → `fil`, `iw` → `he`, `in` → `id`, `no` → `nb`,
/// `sh` → `sr-Latn`, `ji` → `yi`, `mo` → `ro`; see `ICULanguageTag`), so two spellings of one
/// language are one tag: they compare and hash by their canonical spelling.
///
/// Not a language: text that is not a BCP 47 tag (`!!`, `en--US`, `Base`, `English`), a tag
/// with only private-use subtags (`x-private`).
public struct LanguageTag: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The canonical spelling, e.g. `zh-Hant-HK`.
    public var identifier: String { parts.identifier }
    /// The language subtag, lowercase (`zh`).
    public var language: String { parts.language }
    /// The script subtag, title case (`Hant`), if the tag has one.
    public var script: String? { parts.script }
    /// The region subtag, uppercase (`HK`), if the tag has one.
    public var region: String? { parts.region }
    /// Whether text in this language is laid out right to left: its script (the tag's own, else
    /// the likely one CLDR gives the language) is, or it is a right-to-left pseudolocale (`XB`).
    public var isRightToLeft: Bool { parts.isRightToLeft }

    /// The subtags, held once per spelling parsed (``parsed``): a tag is one reference wherever
    /// it is kept — in every cell, measurement and finding of a run — rather than four strings
    /// of its own, and two tags parsed alike compare by that reference first.
    private let parts: Parts

    private final class Parts: Sendable {
        let identifier: String
        let language: String
        let script: String?
        let region: String?
        let isRightToLeft: Bool

        init(identifier: String, language: String, script: String?, region: String?, isRightToLeft: Bool) {
            self.identifier = identifier
            self.language = language
            self.script = script
            self.region = region
            self.isRightToLeft = isRightToLeft
        }
    }

    /// The ISO 639 code translators use for documentation of the strings (`qqq`, a MediaWiki and
    /// translatewiki.net convention): not text an app shows.
    package static let documentationCode = "qqq"

    /// Whether the tag is translators' documentation (``documentationCode``), not a language of the UI.
    package var isDocumentation: Bool { language == Self.documentationCode }

    /// Parses `tag`; `nil` when it is not a well-formed language tag (see the type's documentation).
    public init?(_ tag: String) {
        if let known = Self.parsed.withLock({ $0[tag] }) {
            guard let known else { return nil }
            self = known
            return
        }
        let result = Self.parse(tag)
        Self.parsed.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[tag] = .some(result)
        }
        guard let result else { return nil }
        self = result
    }

    private init(parts: ICULanguageTag.Parts, isRightToLeft: Bool) {
        self.parts = Parts(identifier: parts.identifier, language: parts.language, script: parts.script,
                           region: parts.region, isRightToLeft: isRightToLeft)
    }

    private static func parse(_ text: String) -> LanguageTag? {
        guard let parts = ICULanguageTag.canonical(text) else { return nil }
        // The likely script from Foundation's locale data (ICU's likely subtags), which knows more
        // languages than the system ICU's older CLDR (`azb` → `azb-Arab-IR`).
        var script = parts.script ?? Locale.Language(identifier: parts.identifier).maximalIdentifier
            .split(separator: "-").dropFirst().first { $0.count == 4 }.map(String.init)
        // Nastaliq Arabic (`ur` → `ur-Aran-PK`) is Arabic to the system ICU's script table.
        if script == "Aran" { script = "Arab" }
        let rightToLeft = parts.region == "XB" || script.map { ICULanguageTag.isRightToLeft("und-" + $0) } ?? false
        return LanguageTag(parts: parts, isRightToLeft: rightToLeft)
    }

    /// Spellings parsed so far, and their tags: parsing asks ICU and the locale data, and a
    /// results file names a language in every record. Bounded: emptied when it reaches the limit.
    private static let parsed = Guarded<[String: LanguageTag?]>([:])
    private static let cacheLimit = 4096

    /// Whether `spelling` names this tag only by letter case and separators (`en_gb` for
    /// `en-GB`), not by a code ICU replaced (`iw` for `he`).
    package func isSpelled(as spelling: String) -> Bool {
        identifier.lowercased() == String(spelling.map { $0 == "_" ? "-" : $0 }).lowercased()
    }

    public var description: String { identifier }

    public static func < (a: LanguageTag, b: LanguageTag) -> Bool { a.identifier < b.identifier }

    // The subtags derive from the identifier, so it alone decides equality and hashing.
    public static func == (a: LanguageTag, b: LanguageTag) -> Bool { a.parts === b.parts || a.identifier == b.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let tag = LanguageTag(raw) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "'\(raw)' is not a language tag"))
        }
        self = tag
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
