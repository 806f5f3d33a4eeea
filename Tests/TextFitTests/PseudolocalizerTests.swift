import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct PseudolocalizerTests {
    let pseudo = Pseudolocalizer()
    let en = LanguageTag("en")!

    static let titles = ["Current Location", "Send Current Location", "Send My Current Location",
                         "Share Current Location", "Share My Current Location"]

    @Test func accentedIsFortyPercentLongerInBrackets() {
        // 25 letters → ceil(25 × 0.4) = 10 padding characters (" one two t"), plus "[" and "]".
        let text = pseudo.transform("Share My Current Location", style: .accented)
        #expect(text == "[Šĥåŕé Ṁý Çûŕŕéñţ Ļöçåţîöñ one two t]")
        #expect(text.count == 37)
        for title in Self.titles {
            let out = pseudo.transform(title, style: .accented)
            let n = title.count
            // Body (without brackets) is n + ceil(0.4 n) characters: a factor in [1.4, 1.4 + 1/n).
            let factor = Double(out.count - 2) / Double(n)
            #expect(factor >= 1.4 && factor < 1.4 + 1.0 / Double(n), "\(title): \(factor)")
            #expect(out.first == "[" && out.last == "]")
            #expect(!out.contains { $0.isASCII && $0.isLetter && out.hasPrefix("[" + String($0)) })
        }
    }

    @Test func formatSpecifiersSurvive() {
        // " items" is 6 characters → 3 padding characters; %lld is kept as written.
        #expect(pseudo.transform("%lld items", style: .accented) == "[%lld îţéɱš on]")
        #expect(pseudo.transform("Send %1$@ %#@count@", style: .doubleLength) == "Send Send %1$@  %#@count@")
        #expect(pseudo.transform("%arg files", style: .accented, placeholders: true) == "[%arg ƒîļéš on]")
        let sampled = FormatSpecifierSampler().sample(pseudo.transform("%@ sent", style: .accented), language: en)
        #expect(sampled.text == "[Maximilian Alexander Rutherford šéñţ o]")   // " sent": 5 → 2 padding
    }

    @Test func doubleBoundedAndRightToLeft() {
        let doubled = pseudo.transform("Current Location", style: .doubleLength)
        #expect(doubled == "Current LocationCurrent Location")
        #expect(doubled.count == 2 * "Current Location".count)
        #expect(pseudo.transform("Current Location", style: .bounded) == "[#Current Location#]")
        let rtl = pseudo.transform("Current Location", style: .rightToLeft)
        #expect(rtl == "\u{200F}\u{202E}Current\u{202C}\u{200F} \u{200F}\u{202E}Location\u{202C}\u{200F}")
        // Four marks per word: 16 + 2 × 4 characters.
        #expect(rtl.unicodeScalars.count == 24)
    }

    @Test func pseudolocalesParseFromStylesAndTags() throws {
        let accented = try Pseudolocale.parse("accented", sourceLanguage: en)
        #expect(accented.tag.identifier == "en-XA")
        let rtl = try Pseudolocale.parse("rtl", sourceLanguage: en)
        #expect(rtl.tag.identifier == "ar-XB")
        #expect(rtl.tag.isRightToLeft)
        #expect(try Pseudolocale.parse("de-XL", sourceLanguage: en).style == .doubleLength)
        #expect(try Pseudolocale.parse("en-XM", sourceLanguage: LanguageTag("de")!).style == .bounded)
        #expect(Pseudolocale.standard(.accented, sourceLanguage: LanguageTag("de")!).tag.identifier == "de-XA")
        #expect(throws: InputError.self) { try Pseudolocale.parse("fr", sourceLanguage: en) }
        #expect(throws: InputError.self) { try Pseudolocale.parse("klingon", sourceLanguage: en) }
    }

    @Test func pseudolocalesJoinTheMatrix() throws {
        let table = try StringCatalogReader.read(path: Fixture.path("Catalog/Localizable.xcstrings"))
        let locales = [Pseudolocale.standard(.accented, sourceLanguage: en), Pseudolocale.standard(.rightToLeft, sourceLanguage: en)]
        let measured = pseudo.adding(locales, to: table)
        #expect(measured.languages.map(\.identifier) == ["ar", "ar-XB", "de", "en", "en-XA", "fr"])
        let englishCount = table.strings.filter { $0.language == en }.count
        #expect(measured.strings.count == table.strings.count + 2 * englishCount)
        let accented = try #require(measured.strings.first { $0.key == "Current Location" && $0.language.identifier == "en-XA" })
        #expect(accented.value == "[Çûŕŕéñţ Ļöçåţîöñ one tw]")   // 16 letters → 7 padding characters
        #expect(MissingTranslations.notes(for: measured).allSatisfy { !$0.language!.identifier.hasSuffix("X") })
    }
}
