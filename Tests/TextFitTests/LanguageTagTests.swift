import Testing
@testable import TextFit

@Suite struct LanguageTagTests {
    @Test func canonicalizesSubtags() throws {
        let tag = try #require(LanguageTag("zh_hant_hk"))
        #expect(tag.identifier == "zh-Hant-HK")
        #expect(tag.language == "zh")
        #expect(tag.script == "Hant")
        #expect(tag.region == "HK")
    }

    @Test func rejectsUnknownLanguages() {
        #expect(LanguageTag("xx") == nil)
        #expect(LanguageTag("german") == nil)
        #expect(LanguageTag("de-") == nil)
    }

    @Test func knowsRightToLeftLanguages() {
        #expect(LanguageTag("ar")!.isRightToLeft)
        #expect(LanguageTag("he")!.isRightToLeft)
        #expect(LanguageTag("ur")!.isRightToLeft)
        #expect(!LanguageTag("de")!.isRightToLeft)
    }
}
