import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct PseudoCatalogRoundTripTests {
    let en = LanguageTag("en")!

    /// Key, language, variant, text and substitution variants (with `%arg` written out) of every string.
    static func model(_ strings: [LocalizedString]) -> [String] {
        strings.map { s in
            let subs = s.substitutions.map { sub in
                sub.name + "{" + sub.variants.map { "\($0.path)=\(sub.resolvingPlaceholder(in: $0.value))" }.joined(separator: ",") + "}"
            }.joined()
            return "\(s.key) | \(s.language) | \(s.variant ?? "-") | \(s.value) | \(subs)"
        }.sorted()
    }

    @Test func pseudoOutputReadsBackThroughTheCatalogReader() throws {
        let source = try StringCatalogReader.read(path: Fixture.path("Catalog/Localizable.xcstrings"))
        let locales = PseudoStyle.allCases.map { Pseudolocale.standard($0, sourceLanguage: en) }
        var written = StringTable(sourceLanguage: en)
        written.strings = source.strings.filter { $0.language == en }
            + Pseudolocalizer().strings(from: source, locales: locales)
        let data = StringCatalogWriter.data(for: written)
        let back = try StringCatalogReader.read(data: data, file: "pseudo.xcstrings")
        #expect(Self.model(back.strings) == Self.model(written.strings))
        #expect(back.languages.map(\.identifier) == ["ar-XB", "en", "en-XA", "en-XL", "en-XM"])
        // States survive: the stale key stays stale, pseudo strings are translated.
        #expect(back.strings.filter { $0.key == "Old Title" }.allSatisfy { $0.state == .stale })
        #expect(back.strings.filter { $0.language.identifier == "en-XA" && $0.key != "Old Title" }
            .allSatisfy { $0.state == .translated })
        #expect(back.notes.filter { $0.kind == .missingTranslation }.isEmpty)
    }

    @Test func writerUsesXcodesLayout() throws {
        var table = StringTable(sourceLanguage: en)
        let here = SourceLocation(file: "x")
        table.strings = [
            LocalizedString(key: "b/slash", language: LanguageTag("de")!, value: "B", location: here),
            LocalizedString(key: "a", language: LanguageTag("de")!, value: "A", location: here),
            LocalizedString(key: "a", language: en, value: "a", state: .source, location: here),
        ]
        let text = String(decoding: StringCatalogWriter.data(for: table), as: UTF8.self)
        #expect(text == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "A"
                      }
                    }
                  }
                },
                "b/slash" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "B"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
    }

    @Test func substitutionsFromXLIFFBecomeCatalogPlaceholders() throws {
        let xliff = try XLIFFReader.read(path: Fixture.path("de.xcloc/Localized Contents/de.xliff"))
        let data = StringCatalogWriter.data(for: xliff)
        #expect(String(decoding: data, as: UTF8.self).contains("\"value\" : \"%arg Dateien\""))
        let back = try StringCatalogReader.read(data: data, file: "from-xliff.xcstrings")
        let sampler = FormatSpecifierSampler()
        for key in ["%lld files in %lld folders", "%lld items", "Current Location", "Tap to share", "%lld songs"] {
            for language in ["en", "de"] {
                let before = xliff.strings.filter { $0.key == key && $0.language.identifier == language }
                let after = back.strings.filter { $0.key == key && $0.language.identifier == language }
                #expect(before.flatMap { sampler.samples(for: $0).map(\.text) }.sorted()
                        == after.flatMap { sampler.samples(for: $0).map(\.text) }.sorted(), "\(key) \(language)")
                #expect(!before.isEmpty)
            }
        }
    }
}
