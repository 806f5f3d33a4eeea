import Foundation

/// A kind of pseudolocalization: made-up translations that show layout trouble before real ones exist.
package enum PseudoStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// Like Android's en-XA: letters accented, about 40 % longer, in brackets: `[Çûŕŕéñţ Ļöçåţîöñ one two]`.
    case accented
    /// Every run of text written twice: `Current LocationCurrent Location`.
    case doubleLength = "double"
    /// Marks at both ends, so clipping at either side shows: `[#Current Location#]`.
    case bounded
    /// Like Android's ar-XB: every word forced right to left, so mirrored layout shows.
    case rightToLeft = "rtl"

    /// The private-use region that names the style in a tag (`en-XA`, `ar-XB`, `en-XL`, `en-XM`).
    package var region: String {
        switch self {
        case .accented: return "XA"
        case .rightToLeft: return "XB"
        case .doubleLength: return "XL"
        case .bounded: return "XM"
        }
    }
}

/// A pseudolocale: a style and the language tag its strings are filed under.
package struct Pseudolocale: Sendable, Hashable, CustomStringConvertible {
    /// How its strings are made.
    package var style: PseudoStyle
    /// The language tag its strings are filed under.
    package var tag: LanguageTag

    /// A pseudolocale of `style` filed under `tag`.
    package init(style: PseudoStyle, tag: LanguageTag) {
        self.style = style
        self.tag = tag
    }

    /// The default tag of `style` for a development language: `<language>-XA`, `-XL`, `-XM`, and
    /// `ar-XB` for right to left (Android's convention, so the tag itself reads as RTL).
    package static func standard(_ style: PseudoStyle, sourceLanguage: LanguageTag) -> Pseudolocale {
        let language = style == .rightToLeft ? "ar" : sourceLanguage.language
        return Pseudolocale(style: style, tag: LanguageTag("\(language)-\(style.region)") ?? LanguageTag("en-XA")!)
    }

    /// Parses `accented`, `double`, `bounded`, `rtl`, or a tag whose region names a style
    /// (`en-XA`, `ar-XB`, `de-XL`, `en-XM`). `option` is the flag the text came from, for the error.
    package static func parse(_ text: String, sourceLanguage: LanguageTag, option: String = "--locales") throws -> Pseudolocale {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let style = PseudoStyle(rawValue: trimmed) { return standard(style, sourceLanguage: sourceLanguage) }
        guard let tag = LanguageTag(trimmed) else {
            throw InputError(reason: "\(option): '\(trimmed)' is neither a pseudolocale style (accented, double, bounded, rtl) nor a language tag")
        }
        guard let style = PseudoStyle.allCases.first(where: { $0.region == tag.region }) else {
            throw InputError(reason: "\(option): '\(trimmed)' has no pseudolocale region (XA accented, XB right to left, XL double length, XM bounded)")
        }
        return Pseudolocale(style: style, tag: tag)
    }

    package var description: String { "\(tag) (\(style.rawValue))" }
}

/// Generates pseudolocalized strings from the development language, leaving format specifiers intact.
///
/// Only the text between directives is changed, so `%@`, `%1$lld`, `%#@files@` (and `%arg` in
/// substitution variants) keep working when a team loads the output into its app.
///
/// - `accented`: each ASCII letter replaced by an accented look-alike (Android's table), then
///   padding words (`one two three …`) appended so the text grows by ``expansionPercent`` of its
///   letters (rounded up), all in `[` `]`.
/// - `double`: every run of text written twice.
/// - `bounded`: `[#` before and `#]` after.
/// - `rtl`: Android's ar-XB method — each word wrapped in RIGHT-TO-LEFT MARK + RIGHT-TO-LEFT
///   OVERRIDE … POP DIRECTIONAL FORMATTING + RIGHT-TO-LEFT MARK (U+200F U+202E … U+202C U+200F),
///   so the letters display reversed and the words run right to left.
package struct Pseudolocalizer: Sendable {
    /// How much longer `accented` makes a text, in percent of its characters.
    package var expansionPercent: Int

    /// A pseudolocalizer whose accented text grows by `expansionPercent` (negative counts as 0).
    package init(expansionPercent: Int = 40) {
        self.expansionPercent = max(0, expansionPercent)
    }

    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    static let padding = "one two three four five six seven eight nine ten eleven twelve"

    /// `text` in `style`; `placeholders` marks substitution-variant text, where `%arg` is a directive.
    package func transform(_ text: String, style: PseudoStyle, placeholders: Bool = false) -> String {
        var runs: [(text: String, isDirective: Bool)] = []
        var cursor = text.startIndex
        for spec in FormatSpecifier.all(in: text, placeholders: placeholders) {
            if cursor < spec.range.lowerBound { runs.append((String(text[cursor..<spec.range.lowerBound]), false)) }
            runs.append((spec.text, true))
            cursor = spec.range.upperBound
        }
        if cursor < text.endIndex { runs.append((String(text[cursor...]), false)) }

        switch style {
        case .accented:
            let letters = runs.filter { !$0.isDirective }.reduce(0) { $0 + $1.text.count }
            let extra = (letters * expansionPercent + 99) / 100
            var body = runs.map { $0.isDirective ? $0.text : String($0.text.map { Self.accents[$0] ?? $0 }) }.joined()
            if extra > 0 {
                var pad = " "
                while pad.count < extra { pad += Self.padding + " " }
                body += pad.prefix(extra)
            }
            return "[" + body + "]"
        case .doubleLength:
            return runs.map { $0.isDirective ? $0.text : $0.text + $0.text }.joined()
        case .bounded:
            return "[#" + text + "#]"
        case .rightToLeft:
            return runs.map { run -> String in
                guard !run.isDirective else { return run.text }
                var out = ""
                var word = ""
                func flush() {
                    if !word.isEmpty { out += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"; word = "" }
                }
                for character in run.text {
                    if character.isWhitespace || character.isPunctuation { flush(); out.append(character) }
                    else { word.append(character) }
                }
                flush()
                return out
            }.joined()
        }
    }

    /// The development-language strings of `table` (with their variants and substitutions)
    /// pseudolocalized into each of `locales`.
    package func strings(from table: StringTable, locales: [Pseudolocale]) -> [LocalizedString] {
        let sources = table.strings.filter { $0.language == table.sourceLanguage }
        var result: [LocalizedString] = []
        result.reserveCapacity(sources.count * locales.count)
        for locale in locales {
            for source in sources {
                var string = source
                string.language = locale.tag
                string.value = transform(source.value, style: locale.style)
                string.state = source.state == .stale ? .stale : .translated
                string.titleSource = nil  // a pseudolocale is nobody's title
                string.substitutions = source.substitutions.map { substitution in
                    var copy = substitution
                    copy.variants = substitution.variants.map { variant in
                        var v = variant
                        v.value = transform(variant.value, style: locale.style, placeholders: true)
                        v.state = .translated
                        return v
                    }
                    return copy
                }
                result.append(string)
            }
        }
        return result
    }

    /// `table` with pseudolocalized strings added for each of `locales`, to measure beside the real languages.
    package func adding(_ locales: [Pseudolocale], to table: StringTable) -> StringTable {
        var result = table
        result.strings += strings(from: table, locales: locales)
        return result
    }
}
