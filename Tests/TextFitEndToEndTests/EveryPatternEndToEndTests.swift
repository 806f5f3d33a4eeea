import Foundation
import Testing

/// One app folder holding every layout real repositories were found to use, read whole by the
/// built binary: ISO 639-3 and deprecated codes, folders spelling one tag two ways, loose source
/// files beside the folders, 150 language folders, an `.xcloc` without `contents.json`, XLIFF
/// units without `<target>` or with ids of white space, UTF-8 beside UTF-16, control characters
/// in keys and values, `qqq`, `mul.lproj` and a folder name that is not a language tag. Exit 0
/// or 1, nothing on standard error, and every language in the results or named in a note.
///
/// The canonical tags expected are CLDR's language aliases (supplementalMetadata.xml) and Apple's
/// (CFLocaleIdentifier.c: no → nb), written down here.
@Suite struct EveryPatternEndToEndTests {
    /// Folder name → the language its strings must be measured in.
    static let languageFolders: [(folder: String, language: String, value: String)] = [
        ("en", "en", "Go"), ("de", "de", "Los"), ("azb", "azb", "برو"), ("bcl", "bik", "Lakaw"), ("diq", "zza", "Şo"),
        ("mnw", "mnw", "သွား"), ("olo", "olo", "Mene"), ("tl", "fil", "Tumuloy"), ("iw", "he", "לך"), ("in", "id", "Pergi"),
        ("no", "nb", "Gå"), ("sh", "sr-Latn", "Idi"), ("ji", "yi", "גיי"), ("mo", "ro", "Du-te"), ("skr-arab", "skr-Arab", "ونڄو"),
        ("sr_Latn", "sr-Latn", "Idi"), ("zh_Hant_HK", "zh-Hant-HK", "前往"), ("en-gb", "en-GB", "Go on"),
        ("sr-EC", "sr-EC", "Иди"), ("sr-ec", "sr-EC", "Иди"),
    ]

