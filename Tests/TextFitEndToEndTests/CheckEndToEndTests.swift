import Foundation
import Testing

/// `textfit check` and `textfit measure` run as a user runs them: exact output shapes and exit codes.
@Suite struct CheckEndToEndTests {
    static let languages = ["ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "en-IN", "es", "es-419",
                            "es-US", "fi", "fr", "fr-CA", "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kk", "kn", "ko",
                            "lt", "ml", "mr", "ms", "nb", "nl", "or", "pa", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl",
                            "sv", "ta", "te", "th", "tr", "uk", "ur", "vi", "yue-Hans", "zh-HK", "zh-Hans", "zh-Hant"]
    static let titles = ["Current Location", "Send Current Location", "Send My Current Location",
                         "Share Current Location", "Share My Current Location"]
    static let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The bundled job measures every title × language × category exactly once.
    @Test func bundledJobCoversEveryCell() throws {
        let run = try Binary.run(["check", "--format", "json", "--no-fail"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(run.stdout.utf8))
        #expect(document.schemaVersion == 2)
        #expect(document.results.allSatisfy { !$0.fonts.isEmpty && $0.fonts.allSatisfy(document.fonts.indices.contains) })
        #expect(document.files.count == 1 && document.files[0].hasSuffix("Strings/LocationButton.xcstrings"))
        #expect(document.results.allSatisfy { $0.file == 0 && ($0.line ?? 0) > 0 })
        #expect(document.results.count == Self.titles.count * Self.languages.count * Self.categories.count)
        var seen = Set<String>()
        for cell in document.results { seen.insert("\(cell.key)|\(cell.language)|\(cell.category)") }
        for title in Self.titles {
            for language in Self.languages {
                for category in Self.categories {
                    #expect(seen.contains("\(title)|\(language)|\(category)"), "missing \(title) \(language) \(category)")
                }
            }
        }
        // iOS 15–18's sizing: 18 pt at large, 18 × 53/17 at AX5; a title that does not fit is not
        // truncated (iOS does not render it): it overflows the 343 pt width, with no text shown.
        #expect(document.results.filter { $0.category == "large" }.allSatisfy { $0.pointSize == 18 })
        #expect(document.results.filter { $0.category == "AX5" }.allSatisfy { abs($0.pointSize - 18.0 * 53 / 17) < 0.001 })
        #expect(document.results.contains { !$0.fits })
        for cell in document.results where !cell.fits {
            #expect(cell.overflow > 0 && abs(cell.minFrame.width - 343 - cell.overflow) < 0.002)
            #expect(cell.truncatedText == nil)
        }
        #expect(document.results.allSatisfy { $0.missingGlyphs.isEmpty })
    }

    /// Findings exit 1 and the summary names the cell and what iOS needs: the bundled job's
    /// titles that need more than 343 pt are not rendered by iOS.
    @Test func findingsExitOne() throws {
        let run = try Binary.run(["check", "--summary-limit", "0"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("TextFit: 5 keys × 56 languages × 12 categories = 3360 cells\n"))
        let german = run.stdout.split(separator: "\n").first { $0.hasPrefix("  de       Send My Current Location: render failure at ") }
        let line = try #require(german)
        #expect(line.contains("iOS does not render this button and grants no location: needs "))
        #expect(line.contains(" pt, the frame is 343.0 × ") && !line.contains("shows"))
        #expect(line.contains("Strings/LocationButton.xcstrings:"))
        #expect(run.stderr.isEmpty)
        // By default at most 40 titles are listed, then the rest are counted; --quiet prints the verdict alone.
        let capped = try Binary.run(["check"])
        // A title's first line names its place.
        let listed = capped.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains("  (Strings/LocationButton.xcstrings:") }
        let all = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains("  (Strings/LocationButton.xcstrings:") }
        #expect(listed.count == min(40, all.count))
        if all.count > 40 { #expect(capped.stdout.contains("  … and \(all.count - 40) more titles")) }
        let verdict = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("✗ ") })
        let quiet = try Binary.run(["check", "--quiet"])
        #expect(quiet.status == 1)
        #expect(quiet.stdout == verdict + "\n")
    }

    /// A catalog whose titles fit a generous button exits 0 with the all-clear line.
    @Test func everythingFitsExitsZero() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Short.xcstrings")
        try Data(Self.catalog(key: "Go", values: ["en": "Go", "de": "Los", "ja": "移動"]).utf8).write(to: catalog)
        let spec = folder.appendingPathComponent("spec.json")
        try Data(#"{"maximumWidth": 1000}"#.utf8).write(to: spec)
        let run = try Binary.run(["check", catalog.path, "--spec", spec.path])
        #expect(run.status == 0, "stdout: \(run.stdout) stderr: \(run.stderr)")
        #expect(run.stdout.contains("✓ every title fits in every language at every category"))
        #expect(run.stdout.hasPrefix("TextFit: 1 key × 3 languages × 12 categories = 36 cells\n"))
    }

    /// A character outside every font of the stack fails the check as a missing glyph.
    @Test func missingGlyphExitsOne() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Symbols.xcstrings")
        try Data(Self.catalog(key: "Hello", values: ["en": "Hello", "am": "ሰላም \u{100C41}\u{1002E0}"]).utf8).write(to: catalog)
        let run = try Binary.run(["check", catalog.path, "--category", "large"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("no font covers U+100C41, U+1002E0"))
    }

    /// Bad input: one line on standard error naming the file (and line or key), exit 2, nothing on stdout.
    @Test(arguments: [
        (["check", "--category", "huge"], "textfit: --category: unknown content-size category 'huge'"),
        (["check", "--format", "xml"], "textfit: --format: unknown format 'xml'"),
        (["measure", "Hi", "--lang", "x!"], "textfit: --lang: 'x!' is not a language tag"),
        (["measure", "Hi", "--font", "/nonexistent/font.ttf"], "textfit: /nonexistent/font.ttf: cannot read font file"),
        (["check", "/nonexistent/catalog.xcstrings"], "textfit: /nonexistent/catalog.xcstrings"),
        (["measure"], "textfit: Missing expected argument '<text>'"),
    ])
    func badInputExitsTwo(arguments: [String], prefix: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(prefix), "stderr: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func malformedCatalogNamesFileAndLine() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Broken.xcstrings")
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : { ]\n  }\n}\n".utf8).write(to: catalog)
        let run = try Binary.run(["check", catalog.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("textfit: \(catalog.path):4: "), "stderr: \(run.stderr)")
    }

    @Test func invalidSpecNamesTheKey() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.json")
        try Data("{\n  \"maximumWidth\": 300,\n  \"contentInsets\": {\"top\": -1, \"leading\": 1, \"bottom\": 1, \"trailing\": 1}\n}\n".utf8).write(to: spec)
        let run = try Binary.run(["check", "--spec", spec.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("textfit: \(spec.path)"), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("contentInsets"))
    }

    /// An empty translation is valid (Xcode accepts it): measured 0 wide, and named in a note.
    @Test func emptyTitleIsMeasuredAndNoted() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Empty.xcstrings")
        try Data(Self.catalog(key: "Go", values: ["en": "Go", "de": ""]).utf8).write(to: catalog)
        let run = try Binary.run(["check", catalog.path, "--category", "large", "--format", "json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let cells = try ResultsDocument.cells(run.stdout)
        let german = try #require(cells.first { $0.language == "de" })
        #expect(german.text == "")
        #expect(german.textWidth == 0)
        #expect(german.fits)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let notes = try #require(document["notes"] as? [[String: Any]])
        #expect(notes.contains { $0["kind"] as? String == "emptyTranslation" && $0["language"] as? String == "de" })
    }

    /// `measure --category all --json` gives one record per category with the documented keys.
    @Test func measureAllCategoriesAsJSON() throws {
        let run = try Binary.run(["measure", "Aktueller Standort", "--lang", "de", "--category", "all", "--json"])
        #expect(run.status == 0)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(records.count == 12)
        for key in ["advanceWidth", "width", "inkBounds", "ascent", "descent", "lineHeight", "missingGlyphs", "fonts",
                    "category", "pointSize"] {
            #expect(records.allSatisfy { $0[key] != nil }, "key \(key)")
        }
        let ink = try #require(records[0]["inkBounds"] as? [String: Double])
        #expect(Set(ink.keys) == ["x", "y", "width", "height"])
        #expect(records.map { $0["category"] as? String } == Self.categories)
    }

    /// Two runs of the same job give the same bytes.
    @Test func outputIsDeterministic() throws {
        let first = try Binary.run(["check", "--format", "json", "--no-fail", "--category", "AX5"])
        let second = try Binary.run(["check", "--format", "json", "--no-fail", "--category", "AX5", "--jobs", "1"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    static func catalog(key: String, values: [String: String]) -> String {
        let localizations = values.sorted { $0.key < $1.key }.map { language, value in
            "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }"
        }.joined(separator: ",\n")
        return """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(key)" : {
              "localizations" : {
        \(localizations)
              }
            }
          },
          "version" : "1.0"
        }

        """
    }
}
