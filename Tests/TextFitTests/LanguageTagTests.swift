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

    /// Xcode offers variant languages such as Valencian Catalan; a catalog holding one is read.
    @Test func acceptsVariantSubtags() throws {
        #expect(try #require(LanguageTag("ca_ES_VALENCIA")).identifier == "ca-ES-valencia")
        #expect(try #require(LanguageTag("de-CH-1996")).identifier == "de-CH-1996")
        #expect(LanguageTag("ca-ES-valencia")?.region == "ES")
        #expect(LanguageTag("ca-valencia-ES") == nil)   // a region after a variant is not BCP 47
        #expect(LanguageTag("de-CH-ab") == nil)
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
