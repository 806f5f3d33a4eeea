import Foundation

/// The malformed-input corpus: hundreds of hostile, broken and unusual inputs across everything
/// `textfit` reads — catalogs in every format, specs, fonts and manifests, policies, baselines,
/// limits, shard files, arguments and file-system oddities. Generated here rather than kept as
/// files, so that large and binary cases cost nothing in the repository.
enum HostileCorpus {
    /// Every case.
    static let all: [HostileCase] = catalogs + stringsFiles + stringsDicts + xliff + specs + fonts + gate + arguments
        + fileSystem

    /// The arguments that check one catalog file at one category and write JSON results.
    static func check(_ path: String, _ extra: [String] = []) -> [String] {
        ["check", "$DIR/\(path)", "--category", "large", "--format", "json", "--output", "$DIR/out.json"] + extra
    }

    // MARK: String Catalogs

    /// A String Catalog with `source` as development language and, per key, values per language.
    static func catalog(_ strings: [(String, [String: String])], source: String = "en") -> String {
        var entries: [String: Any] = [:]
        for (key, values) in strings {
            var localizations: [String: Any] = [:]
            for (language, value) in values {
                localizations[language] = ["stringUnit": ["state": "translated", "value": value]]
            }
            entries[key] = ["localizations": localizations]
        }
        let document: [String: Any] = ["sourceLanguage": source, "version": "1.0", "strings": entries]
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static func validCatalog(_ name: String, _ strings: [(String, [String: String])], languages: [String]? = nil) -> HostileCase {
        let keys = strings.map(\.0)
        let langs = languages ?? Array(Set(strings.flatMap { $0.1.keys })).sorted()
        return HostileCase("xcstrings: \(name)", [("L.xcstrings", HostileCase.text(catalog(strings)))],
                           check("L.xcstrings"), .valid(pairs: HostileCase.pairs(keys, langs)))
    }

    static func badCatalog(_ name: String, _ text: String) -> HostileCase {
        HostileCase("xcstrings: \(name)", [("L.xcstrings", HostileCase.text(text))], check("L.xcstrings"),
                    .bad(mention: "L.xcstrings"))
    }

    static func oddCatalog(_ name: String, _ text: String) -> HostileCase {
        HostileCase("xcstrings: \(name)", [("L.xcstrings", HostileCase.text(text))], check("L.xcstrings"),
                    .validOrBad(mention: "L.xcstrings"))
    }

    static let longLatin = String(repeating: "Standort teilen ", count: 6_250)  // 100,000 characters
    static let longArabic = String(repeating: "مشاركة الموقع ", count: 2_000)
    static let longThai = String(repeating: "แชร์ตำแหน่งปัจจุบัน", count: 1_000)

    static let catalogs: [HostileCase] = [
        validCatalog("empty value", [("Title", ["en": "Title", "de": ""])]),
        validCatalog("empty source value", [("Title", ["en": "", "de": "Titel"])]),
        validCatalog("empty key", [("", ["en": "", "de": ""])]),
        validCatalog("empty key with values", [("", ["en": "Empty", "de": "Leer"])]),
        validCatalog("whitespace key", [("   ", ["en": "Space", "de": "Raum"])]),
        validCatalog("tab key", [("\t", ["en": "Tab", "de": "Tab"])]),
        validCatalog("newline in value", [("Two lines", ["en": "Two\nlines", "de": "Zwei\nZeilen"])]),
        validCatalog("CRLF in value", [("CRLF", ["en": "A\r\nB", "de": "A\r\nB"])]),
        validCatalog("line separator in value", [("LS", ["en": "A\u{2028}B", "de": "A\u{2029}B"])]),
        // Written by hand: a Swift dictionary would merge the two spellings into one key.
        HostileCase("xcstrings: NFC and NFD keys", [("L.xcstrings", HostileCase.text("""
        {"sourceLanguage":"en","strings":{\
        "Caf\u{E9}":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Caf\u{E9}"}}}},\
        "Cafe\u{301}":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Cafe\u{301}"}}}}},"version":"1.0"}
        """))], check("L.xcstrings"), .valid(pairs: [.init(key: "Caf\u{E9}", language: "de"), .init(key: "Cafe\u{301}", language: "de"),
                                                     .init(key: "Caf\u{E9}", language: "en"), .init(key: "Cafe\u{301}", language: "en")])),
        validCatalog("only spaces value", [("Spaces", ["en": "   ", "de": "   "])]),
        validCatalog("only invisible controls", [("Marks", ["en": "\u{200E}\u{200F}", "ar": "\u{061C}"])]),
        validCatalog("zero width joiner alone", [("ZWJ", ["en": "\u{200D}", "de": "\u{200D}"])]),
        validCatalog("NUL character", [("Nul", ["en": "a\u{0}b", "de": "a\u{0}b"])]),
        validCatalog("C0 controls", [("Controls", ["en": "a\u{1}\u{7}\u{1B}b", "de": "x"])]),
        validCatalog("private use", [("PUA", ["en": "\u{E000}\u{F8FF}", "de": "\u{F0000}"])]),
        validCatalog("noncharacters", [("Nonchar", ["en": "\u{FFFE}\u{FFFF}", "de": "\u{10FFFF}"])]),
        validCatalog("combining marks on one base", [("Zalgo", ["en": "a" + String(repeating: "\u{301}", count: 2_000), "de": "b"])]),
        validCatalog("combining mark first", [("Mark first", ["en": "\u{301}abc", "de": "\u{301}"])]),
        validCatalog("emoji sequences", [("Emoji", ["en": "📍 👨‍👩‍👧 🏳️‍🌈", "de": "🇩🇪"])]),
        validCatalog("unassigned code points", [("Unassigned", ["en": "\u{50000}", "de": "\u{E01F0}"])]),
        validCatalog("RTL overrides unbalanced", [("Override", ["en": "\u{202E}abc", "ar": "\u{202B}\u{202B}مرحبا"])]),
        validCatalog("deep bidi embedding", [("Embedding", ["en": String(repeating: "\u{202B}", count: 200) + "x", "ar": "ا"])]),
        validCatalog("mixed scripts", [("Mixed", ["en": "Aα Б ا א अ ก 中 한 あ ሀ", "ja": "CSE。「」（），？", "ar": "CSE، ؟"])]),
        validCatalog("CJK punctuation next to Latin", [("Punct", ["ja": "CSE。", "zh-Hans": "（CSE）", "zh-Hant": "「App」", "ar": "CSE؟"])]),
        validCatalog("100,000-character Latin value", [("Long", ["en": longLatin, "de": "kurz"])]),
        validCatalog("long Arabic value", [("Long Arabic", ["ar": longArabic, "en": "short"])]),
        validCatalog("long Thai value", [("Long Thai", ["th": longThai, "en": "short"])]),
        validCatalog("10,000-character key", [(String(repeating: "k", count: 10_000), ["en": "v", "de": "w"])]),
        validCatalog("many keys", (0..<3_000).map { ("key \($0)", ["en": "Value \($0)", "de": "Wert \($0)"]) }),
        validCatalog("many specifiers", [("Specs", ["en": String(repeating: "%@ ", count: 5_000), "de": "%@"])]),
        validCatalog("huge field width", [("Width", ["en": "%999999999d", "de": "%9d"])]),
        validCatalog("huge precision", [("Precision", ["en": "%.999999999f", "de": "%.2f"])]),
        validCatalog("huge positional index", [("Position", ["en": "%2147483648$@", "de": "%2$@ %1$@"])]),
        validCatalog("index past Int", [("Index", ["en": "%99999999999999999999$@", "de": "%1$@"])]),
        validCatalog("star width", [("Star", ["en": "%*d %.*f", "de": "%-*s"])]),
        validCatalog("lone percent", [("Percent", ["en": "100%", "de": "100 %"])]),
        validCatalog("percent at end", [("End", ["en": "50%", "de": "%"])]),
        validCatalog("unknown conversion", [("Unknown", ["en": "%k %y %Q", "de": "%"])]),
        validCatalog("length modifiers", [("Length", ["en": "%lld %hhd %zu %ld %qd %Lf", "de": "%lu"])]),
        validCatalog("percent escapes", [("Escapes", ["en": "%% %%%% %%@", "de": "%%"])]),
        validCatalog("undefined substitution", [("Sub", ["en": "%#@missing@", "de": "%#@x@"])]),
        validCatalog("unknown language tags", [("Tags", ["en": "x", "xx": "y", "tlh": "z", "x-private": "w"])]),
        validCatalog("region and script tags", [("Tags", ["en": "x", "zh-Hant-TW": "位置", "sr-Latn": "Lokacija", "pt_BR": "Local"])],
                     languages: ["en", "zh-Hant-TW", "sr-Latn", "pt-BR"]),
        validCatalog("Base language", [("Base", ["Base": "Base value", "en": "x"])]),
        oddCatalog("state new and empty", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}}}}},"version":"1.0"}"#),
        oddCatalog("unknown state", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"state":"weird","value":"x"}}}}},"version":"1.0"}"#),
        oddCatalog("no state", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"value":"x"}}}}},"version":"1.0"}"#),
        oddCatalog("no value", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"state":"translated"}}}}},"version":"1.0"}"#),
        oddCatalog("null value", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":null}}}}},"version":"1.0"}"#),
        oddCatalog("number value", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":5}}}}},"version":"1.0"}"#),
        oddCatalog("empty entry", #"{"sourceLanguage":"en","strings":{"A":{}},"version":"1.0"}"#),
        oddCatalog("empty localizations", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{}}},"version":"1.0"}"#),
        oddCatalog("no strings", #"{"sourceLanguage":"en","version":"1.0"}"#),
        oddCatalog("empty strings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#),
        oddCatalog("no source language", #"{"strings":{"A":{}},"version":"1.0"}"#),
        oddCatalog("empty source language", #"{"sourceLanguage":"","strings":{"A":{}},"version":"1.0"}"#),
        oddCatalog("source language not a tag", #"{"sourceLanguage":"!!","strings":{"A":{}},"version":"1.0"}"#),
        oddCatalog("future version", #"{"sourceLanguage":"en","strings":{"A":{}},"version":"99.0"}"#),
        oddCatalog("extraction state", #"{"sourceLanguage":"en","strings":{"A":{"extractionState":"manual","comment":"c"}},"version":"1.0"}"#),
        oddCatalog("stale", #"{"sourceLanguage":"en","strings":{"A":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}},"version":"1.0"}"#),
        oddCatalog("shouldTranslate false", #"{"sourceLanguage":"en","strings":{"A":{"shouldTranslate":false}},"version":"1.0"}"#),
        oddCatalog("plural without other", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"ru":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld файл"}}}}}}}},"version":"1.0"}"#),
        oddCatalog("empty plural", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"ru":{"variations":{"plural":{}}}}}},"version":"1.0"}"#),
        oddCatalog("unknown plural category", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"variations":{"plural":{"lots":{"stringUnit":{"state":"translated","value":"x"}},"other":{"stringUnit":{"state":"translated","value":"y"}}}}}}}},"version":"1.0"}"#),
        oddCatalog("unknown variation kind", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"variations":{"moon":{"full":{"stringUnit":{"state":"translated","value":"x"}}}}}}}},"version":"1.0"}"#),
        oddCatalog("device variations", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"x"}},"mac":{"stringUnit":{"state":"translated","value":"y"}},"other":{"stringUnit":{"state":"translated","value":"z"}}}}}}}},"version":"1.0"}"#),
        oddCatalog("substitution without format", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"x"}}}}}}}}}},"version":"1.0"}"#),
        oddCatalog("self-referencing substitution", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%#@n@"}}}}}}}}}},"version":"1.0"}"#),
        oddCatalog("variations nested deep", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"variations":{"device":{"iphone":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"a"}},"other":{"stringUnit":{"state":"translated","value":"b"}}}}}}}}}}}},"version":"1.0"}"#),
        oddCatalog("both stringUnit and variations", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"a"},"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"b"}}}}}}}},"version":"1.0"}"#),
        // Read as JSONDecoder reads it, the first copy, with a note naming the key.
        HostileCase("xcstrings: duplicate JSON key", [("L.xcstrings", HostileCase.text(#"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}},"A":{}},"version":"1.0"}"#))],
                    check("L.xcstrings"), .valid(pairs: HostileCase.pairs(["A"], ["de", "en"]))),
        oddCatalog("extra unknown fields", #"{"sourceLanguage":"en","strings":{"A":{"foo":1,"localizations":{"de":{"bar":[],"stringUnit":{"state":"translated","value":"x","baz":null}}}}},"version":"1.0","extra":true}"#),
        oddCatalog("escaped lone surrogate", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\ud800"}}}}},"version":"1.0"}"#),
        oddCatalog("escaped NUL", #"{"sourceLanguage":"en","strings":{"A\u0000B":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\u0000"}}}}},"version":"1.0"}"#),
        oddCatalog("UTF-8 BOM", "\u{FEFF}" + catalog([("A", ["en": "x"])])),
        badCatalog("empty file", ""),
        badCatalog("whitespace only", "  \n\t\n"),
        badCatalog("not JSON", "this is not json"),
        badCatalog("JSON array", "[]"),
        badCatalog("JSON string", "\"catalog\""),
        badCatalog("JSON null", "null"),
        badCatalog("truncated", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"#),
        badCatalog("trailing comma in object", #"{"sourceLanguage":"en","strings":{"A":{},},"version":"1.0"}"#),
        badCatalog("trailing comma at end", #"{"sourceLanguage":"en","strings":{"A":{}},"version":"1.0",}"#),
        badCatalog("single quotes", #"{'sourceLanguage':'en','strings':{}}"#),
        badCatalog("comments", "// catalog\n" + #"{"sourceLanguage":"en","strings":{}}"#),
        badCatalog("strings is an array", #"{"sourceLanguage":"en","strings":[],"version":"1.0"}"#),
        badCatalog("localizations is a string", #"{"sourceLanguage":"en","strings":{"A":{"localizations":"de"}},"version":"1.0"}"#),
        badCatalog("stringUnit is a number", #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{"stringUnit":3}}}},"version":"1.0"}"#),
        badCatalog("unterminated string", #"{"sourceLanguage":"en","strings":{"A"#),
        badCatalog("invalid escape", #"{"sourceLanguage":"en","strings":{"\q":{}},"version":"1.0"}"#),
        badCatalog("deeply nested arrays", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
        badCatalog("deeply nested objects", String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000)),
        badCatalog("two documents", #"{"sourceLanguage":"en","strings":{}} {}"#),
        badCatalog("NUL bytes", "\u{0}\u{0}\u{0}"),
        HostileCase("xcstrings: invalid UTF-8", [("L.xcstrings", .file(Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D])))],
                    check("L.xcstrings"), .bad(mention: "L.xcstrings")),
        HostileCase("xcstrings: UTF-16 JSON", [("L.xcstrings", .file(catalog([("A", ["en": "x"])]).data(using: .utf16)!))],
                    check("L.xcstrings"), .validOrBad(mention: "L.xcstrings")),
        HostileCase("xcstrings: random bytes", [("L.xcstrings", .file(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) })))],
                    check("L.xcstrings"), .bad(mention: "L.xcstrings")),
    ]

    // MARK: .strings

    static func lproj(_ language: String, _ text: String, table: String = "Localizable") -> (String, HostileCase.Entry) {
        ("App/\(language).lproj/\(table).strings", HostileCase.text(text))
    }

    static func stringsCase(_ name: String, _ text: String, _ expectation: HostileCase.Expectation,
                            also: [(String, HostileCase.Entry)] = [lproj("en", "\"A\" = \"a\";\n")]) -> HostileCase {
        HostileCase(".strings: \(name)", [lproj("de", text)] + also, check("App"), expectation)
    }

    static func stringsBytes(_ name: String, _ bytes: Data, _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase(".strings: \(name)", [("App/de.lproj/Localizable.strings", .file(bytes)), lproj("en", "\"A\" = \"a\";\n")],
                    check("App"), expectation)
    }

    static let deStrings = "App/de.lproj/Localizable.strings"
    static let deAndEn = HostileCase.pairs(["A"], ["de", "en"])

    static let stringsFiles: [HostileCase] = [
        stringsCase("empty value", "\"A\" = \"\";\n", .valid(pairs: deAndEn)),
        stringsCase("empty key", "\"\" = \"leer\";\n\"A\" = \"a\";\n", .valid(pairs: deAndEn + [.init(key: "", language: "de")])),
        stringsCase("empty key and value", "\"\" = \"\";\n\"A\" = \"a\";\n", .valid(pairs: deAndEn)),
        stringsCase("whitespace key", "\" \" = \"x\";\n\"A\" = \"a\";\n", .valid(pairs: deAndEn + [.init(key: " ", language: "de")])),
        stringsCase("newline escapes", "\"A\" = \"Zwei\\nZeilen\";\n", .valid(pairs: deAndEn)),
        stringsCase("literal newline in value", "\"A\" = \"Zwei\nZeilen\";\n", .valid(pairs: deAndEn)),
        stringsCase("unicode escapes", "\"A\" = \"\\U00e4\\U00F6\";\n", .valid(pairs: deAndEn)),
        stringsCase("escaped quote", "\"A\" = \"Ein \\\"Zitat\\\"\";\n", .valid(pairs: deAndEn)),
        stringsCase("unquoted key", "A = \"a\";\n", .valid(pairs: deAndEn)),
        stringsCase("comments everywhere", "/* c */ \"A\" /* d */ = /* e */ \"a\" /* f */ ; // g\n", .valid(pairs: deAndEn)),
        stringsCase("CRLF lines", "\"A\" = \"a\";\r\n\"B\" = \"b\";\r\n", .valid(pairs: deAndEn)),
        stringsCase("NFC and NFD keys", "\"Caf\u{E9}\" = \"x\";\n\"Cafe\u{301}\" = \"y\";\n\"A\" = \"a\";\n",
                    .valid(pairs: deAndEn + [.init(key: "Caf\u{E9}", language: "de")])),
        stringsCase("duplicate key", "\"A\" = \"a\";\n\"A\" = \"b\";\n", .valid(pairs: deAndEn)),
        stringsCase("key without value", "\"A\";\n", .validOrBad(mention: deStrings)),
        stringsCase("only comments", "/* nothing here */\n// nor here\n", .valid(pairs: deAndEn)),
        stringsCase("zero bytes", "", .valid(pairs: deAndEn)),
        stringsCase("only whitespace", "\n\n  \t\n", .valid(pairs: deAndEn)),
        stringsCase("long value", "\"A\" = \"\(longLatin)\";\n", .valid(pairs: deAndEn)),
        stringsCase("many entries", (0..<5_000).map { "\"k\($0)\" = \"Wert \($0)\";" }.joined(separator: "\n") + "\n\"A\" = \"a\";\n",
                    .valid(pairs: deAndEn)),
        // Core Foundation stops at the stray ';' without an error: 'B' is named in the note of the entries lost.
        stringsCase("stray double semicolon", "\"A\" = \"a\";;\n\"B\" = \"b\";\n",
                    .valid(pairs: deAndEn + [.init(key: "B", language: "de")])),
        // Never drawn: counted in one note, not measured.
        stringsCase("accessibility label and tooltip", "\"A\" = \"a\";\n\"abc-12-xyz.accessibilityLabel\" = \"Teilen\";\n\"abc-12-xyz.toolTip\" = \"T\";\n",
                    .valid(pairs: deAndEn)),
        stringsCase("missing semicolon", "\"A\" = \"a\"\n\"B\" = \"b\";\n", .bad(mention: deStrings)),
        stringsCase("unterminated string", "\"A\" = \"a;\n", .bad(mention: deStrings)),
        stringsCase("unterminated comment", "/* never closed\n\"A\" = \"a\";\n", .bad(mention: deStrings)),
        stringsCase("missing equals", "\"A\" \"a\";\n", .bad(mention: deStrings)),
        stringsCase("unescaped quote", "\"A\" = \"ein \"Zitat\" hier\";\n", .bad(mention: deStrings)),
        stringsCase("stray text", "hello world\n", .bad(mention: deStrings)),
        stringsCase("bad unicode escape", "\"A\" = \"\\UZZZZ\";\n", .validOrBad(mention: deStrings)),
        stringsCase("truncated unicode escape", "\"A\" = \"\\U12\";\n", .validOrBad(mention: deStrings)),
        stringsCase("unknown escape", "\"A\" = \"\\q\";\n", .validOrBad(mention: deStrings)),
        stringsCase("escape at end", "\"A\" = \"a\\", .bad(mention: deStrings)),
        stringsCase("plist dictionary", "{ \"A\" = \"a\"; }\n", .validOrBad(mention: deStrings)),
        stringsCase("XML plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>A</key><string>a</string></dict></plist>",
                    .validOrBad(mention: deStrings)),
        stringsCase("NUL inside value", "\"A\" = \"a\u{0}b\";\n", .validOrBad(mention: deStrings)),
        stringsCase("10,000 nested comments", String(repeating: "/* ", count: 10_000) + String(repeating: "*/", count: 10_000),
                    .validOrBad(mention: deStrings)),
        stringsBytes("only a UTF-8 BOM", Data([0xEF, 0xBB, 0xBF]), .valid(pairs: deAndEn)),
        stringsBytes("only a UTF-16 BOM", Data([0xFF, 0xFE]), .valid(pairs: deAndEn)),
        stringsBytes("UTF-8 with BOM", Data([0xEF, 0xBB, 0xBF]) + Data("\"A\" = \"ä\";\n".utf8), .valid(pairs: deAndEn)),
        stringsBytes("UTF-16 LE with BOM", Data([0xFF, 0xFE]) + "\"A\" = \"ä\";\n".data(using: .utf16LittleEndian)!, .valid(pairs: deAndEn)),
        stringsBytes("UTF-16 BE with BOM", Data([0xFE, 0xFF]) + "\"A\" = \"ä\";\n".data(using: .utf16BigEndian)!, .valid(pairs: deAndEn)),
        stringsBytes("UTF-16 LE without BOM", "\"A\" = \"ä\";\n".data(using: .utf16LittleEndian)!, .valid(pairs: deAndEn)),
        stringsBytes("UTF-16 BE without BOM", "\"A\" = \"ä\";\n".data(using: .utf16BigEndian)!, .valid(pairs: deAndEn)),
        stringsBytes("UTF-32", "\"A\" = \"ä\";\n".data(using: .utf32LittleEndian)!, .validOrBad(mention: deStrings)),
        stringsBytes("Latin-1 bytes", Data("\"A\" = \"".utf8) + Data([0xE4]) + Data("\";\n".utf8), .validOrBad(mention: deStrings)),
        // A UTF-16 file decoded as UTF-8 with replacement characters and saved again: named in a note, the run goes on.
        stringsBytes("corrupted UTF-16 BOM", Data([0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD]) + "\"A\" = \"ä\";\n".data(using: .utf16LittleEndian)!,
                     .valid(pairs: HostileCase.pairs(["A"], ["en"]))),
        stringsBytes("odd-length UTF-16", Data([0xFF, 0xFE, 0x22, 0x00, 0x41]), .bad(mention: deStrings)),
        stringsBytes("random bytes", Data((0..<2048).map { UInt8(truncatingIfNeeded: ($0 &* 7919) ^ ($0 >> 3)) }), .validOrBad(mention: deStrings)),
        stringsBytes("one NUL byte", Data([0]), .validOrBad(mention: deStrings)),
        HostileCase(".strings: language folder with no strings files", [("App/de.lproj/readme.txt", HostileCase.text("x")), lproj("en", "\"A\" = \"a\";\n")],
                    check("App"), .valid(pairs: HostileCase.pairs(["A"], ["en"]))),
        HostileCase(".strings: Base.lproj only", [lproj("Base", "\"A\" = \"a\";\n")], check("App"), .validOrBad(mention: "Base.lproj")),
        HostileCase(".strings: odd lproj names", [lproj("zh_TW", "\"A\" = \"位置\";\n"), lproj("English", "\"A\" = \"a\";\n"),
                                                  lproj("en", "\"A\" = \"a\";\n")], check("App"),
                    .valid(pairs: HostileCase.pairs(["A"], ["zh-TW", "en"]))),
        // A folder name that is not a language tag is named in a note; the rest is measured.
        HostileCase(".strings: not a language", [lproj("!!", "\"A\" = \"a\";\n"), lproj("en", "\"A\" = \"a\";\n")], check("App"),
                    .valid(pairs: HostileCase.pairs(["A"], ["en"]))),
        HostileCase(".strings: ISO 639-3 and deprecated codes", [lproj("azb", "\"A\" = \"برو\";\n"), lproj("iw", "\"A\" = \"לך\";\n"),
                                                                lproj("tl", "\"A\" = \"a\";\n"), lproj("en", "\"A\" = \"a\";\n")],
                    check("App"), .valid(pairs: HostileCase.pairs(["A"], ["azb", "he", "fil", "en"]))),
        HostileCase(".strings: several tables", [lproj("de", "\"A\" = \"a\";\n", table: "One"), lproj("de", "\"A\" = \"b\";\n", table: "Two"),
                                                 lproj("en", "\"A\" = \"a\";\n", table: "One")], check("App"),
                    .valid(pairs: deAndEn)),
        HostileCase(".strings: one file named directly", [lproj("de", "\"A\" = \"a\";\n")], check(deStrings),
                    .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        // A translation platform's source file beside the language folders: the development language's.
        HostileCase(".strings: outside an lproj", [("Loose.strings", HostileCase.text("\"A\" = \"a\";\n"))], check("Loose.strings"),
                    .valid(pairs: HostileCase.pairs(["A"], ["en"]))),
    ]

    // MARK: .stringsdict

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">\(body)</plist>
        """
    }

    static func plural(_ forms: [String: String], format: String = "%#@n@", specifier: String? = "lld") -> String {
        let formsXML = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        let spec = specifier.map { "<key>NSStringFormatValueTypeKey</key><string>\($0)</string>" } ?? ""
        return plist("""
        <dict><key>Files</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\(spec)\(formsXML)</dict></dict></dict>
        """)
    }

    static let deDict = "App/de.lproj/Localizable.stringsdict"

    static func dictCase(_ name: String, _ text: String, _ expectation: HostileCase.Expectation, language: String = "de") -> HostileCase {
        HostileCase(".stringsdict: \(name)", [("App/\(language).lproj/Localizable.stringsdict", HostileCase.text(text)),
                                              ("App/en.lproj/Localizable.stringsdict", HostileCase.text(plural(["one": "%lld file", "other": "%lld files"])))],
                    check("App"), expectation)
    }

    static let filesPairs = HostileCase.pairs(["Files"], ["de", "en"])

    static let stringsDicts: [HostileCase] = [
        dictCase("valid", plural(["one": "%lld Datei", "other": "%lld Dateien"]), .valid(pairs: filesPairs)),
        dictCase("empty forms", plural(["one": "", "other": ""]), .valid(pairs: filesPairs)),
        dictCase("empty format", plural(["other": "x"], format: ""), .valid(pairs: filesPairs)),
        dictCase("no other form", plural(["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов"]),
                 .valid(pairs: HostileCase.pairs(["Files"], ["ru", "en"])), language: "ru"),
        dictCase("only zero form", plural(["zero": "keine"]), .valid(pairs: filesPairs)),
        dictCase("unknown form", plural(["lots": "x", "other": "y"]), .valid(pairs: filesPairs)),
        dictCase("no value type", plural(["one": "%lld Datei", "other": "%lld Dateien"], specifier: nil), .valid(pairs: filesPairs)),
        dictCase("text around variable", plural(["one": "eine", "other": "viele"], format: "Du hast %#@n@ hier"), .valid(pairs: filesPairs)),
        dictCase("undefined variable", plural(["other": "x"], format: "%#@missing@"), .validOrBad(mention: deDict)),
        dictCase("self reference", plural(["other": "%#@n@"]), .validOrBad(mention: deDict)),
        dictCase("no format key", plist("<dict><key>Files</key><dict><key>n</key><dict/></dict></dict>"), .validOrBad(mention: deDict)),
        dictCase("entry not a dict", plist("<dict><key>Files</key><string>x</string></dict>"), .validOrBad(mention: deDict)),
        dictCase("root not a dict", plist("<array><string>x</string></array>"), .bad(mention: deDict)),
        dictCase("empty dict", plist("<dict/>"), .valid(pairs: HostileCase.pairs(["Files"], ["en"]))),
        dictCase("not XML", "not a plist", .bad(mention: deDict)),
        dictCase("empty file", "", .validOrBad(mention: deDict)),
        dictCase("truncated XML", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>Files", .bad(mention: deDict)),
        dictCase("100,000 nested dicts", plist(String(repeating: "<dict><key>a</key>", count: 100_000) + "<string>x</string>"
                                                + String(repeating: "</dict>", count: 100_000)), .bad(mention: deDict)),
        dictCase("1,000 nested dicts", plist(String(repeating: "<dict><key>a</key>", count: 1_000) + "<string>x</string>"
                                              + String(repeating: "</dict>", count: 1_000)), .validOrBad(mention: deDict)),
        dictCase("billion laughs", """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
        <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
        <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;"><!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
        <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>
        <plist version="1.0"><dict><key>Files</key><dict><key>NSStringLocalizedFormatKey</key><string>&lol9;</string></dict></dict></plist>
        """, .validOrBad(mention: deDict)),
        dictCase("external entity", """
        <?xml version="1.0"?><!DOCTYPE plist [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <plist version="1.0"><dict><key>Files</key><dict><key>NSStringLocalizedFormatKey</key><string>&xxe;</string></dict></dict></plist>
        """, .validOrBad(mention: deDict)),
        HostileCase(".stringsdict: binary plist", [(deDict, .file(try! PropertyListSerialization.data(
            fromPropertyList: ["Files": ["NSStringLocalizedFormatKey": "%#@n@",
                                         "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                                               "one": "%lld Datei", "other": "%lld Dateien"]]],
            format: .binary, options: 0)))], check("App"), .valid(pairs: HostileCase.pairs(["Files"], ["de"]))),
    ]

    // MARK: XLIFF

    static func xliff(_ units: String, target: String = "de", source: String = "en") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/Localizable.strings" source-language="\(source)" target-language="\(target)" datatype="plaintext">
        <body>
        \(units)
        </body>
        </file>
        </xliff>
        """
    }

    static func unit(_ id: String, _ source: String, _ target: String?, attributes: String = "", note: String? = nil) -> String {
        "<trans-unit id=\"\(id)\" xml:space=\"preserve\"\(attributes)><source>\(source)</source>"
            + (target.map { "<target state=\"translated\">\($0)</target>" } ?? "")
            + (note.map { "<note>\($0)</note>" } ?? "") + "</trans-unit>"
    }

    static func xliffCase(_ name: String, _ text: String, _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase("XLIFF: \(name)", [("de.xliff", HostileCase.text(text))], check("de.xliff"), expectation)
    }

    /// Over 10 MB, libxml2's limit for one chunk (a file read whole failed there): 6,000 units,
    /// each with a translator's note of 1,800 characters, so the file is big but measuring its
    /// 12,000 strings stays quick in a debug build under a sanitizer.
    static let bigXLIFF: String = xliff((0..<6_000).map {
        unit("key.\($0)", "Share my current location \($0)", "Meinen Standort teilen \($0)",
             note: String(repeating: "Context for translators. ", count: 75))
    }.joined(separator: "\n"))

    static let xliff: [HostileCase] = [
        xliffCase("valid", xliff(unit("A", "Share", "Teilen")), .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        xliffCase("empty source", xliff(unit("A", "", "Teilen")), .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        xliffCase("self-closing source", xliff("<trans-unit id=\"A\"><source/><target>x</target></trans-unit>"),
                  .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        xliffCase("empty target", xliff(unit("A", "Share", "")), .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        xliffCase("self-closing target", xliff("<trans-unit id=\"A\"><source>Share</source><target/></trans-unit>"),
                  .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        xliffCase("no target", xliff(unit("A", "Share", nil)), .validOrBad(mention: "de.xliff")),
        xliffCase("empty id", xliff(unit("", "Share", "Teilen")), .valid(pairs: HostileCase.pairs([""], ["de"]))),
        xliffCase("entities and CDATA", xliff(unit("A", "a &amp; b", "<![CDATA[a & b]]> &#x1F4CD;")), .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        xliffCase("inline markup", xliff(unit("A", "Share <g id=\"1\">now</g>", "Teilen <x id=\"1\"/> jetzt")), .validOrBad(mention: "de.xliff")),
        xliffCase("maxwidth hex", xliff(unit("A", "Share", "Teilen", attributes: " maxwidth=\"0x10\" size-unit=\"pixel\"")), .bad(mention: "de.xliff")),
        xliffCase("maxwidth negative", xliff(unit("A", "Share", "Teilen", attributes: " maxwidth=\"-5\" size-unit=\"pixel\"")), .bad(mention: "de.xliff")),
        xliffCase("maxwidth text", xliff(unit("A", "Share", "Teilen", attributes: " maxwidth=\"wide\"")), .bad(mention: "de.xliff")),
        xliffCase("maxwidth huge", xliff(unit("A", "Share", "Teilen", attributes: " maxwidth=\"1e308\" size-unit=\"pixel\"")), .valid(pairs: HostileCase.pairs(["A"], ["de", "en"]))),
        xliffCase("maxwidth infinite", xliff(unit("A", "Share", "Teilen", attributes: " maxwidth=\"1e999\" size-unit=\"char\"")), .valid(pairs: HostileCase.pairs(["A"], ["de", "en"]))),
        xliffCase("maxwidth zero", xliff(unit("A", "Share", "Teilen", attributes: " maxwidth=\"0\" size-unit=\"char\"")), .validOrBad(mention: "de.xliff")),
        xliffCase("unknown size unit", xliff(unit("A", "Share", "Teilen", attributes: " maxwidth=\"10\" size-unit=\"furlong\"")), .validOrBad(mention: "de.xliff")),
        xliffCase("no target language", xliff(unit("A", "Share", "Teilen"), target: ""), .validOrBad(mention: "de.xliff")),
        xliffCase("duplicate ids", xliff(unit("A", "Share", "Teilen") + unit("A", "Share", "Teilen")), .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        xliffCase("XLIFF 2.0", "<?xml version=\"1.0\"?><xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"de\"><file id=\"f\"><unit id=\"A\"><segment><source>a</source><target>b</target></segment></unit></file></xliff>",
                  .validOrBad(mention: "de.xliff")),
        xliffCase("not XML", "not xml at all", .bad(mention: "de.xliff")),
        xliffCase("empty file", "", .bad(mention: "de.xliff")),
        xliffCase("truncated", String(xliff(unit("A", "Share", "Teilen")).prefix(200)), .bad(mention: "de.xliff")),
        xliffCase("mismatched tags", xliff("<trans-unit id=\"A\"><source>a</target></trans-unit>"), .bad(mention: "de.xliff")),
        xliffCase("not an xliff root", "<?xml version=\"1.0\"?><html><body/></html>", .validOrBad(mention: "de.xliff")),
        xliffCase("billion laughs", """
        <?xml version="1.0"?>
        <!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
        <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
        <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;"><!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;">]>
        <xliff version="1.2"><file original="x" source-language="en" target-language="de"><body><trans-unit id="A"><source>&i;</source><target>&i;</target></trans-unit></body></file></xliff>
        """, .validOrBad(mention: "de.xliff")),
        xliffCase("external entity", """
        <?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <xliff version="1.2"><file original="x" source-language="en" target-language="de"><body><trans-unit id="A"><source>&xxe;</source><target>&xxe;</target></trans-unit></body></file></xliff>
        """, .validOrBad(mention: "de.xliff")),
        xliffCase("undefined entity", xliff(unit("A", "&nosuch;", "x")), .bad(mention: "de.xliff")),
        xliffCase("6,000 units with long notes (over 10 MB)", bigXLIFF,
                  .valid(pairs: [.init(key: "key.0", language: "de"), .init(key: "key.5999", language: "de")])),
        HostileCase("xcloc: no contents.json", [("de.xcloc/Localized Contents/de.xliff", HostileCase.text(xliff(unit("A", "Share", "Teilen"))))],
                    check("de.xcloc"), .validOrBad(mention: "de.xcloc")),
        HostileCase("xcloc: empty bundle", [("de.xcloc", .folder)], check("de.xcloc"), .validOrBad(mention: "de.xcloc")),
        HostileCase("xcloc: contents.json not JSON", [("de.xcloc/contents.json", HostileCase.text("{")),
                                                       ("de.xcloc/Localized Contents/de.xliff", HostileCase.text(xliff(unit("A", "Share", "Teilen"))))],
                    check("de.xcloc"), .validOrBad(mention: "de.xcloc")),
    ]

    // MARK: Button specs and per-key limits

    static let simpleCatalog = ("L.xcstrings", HostileCase.text(catalog([("A", ["en": "Share", "de": "Teilen"])])))

    static func specCase(_ name: String, _ text: String, _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase("spec: \(name)", [simpleCatalog, ("spec.json", HostileCase.text(text))], check("L.xcstrings", ["--spec", "$DIR/spec.json"]),
                    expectation)
    }

    static func limitsCase(_ name: String, _ text: String, _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase("limits: \(name)", [simpleCatalog, ("limits.json", HostileCase.text(text))],
                    check("L.xcstrings", ["--limits", "$DIR/limits.json"]), expectation)
    }

    static let abPairs = HostileCase.pairs(["A"], ["de", "en"])

    static let specs: [HostileCase] = [
        specCase("empty object", "{}", .valid(pairs: abPairs)),
        specCase("wide button", #"{"maximumWidth": 1000}"#, .valid(pairs: abPairs)),
        specCase("empty file", "", .bad(mention: "spec.json")),
        specCase("not JSON", "wide", .bad(mention: "spec.json")),
        specCase("array", "[]", .bad(mention: "spec.json")),
        specCase("trailing comma", #"{"maximumWidth": 300,}"#, .bad(mention: "spec.json")),
        specCase("unknown field", #"{"maximumWidht": 300}"#, .bad(mention: "spec.json")),
        specCase("negative width", #"{"maximumWidth": -1}"#, .bad(mention: "spec.json")),
        specCase("zero width", #"{"maximumWidth": 0}"#, .bad(mention: "spec.json")),
        specCase("huge width", #"{"maximumWidth": 1e308}"#, .validOrBad(mention: "spec.json")),
        specCase("overflowing number", #"{"maximumWidth": 1e999}"#, .bad(mention: "spec.json")),
        specCase("width as string", #"{"maximumWidth": "300"}"#, .bad(mention: "spec.json")),
        specCase("null width", #"{"maximumWidth": null}"#, .validOrBad(mention: "spec.json")),
        specCase("font size zero", #"{"fontSize": 0}"#, .bad(mention: "spec.json")),
        specCase("font size negative", #"{"fontSize": -17}"#, .bad(mention: "spec.json")),
        specCase("font size huge", #"{"fontSize": 100000}"#, .validOrBad(mention: "spec.json")),
        specCase("font weight 1000", #"{"fontWeight": 1000}"#, .bad(mention: "spec.json")),
        specCase("font weight fraction", #"{"fontWeight": 450.5}"#, .validOrBad(mention: "spec.json")),
        specCase("unknown text style", #"{"textStyle": "huge"}"#, .bad(mention: "spec.json")),
        specCase("unknown label style", #"{"labelStyle": "banner"}"#, .bad(mention: "spec.json")),
        specCase("negative insets", #"{"contentInsets": {"top": -5, "leading": -5, "bottom": -5, "trailing": -5}}"#, .validOrBad(mention: "spec.json")),
        specCase("insets wrong type", #"{"contentInsets": 5}"#, .bad(mention: "spec.json")),
        specCase("corner radius negative", #"{"cornerRadius": -3}"#, .bad(mention: "spec.json")),
        specCase("corner radius text", #"{"cornerRadius": "round"}"#, .validOrBad(mention: "spec.json")),
        specCase("tracking huge", #"{"tracking": 1e9}"#, .validOrBad(mention: "spec.json")),
        specCase("fixed frame too small", #"{"fixedFrame": {"width": 1, "height": 1}}"#, .validOrBad(mention: "spec.json")),
        specCase("fixed frame negative", #"{"fixedFrame": {"width": -1, "height": 44}}"#, .bad(mention: "spec.json")),
        specCase("deeply nested", String(repeating: #"{"a":"#, count: 20_000) + "1" + String(repeating: "}", count: 20_000), .bad(mention: "spec.json")),
        specCase("UTF-8 BOM", "\u{FEFF}{}", .validOrBad(mention: "spec.json")),
        HostileCase("spec: missing file", [simpleCatalog], check("L.xcstrings", ["--spec", "$DIR/nosuch.json"]), .bad(mention: "nosuch.json")),
        HostileCase("spec: a folder", [simpleCatalog, ("spec.json", .folder)], check("L.xcstrings", ["--spec", "$DIR/spec.json"]),
                    .bad(mention: "spec.json")),
        limitsCase("width", #"{"A": 160}"#, .valid(pairs: abPairs)),
        limitsCase("unknown key", #"{"Nope": 160}"#, .validOrBad(mention: "limits.json")),
        limitsCase("empty key", #"{"": 160}"#, .validOrBad(mention: "limits.json")),
        limitsCase("partial spec", #"{"A": {"maximumWidth": 200, "fontWeight": 600}}"#, .valid(pairs: abPairs)),
        limitsCase("negative width", #"{"A": -1}"#, .bad(mention: "limits.json")),
        limitsCase("string width", #"{"A": "wide"}"#, .bad(mention: "limits.json")),
        limitsCase("bad spec field", #"{"A": {"fontWeight": 5000}}"#, .bad(mention: "limits.json")),
        limitsCase("array", "[160]", .bad(mention: "limits.json")),
        limitsCase("not JSON", "A=160", .bad(mention: "limits.json")),
        limitsCase("trailing comma", #"{"A": 160,}"#, .bad(mention: "limits.json")),
        limitsCase("empty file", "", .bad(mention: "limits.json")),
    ]

    // MARK: Fonts and manifests

    static func fontsCase(_ name: String, _ entries: [(String, HostileCase.Entry)], fonts: String, _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase("fonts: \(name)", [simpleCatalog] + entries, check("L.xcstrings", ["--fonts", fonts]), expectation)
    }

    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    static let fonts: [HostileCase] = [
        fontsCase("missing folder", [], fonts: "$DIR/nosuch", .bad(mention: "nosuch")),
        fontsCase("empty folder", [("F", .folder)], fonts: "$DIR/F", .validOrBad(mention: "F")),
        fontsCase("text file named .ttf", [("F/fake.ttf", HostileCase.text("not a font"))], fonts: "$DIR/F", .validOrBad(mention: "fake.ttf")),
        fontsCase("empty .otf", [("F/empty.otf", .file(Data()))], fonts: "$DIR/F", .validOrBad(mention: "empty.otf")),
        fontsCase("truncated font", [("F/cut.otf", .file((try? Data(contentsOf: URL(fileURLWithPath: interRegular)).prefix(2_000)) ?? Data()))],
                  fonts: "$DIR/F", .validOrBad(mention: "cut.otf")),
        fontsCase("font with flipped bytes", [("F/flip.otf", .file(Data(((try? Data(contentsOf: URL(fileURLWithPath: interRegular))) ?? Data())
            .enumerated().map { $0.offset % 997 == 13 ? ~$0.element : $0.element })))], fonts: "$DIR/F", .validOrBad(mention: "flip.otf")),
        fontsCase("manifest not JSON", [("m.json", HostileCase.text("fonts"))], fonts: "$DIR/m.json", .bad(mention: "m.json")),
        fontsCase("manifest empty object", [("m.json", HostileCase.text("{}"))], fonts: "$DIR/m.json", .bad(mention: "m.json")),
        fontsCase("manifest trailing comma", [("m.json", HostileCase.text(#"{"schemaVersion": 1, "families": [],}"#))], fonts: "$DIR/m.json", .bad(mention: "m.json")),
        fontsCase("manifest with a trailing comma", [("m.json", HostileCase.text("""
        {"schemaVersion": 1, "searchPaths": ["/usr/share/fonts/opentype/inter"], "families": [{"name": "Inter", "faces": [
        {"file": "Inter-Regular.otf", "sha256": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc", "weight": 400}]}],
        "scripts": {"Latn": ["Inter"]}, "fallback": ["Inter"],}
        """))], fonts: "$DIR/m.json", .bad(mention: "m.json")),
        fontsCase("manifest of one pinned face", [("m.json", HostileCase.text("""
        {"schemaVersion": 1, "searchPaths": ["/usr/share/fonts/opentype/inter"], "families": [{"name": "Inter", "faces": [
        {"file": "Inter-Regular.otf", "sha256": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc", "weight": 400}]}],
        "scripts": {"Latn": ["Inter"]}, "fallback": ["Inter"]}
        """))], fonts: "$DIR/m.json", .valid(pairs: abPairs)),
        fontsCase("manifest no families", [("m.json", HostileCase.text(#"{"schemaVersion": 1, "searchPaths": [], "families": []}"#))],
                  fonts: "$DIR/m.json", .bad(mention: "m.json")),
        fontsCase("manifest wrong hash", [("m.json", HostileCase.text("""
        {"schemaVersion": 1, "searchPaths": ["/usr/share/fonts/opentype/inter"], "families": [{"name": "Inter", "faces": [
        {"file": "Inter-Regular.otf", "sha256": "0000000000000000000000000000000000000000000000000000000000000000", "weight": 400}]}],
        "scripts": {"Latn": ["Inter"]}, "fallback": ["Inter"]}
        """))], fonts: "$DIR/m.json", .bad(mention: "Inter-Regular.otf")),
        fontsCase("manifest missing file", [("m.json", HostileCase.text("""
        {"schemaVersion": 1, "searchPaths": ["$DIR"], "families": [{"name": "Nope", "faces": [
        {"file": "Nope.otf", "sha256": "0000000000000000000000000000000000000000000000000000000000000000", "weight": 400}]}],
        "scripts": {"Latn": ["Nope"]}, "fallback": ["Nope"]}
        """))], fonts: "$DIR/m.json", .bad(mention: "Nope.otf")),
        fontsCase("manifest future schema", [("m.json", HostileCase.text(#"{"schemaVersion": 99, "families": []}"#))], fonts: "$DIR/m.json",
                  .bad(mention: "m.json")),
        fontsCase("symlink to a font", [("F/link.otf", .symlink(to: interRegular))], fonts: "$DIR/F", .valid(pairs: abPairs)),
        fontsCase("dangling symlink", [("F/gone.otf", .symlink(to: "$DIR/nowhere.otf"))], fonts: "$DIR/F", .validOrBad(mention: "gone.otf")),
        HostileCase("measure: --font is a text file", [("fake.ttf", HostileCase.text("nope"))],
                    ["measure", "Teilen", "--lang", "de", "--font", "$DIR/fake.ttf"], .bad(mention: "fake.ttf")),
        HostileCase("measure: --face-index past the end", [], ["measure", "Teilen", "--lang", "de", "--font", interRegular, "--face-index", "7"],
                    .bad(mention: "Inter-Regular.otf")),
        HostileCase("measure: --face-index negative", [], ["measure", "Teilen", "--lang", "de", "--font", interRegular, "--face-index", "-1"],
                    .bad(mention: "face-index")),
        HostileCase("measure: --variation nonsense", [], ["measure", "Teilen", "--lang", "de", "--font", interRegular, "--variation", "wght"],
                    .bad(mention: "variation")),
    ]

    // MARK: Gate: policies, baselines, shards, merge

    static func gateCase(_ name: String, _ entries: [(String, HostileCase.Entry)], _ extra: [String], _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase("gate: \(name)", [simpleCatalog] + entries, check("L.xcstrings", extra), expectation)
    }

    static let gate: [HostileCase] = [
        gateCase("policy empty", [("p.json", HostileCase.text(""))], ["--policy", "$DIR/p.json"], .bad(mention: "p.json")),
        gateCase("policy not JSON", [("p.json", HostileCase.text("fail"))], ["--policy", "$DIR/p.json"], .bad(mention: "p.json")),
        gateCase("policy trailing comma", [("p.json", HostileCase.text(#"{"failOn": ["all"],}"#))], ["--policy", "$DIR/p.json"], .bad(mention: "p.json")),
        gateCase("policy valid", [("p.json", HostileCase.text(#"{"failOn": ["all"]}"#))], ["--policy", "$DIR/p.json"], .valid(pairs: abPairs)),
        gateCase("baseline results trailing comma", [("old.json", HostileCase.text(#"{"schemaVersion": 2, "tool": "textfit", "results": [],}"#))],
                 ["--baseline", "$DIR/old.json"], .bad(mention: "old.json")),
        gateCase("policy unknown kind", [("p.json", HostileCase.text(#"{"rules": [{"level": "fail", "kinds": ["nope"]}]}"#))], ["--policy", "$DIR/p.json"],
                 .bad(mention: "p.json")),
        gateCase("policy a folder", [("p.json", .folder)], ["--policy", "$DIR/p.json"], .bad(mention: "p.json")),
        gateCase("fail-on empty", [], ["--fail-on", ""], .bad(mention: "--fail-on")),
        gateCase("fail-on reversed range", [], ["--fail-on", "all@AX5...xSmall"], .bad(mention: "--fail-on")),
        gateCase("warn-on bad language", [], ["--warn-on", "all/!!"], .validOrBad(mention: "--warn-on")),
        gateCase("baseline missing", [], ["--baseline", "$DIR/old.json"], .bad(mention: "old.json")),
        gateCase("baseline empty", [("old.json", HostileCase.text(""))], ["--baseline", "$DIR/old.json"], .bad(mention: "old.json")),
        gateCase("baseline future schema", [("old.json", HostileCase.text(#"{"schemaVersion": 99, "tool": "textfit", "results": []}"#))],
                 ["--baseline", "$DIR/old.json"], .bad(mention: "old.json")),
        gateCase("baseline not results", [("old.json", HostileCase.text(#"{"a": 1}"#))], ["--baseline", "$DIR/old.json"], .bad(mention: "old.json")),
        gateCase("baseline broken catalog", [("old.xcstrings", HostileCase.text("{"))], ["--baseline", "$DIR/old.xcstrings"], .bad(mention: "old.xcstrings")),
        gateCase("baseline same catalog", [], ["--baseline", "$DIR/L.xcstrings"], .valid(pairs: abPairs)),
        gateCase("baseline git outside a repository", [], ["--baseline", "git:HEAD"], .bad(mention: "git")),
        gateCase("baseline git empty revision", [], ["--baseline", "git:"], .bad(mention: "git")),
        gateCase("shard 0/0", [], ["--shard", "0/0"], .bad(mention: "--shard")),
        gateCase("shard 1/0", [], ["--shard", "1/0"], .bad(mention: "--shard")),
        gateCase("shard 2/1", [], ["--shard", "2/1"], .bad(mention: "--shard")),
        gateCase("shard huge", [], ["--shard", "1/99999999999999999999"], .bad(mention: "--shard")),
        gateCase("shard of many", [], ["--shard", "7/1000"], .valid(pairs: [])),
        gateCase("junit into a missing folder", [], ["--junit", "$DIR/no/such/j.xml"], .unwritable(mention: "j.xml")),
        gateCase("sarif is a folder", [("s.sarif", .folder)], ["--sarif", "$DIR/s.sarif"], .unwritable(mention: "s.sarif")),
        HostileCase("merge: a file that is not results", [("a.json", HostileCase.text("{}"))], ["merge", "$DIR/a.json"], .bad(mention: "a.json")),
        HostileCase("merge: not JSON", [("a.json", HostileCase.text("x"))], ["merge", "$DIR/a.json"], .bad(mention: "a.json")),
        HostileCase("merge: empty file", [("a.json", HostileCase.text(""))], ["merge", "$DIR/a.json"], .bad(mention: "a.json")),
        HostileCase("merge: a folder", [("a.json", .folder)], ["merge", "$DIR/a.json"], .bad(mention: "a.json")),
    ]

    // MARK: Arguments

    static func argumentCase(_ name: String, _ arguments: [String], _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase("arguments: \(name)", [simpleCatalog], arguments, expectation)
    }

    static let arguments: [HostileCase] = [
        argumentCase("no subcommand argument value", ["check", "$DIR/L.xcstrings", "--spec"], .bad(mention: "spec")),
        argumentCase("unknown flag", ["check", "$DIR/L.xcstrings", "--frobnicate"], .bad(mention: "frobnicate")),
        argumentCase("unknown subcommand", ["frobnicate"], .bad(mention: "frobnicate")),
        argumentCase("help unknown", ["help", "frobnicate"], .bad(mention: "frobnicate")),
        argumentCase("jobs 0", check("L.xcstrings", ["--jobs", "0"]), .bad(mention: "--jobs")),
        argumentCase("jobs negative", check("L.xcstrings", ["--jobs", "-3"]), .bad(mention: "jobs")),
        argumentCase("jobs huge", check("L.xcstrings", ["--jobs", "100000"]), .validOrBad(mention: "--jobs")),
        argumentCase("jobs overflow", check("L.xcstrings", ["--jobs", "99999999999999999999"]), .bad(mention: "jobs")),
        argumentCase("category unknown", ["check", "$DIR/L.xcstrings", "--category", "gigantic"], .bad(mention: "--category")),
        argumentCase("category reversed", ["check", "$DIR/L.xcstrings", "--category", "AX5...xSmall"], .bad(mention: "--category")),
        argumentCase("category empty", ["check", "$DIR/L.xcstrings", "--category", ""], .bad(mention: "--category")),
        // An open range reads as in the gate's rules (large... is large...AX5); the last --category counts.
        argumentCase("category one-sided range", check("L.xcstrings", ["--category", "large..."]),
                     .valid(pairs: [.init(key: "A", language: "en"), .init(key: "A", language: "de")])),
        argumentCase("format unknown", ["check", "$DIR/L.xcstrings", "--format", "pdf"], .bad(mention: "--format")),
        argumentCase("output in a missing folder", ["check", "$DIR/L.xcstrings", "--format", "json", "--output", "$DIR/no/such/r.json"],
                     .unwritable(mention: "r.json")),
        argumentCase("output is a folder", ["check", "$DIR/L.xcstrings", "--format", "json", "--output", "$DIR"], .unwritable(mention: "$DIR")),
        argumentCase("sample digits huge", check("L.xcstrings", ["--sample-digits", "100000"]), .bad(mention: "--sample-digits")),
        argumentCase("sample digits negative", check("L.xcstrings", ["--sample-digits", "-1"]), .bad(mention: "sample-digits")),
        argumentCase("sample digits zero", check("L.xcstrings", ["--sample-digits", "0"]), .validOrBad(mention: "--sample-digits")),
        argumentCase("sample text huge", check("L.xcstrings", ["--sample-text", String(repeating: "W", count: 100_000)]), .bad(mention: "--sample-text")),
        argumentCase("sample text empty", check("L.xcstrings", ["--sample-text", ""]), .validOrBad(mention: "--sample-text")),
        argumentCase("keys none match", check("L.xcstrings", ["--keys", "Nope"]), .validOrBad(mention: "--keys")),
        argumentCase("key pattern invalid", check("L.xcstrings", ["--key-pattern", "(["]), .bad(mention: "--key-pattern")),
        argumentCase("pseudo unknown", check("L.xcstrings", ["--pseudo", "klingon"]), .bad(mention: "--pseudo")),
        argumentCase("pseudo all", check("L.xcstrings", ["--pseudo", "accented,rtl,double,bounded"]), .valid(pairs: abPairs)),
        argumentCase("measure empty text", ["measure", "", "--lang", "de"], .valid(pairs: [])),
        argumentCase("measure size zero", ["measure", "x", "--lang", "de", "--size", "0"], .bad(mention: "--size")),
        argumentCase("measure size negative", ["measure", "x", "--lang", "de", "--size", "-4"], .bad(mention: "size")),
        argumentCase("measure size NaN", ["measure", "x", "--lang", "de", "--size", "nan"], .bad(mention: "--size")),
        argumentCase("measure size infinite", ["measure", "x", "--lang", "de", "--size", "inf"], .bad(mention: "--size")),
        argumentCase("measure size huge", ["measure", "x", "--lang", "de", "--size", "1e300"], .validOrBad(mention: "--size")),
        argumentCase("measure weight 1000", ["measure", "x", "--lang", "de", "--weight", "1000"], .bad(mention: "--weight")),
        argumentCase("measure lang empty", ["measure", "x", "--lang", ""], .bad(mention: "--lang")),
        argumentCase("measure lang nonsense", ["measure", "x", "--lang", "!!"], .bad(mention: "--lang")),
        argumentCase("measure unknown text style", ["measure", "x", "--lang", "de", "--text-style", "huge"], .bad(mention: "--text-style")),
        argumentCase("measure long text", ["measure", String(repeating: "Standort ", count: 10_000), "--lang", "de"], .valid(pairs: [])),
        argumentCase("measure tracking NaN", ["measure", "x", "--lang", "de", "--tracking", "nan"], .bad(mention: "--tracking")),
        argumentCase("pseudo into a missing folder", ["pseudo", "$DIR/L.xcstrings", "--output", "$DIR/no/such/p.xcstrings"], .bad(mention: "p.xcstrings")),
    ]

    // MARK: The file system

    static func fsCase(_ name: String, _ entries: [(String, HostileCase.Entry)], _ path: String, _ expectation: HostileCase.Expectation) -> HostileCase {
        HostileCase("file system: \(name)", entries, check(path), expectation)
    }

    static let fileSystem: [HostileCase] = [
        fsCase("missing catalog", [], "nosuch.xcstrings", .bad(mention: "nosuch.xcstrings")),
        fsCase("empty folder", [("Empty", .folder)], "Empty", .validOrBad(mention: "Empty")),
        fsCase("folder with no catalogs", [("Docs/readme.md", HostileCase.text("# hi"))], "Docs", .validOrBad(mention: "Docs")),
        fsCase("folder named like a catalog", [("X.xcstrings", .folder)], "X.xcstrings", .bad(mention: "X.xcstrings")),
        fsCase("folder named like a strings file", [("App/de.lproj/Localizable.strings", .folder), lproj("en", "\"A\" = \"a\";\n")], "App",
               .validOrBad(mention: "Localizable.strings")),
        fsCase("symlink loop", [("App/loop", .symlink(to: "$DIR/App")), lproj("en", "\"A\" = \"a\";\n")], "App",
               .valid(pairs: HostileCase.pairs(["A"], ["en"]))),
        fsCase("self symlink", [("App/self", .symlink(to: "$DIR/App/self")), lproj("en", "\"A\" = \"a\";\n")], "App",
               .valid(pairs: HostileCase.pairs(["A"], ["en"]))),
        fsCase("dangling symlink catalog", [("L.xcstrings", .symlink(to: "$DIR/gone.xcstrings"))], "L.xcstrings", .bad(mention: "L.xcstrings")),
        fsCase("symlinked lproj", [("Real/de.lproj/Localizable.strings", HostileCase.text("\"A\" = \"a\";\n")),
                                   ("App/de.lproj", .symlink(to: "$DIR/Real/de.lproj")), lproj("en", "\"A\" = \"a\";\n")], "App",
               .valid(pairs: HostileCase.pairs(["A"], ["de", "en"]))),
        fsCase("FIFO named like a catalog", [("F.xcstrings", .fifo)], "F.xcstrings", .bad(mention: "F.xcstrings")),
        fsCase("FIFO inside an lproj", [("App/de.lproj/Localizable.strings", .fifo), lproj("en", "\"A\" = \"a\";\n")], "App",
               .bad(mention: "Localizable.strings")),
        fsCase("device file", [("Z.xcstrings", .symlink(to: "/dev/zero"))], "Z.xcstrings", .bad(mention: "Z.xcstrings")),
        fsCase("newline in the file name", [("bad\nname.xcstrings", HostileCase.text("{"))], "bad\nname.xcstrings", .bad(mention: "name.xcstrings")),
        fsCase("spaces and Unicode in names", [("Mein Ordner/Größe ✓.xcstrings", HostileCase.text(catalog([("A", ["en": "a", "de": "b"])])))],
               "Mein Ordner", .valid(pairs: abPairs)),
        fsCase("very long file name", [(String(repeating: "n", count: 200) + ".xcstrings", HostileCase.text(catalog([("A", ["en": "a", "de": "b"])])))],
               String(repeating: "n", count: 200) + ".xcstrings", .valid(pairs: abPairs)),
        fsCase("deep folders", [((0..<60).map { "d\($0)" }.joined(separator: "/") + "/de.lproj/Localizable.strings", HostileCase.text("\"A\" = \"a\";\n"))],
               "d0", .valid(pairs: HostileCase.pairs(["A"], ["de"]))),
        fsCase("unknown extension", [("L.txt", HostileCase.text("\"A\" = \"a\";"))], "L.txt", .bad(mention: "L.txt")),
        fsCase("hidden files skipped", [(".hidden.xcstrings", HostileCase.text("{")), ("App/en.lproj/Localizable.strings", HostileCase.text("\"A\" = \"a\";\n"))],
               "App", .valid(pairs: HostileCase.pairs(["A"], ["en"]))),
        HostileCase("file system: same catalog twice", [simpleCatalog], ["check", "$DIR/L.xcstrings", "$DIR/L.xcstrings", "--category", "large",
                                                                         "--format", "json", "--output", "$DIR/out.json"],
                    .validOrBad(mention: "L.xcstrings")),
    ]
}
