import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Portuguese has two CLDR plural rules: Brazilian (and plain `pt`) `one` for i = 0 or 1, like
/// French; European (`pt-PT`) `one` for i = 1 only, like Spanish (CLDR 44 plurals.xml).
@Suite struct PluralCategoryTests {
    @Test func portugueseRules() {
        for tag in ["pt", "pt-BR", "fr"] {
            let language = LanguageTag(tag)!
            #expect(PluralCategory.of(0, in: language) == .one, "\(tag)")
            #expect(PluralCategory.of(1, in: language) == .one, "\(tag)")
            #expect(PluralCategory.of(2, in: language) == .other, "\(tag)")
            #expect(PluralCategory.of(1_000_000, in: language) == .many, "\(tag)")
        }
        for tag in ["pt-PT", "es"] {
            let language = LanguageTag(tag)!
            #expect(PluralCategory.of(0, in: language) == .other, "\(tag)")
            #expect(PluralCategory.of(1, in: language) == .one, "\(tag)")
            #expect(PluralCategory.of(2, in: language) == .other, "\(tag)")
            #expect(PluralCategory.of(1_000_000, in: language) == .many, "\(tag)")
        }
        // Armenian follows the French rule without its `many`.
        #expect(PluralCategory.of(0, in: LanguageTag("hy")!) == .one)
        #expect(PluralCategory.of(1_000_000, in: LanguageTag("hy")!) == .other)
    }
}

/// Every language of the bundled catalog and of the shared real-world catalogs, at the numbers
/// where CLDR's integer rules (plurals.xml) change category, derived by hand from the rules'
/// text; ICU selects them.
@Suite struct PluralCategoryRulesTests {
    typealias Expectations = [Int: PluralCategory]

    /// `one` for n = 1 only.
    static let oneForOne: Expectations = [0: .other, 1: .one, 2: .other, 11: .other, 21: .other, 101: .other]
    /// `one` for i = 0 or n = 1.
    static let oneForZeroAndOne: Expectations = [0: .one, 1: .one, 2: .other, 11: .other, 101: .other]
    /// No categories but `other`.
    static let otherOnly: Expectations = [0: .other, 1: .other, 2: .other, 5: .other, 100: .other]
    /// East Slavic: one for i % 10 = 1 and i % 100 ≠ 11, few for i % 10 = 2..4 and i % 100 ≠ 12..14, many else.
    static let eastSlavic: Expectations = [0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many,
                                           14: .many, 21: .one, 22: .few, 25: .many, 101: .one, 111: .many, 112: .many]
    /// Bosnian and Croatian: as East Slavic, with `other` for `many`.
    static let bosnianCroatian: Expectations = [0: .other, 1: .one, 2: .few, 5: .other, 11: .other, 12: .other,
                                                21: .one, 22: .few, 111: .other]
    /// French and Brazilian Portuguese: one for i = 0, 1; many for a multiple of a million.
    static let frenchLike: Expectations = [0: .one, 1: .one, 2: .other, 1_000_000: .many, 2_000_000: .many, 1_000_001: .other]
    /// Spanish, Italian, Catalan, European Portuguese: one for n = 1; many for a multiple of a million.
    static let spanishLike: Expectations = [0: .other, 1: .one, 2: .other, 1_000_000: .many, 1_000_001: .other]

    static let expectations: [(tags: [String], expected: Expectations)] = [
        (["en", "en-AU", "en-GB", "en-IN", "de", "nl", "sv", "nb", "da", "fi", "et", "hu", "tr", "el", "bg", "eo",
          "ur", "uz", "kk", "ml", "ta", "te", "or", "ckb", "mr"], oneForOne),
        (["hi", "bn", "gu", "kn", "fa", "pa"], oneForZeroAndOne),
        (["ja", "ko", "zh-Hans", "zh-Hant", "zh-HK", "zh-Hant-TW", "yue-Hans", "th", "vi", "id", "ms", "km"], otherOnly),
        (["ru", "uk", "be"], eastSlavic),
        (["hr", "bs"], bosnianCroatian),
        (["fr", "fr-CA", "pt", "pt-BR"], frenchLike),
        (["es", "es-419", "es-US", "it", "ca", "pt-PT"], spanishLike),
        (["pl"], [0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 12: .many, 21: .many, 22: .few, 101: .many, 102: .few]),
        (["cs", "sk"], [0: .other, 1: .one, 2: .few, 4: .few, 5: .other, 21: .other, 22: .other]),
        (["sl"], [0: .other, 1: .one, 2: .two, 3: .few, 4: .few, 5: .other, 101: .one, 102: .two, 103: .few, 111: .other]),
        (["lt"], [0: .other, 1: .one, 2: .few, 9: .few, 10: .other, 11: .other, 19: .other, 21: .one, 29: .few, 111: .other]),
        (["lv"], [0: .zero, 1: .one, 2: .other, 10: .zero, 11: .zero, 19: .zero, 21: .one, 22: .other, 111: .zero]),
        // few for n = 0 or n ≠ 1 and n % 100 = 1..19: 101 is few (the hand-written table this
        // replaced had 2..19, and said `other`).
        (["ro"], [0: .few, 1: .one, 2: .few, 19: .few, 20: .other, 101: .few, 119: .few, 120: .other]),
        (["he"], [0: .other, 1: .one, 2: .two, 3: .other, 10: .other, 20: .other]),
        (["ar"], [0: .zero, 1: .one, 2: .two, 3: .few, 10: .few, 11: .many, 99: .many, 100: .other, 102: .other,
                  103: .few, 111: .many, 200: .other]),
    ]

    @Test func everyCatalogLanguage() {
        for (tags, expected) in Self.expectations {
            for tag in tags {
                let language = LanguageTag(tag)!
                for (n, category) in expected {
                    #expect(PluralCategory.of(n, in: language) == category, "\(tag) \(n)")
                }
            }
        }
    }

    /// Marathi's `one` is n = 1 alone (the table this replaced gave 0 `one`, as in Hindi); a
    /// language CLDR does not know has only `other`; the sign does not count.
    @Test func corrections() {
        #expect(PluralCategory.of(0, in: LanguageTag("mr")!) == .other)
        #expect(PluralCategory.of(0, in: LanguageTag("hi")!) == .one)
        #expect(PluralCategory.of(1, in: LanguageTag("qaa")!) == .other)
        #expect(PluralCategory.of(-1, in: LanguageTag("en")!) == .one)
        #expect(PluralCategory.of(-21, in: LanguageTag("ru")!) == .one)
    }
}
