import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Folders as real app repositories lay them out: any language tag as a folder name, deprecated
/// codes, spellings that differ in case, loose source files beside the folders, `qqq`, `mul.lproj`,
/// and what a folder run does with a file that names no language (a note) or is malformed (an error).
///
/// The canonical tags expected are CLDR's (supplementalMetadata.xml, languageAlias: tl → fil, sh →
/// sr_Latn "legacy"; iw → he "deprecated"; bcl → bik "macrolanguage") and Apple's
/// (CFLocaleIdentifier.c: no → nb), written down here, not asked of the code under test.
@Suite struct ReaderLanguageFolderTests {
    let manager = FileManager.default

    func write(_ text: String, to path: String, in root: URL) throws {
        try write(Data(text.utf8), to: path, in: root)
    }

    func write(_ data: Data, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    static func catalog(source: String, _ values: [String: String], key: String = "Go") -> String {
        let localizations = values.keys.sorted().map {
            "\"\($0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(values[$0]!)\" } }"
        }.joined(separator: ", ")
        return "{ \"sourceLanguage\" : \"\(source)\", \"strings\" : { \"\(key)\" : { \"localizations\" : { \(localizations) } } }, \"version\" : \"1.0\" }\n"
    }

    static func xliff(source: String = "en", target: String, units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/Localizable.xcstrings" source-language="\(source)" target-language="\(target)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }

    func notes(_ table: StringTable, _ kind: ReadNote.Kind) -> [ReadNote] { table.notes.filter { $0.kind == kind } }

    @Test func everyLanguageFolderIsReadOrNoted() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        let folders: [(String, String)] = [
            ("en", "Go"), ("azb", "برو"), ("bcl", "Lakaw"), ("tl", "Tumuloy"), ("iw", "לך"), ("he", "סע"),
            ("sh", "Idi"), ("no", "Gå"), ("sr_Latn", "Kreni"), ("zh_Hant_HK", "前往"), ("en-gb", "Go on"),
            ("sr-EC", "Иди"), ("sr-ec", "Крени"), ("skr-arab", "ونڄو"), ("qqq", "The button that starts"),
            ("!!", "x"), ("English", "Go"),
        ]
        for (folder, value) in folders {
            try write("\"Go\" = \"\(value)\";\n", to: "App/\(folder).lproj/Localizable.strings", in: root)
        }
        try write("\"Title\" = \"Settings\";\n", to: "App/Base.lproj/Main.strings", in: root)
        try write("\"Title\" = \"Settings\";\n", to: "App/mul.lproj/Main.strings", in: root)
        try write("\"Loose\" = \"Loose\";\n", to: "App/Localization/Loose.strings", in: root)

        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.sourceLanguage.identifier == "en")
        let languages = Set(table.strings.map(\.language.identifier))
        #expect(languages == ["en", "azb", "bik", "fil", "he", "sr-Latn", "nb", "zh-Hant-HK", "en-GB", "sr-EC", "skr-Arab"])
        // iw.lproj and he.lproj are one language, sr-EC.lproj and sr-ec.lproj another, sh.lproj and
        // sr_Latn.lproj a third: their texts differ, so a note says so.
        let duplicates = notes(table, .duplicateKey)
        #expect(Set(duplicates.compactMap { $0.language?.identifier }) == ["he", "sr-EC", "sr-Latn"])
        #expect(table.strings.filter { $0.language.identifier == "he" }.map(\.value).sorted() == ["לך", "סע"])
        // A code CLDR or Apple replaces (or an old English name) is named once; a spelling that
        // only differs in case or separator is not.
        let renamed = notes(table, .languageFolder).filter { $0.message.contains("is read as") }
        #expect(Set(renamed.map { $0.message.components(separatedBy: " ")[0] })
                == ["bcl.lproj", "tl.lproj", "iw.lproj", "sh.lproj", "no.lproj", "English.lproj"])
        // qqq is documentation, `!!` not a language, mul.lproj no one language: each named, none measured.
        let documentation = try #require(notes(table, .documentation).first)
        #expect(documentation.message.hasPrefix("qqq.lproj holds translators' documentation"))
        #expect(documentation.language?.identifier == "qqq")
        let unknown = try #require(notes(table, .unknownLanguage).first)
        #expect(unknown.message.contains("'!!' in the folder name '!!.lproj' is not a language tag"))
        #expect(notes(table, .languageFolder).contains { $0.location.file.hasSuffix("mul.lproj/Main.strings") })
        #expect(!table.strings.contains { $0.value == "The button that starts" || $0.value == "x" })
        // Base.lproj and the loose file are the development language's.
        #expect(table.strings.filter { $0.key == "Title" }.map(\.language.identifier) == ["en"])
        let loose = try #require(table.strings.first { $0.key == "Loose" })
        #expect(loose.language.identifier == "en")
        let looseNote = try #require(notes(table, .looseFile).first)
        #expect(looseNote.message.contains("Loose.strings is outside any *.lproj folder; read as en"))
    }

    @Test func looseFilesTakeTheDeclaredDevelopmentLanguage() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(Self.catalog(source: "de", ["de": "Los", "fr": "Allez"]), to: "App/Localizable.xcstrings", in: root)
        try write(ReaderStringsDictTests.plist("""
            <key>%lld files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld Datei</string>
            <key>other</key><string>%lld Dateien</string></dict></dict>
            """), to: "App/Localization/Intents.stringsdict", in: root)
        let table = try LocalizationReader.read(paths: [root.path])
        let plural = table.strings.filter { $0.key == "%lld files" }
        #expect(plural.map { "\($0.language)|\($0.variant ?? "")|\($0.value)" }
                == ["de|plural.one|%lld Datei", "de|plural.other|%lld Dateien"])
        let note = try #require(notes(table, .looseFile).first)
        #expect(note.message.contains("read as de, the development language (declared by \(root.path)/App/Localizable.xcstrings)"))
    }

    @Test func looseFilesAreSkippedWhenTheDevelopmentLanguageIsAmbiguous() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(Self.catalog(source: "en", ["en": "Go", "de": "Los"]), to: "A/A.xcstrings", in: root)
        try write(Self.catalog(source: "de", ["de": "Los", "en": "Go"], key: "Stop"), to: "B/B.xcstrings", in: root)
        try write("\"Loose\" = \"Loose\";\n", to: "Loose.strings", in: root)
        try write("\"Title\" = \"Title\";\n", to: "A/Base.lproj/Main.strings", in: root)
        let table = try LocalizationReader.read(paths: [root.path])
        #expect(!table.strings.contains { $0.key == "Loose" || $0.key == "Title" })
        let skipped = notes(table, .looseFile)
        #expect(skipped.count == 2)
        #expect(skipped.allSatisfy { $0.message.contains("the files declare several: en (") && $0.message.hasSuffix("not measured") })
        #expect(skipped.contains { $0.message.contains("is in Base.lproj") })
    }

    /// Every `throw` a reader has for a file that only names no language: named in a note in a
    /// folder run (the rest measured), refused when the user names the file.
    @Test func filesThatNameNoLanguageAreNotesInAFolderAndErrorsWhenNamed() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write("\"Go\" = \"Go\";\n", to: "App/en.lproj/Localizable.strings", in: root)
        let cases: [(path: String, contents: String, kind: ReadNote.Kind, says: String)] = [
            ("App/Bad.xcstrings", Self.catalog(source: "Base", ["de": "Los"]), .unknownLanguage,
             "sourceLanguage 'Base' is not a language tag"),
            ("App/Bad.xliff", Self.xliff(target: "German", units: "<trans-unit id=\"Go\"><source>Go</source><target>Los</target></trans-unit>"),
             .unknownLanguage, "target-language 'German' is not a language tag"),
            ("App/Bad2.xliff", Self.xliff(source: "!", target: "de", units: "<trans-unit id=\"Go\"><source>Go</source></trans-unit>"),
             .unknownLanguage, "source-language '!' is not a language tag"),
            ("App/Region.xcloc/contents.json", "{ \"developmentRegion\" : \"Base\" }", .unknownLanguage,
             "developmentRegion 'Base' is not a language tag"),
            ("App/Empty.xcloc/contents.json", "{ \"developmentRegion\" : \"en\" }", .emptyFile,
             "no XLIFF under 'Localized Contents/'"),
            ("App/!!.lproj/Localizable.strings", "\"Go\" = \"x\";\n", .unknownLanguage, "'!!' in the folder name '!!.lproj' is not a language tag"),
        ]
        for item in cases { try write(item.contents, to: item.path, in: root) }
        try write(Self.xliff(target: "de", units: "<trans-unit id=\"Go\"><source>Go</source><target>Los</target></trans-unit>"),
                  to: "App/Region.xcloc/Localized Contents/de.xliff", in: root)

        let table = try LocalizationReader.read(paths: [root.appendingPathComponent("App").path])
        #expect(Set(table.strings.map(\.language.identifier)) == ["en"])
        for item in cases {
            #expect(table.notes.contains { $0.kind == item.kind && $0.message.contains(item.says) }, "no note: \(item.says)")
            // Named on the command line, the same file is refused, naming it.
            let bundle = item.path.contains(".xcloc/") ? String(item.path.prefix(upTo: item.path.range(of: ".xcloc/")!.upperBound).dropLast())
                : item.path
            let named = root.appendingPathComponent(bundle).path
            do {
                _ = try LocalizationReader.read(paths: [named])
                Issue.record("\(bundle) was read when named")
            } catch {
                #expect(error.description.contains(item.says), "\(error)")
                #expect(error.file?.hasPrefix(named) == true, "\(error)")
            }
        }
    }

    /// Malformed files stop a folder run as they stop a named one: exit 2 naming file and line
    /// (as MonitorControl's cs.lproj/Main.strings must).
    @Test(arguments: [
        ("App/de.lproj/Localizable.strings", "\"Go\" = \"L\"os\";\n", 1),
        ("App/L.xcstrings", "{ \"sourceLanguage\" : \"en\",\n \"strings\" : { ,} }", 2),
        ("App/de.xliff", "<xliff version=\"1.2\">\n<file source-language=\"en\">\n</xliff>", 3),
        ("App/de.lproj/Localizable.stringsdict", "<?xml version=\"1.0\"?>\n<plist><dict><key>a</key></plist>", 2),
    ])
    func malformedFilesStopAFolderRun(_ path: String, _ contents: String, _ line: Int) throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write("\"Go\" = \"Go\";\n", to: "App/en.lproj/Localizable.strings", in: root)
        try write(contents, to: path, in: root)
        do {
            _ = try LocalizationReader.read(paths: [root.path])
            Issue.record("a malformed \(path) was read")
        } catch {
            #expect(error.file == root.appendingPathComponent(path).path)
            #expect(error.line == line, "\(error)")
        }
    }

    /// Xcode keeps String Catalogs paired with Interface Builder files in mul.lproj and refuses
    /// one in any other .lproj folder (Xcode 16.3 release notes); either is read with its own languages.
    @Test func stringCatalogsInLanguageFolders() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(Self.catalog(source: "en", ["en": "Go", "de": "Los"]), to: "mul.lproj/Main.xcstrings", in: root)
        try write(Self.catalog(source: "en", ["en": "Stop", "de": "Halt"], key: "Stop"), to: "de.lproj/Other.xcstrings", in: root)
        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.strings.map { "\($0.language)|\($0.value)" }.sorted() == ["de|Halt", "de|Los", "en|Go", "en|Stop"])
        let notes = notes(table, .languageFolder)
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("Other.xcstrings is inside de.lproj, where Xcode refuses a String Catalog") == true)
    }

    /// A unit state Xcode does not write is valid JSON and a valid unit: measured, named once.
    @Test func unknownCatalogStatesAreMeasuredAndNoted() throws {
        let text = """
            { "sourceLanguage" : "en", "strings" : {
              "A" : { "localizations" : { "de" : { "stringUnit" : { "state" : "reviewed", "value" : "Ä" } } } },
              "B" : { "localizations" : { "de" : { "stringUnit" : { "state" : "reviewed", "value" : "Ö" } } } } }, "version" : "1.0" }
            """
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "L.xcstrings")
        #expect(table.strings.filter { $0.language.identifier == "de" }.map { "\($0.value)|\($0.state)" } == ["Ä|translated", "Ö|translated"])
        let notes = table.notes.filter { $0.message.contains("state 'reviewed'") }
        #expect(notes.map(\.location.line) == [2])
        #expect(notes.first?.kind == .unsupportedVariation)
    }

    @Test func xclocBundlesWithoutContentsJSONAndXLIFFQuirksAreRead() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        // No contents.json: the XLIFF's own languages. A unit without <target>, one whose id is white space.
        try write(Self.xliff(target: "fr", units: """
            <trans-unit id="Go"><source>Go</source></trans-unit>
            <trans-unit id=" "><source>Space</source><target>Espace</target></trans-unit>
            <trans-unit id="&#9;"><source>Tab</source><target>Tabulation</target></trans-unit>
            """), to: "fr.xcloc/Localized Contents/fr.xliff", in: root)
        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.strings.map { "\($0.language)|\($0.key.debugDescription)|\($0.value)" }
                == ["en|\"Go\"|Go", "en|\" \"|Space", "fr|\" \"|Espace", "en|\"\\t\"|Tab", "fr|\"\\t\"|Tabulation"])
        #expect(table.notes.contains { $0.kind == .missingTranslation && $0.key == "Go" && $0.language?.identifier == "fr" })
    }

    @Test func mixedEncodingsAndControlCharactersAreRead() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write("\"Go\\u0007\" = \"Go\\u0001 now\";\n", to: "en.lproj/Localizable.strings", in: root)
        try write(Data([0xFF, 0xFE]) + "\"Go\\u0007\" = \"Los\\u001B jetzt\";\n".data(using: .utf16LittleEndian)!,
                  to: "de.lproj/Localizable.strings", in: root)
        try write("\"Go\\u0007\" = \"Allez\\u007F\";\n".data(using: .utf16BigEndian)!, to: "fr.lproj/Localizable.strings", in: root)
        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.strings.map { "\($0.language)|\($0.key.unicodeScalars.map(\.value))|\($0.value.debugDescription)" }
                == ["de|[71, 111, 7]|\"Los\\u{1B} jetzt\"", "en|[71, 111, 7]|\"Go\\u{01} now\"", "fr|[71, 111, 7]|\"Allez\\u{7F}\""])
    }

    /// 150 language folders, every one a well-formed ISO 639-3 code: each is read (under its own
    /// code or a code CLDR puts in its place, named in a note).
    @Test func aHundredAndFiftyLanguageFolders() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let codes = (0..<150).map { "z" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }
        for code in codes {
            try write("\"Go\" = \"Go \(code)\";\n", to: "\(code).lproj/Localizable.strings", in: root)
        }
        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.strings.count == 150)
        for code in codes {
            let string = try #require(table.strings.first { $0.value == "Go \(code)" })
            let renamed = table.notes.contains { $0.kind == .languageFolder && $0.message.hasPrefix("\(code).lproj is read as \(string.language)") }
            #expect(string.language.identifier == code || renamed, "\(code) read as \(string.language)")
        }
    }
}
