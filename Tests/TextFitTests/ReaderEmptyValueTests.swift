import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Empty values and empty keys are valid in every format Xcode reads: they are read, measured
/// (0 wide), and an empty translation of a non-empty source is named in a note.
@Suite struct ReaderEmptyValueTests {
    let en = LanguageTag("en")!
    let de = LanguageTag("de")!
    let be = LanguageTag("be")!

    @Test func stringCatalogEmptyKeyAndEmptyValues() throws {
        // The shape of a real catalog: the empty key translated to an empty `be` value.
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "" : {
                  "localizations" : {
                    "be" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : ""
                      }
                    }
                  }
                },
                "Title" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Appearance" } },
                    "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
                  }
                },
                " " : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "zwei\\nZeilen" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let read = try StringCatalogReader.read(data: Data(text.utf8), file: "L.xcstrings")
        let table = LocalizationReader.merge([read], sourceLanguage: en)
        let rows = table.strings.map { "\($0.key)|\($0.language)|\($0.value)|\($0.location.line ?? 0)" }
        #expect(rows == ["|en||4", "|be||9", "Title|de||16", "Title|en|Appearance|17",
                         " |en| |21", " |de|zwei\nZeilen|23"])
        // fr is `new` and empty: untranslated, not a string. de is empty where en is not: noted.
        #expect(table.notes.filter { $0.kind == .missingTranslation }.map { "\($0.key)|\($0.language!)" }
                .contains("Title|fr"))
        let empty = table.notes.filter { $0.kind == .emptyTranslation }
        #expect(empty.map { "\($0.key)|\($0.language!)|\($0.location.line ?? 0)" } == ["Title|de|16"])
        // The empty key's `be` value is empty like its source (the key itself): not suspicious.
    }

    @Test func stringsFileEmptyValuesAndOddKeys() throws {
        let text = "\"Title\" = \"\";\n\"\" = \"leer\";\n\"  \" = \"Leerzeichen\";\n\"Zwei\" = \"eine\nzweite Zeile\";\n\"After\" = \"x\";\n"
        let table = try StringsFileReader.read(data: Data(text.utf8), file: "de.lproj/A.strings", language: de)
        #expect(table.strings.map(\.key) == ["Title", "", "  ", "Zwei", "After"])
        #expect(table.strings.map(\.value) == ["", "leer", "Leerzeichen", "eine\nzweite Zeile", "x"])
        // The line break inside the value moves the next entry to line 6.
        #expect(table.strings.map { $0.location.line ?? 0 } == [1, 2, 3, 4, 6])
        // Apple's own parser agrees on every key and value.
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
        #expect(plist == Dictionary(uniqueKeysWithValues: table.strings.map { ($0.key, $0.value) }))
    }

    @Test func stringsFilesMergedNoteTheEmptyTranslationOnly() throws {
        let english = try StringsFileReader.read(data: Data("\"Title\" = \"Appearance\";\n\"Blank\" = \"\";\n".utf8),
                                                 file: "en.lproj/A.strings", language: en)
        let bengali = try StringsFileReader.read(data: Data("\"Title\" = \"\";\n\"Blank\" = \"\";\n".utf8),
                                                 file: "bn.lproj/A.strings", language: LanguageTag("bn")!)
        let table = LocalizationReader.merge([english, bengali], sourceLanguage: en)
        #expect(table.strings.count == 4)
        let notes = table.notes.filter { $0.kind == .emptyTranslation }
        #expect(notes.map(\.description) == ["bn.lproj/A.strings:1: 'Title' is empty in bn but not in en; measured as an empty title"])
    }

    @Test func stringsDictEmptyPluralForm() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>%d new</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>zero</key>
                        <string></string>
                        <key>other</key>
                        <string>%d new</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        let table = try StringsDictReader.read(data: Data(text.utf8), file: "en.lproj/L.stringsdict", language: en)
        #expect(table.strings.map { $0.variant ?? "-" } == ["plural.zero", "plural.other"])
        #expect(table.strings.map(\.value) == ["", "%d new"])
        #expect(table.strings[0].location.line == 14)
    }

    @Test func xliffEmptySourceAndTargets() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="A/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="" xml:space="preserve">
                    <source/>
                    <target state="translated"/>
                  </trans-unit>
                  <trans-unit id="Go" xml:space="preserve">
                    <source>Go</source>
                    <target/>
                  </trans-unit>
                  <trans-unit id="Later" xml:space="preserve">
                    <source>Later</source>
                    <target state="new"/>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let read = try XLIFFReader.read(data: Data(text.utf8), file: "de.xliff")
        let table = LocalizationReader.merge([read], sourceLanguage: en)
        #expect(table.strings.map { "\($0.key)|\($0.language)|\($0.value)|\($0.location.line ?? 0)" }
                == ["|en||5", "|de||7", "Go|en|Go|9", "Go|de||11", "Later|en|Later|13"])
        #expect(table.notes.filter { $0.kind == .emptyTranslation }.map(\.key) == ["Go"])
        #expect(table.notes.filter { $0.kind == .missingTranslation }.map(\.key) == ["Later"])
    }
}
