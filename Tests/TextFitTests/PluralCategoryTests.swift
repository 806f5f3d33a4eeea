import Testing
@testable import TextFit

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
