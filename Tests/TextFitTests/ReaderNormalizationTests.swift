import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Keys that differ only in Unicode normalization are two keys to an app (Foundation looks keys up
/// by their code units), while Swift's `String ==` calls them equal. Every reader keeps both.
@Suite struct ReaderNormalizationTests {
    static let nfc = "Caf\u{E9}"
    static let nfd = "Cafe\u{301}"
    let en = LanguageTag("en")!
    let de = LanguageTag("de")!

    /// The two spellings really are different bytes and equal `String`s: the premise of the suite.
    @Test func theSpellingsDifferInBytesOnly() {
        #expect(Self.nfc == Self.nfd)
        #expect(Array(Self.nfc.utf8) != Array(Self.nfd.utf8))
        #expect(Self.nfc.decomposedStringWithCanonicalMapping.utf8.elementsEqual(Self.nfd.utf8))
    }

    func spellings(_ table: StringTable) -> [[UInt8]] { table.strings.map { Array($0.key.utf8) } }

    @Test func stringsFile() throws {
        let text = "\"\(Self.nfc)\" = \"Kaffee\";\n\"\(Self.nfd)\" = \"Café\";\n"
        let table = try StringsFileReader.read(data: Data(text.utf8), file: "de.lproj/L.strings", language: de)
        #expect(spellings(table) == [Array(Self.nfc.utf8), Array(Self.nfd.utf8)])
        #expect(table.strings.map(\.value) == ["Kaffee", "Café"])
        #expect(table.notes.isEmpty)
        #expect(table.keys.count == 2)
    }

    @Test func stringCatalog() throws {
        func entry(_ value: String) -> String {
            "{ \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } } } }"
        }
        let text = "{\n \"sourceLanguage\" : \"en\",\n \"strings\" : {\n  \"\(Self.nfc)\" : \(entry("eins")),\n  \"\(Self.nfd)\" : \(entry("zwei"))\n }\n}\n"
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "L.xcstrings")
        let german = table.strings.filter { $0.language == de }
        #expect(german.map { Array($0.key.utf8) } == [Array(Self.nfc.utf8), Array(Self.nfd.utf8)])
        #expect(german.map(\.value) == ["eins", "zwei"])
        #expect(german.map(\.location.line) == [4, 5])
        // Each key's source text is the key itself, spelled as written.
        let english = table.strings.filter { $0.language == en }
        #expect(english.map { Array($0.value.utf8) } == [Array(Self.nfc.utf8), Array(Self.nfd.utf8)])
    }

    @Test func stringsDict() throws {
        func rule(_ key: String, _ other: String) -> String {
            """
            <key>\(key)</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>other</key>
                    <string>\(other)</string>
                </dict>
            </dict>
            """
        }
        let text = ReaderStringsDictTests.plist(rule(Self.nfc, "%d NFC") + "\n" + rule(Self.nfd, "%d NFD"))
        let table = try StringsDictReader.read(data: Data(text.utf8), file: "de.lproj/L.stringsdict", language: de)
        #expect(spellings(table) == [Array(Self.nfc.utf8), Array(Self.nfd.utf8)])
        #expect(table.strings.map(\.value) == ["%d NFC", "%d NFD"])
        // Lines follow each spelling: the <string> of `other` is line 14 in the first rule, 26 in the second.
        #expect(table.strings.map(\.location.line) == [14, 26])
    }

    @Test func xliffAndMerge() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2">
              <file original="L.xcstrings" source-language="en" target-language="de">
                <body>
                  <trans-unit id="\(Self.nfc)"><source>\(Self.nfc)</source><target>eins</target></trans-unit>
                  <trans-unit id="\(Self.nfd)"><source>\(Self.nfd)</source><target>zwei</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        let read = try XLIFFReader.read(data: Data(text.utf8), file: "de.xliff")
        let table = LocalizationReader.merge([read, read], sourceLanguage: en)
        #expect(table.strings.count == 4)
        #expect(table.strings.filter { $0.language == de }.map(\.value) == ["eins", "zwei"])
        #expect(table.notes.isEmpty, "\(table.notes)")
        #expect(table.keys.map { Array($0.utf8) } == [Array(Self.nfc.utf8), Array(Self.nfd.utf8)])
    }

    /// A language holding only one spelling lacks the other: the missing-translation count sees two keys.
    @Test func missingTranslationsCountBothSpellings() throws {
        let english = try StringsFileReader.read(data: Data("\"\(Self.nfc)\" = \"a\";\n\"\(Self.nfd)\" = \"b\";\n".utf8),
                                                 file: "en.lproj/L.strings", language: en)
        let german = try StringsFileReader.read(data: Data("\"\(Self.nfc)\" = \"c\";\n".utf8),
                                                file: "de.lproj/L.strings", language: de)
        let table = LocalizationReader.merge([english, german], sourceLanguage: en)
        let missing = table.notes.filter { $0.kind == .missingTranslation }
        #expect(missing.map { Array($0.key.utf8) } == [Array(Self.nfd.utf8)])
        #expect(missing.first?.language == de)
    }
}

extension ReaderNormalizationTests {
    /// A compiled (XML plist) .strings file keeps both spellings too, with lines.
    @Test func xmlPlistStringsFile() throws {
        let text = ReaderStringsDictTests.plist("<key>\(Self.nfc)</key>\n<string>eins</string>\n<key>\(Self.nfd)</key>\n<string>zwei</string>")
        let table = try StringsFileReader.read(data: Data(text.utf8), file: "de.lproj/L.strings", language: de)
        #expect(spellings(table) == [Array(Self.nfc.utf8), Array(Self.nfd.utf8)])
        #expect(table.strings.map(\.value) == ["eins", "zwei"])
        #expect(table.strings.map(\.location.line) == [6, 8])
    }
}