    /// 150 more folders, each a well-formed ISO 639-3 code.
    static let manyCodes: [String] = {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<150).map { "z" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }
    }()

    static func write(_ data: Data, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    static func write(_ text: String, to path: String, in root: URL) throws {
        try write(Data(text.utf8), to: path, in: root)
    }

    static func makeApp(in root: URL) throws {
        for (folder, _, value) in languageFolders {
            var text = "\"Go\" = \"\(value)\";\n\"Bell\\u0007\" = \"Ring\\u0001 \(value)\";\n"
            if folder == "en" { text += "\"Stop\" = \"Stop\";\n" }
            let data = folder == "de" ? Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)! : Data(text.utf8)
            try write(data, to: "App/\(folder).lproj/Localizable.strings", in: root)
        }
        for code in manyCodes {
            try write("\"Go\" = \"Go \(code)\";\n", to: "App/Many/\(code).lproj/Localizable.strings", in: root)
        }
        try write("\"Go\" = \"The button that starts the route\";\n", to: "App/qqq.lproj/Localizable.strings", in: root)
        try write("\"Go\" = \"x\";\n", to: "App/!!.lproj/Localizable.strings", in: root)
        try write("\"Title\" = \"Settings\";\n", to: "App/Base.lproj/Main.strings", in: root)
        try write("\"Title\" = \"Settings\";\n", to: "App/mul.lproj/Other.strings", in: root)
        try write("""
            { "sourceLanguage" : "en", "strings" : { "Menu" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Menü" } },
              "qqq" : { "stringUnit" : { "state" : "translated", "value" : "The menu title" } } } } }, "version" : "1.0" }
            """, to: "App/mul.lproj/Main.xcstrings", in: root)
        try write("\"Loose\" = \"Loose\";\n", to: "App/Localization/Extra.strings", in: root)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld routes</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld route</string><key>other</key><string>%lld routes</string></dict></dict></dict></plist>
            """, to: "App/Localization/Intents.stringsdict", in: root)
        // An .xcloc as some tools export it: no contents.json.
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Chat/Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
                <body>
                  <trans-unit id="Send"><source>Send</source></trans-unit>
                  <trans-unit id=" "><source>Space</source><target>Espace</target></trans-unit>
                  <trans-unit id="Beep&#x9;"><source>Beep</source><target>Bip</target></trans-unit>
                </body>
              </file>
            </xliff>
            """, to: "App/Chat.xcloc/Localized Contents/fr.xliff", in: root)
    }

    @Test func aFolderWithEveryPatternReadsWhole() throws {
        let root = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.makeApp(in: root)
        let output = root.appendingPathComponent("results.json")
        let run = try Binary.run(["check", root.appendingPathComponent("App").path, "--category", "large",
                                  "--format", "json", "--output", output.path])
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.stderr)")
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")

        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let notes = try #require(document["notes"] as? [[String: Any]])
        var measured: [String: Set<String>] = [:]   // language → keys
        for record in results {
            guard let key = record["key"] as? String, let language = record["language"] as? String else { continue }
            measured[language, default: []].insert(key)
        }
        let messages = notes.compactMap { $0["message"] as? String }
        func noted(_ text: String) -> Bool { messages.contains { $0.contains(text) } }

        for (folder, language, _) in Self.languageFolders {
            #expect(measured[language]?.contains("Go") == true, "\(folder).lproj: 'Go' not measured in \(language)")
            #expect(measured[language]?.contains("Bell\u{7}") == true, "\(folder).lproj: the key with a control character")
        }
        for code in Self.manyCodes {
            let renamed = messages.first { $0.hasPrefix("\(code).lproj is read as ") }
            let language = renamed.map { String($0.dropFirst("\(code).lproj is read as ".count).prefix { $0 != ":" }) } ?? code
            #expect(measured[language]?.contains("Go") == true, "\(code).lproj not measured (as \(language))")
        }
        // The languages measured are exactly those of the folders (and the catalogs' French).
        let expected = Set(Self.languageFolders.map(\.language)).union(["fr"])
        let many = Set(measured.keys).subtracting(expected)
        #expect(many.count <= Self.manyCodes.count && many.count > 100, "\(many.count) other languages")
        // Development-language files: Base.lproj, the loose files, the catalog's source.
        #expect(measured["en"]?.isSuperset(of: ["Title", "Loose", "%lld routes", "Menu", "Send", " ", "Beep\t"]) == true,
                "en: \(measured["en"]?.sorted() ?? [])")
        #expect(measured["de"]?.contains("Menu") == true)
        #expect(measured["fr"] == [" ", "Beep\t"])
        // Named, not measured.
        #expect(measured["qqq"] == nil)
        #expect(noted("qqq.lproj holds translators' documentation"))
        #expect(noted("'qqq' holds translators' documentation"))
        #expect(noted("'!!' in the folder name '!!.lproj' is not a language tag"))
        #expect(noted("Other.strings is in mul.lproj, where Xcode keeps String Catalogs"))
        #expect(noted("Extra.strings is outside any *.lproj folder; read as en"))
        #expect(noted("'Send' has no fr translation"))
        #expect(noted("iw.lproj is read as he"))
        // A language named by its ISO 639-3 code is shaped with the fonts of its script: azb's
        // Arabic text with the manifest's Arabic face, mnw's Myanmar text with its Myanmar face.
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        func families(_ language: String) -> [String] {
            results.filter { $0["language"] as? String == language && $0["key"] as? String == "Go" }
                .flatMap { ($0["fonts"] as? [Int]) ?? [] }.compactMap { fonts[$0]["family"] as? String }
        }
        #expect(families("azb").contains { $0.contains("Arabic") }, "\(families("azb"))")
        #expect(families("mnw").contains { $0.contains("Myanmar") }, "\(families("mnw"))")
        // Codes the locale data knows no script for are measured with the fonts of their text's script.
        let byScript = notes.filter { $0["kind"] as? String == "fontsByScript" }
        #expect(!byScript.isEmpty)
        for note in byScript {
            let language = note["language"] as? String ?? ""
            #expect(Self.manyCodes.contains(language), "\(note)")
            #expect(note["message"] as? String == "\(language): no font stack for this language; fonts chosen by script: Latin")
        }
    }

    /// What a folder run notes, a file named on the command line refuses (exit 2, one line naming it).
    @Test func aFileNamedByTheUserIsRefusedWhereAFolderRunNotes() throws {
        let root = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write("\"Go\" = \"x\";\n", to: "App/!!.lproj/Localizable.strings", in: root)
        let file = root.appendingPathComponent("App/!!.lproj/Localizable.strings").path
        let run = try Binary.run(["check", file, "--category", "large"])
        #expect(run.status == 2)
        #expect(run.stderr == "textfit: \(file): '!!' in the folder name '!!.lproj' is not a language tag\n")
    }
}
