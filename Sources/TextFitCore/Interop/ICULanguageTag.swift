import CICU

/// BCP 47 language tags read, canonicalized and written by the system ICU.
///
/// A tag is parsed by `uloc_forLanguageTag` (which takes any letter case and maps RFC 5646's
/// grandfathered tags, `i-klingon` → `tlh`, and extended language subtags, `zh-yue` → `yue`);
/// its language subtag is replaced as CLDR says (the `alias/language` table of ICU's `metadata`
/// resource, built from CLDR's supplementalMetadata.xml: `tl` → `fil`, `sh` → `sr-Latn`,
/// `iw` → `he`, `in` → `id`, `ji` → `yi`, `mo` → `ro`, `jw` → `jv`, `bcl` → `bik`, `tgl` →
/// `fil` …) and, where CLDR keeps a code Apple replaces, as Apple's CFLocale does; the result is
/// written back by `uloc_toLanguageTag` (strict), which also orders and cases the subtags.
enum ICULanguageTag {
    /// A canonical tag and its subtags.
    struct Parts: Sendable, Hashable {
        /// The canonical BCP 47 spelling (`zh-Hant-HK`, `sr-Latn`, `ca-ES-valencia`).
        var identifier: String
        /// The language subtag, lowercase.
        var language: String
        /// The script subtag, title case, if any.
        var script: String?
        /// The region subtag, uppercase letters or three digits, if any.
        var region: String?
    }

    /// Language codes Apple replaces where CLDR does not. CoreFoundation's
    /// CFLocaleIdentifier.c (table `localeStringPrefixToCanonical`, used by
    /// `CFLocaleCreateCanonicalLanguageIdentifierFromString`) maps the "ambiguous 639 code"
    /// `no` (and `nor`) to `nb`, Norwegian Bokmål; CLDR keeps `no` as a language of its own.
    static let appleReplacements: [String: String] = ["no": "nb"]

    /// ICU's locale ids and tags are at most this long (`ULOC_FULLNAME_CAPACITY` is 157).
    private static let capacity = 160

    /// The canonical form of `text` — `_` or `-` between subtags, any letter case — or `nil`
    /// when it is not a well-formed BCP 47 tag whose language subtag is an ISO 639 code (two or
    /// three letters): `x-private`, `Base`, `English`, `en--US`, `!!` are not.
    static func canonical(_ text: String) -> Parts? {
        guard var subtags = bcp47(text)?.split(separator: "-").map(String.init),
              let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter),
              !(first == "und" && subtags.count > 1 && subtags[1] == "x")  // private use only: no language
        else { return nil }
        // A replacement can be replaced again (`nor` → `no` in CLDR, `no` → `nb` for Apple).
        for _ in 0..<3 {
            guard let replacement = replacement(for: subtags[0]) else { break }
            let parts = replacement.split(separator: "_").map(String.init)
            subtags[0] = parts[0]
            var next = 1
            let hasScript = subtags.count > 1 && isScript(subtags[1])
            if hasScript { next += 1 }
            for part in parts.dropFirst() where isScript(part) && !hasScript {
                subtags.insert(part, at: 1)
                next += 1
            }
            let hasRegion = subtags.count > next && isRegion(subtags[next])
            for part in parts.dropFirst() where isRegion(part) && !hasRegion {
                subtags.insert(part, at: next)
            }
            guard let again = bcp47(subtags.joined(separator: "-")) else { return nil }
            subtags = again.split(separator: "-").map(String.init)
        }
        var script: String?
        var region: String?
        var index = 1
        if subtags.count > index, isScript(subtags[index]) { script = subtags[index]; index += 1 }
        if subtags.count > index, isRegion(subtags[index]) { region = subtags[index] }
        return Parts(identifier: subtags.joined(separator: "-"), language: subtags[0], script: script, region: region)
    }

    /// `text` parsed by `uloc_forLanguageTag` (whole, or `nil`) and written by `uloc_toLanguageTag`.
    private static func bcp47(_ text: String) -> String? {
        guard !text.isEmpty, text.utf8.count < 120,
              text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D || $0 == 0x5F })
        else { return nil }
        let tag = String(text.map { $0 == "_" ? "-" : $0 })
        var buffer = [CChar](repeating: 0, count: capacity)
        var parsed: Int32 = 0
        var status: Int32 = 0
        let length = textfit_uloc_for_language_tag(tag, &buffer, Int32(capacity), &parsed, &status)
        guard textfit_u_failure(status) == 0, length < Int32(capacity), Int(parsed) == tag.utf8.count else { return nil }
        // `und` alone is ICU's root locale, the empty id.
        if length == 0 { return tag.lowercased() == "und" ? "und" : nil }
        var out = [CChar](repeating: 0, count: capacity)
        let written = textfit_uloc_to_language_tag(buffer, &out, Int32(capacity), &status)
        guard textfit_u_failure(status) == 0, written > 0, written < Int32(capacity) else { return nil }
        return String(decoding: out.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isScript(_ subtag: String) -> Bool {
        subtag.count == 4 && subtag.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func isRegion(_ subtag: String) -> Bool {
        subtag.count == 2 && subtag.allSatisfy { $0.isASCII && $0.isLetter }
            || subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether text in the locale `identifier` (with its script, or its likely one) runs right to left.
    static func isRightToLeft(_ identifier: String) -> Bool {
        textfit_uloc_is_right_to_left(String(identifier.map { $0 == "-" ? "_" : $0 })) != 0
    }

    /// CLDR's (else Apple's) replacement for a language subtag, e.g. `sr_Latn` for `sh`.
    private static func replacement(for language: String) -> String? {
        if let apple = appleReplacements[language] { return apple }
        return aliases.withLock { table -> String? in
            guard let table = table.pointer else { return nil }
            var units = [UInt16](repeating: 0, count: 32)
            let length = textfit_ures_alias_replacement(table, language, &units, 32)
            guard length > 0 else { return nil }
            // Some replacements list several languages (`sgn` …); the first is CLDR's choice.
            let text = String(decoding: units.prefix(Int(length)), as: UTF16.self)
            return text.split(separator: " ").first.map(String.init)
        }
    }

    /// The `alias/language` table, opened once; its lookups are made under the lock.
    private struct AliasTable: @unchecked Sendable { var pointer: OpaquePointer? }
    private static let aliases: Guarded<AliasTable> = {
        var status: Int32 = 0
        return Guarded(AliasTable(pointer: textfit_ures_language_aliases(&status)))
    }()
}
