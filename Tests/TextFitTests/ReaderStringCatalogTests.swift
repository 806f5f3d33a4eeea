import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ReaderStringCatalogTests {
    static let fixture = "Catalog/Localizable.xcstrings"

    func table() throws -> StringTable {
        try StringCatalogReader.read(path: Fixture.path(Self.fixture))
    }

    func strings(_ table: StringTable, _ key: String, _ language: String) -> [LocalizedString] {
        table.strings.filter { $0.key == key && $0.language.identifier == language }
    }

    @Test func readsEveryLocalizationAndVariation() throws {
        let table = try table()
        #expect(table.sourceLanguage.identifier == "en")
        // Counted by hand from the fixture: 2 + 10 + 4 + 4 + 2 + 2 + 5 strings (see the key list).
        #expect(table.strings.count == 29)
        #expect(table.keys == ["%lld files in %lld folders", "%lld items", "%lld photos selected",
                               "Current Location", "Old Title", "Share My Current Location", "Tap to share"])
        #expect(table.languages.map(\.identifier) == ["ar", "de", "en", "fr"])

        let arabic = strings(table, "%lld items", "ar")
        #expect(arabic.map { $0.variant ?? "-" } == ["plural.few", "plural.many", "plural.one",
                                                   "plural.other", "plural.two", "plural.zero"])
        #expect(arabic.first { $0.variant == "plural.two" }?.value == "عنصران")

        let photos = strings(table, "%lld photos selected", "en")
        #expect(photos.map { $0.variant ?? "-" } == ["device.iphone.plural.one", "device.iphone.plural.other",
                                                   "device.other.plural.one", "device.other.plural.other"])
        #expect(photos[3].value == "%lld photos selected")

        let tap = strings(table, "Tap to share", "en")
        #expect(tap.map { $0.variant ?? "-" } == ["device.applewatch", "device.mac", "device.other"])
        #expect(tap[1].value == "Click to share")
    }

    @Test func sourceStringEqualToItsKeyIsTheKey() throws {
        let table = try table()
        let english = strings(table, "Current Location", "en")
        #expect(english.count == 1)
        #expect(english.first?.value == "Current Location")
        #expect(english.first?.state == .source)
        #expect(english.first?.comment == "Location Button title")
        let line = try Fixture.line(of: "\"Current Location\" : {", in: Self.fixture)
        #expect(english.first?.location.line == line)
    }

    @Test func statesAndLinesAreTheFilesOwn() throws {
        let table = try table()
        let german = try #require(strings(table, "Current Location", "de").first)
        #expect(german.value == "Aktueller Ort")
        #expect(german.state == .translated)
        #expect(german.location.file == Fixture.path(Self.fixture))
        #expect(german.location.line == (try Fixture.line(of: "\"value\" : \"Aktueller Ort\"", in: Self.fixture)))

        let review = try #require(strings(table, "Share My Current Location", "de").first)
        #expect(review.state == .needsReview)
        #expect(review.location.line == (try Fixture.line(of: "Meinen aktuellen Ort teilen", in: Self.fixture)))

        let newEnglish = try #require(strings(table, "%lld files in %lld folders", "en").first)
        #expect(newEnglish.state == .new)
    }

    @Test func substitutionsAreAttachedWithTheirVariants() throws {
        let table = try table()
        let german = try #require(strings(table, "%lld files in %lld folders", "de").first)
        #expect(german.value == "%#@arg1@ in %#@arg2@")
        #expect(german.variant == nil)
        #expect(german.substitutions.map(\.name) == ["arg1", "arg2"])
        let files = german.substitutions[0]
        #expect(files.argumentNumber == 1)
        #expect(files.formatSpecifier == "lld")
        #expect(files.variants.map(\.path) == ["plural.one", "plural.other"])
        #expect(files.variants.map(\.value) == ["%arg Datei", "%arg Dateien"])
        #expect(files.variants[1].location.line == (try Fixture.line(of: "%arg Dateien", in: Self.fixture)))
        #expect(german.substitutions[1].argumentNumber == 2)
        #expect(german.substitutions[1].variants.map(\.value) == ["%arg Ordner", "%arg Ordnern"])
    }

    @Test func staleNotTranslatableAndUnknownVariationsAreReported() throws {
        let table = try table()
        let stale = table.notes.filter { $0.kind == .stale }
        #expect(stale.map(\.key) == ["Old Title"])
        #expect(stale.first?.location.line == (try Fixture.line(of: "\"Old Title\" : {", in: Self.fixture)))
        #expect(table.strings.filter { $0.key == "Old Title" }.allSatisfy { $0.state == .stale })
        #expect(table.strings.filter { $0.key == "Old Title" }.count == 2)

        let skipped = table.notes.filter { $0.kind == .notTranslatable }
        #expect(skipped.map(\.key) == ["MyApp"])
        #expect(!table.keys.contains("MyApp"))

        let unknown = table.notes.filter { $0.kind == .unsupportedVariation }
        #expect(unknown.count == 1)
        #expect(unknown.first?.key == "Tap to share")
        #expect(unknown.first?.location.line == (try Fixture.line(of: "\"width\" : {", in: Self.fixture)))
        #expect(unknown.first?.message.contains("width") == true)
    }

    @Test func missingTranslationsAreReportedPerLanguage() throws {
        let table = try table()
        let missing = MissingTranslations.keysByLanguage(table)
        // Live keys: files, items, photos, Current Location, Share, Tap (Old Title is stale).
        // ar has items and Current Location; de lacks only photos; fr has Current Location and an
        // untranslated (state new, empty) Share; en has every key.
        #expect(Set(missing[LanguageTag("ar")!] ?? []) == ["%lld files in %lld folders", "%lld photos selected",
                                                           "Share My Current Location", "Tap to share"])
        #expect(missing[LanguageTag("de")!] == ["%lld photos selected"])
        #expect(Set(missing[LanguageTag("fr")!] ?? []) == ["Share My Current Location", "%lld files in %lld folders",
                                                           "%lld items", "%lld photos selected", "Tap to share"])
        #expect(missing[LanguageTag("en")!] == nil)
        #expect(table.strings.contains { $0.key == "Share My Current Location" && $0.language.identifier == "fr" } == false)
        let frShare = table.notes.first { $0.kind == .missingTranslation && $0.key == "Share My Current Location" }
        #expect(frShare?.location.line == (try Fixture.line(of: "\"value\" : \"\"", in: Self.fixture)))
    }

    // MARK: - Malformed input

    func readError(_ text: String) -> InputError? {
        do {
            _ = try StringCatalogReader.read(data: Data(text.utf8), file: "bad.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    static func catalog(_ body: String) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + body + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static let good = """
        "OK" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "OK"
              }
            }
          }
        }
    """

    @Test func brokenJSONNamesTheLine() throws {
        // Line 1 "{", 2 sourceLanguage, 3 strings, 4 "OK" : {, 5 localizations, 6 de, 7 stringUnit,
        // 8 state, 9 value, ... — a doubled comma after the state makes line 8 wrong.
        let text = Self.catalog(Self.good.replacingOccurrences(of: "\"translated\",", with: "\"translated\",,"))
        let error = try #require(readError(text))
        #expect(error.file == "bad.xcstrings")
        #expect(error.line == 8)
        #expect(error.description.hasPrefix("bad.xcstrings:8: malformed JSON"))
    }

    @Test func truncatedJSONNamesTheLastLine() throws {
        let full = Self.catalog(Self.good)
        let cut = String(full.prefix(upTo: full.range(of: "\"value\"")!.lowerBound)) + "\"val"
        let error = try #require(readError(cut))
        #expect(error.line == 9)  // the unterminated string starts on line 9
        #expect(error.reason.contains("unterminated string") || error.reason.contains("end of file"))
    }

    @Test func wrongTypeNamesTheMember() throws {
        let text = Self.catalog(Self.good.replacingOccurrences(of: "\"value\" : \"OK\"", with: "\"value\" : 5"))
        let error = try #require(readError(text))
        #expect(error.line == 9)
        #expect(error.key == "OK")
        #expect(error.description == "bad.xcstrings:9 (key 'OK'): 'localizations.de.stringUnit.value': expected a string")
    }

    @Test func missingValueNamesTheStringUnit() throws {
        let text = Self.catalog(Self.good.replacingOccurrences(of: "\"state\" : \"translated\",", with: "\"state\" : \"translated\"")
            .replacingOccurrences(of: "\"value\" : \"OK\"", with: ""))
        let error = try #require(readError(text))
        #expect(error.line == 7)
        #expect(error.description == "bad.xcstrings:7 (key 'OK'): 'localizations.de.stringUnit': missing required field 'value'")
    }

    /// A localization that is not a language tag is named in a note at its line, not measured;
    /// the rest of the catalog is read.
    @Test func unknownLanguageTagIsNoted() throws {
        let text = Self.catalog(Self.good.replacingOccurrences(of: "\"de\" : {", with: "\"german\" : {"))
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "odd.xcstrings")
        #expect(!table.strings.contains { $0.language.identifier == "de" })
        #expect(table.strings.contains { $0.key == "OK" && $0.language.identifier == "en" })
        let note = try #require(table.notes.first { $0.kind == .unknownLanguage })
        #expect(note.key == "OK")
        #expect(note.location.line == 6)
        #expect(note.message.contains("'german'"))
    }

    @Test func emptyTranslatedValueIsRead() throws {
        let text = Self.catalog(Self.good.replacingOccurrences(of: "\"value\" : \"OK\"", with: "\"value\" : \"\""))
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "bad.xcstrings")
        let german = try #require(table.strings.first { $0.language.identifier == "de" })
        #expect(german.value == "")
        #expect(german.location.line == 9)
        #expect(german.key == "OK")
    }

    /// A state Xcode does not write is valid JSON and a valid unit: measured as translated, named at its line.
    @Test func unknownStateIsMeasuredAndNoted() throws {
        let text = Self.catalog(Self.good.replacingOccurrences(of: "\"translated\"", with: "\"approved\""))
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "odd.xcstrings")
        let german = try #require(table.strings.first { $0.language.identifier == "de" })
        #expect(german.state == .translated)
        let note = try #require(table.notes.first { $0.message.contains("'approved'") })
        #expect(note.location.line == 8)
        #expect(note.kind == .unsupportedVariation)
    }

    /// A key of `strings` written twice (as a merge leaves it): read, the first copy measured as
    /// Foundation's JSONDecoder keeps it, and a note naming the key and both lines.
    @Test func keyWrittenTwiceKeepsTheFirstCopy() throws {
        let second = Self.good.replacingOccurrences(of: "\"value\" : \"OK\"", with: "\"value\" : \"In Ordnung\"")
        let text = Self.catalog(Self.good + ",\n" + second)
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "twice.xcstrings")
        let german = table.strings.filter { $0.language.identifier == "de" }
        #expect(german.map(\.value) == ["OK"])
        #expect(german.first?.location.line == 9)  // the first copy's value line
        let note = try #require(table.notes.first { $0.kind == .duplicateKey })
        #expect(note.key == "OK")
        #expect(note.location == SourceLocation(file: "twice.xcstrings", line: 14))  // 4 + 10 lines of the first copy
        #expect(note.message.hasPrefix("the key 'OK' is written twice (first at line 4, again at line 14); the first is read"))
        // Foundation's Codable decoder on this machine keeps the first copy too.
        struct Catalog: Decodable {
            struct Entry: Decodable { var localizations: [String: [String: [String: String]]] }
            var strings: [String: Entry]
        }
        let decoded = try JSONDecoder().decode(Catalog.self, from: Data(text.utf8))
        #expect(decoded.strings["OK"]?.localizations["de"]?["stringUnit"]?["value"] == "OK")
    }

    @Test func wrongEncodingIsFatal() throws {
        var data = Data(Self.catalog(Self.good.replacingOccurrences(of: "\"value\" : \"OK\"", with: "\"value\" : \"Gr\u{FC}\u{DF}e\"")).utf8)
        // Re-encode "Grüße" as Latin-1: 0xFC 0xDF are not UTF-8.
        let utf8 = Data("Grüße".utf8)
        let range = try #require(data.range(of: utf8))
        data.replaceSubrange(range, with: [0x47, 0x72, 0xFC, 0xDF, 0x65])
        do {
            _ = try StringCatalogReader.read(data: data, file: "latin1.xcstrings")
            Issue.record("Latin-1 catalog was accepted")
        } catch {
            #expect(error.file == "latin1.xcstrings")
            #expect(error.line != nil)
        }
    }

    @Test func emptyFileIsFatal() throws {
        let error = try #require(readError(""))
        #expect(error.description == "bad.xcstrings:1: the file is empty")
    }

    @Test func unknownPluralCategoryIsReportedAndTheRestRead() throws {
        let body = """
            "%lld apples" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld apples"
                        }
                      },
                      "several" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld apples!"
                        }
                      }
                    }
                  }
                }
              }
            }
        """
        let table = try StringCatalogReader.read(data: Data(Self.catalog(body).utf8), file: "odd.xcstrings")
        #expect(table.strings.map(\.value) == ["%lld apples"])
        let note = try #require(table.notes.first { $0.kind == .unsupportedVariation })
        #expect(note.location.line == 15)
        #expect(note.message.contains("several"))
    }

    // MARK: - Entry by entry

    /// A catalog of `count` keys, each in German and French, laid out as Xcode writes it except
    /// that every fifth entry's value starts on the line after its key; and, counted from the
    /// text itself, the line of each key and of each `value`.
    static func largeCatalog(_ count: Int) -> (text: String, keyLines: [String: Int], valueLines: [String: Int]) {
        var lines = ["{", "  \"sourceLanguage\" : \"en\",", "  \"strings\" : {"]
        var keyLines: [String: Int] = [:], valueLines: [String: Int] = [:]
        for n in 0..<count {
            let key = String(format: "key %04d", n)
            keyLines[key] = lines.count + 1
            if n % 5 == 0 {
                lines += ["    \"\(key)\" :", "    {"]
            } else {
                lines.append("    \"\(key)\" : {")
            }
            lines.append("      \"localizations\" : {")
            for (position, language) in ["de", "fr"].enumerated() {
                lines += ["        \"\(language)\" : {", "          \"stringUnit\" : {",
                          "            \"state\" : \"translated\","]
                valueLines["\(key)/\(language)"] = lines.count + 1
                lines += ["            \"value\" : \"\(language) \(n)\"", "          }",
                          position == 0 ? "        }," : "        }"]
            }
            lines += ["      }", n == count - 1 ? "    }" : "    },"]
        }
        lines += ["  },", "  \"version\" : \"1.0\"", "}"]
        return (lines.joined(separator: "\n") + "\n", keyLines, valueLines)
    }

    /// More entries than one batch, on several threads: every string in file order, at the line
    /// of its `value`, and each key's source string (the key itself) at the key's line.
    @Test func largeCatalogKeepsOrderAndLines() throws {
        let count = StringCatalogReader.entriesPerBatch * 2 + 37
        let (text, keyLines, valueLines) = Self.largeCatalog(count)
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "large.xcstrings")
        #expect(table.strings.count == count * 3)
        for n in 0..<count {
            let key = String(format: "key %04d", n)
            let three = Array(table.strings[(n * 3)..<(n * 3 + 3)])
            #expect(three.map(\.key) == [key, key, key])
            #expect(three.map(\.language.identifier) == ["en", "de", "fr"])
            #expect(three.map(\.value) == [key, "de \(n)", "fr \(n)"])
            #expect(three.map(\.location.line) == [keyLines[key], valueLines["\(key)/de"], valueLines["\(key)/fr"]])
        }
    }

    /// What the scan between entries lets through is still refused: a missing comma, a stray
    /// token, a key that is not a string, a raw line break in a key.
    @Test func textBetweenEntriesMustBeJSON() throws {
        let (text, _, _) = Self.largeCatalog(100)
        let faults = [
            ("missing comma", text.replacingOccurrences(of: "    },\n    \"key 0051\"", with: "    }\n    \"key 0051\"")),
            ("stray token", text.replacingOccurrences(of: "    },\n    \"key 0051\"", with: "    }, x\n    \"key 0051\"")),
            ("bare key", text.replacingOccurrences(of: "\"key 0051\" :", with: "key0051 :")),
            ("line break in a key", text.replacingOccurrences(of: "\"key 0051\" :", with: "\"key\n0051\" :")),
        ]
        for (name, broken) in faults {
            #expect(broken != text, "\(name): the fixture changed")
            let error = readError(broken)
            #expect(error != nil, "\(name) was accepted")
            #expect(error?.file == "bad.xcstrings", "\(name)")
        }
    }

    /// A member written twice inside one entry of a large catalog is read like a small one's: the
    /// first copy, and a note with its path from the catalog's root, its language and both lines.
    @Test func duplicateInsideAnEntryOfALargeCatalog() throws {
        let (text, _, valueLines) = Self.largeCatalog(300)
        let line = try #require(valueLines["key 0200/de"])
        var lines = text.components(separatedBy: "\n")
        lines.insert("            \"value\" : \"again\",", at: line - 1)
        let table = try StringCatalogReader.read(data: Data(lines.joined(separator: "\n").utf8), file: "large.xcstrings")
        let string = try #require(table.strings.first { $0.key == "key 0200" && $0.language.identifier == "de" })
        #expect(string.value == "again")
        #expect(table.strings.count == 300 * 2 + 300)  // de, fr and the English source of every key
        let note = try #require(table.notes.first { $0.kind == .duplicateKey })
        #expect(note.key == "key 0200" && note.language?.identifier == "de")
        #expect(note.location.line == line + 1)
        #expect(note.message.contains("'strings.key 0200.localizations.de.stringUnit.value' is written twice (first at line \(line), again at line \(line + 1))"))
    }
}
