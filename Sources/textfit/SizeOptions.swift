import ArgumentParser
import TextFit

/// Parsers for the size-related values the subcommands share.
enum ValueParsing {
    /// A weight given as a number (100…900, the range of `UIFont.Weight` and of a button spec's
    /// `fontWeight`) or a name (regular, semibold, bold …).
    static func weight(_ text: String) throws(InputError) -> Int {
        let names = ["thin": 100, "ultralight": 200, "extralight": 200, "light": 300, "regular": 400, "normal": 400,
                     "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "heavy": 800, "extrabold": 800,
                     "black": 900]
        if let named = names[text.lowercased()] { return named }
        guard let number = Int(text), (100...900).contains(number) else {
            throw InputError(reason: "--weight: '\(text)' is not a weight (100…900 or thin, light, regular, medium, semibold, bold, heavy, black)")
        }
        return number
    }

    /// `auto` (what iOS applies), `font` (each font's own rule), or a tracking in 1/1000 em.
    static func tracking(_ text: String) throws(InputError) -> TrackingChoice {
        switch text.lowercased() {
        case "auto": return .system
        case "font": return .font
        default:
            guard let value = Double(text), value.isFinite else {
                throw InputError(reason: "--tracking: '\(text)' is not 'auto', 'font' or a number in 1/1000 em")
            }
            return .fixed(value)
        }
    }

    static func language(_ text: String) throws(InputError) -> LanguageTag {
        guard let tag = LanguageTag(text) else { throw InputError(reason: "--lang: '\(text)' is not a language tag") }
        return tag
    }

    static func textStyle(_ text: String) throws(InputError) -> TextStyle {
        guard let style = TextStyle(parsing: text) else {
            throw InputError(reason: "--text-style: unknown text style '\(text)'; expected one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return style
    }

    /// One category, or every category for `all`.
    static func categories(_ text: String) throws(InputError) -> [ContentSizeCategory] {
        if text.lowercased() == "all" { return ContentSizeCategory.allCases }
        guard let category = ContentSizeCategory(parsing: text) else {
            throw InputError(reason: "--category: unknown content-size category '\(text)'; expected all or one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return [category]
    }
}
