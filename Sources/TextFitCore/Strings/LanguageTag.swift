import Foundation

/// A BCP 47 language tag such as `de`, `pt-BR`, `zh-Hant` or `zh-HK`, validated on creation.
///
/// The language subtag must be an ISO 639 code; script subtags are four letters, region
/// subtags two letters or three digits, and variant subtags (`ca-ES-valencia`, which Xcode
/// offers) five to eight letters or digits. Tags compare and hash by their canonical spelling
/// (`zh-hant` and `zh_Hant` are both `zh-Hant`).
public struct LanguageTag: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The canonical spelling, e.g. `zh-Hant-HK`.
    public let identifier: String
    /// The language subtag, lowercase (`zh`).
    public let language: String
    /// The script subtag, title case (`Hant`), if the tag has one.
    public let script: String?
    /// The region subtag, uppercase (`HK`), if the tag has one.
    public let region: String?

    /// Parses and validates `tag`; `nil` when it is not a well-formed tag with a known language.
    public init?(_ tag: String) {
        let parts = tag.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let language = first.lowercased()
        // Pseudo-locales (en-XA, ar-XB) and the private-use `qps` are accepted on purpose.
        guard Locale.LanguageCode(language).isISOLanguage || language == "qps" else { return nil }
        var script: String?
        var region: String?
        var variants: [String] = []
        for part in parts.dropFirst() {
            // Variant subtags (`ca-ES-valencia`, `de-CH-1996`): 5 to 8 letters or digits, or a digit and 3 more.
            let alphanumeric = part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if alphanumeric, (5...8).contains(part.count) || (part.count == 4 && part.first?.isNumber == true) {
                variants.append(part.lowercased())
                continue
            }
            guard variants.isEmpty else { return nil }
            if part.count == 4, script == nil, region == nil, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil,
                      (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter }))
                        || (part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber })) {
                region = part.uppercased()
            } else {
                return nil
            }
        }
        self.language = language
        self.script = script
        self.region = region
        self.identifier = ([language, script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// Whether text in this language is laid out right to left.
    public var isRightToLeft: Bool {
        if let script { return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"].contains(script) }
        return ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"].contains(language)
            || (language == "qps" && region == "PLOC")
            || region == "XB"
    }

    public var description: String { identifier }

    public static func < (a: LanguageTag, b: LanguageTag) -> Bool { a.identifier < b.identifier }

    // The subtags derive from the identifier, so it alone decides equality and hashing.
    public static func == (a: LanguageTag, b: LanguageTag) -> Bool { a.identifier == b.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let tag = LanguageTag(raw) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "unknown language tag '\(raw)'"))
        }
        self = tag
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
