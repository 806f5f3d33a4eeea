import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

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

    /// Any well-formed tag with an ISO 639 language subtag is a language, known to CLDR or not.
    @Test(arguments: ["azb", "olo", "hrx", "nah", "son", "tzl", "val", "mnw", "xx", "qqq", "und"])
    func acceptsAnyISO639Code(_ code: String) throws {
        let tag = try #require(LanguageTag(code))
        #expect(tag.identifier == code)
        #expect(tag.language == code)
    }

    /// Deprecated and legacy codes, replaced as CLDR's supplementalMetadata.xml (languageAlias:
    /// tl → fil "legacy", sh → sr_Latn "legacy", iw → he, in → id, ji → yi, mo → ro, jw → jv
    /// "deprecated", bcl → bik, diq → zza "macrolanguage") and Apple's CFLocaleIdentifier.c
    /// (`{ "no", "nb" }`, "ambiguous 639 code no -> nb"; the same table maps bcl and diq alike).
    @Test(arguments: [
        ("tl", "fil"), ("iw", "he"), ("in", "id"), ("no", "nb"), ("sh", "sr-Latn"), ("ji", "yi"), ("mo", "ro"),
        ("jw", "jv"), ("bcl", "bik"), ("diq", "zza"), ("iw_IL", "he-IL"), ("sh-RS", "sr-Latn-RS"), ("sh-Cyrl", "sr-Cyrl"),
        ("no-NO", "nb-NO"), ("tgl", "fil"), ("zh-yue", "yue"), ("i-klingon", "tlh"),
    ])
    func replacesDeprecatedCodes(_ spelling: String, _ canonical: String) throws {
        let tag = try #require(LanguageTag(spelling))
        #expect(tag.identifier == canonical)
        #expect(tag == LanguageTag(canonical))
        #expect(!tag.isSpelled(as: spelling))
    }

    /// Apple's underscores and any letter case name the same tag; Foundation's own BCP 47
    /// conversion (`Locale.identifier(.bcp47, from:)`, which runs the toolchain's ICU, not the
    /// system's) spells each the same way.
    @Test(arguments: ["sr_Latn", "zh_Hant_HK", "en-gb", "sr-EC", "sr-ec", "SR-EC", "skr-arab", "pt_br", "ZH-hant",
                      "ca-es-VALENCIA", "es-419", "en-US-u-ca-gregory"])
    func spellingsOfOneTagAreOneTag(_ spelling: String) throws {
        let tag = try #require(LanguageTag(spelling))
        #expect(tag.identifier == Locale.identifier(.bcp47, from: spelling))
        #expect(tag.isSpelled(as: spelling))
    }

    @Test func caseVariantsAreEqual() {
        #expect(LanguageTag("sr-EC") == LanguageTag("sr-ec"))
        #expect(Set([LanguageTag("sr-EC")!, LanguageTag("sr_ec")!, LanguageTag("SR-Ec")!]).count == 1)
        #expect(LanguageTag("sr-ec")?.region == "EC")
        #expect(LanguageTag("skr-arab")?.script == "Arab")
    }

    /// A tag is kept as one reference to its subtags wherever a run keeps it (in every cell,
    /// measurement and finding); tags spelled otherwise, or decoded, still compare and hash as one
    /// tag, by their canonical spelling.
    @Test func aTagIsOneReference() throws {
        #expect(MemoryLayout<LanguageTag>.size == MemoryLayout<AnyObject>.size)
        let a = try #require(LanguageTag("pt_br")), b = try #require(LanguageTag("PT-br"))
        let decoded = try JSONDecoder().decode(LanguageTag.self, from: Data("\"pt-BR\"".utf8))
        #expect(a == b && b == decoded && a.hashValue == decoded.hashValue && Set([a, b, decoded]).count == 1)
        #expect(a.identifier == "pt-BR" && a.language == "pt" && a.script == nil && a.region == "BR" && !a.isRightToLeft)
        #expect(LanguageTag("pt-PT") != a && LanguageTag("pt") != a)
    }

    /// Only text that is not a language tag is refused.
    @Test(arguments: ["german", "English", "Base", "de-", "!!", "", "a", "x-private", "en--US", "de DE", "b+sr+Latn",
                      "1234", "toolongxyz", "zh-Hans-CN-x-\u{E9}"])
    func rejectsWhatIsNotATag(_ text: String) {
        #expect(LanguageTag(text) == nil)
    }

    /// Whatever the text, parsing ends with a tag or `nil`: subtags of every length and number,
    /// separators doubled or trailing, up to the longest text ICU is handed (119 bytes) and past it.
    /// A tag that comes back parses to itself.
    @Test func anyTextParsesOrIsRefused() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzAZ0123456789-_x")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 33) % (round < 19_000 ? 24 : 160)
            var text = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if let tag = LanguageTag(text) {
                #expect(LanguageTag(tag.identifier) == tag, "\(text) → \(tag)")
                #expect((2...3).contains(tag.language.count))
            }
        }
    }

    @Test func qqqIsDocumentation() throws {
        #expect(try #require(LanguageTag("qqq")).isDocumentation)
        #expect(!(try #require(LanguageTag("de")).isDocumentation))
    }

    @Test func knowsRightToLeftLanguages() {
        #expect(LanguageTag("ar")!.isRightToLeft)
        #expect(LanguageTag("he")!.isRightToLeft)
        #expect(LanguageTag("iw")!.isRightToLeft)
        #expect(LanguageTag("ur")!.isRightToLeft)
        #expect(LanguageTag("en-XB")!.isRightToLeft)
        #expect(!LanguageTag("de")!.isRightToLeft)
        #expect(!LanguageTag("az-Latn")!.isRightToLeft)
        #expect(LanguageTag("az-Arab")!.isRightToLeft)
    }

    /// A language without a script subtag is laid out in the direction of its likely script:
    /// CLDR's likelySubtags give azb, skr, ckb, ug, sd, ps, bal, mzn and glk Arabic script, dv
    /// Thaana, yi Hebrew (all right to left in Unicode's Script property); olo and bik Latin, mnw
    /// Myanmar (left to right).
    @Test(arguments: [("azb", true), ("skr", true), ("ckb", true), ("dv", true), ("ug", true), ("sd", true), ("yi", true),
                      ("ps", true), ("bal", true), ("mzn", true), ("glk", true), ("olo", false), ("bcl", false), ("mnw", false),
                      ("ur", true), ("fa", true), ("de", false), ("ja", false)])
    func directionFollowsTheLikelyScript(_ code: String, _ rightToLeft: Bool) throws {
        #expect(try #require(LanguageTag(code)).isRightToLeft == rightToLeft)
    }
}
