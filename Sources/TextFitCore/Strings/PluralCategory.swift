/// A CLDR plural category, as used by `plural.*` variants and `.stringsdict` plural rules.
package enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other

    /// The six category names.
    package static let names: Set<String> = Set(allCases.map(\.rawValue))

    /// The category CLDR assigns the whole number `n` in `language`, as the system ICU's plural
    /// rules select it (`uplrules_select`): the rules of the language's locale, else of its
    /// language, and for a language CLDR does not know the root's, `other` for every number.
    package static func of(_ n: Int, in language: LanguageTag) -> PluralCategory {
        ICUPluralRules.keyword(of: Double(n.magnitude), identifier: language.identifier)
            .flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
}
