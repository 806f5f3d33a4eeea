/// A CLDR plural category, as used by `plural.*` variants and `.stringsdict` plural rules.
package enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other

    /// The six category names.
    package static let names: Set<String> = Set(allCases.map(\.rawValue))

    /// The category CLDR assigns the whole number `n` in `language`.
    ///
    /// Integer rules only (operands `n = i`, `v = 0`), for the languages Apple platforms ship;
    /// a language not listed gets English's rule (`one` for 1, `other` otherwise). Rules follow
    /// CLDR 44 `plurals.xml`.
    package static func of(_ n: Int, in language: LanguageTag) -> PluralCategory {
        let n = abs(n)
        let m10 = n % 10, m100 = n % 100
        // European Portuguese follows Spanish's rule, every other Portuguese French's.
        let rule = language.language == "pt" && language.region == "PT" ? "pt-PT" : language.language
        switch rule {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue", "jv", "su", "bo", "dz", "ig", "yo", "to":
            return .other
        case "fr", "pt", "hy", "ff", "kab":
            if n == 0 || n == 1 { return .one }
            if ["fr", "pt"].contains(language.language), n != 0, n % 1_000_000 == 0 { return .many }
            return .other
        case "es", "it", "ca", "pt-PT":
            if n == 1 { return .one }
            if n != 0, n % 1_000_000 == 0 { return .many }
            return .other
        case "hi", "bn", "gu", "kn", "mr", "fa", "zu", "am", "as", "si", "pa", "ln", "ti":
            return n == 0 || n == 1 ? .one : .other
        case "ru", "uk", "be":
            if m10 == 1, m100 != 11 { return .one }
            if (2...4).contains(m10), !(12...14).contains(m100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(m10), !(12...14).contains(m100) { return .few }
            return .many
        case "cs", "sk":
            if n == 1 { return .one }
            if (2...4).contains(n) { return .few }
            return .other
        case "hr", "sr", "bs", "sh":
            if m10 == 1, m100 != 11 { return .one }
            if (2...4).contains(m10), !(12...14).contains(m100) { return .few }
            return .other
        case "sl":
            if m100 == 1 { return .one }
            if m100 == 2 { return .two }
            if (3...4).contains(m100) { return .few }
            return .other
        case "lt":
            if m10 == 1, !(11...19).contains(m100) { return .one }
            if (2...9).contains(m10), !(11...19).contains(m100) { return .few }
            return .other
        case "lv":
            if m10 == 0 || (11...19).contains(m100) { return .zero }
            if m10 == 1, m100 != 11 { return .one }
            return .other
        case "ro", "mo":
            if n == 1 { return .one }
            if n == 0 || (2...19).contains(m100) { return .few }
            return .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(m100) { return .few }
            if (11...99).contains(m100) { return .many }
            return .other
        case "he", "iw":
            if n == 1 { return .one }
            if n == 2 { return .two }
            return .other
        case "ga":
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...6).contains(n) { return .few }
            if (7...10).contains(n) { return .many }
            return .other
        case "cy":
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            case 3: return .few
            case 6: return .many
            default: return .other
            }
        case "is", "mk":
            return m10 == 1 && m100 != 11 ? .one : .other
        case "fil", "tl":
            return [4, 6, 9].contains(m10) ? .other : .one
        case "da":
            return n == 1 ? .one : .other
        default:
            return n == 1 ? .one : .other
        }
    }
}
