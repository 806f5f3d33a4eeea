import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ReaderSpeedTests {
    /// Forty real tags: the source plus 39 of the languages Apple ships.
    static let languages: [LanguageTag] = [
        "en", "ar", "ca", "cs", "da", "de", "el", "es", "es-MX", "fi", "fr", "fr-CA", "he", "hi", "hr",
        "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv",
        "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK", "bn", "kk", "sl",
    ].compactMap { LanguageTag($0) }

    @Test func readsTwoThousandKeysInFortyLanguages() throws {
        #expect(Self.languages.count == 40)
        let data = SyntheticCatalog.data(keys: 2000, languages: Self.languages)
        let table = try StringCatalogReader.read(data: data, file: "synthetic.xcstrings")
        // Per language: 200 plural keys × 2 + 80 device keys (k % 25 == 1) × 3 + 1720 plain = 2360.
        #expect(table.keys.count == 2000)
        #expect(table.languages.count == 40)
        #expect(table.strings.count == 2360 * 40)
        #expect(table.notes.isEmpty)
        let last = try #require(table.strings.last)
        #expect(last.key == "Key 1999")
        // Languages are written sorted by code point: "zh-HK" < "zh-Hans" < "zh-Hant".
        #expect(last.language.identifier == "zh-Hant")
        #expect(last.value == "Key 1999 text in zh-Hant")
    }
}
