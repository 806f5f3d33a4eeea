import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct FormatSpecifierSamplerTests {
    let sampler = FormatSpecifierSampler()
    let en = LanguageTag("en")!

    @Test func parsesEveryDirectiveShape() {
        let specs = FormatSpecifier.all(in: "%1$@ has %lld items, %.2f%% off, %#@files@ and %2$#@dirs@ %-5d %'d %s")
        #expect(specs.map(\.text) == ["%1$@", "%lld", "%.2f", "%%", "%#@files@", "%2$#@dirs@", "%-5d", "%'d", "%s"])
        #expect(specs[0].argument == 1)
        #expect(specs[1].length == "ll")
        #expect(specs[2].precision == 2)
        #expect(specs[4].substitution == "files")
        #expect(specs[5].argument == 2)
        #expect(specs[6].flags == "-")
        #expect(specs[6].width == 5)
        // %arg is the catalog placeholder only inside substitution variants.
        #expect(FormatSpecifier.all(in: "%arg files", placeholders: true).map(\.substitution) == ["arg"])
        #expect(FormatSpecifier.all(in: "100%!").isEmpty)
        // As in printf, "% s" is a directive (space flag, string conversion).
        #expect(FormatSpecifier.all(in: "100% sure").map(\.text) == ["% s"])
    }

    @Test func wideDefaultsReplaceEveryDirective() {
        let sample = sampler.sample("%@ sent %d photos at %.2f%%", language: en)
        #expect(sample.text == "Maximilian Alexander Rutherford sent 888888 photos at 888888.88%")
        #expect(sample.arguments.map(\.description) == [
            "%@ = Maximilian Alexander Rutherford", "%d = 888888", "%.2f = 888888.88",
        ])
        #expect(sampler.sample("%'d", language: en).text == "888,888")
        #expect(sampler.sample("[%-8@]", language: en, category: nil).text == "[Maximilian Alexander Rutherford]")
        let custom = FormatSpecifierSampler(configuration: .init(text: "Bo", integerDigits: 3))
        #expect(custom.sample("%1$@: %2$lld", language: en).text == "Bo: 888")
        #expect(custom.sample("[%5@]", language: en).text == "[   Bo]")
    }

    @Test func integersTakeTheWidestNumberOfTheirPluralCategory() {
        // Hand-derived from CLDR: endings are tried without a narrow 1 first, largest first.
        let ru = LanguageTag("ru")!, ar = LanguageTag("ar")!, fr = LanguageTag("fr")!
        #expect(sampler.widestInteger(in: .one, language: en) == "1")
        #expect(sampler.widestInteger(in: .other, language: en) == "888899")
        #expect(sampler.widestInteger(in: .one, language: ru) == "888891")   // n%10 = 1, n%100 = 91
        #expect(sampler.widestInteger(in: .few, language: ru) == "888894")   // n%10 = 4, n%100 = 94
        #expect(sampler.widestInteger(in: .many, language: ru) == "888899")  // n%10 = 9
        #expect(sampler.widestInteger(in: .zero, language: ar) == "0")
        #expect(sampler.widestInteger(in: .two, language: ar) == "2")
        #expect(sampler.widestInteger(in: .few, language: ar) == "888809")   // n%100 = 9 ∈ 3…10
        #expect(sampler.widestInteger(in: .many, language: ar) == "888899")  // n%100 = 99 ∈ 11…99
        #expect(sampler.widestInteger(in: .one, language: fr) == "0")        // i = 0,1; 0 has no narrow 1
        #expect(sampler.widestInteger(in: .many, language: fr) == "8000000") // i % 1 000 000 = 0
        let item = LocalizedString(key: "%lld items", language: ru, value: "%lld файла", variant: "plural.few",
                                   location: SourceLocation(file: "x"))
        #expect(sampler.samples(for: item).map(\.text) == ["888894 файла"])
    }

    @Test func substitutionsExpandToEveryCombination() throws {
        let catalog = try StringCatalogReader.read(path: Fixture.path("Catalog/Localizable.xcstrings"))
        let german = try #require(catalog.strings.first { $0.key == "%lld files in %lld folders" && $0.language.identifier == "de" })
        let samples = sampler.samples(for: german)
        // German `one` is only 1; `other` takes the widest six digits, 888899.
        #expect(samples.map(\.text) == [
            "1 Datei in 1 Ordner", "1 Datei in 888899 Ordnern",
            "888899 Dateien in 1 Ordner", "888899 Dateien in 888899 Ordnern",
        ])
        #expect(samples[1].description == "%lld = 1; %lld = 888899; arg1: plural.one; arg2: plural.other")

        // The XLIFF export writes %1$lld where the catalog writes %arg: the samples are the same.
        let xliff = try XLIFFReader.read(path: Fixture.path("de.xcloc/Localized Contents/de.xliff"))
        let exported = try #require(xliff.strings.first { $0.key == "%lld files in %lld folders" && $0.language.identifier == "de" })
        #expect(sampler.samples(for: exported).map(\.text) == samples.map(\.text))
    }

    @Test func manySubstitutionsAreSampledCategoryByCategory() {
        let variants: [Substitution.Variant] = ["one", "few", "many", "other"].map {
            .init(path: "plural.\($0)", value: "%arg \($0)", location: SourceLocation(file: "x"))
        }
        let subs = (1...4).map { (n: Int) in
            Substitution(name: "a\(n)", argumentNumber: n, formatSpecifier: "d", variants: variants)
        }
        let string = LocalizedString(key: "k", language: LanguageTag("ru")!, value: "%#@a1@ %#@a2@ %#@a3@ %#@a4@",
                                     location: SourceLocation(file: "x"), substitutions: subs)
        // 4^4 = 256 combinations > 64: one sample per category present instead.
        let samples = sampler.samples(for: string)
        #expect(samples.count == 4)
        // Russian `one` ends in 1 but not 11: 888891 (n%10 = 1, n%100 = 91).
        #expect(samples.map(\.text) == ["888891 one 888891 one 888891 one 888891 one",
                                         "888894 few 888894 few 888894 few 888894 few",
                                         "888899 many 888899 many 888899 many 888899 many",
                                         // No whole number is Russian `other` (only fractions are):
                                         // the plain six-digit sample stands in.
                                         "888888 other 888888 other 888888 other 888888 other"])
    }
}
