import Foundation
import Testing

/// What the readable outputs state, checked against the results JSON of the same run: the
/// headline, the notes, the cell counts, the largest category that fits, the amounts of failing
/// findings, and the Swift table's names.
@Suite struct ReportTruthEndToEndTests {
    /// A String Catalog of `strings`: key → language → value; a `nil` value leaves the key's
    /// localization in that language out (a missing translation).
    static func catalog(_ strings: [(key: String, values: [String: String])], stale: Set<String> = []) -> String {
        let entries = strings.map { key, values in
            let localizations = values.sorted { $0.key < $1.key }.map { language, value in
                "\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
            }.joined(separator: ", ")
            let state = stale.contains(key) ? "\"extractionState\": \"stale\", " : ""
            return "    \"\(key)\": {\(state)\"localizations\": {\(localizations)}}"
        }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n\(entries)\n  },\n  \"version\": \"1.0\"\n}\n"
    }

    /// Three keys in en, de and fr; "Stop" has no French, "Old" is stale: two notes.
    static func catalogWithNotes(in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("Notes.xcstrings")
        try Data(Self.catalog([
            ("Go", ["en": "Go", "de": "Los", "fr": "Aller"]),
            ("Stop", ["en": "Stop", "de": "Halt"]),
            ("Old", ["en": "Old", "de": "Alt", "fr": "Vieux"]),
        ], stale: ["Old"]).utf8).write(to: url)
        return url.path
    }

    /// The `notes` of a results JSON, as `file:line: message` (what the summary prints).
    static func notes(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let notes = try #require(object["notes"] as? [[String: Any]])
        return notes.map { note in
            let place = [note["file"] as? String, (note["line"] as? Int).map(String.init)].compactMap { $0 }.joined(separator: ":")
            return "\(place): \(note["message"] as? String ?? "")"
        }
    }

    /// Defect 1: with notes, the Markdown's headline is the verdict (the summary's own verdict
    /// line), and every note of the run is listed in the Markdown.
    @Test func markdownHeadlineIsTheVerdictAndListsTheNotes() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Self.catalogWithNotes(in: folder)
        let json = try Binary.run(["check", catalog, "--format", "json", "--no-fail"])
        #expect(json.status == 0, "\(json.stderr)")
        let notes = try Self.notes(json.stdout)
        #expect(notes.count == 2, "\(notes)")
        let summary = try Binary.run(["check", catalog, "--no-fail"])
        let verdict = try #require(summary.stdout.split(separator: "\n").first { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") })
        let markdown = try Binary.run(["check", catalog, "--format", "markdown", "--no-fail"])
        #expect(markdown.status == 0, "\(markdown.stderr)")
        let lines = markdown.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headline = try #require(lines.first { $0.hasPrefix("Fonts: ") })
        #expect(headline.hasSuffix(" " + verdict), "headline: \(headline)")
        let notesHeading = try #require(lines.firstIndex(of: "## Notes"), "no Notes section:\n\(markdown.stdout)")
        let listed = lines[(notesHeading + 1)...].prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("- ") }
        #expect(listed.count == notes.count)
        for note in notes {
            #expect(listed.contains { $0.contains(note.replacingOccurrences(of: "|", with: "\\|")) }, "note not listed: \(note)")
        }
    }

    /// Defect 4: the header's numbers multiply out, and the cells not measured are counted.
    /// 2 live keys × 3 languages × 12 categories = 72, of which "Stop" in French (12 cells) is
    /// not measured: 60 measured, as the JSON holds.
    @Test func headerCountsMultiplyAndNameUnmeasuredCells() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Self.catalogWithNotes(in: folder)
        let json = try Binary.run(["check", catalog, "--format", "json", "--no-fail"])
        let cells = try ResultsDocument.cells(json.stdout)
        let keys = Set(cells.map(\.key)).count, languages = Set(cells.map(\.language)).count
        let categories = Set(cells.map(\.category)).count
        let pairs = Set(cells.map { "\($0.key)|\($0.language)" }).count
        #expect((keys, languages, categories, pairs) == (2, 3, 12, 5))
        let grid = keys * languages * categories
        let unmeasured = (keys * languages - pairs) * categories
        #expect(cells.count == grid - unmeasured)
        let run = try Binary.run(["check", catalog, "--no-fail"])
        let header = try #require(run.stdout.split(separator: "\n").first).description
        #expect(header == "TextFit: \(keys) keys × \(languages) languages × \(categories) categories = \(grid) cells; "
            + "\(cells.count) measured, \(unmeasured) not (1 key × language pair not measured: see the notes)", "\(header)")
    }

    /// Defect 4 with variants: a plural key's forms are strings of their own, counted in.
    @Test func headerCountsVariants() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Plural.xcstrings")
        let plural = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld places": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld place"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld places"}}}}},
            "de": {"stringUnit": {"state": "translated", "value": "%lld Orte"}}}},
          "Go": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Go"}},
                                   "de": {"stringUnit": {"state": "translated", "value": "Los"}}}}}}
        """
        try Data(plural.utf8).write(to: url)
        let json = try Binary.run(["check", url.path, "--format", "json", "--no-fail", "--category", "large...xLarge"])
        #expect(json.status == 0, "\(json.stderr)")
        let cells = try ResultsDocument.cells(json.stdout)
        let strings = Set(cells.map { "\($0.key)|\($0.language)|\($0.variant ?? "")" }).count
        #expect(strings == 5)
        #expect(cells.count == strings * 2)
        let run = try Binary.run(["check", url.path, "--no-fail", "--category", "large...xLarge"])
        let header = try #require(run.stdout.split(separator: "\n").first).description
        // 2 keys × 2 languages × 2 categories = 8, plus English's second plural form at 2 categories.
        #expect(header == "TextFit: 2 keys × 2 languages × 2 categories = 8 cells, and 2 for 1 more plural or device variant: \(cells.count) measured",
                "\(header)")
    }

    /// The bundled job's results JSON.
    /// The bundled titles' cells in the label model (the spec's insets are what Urdu's marks clip against).
    static func bundledCells(_ more: [String] = []) throws -> [ResultsDocument.Cell] {
        let run = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "json", "--no-fail"] + more)
        #expect(run.status == 0, "\(run.stderr)")
        return try ResultsDocument.cells(run.stdout)
    }

    /// Per language, the largest category up to which every cell shows whole (no overflow, no
    /// ink clipped), worked out from the cells; "none" when not even the smallest does.
    static func largestFitting(_ cells: [ResultsDocument.Cell]) -> [String: String] {
        var result: [String: String] = [:]
        for language in Set(cells.map(\.language)) {
            let mine = cells.filter { $0.language == language }
            var largest = "none"
            for category in CheckEndToEndTests.categories {
                let at = mine.filter { $0.category == category }
                guard !at.isEmpty else { continue }
                guard at.allSatisfy({ $0.fits && $0.verticalClip == 0 }) else { break }
                largest = category
            }
            result[language] = largest
        }
        return result
    }

    /// Defect 2: Urdu's Nastaliq ink clips at every size, so no category "fits" for Urdu, in the
    /// JSON's aggregates, the summary, the Markdown table and the Swift table alike.
    @Test func largestFittingCategoryCountsVerticalClipping() throws {
        let cells = try Self.bundledCells()
        let expected = Self.largestFitting(cells)
        let urdu = cells.filter { $0.language == "ur" }
        #expect(urdu.count == 60 && urdu.allSatisfy { $0.verticalClip > 0 })
        #expect(expected["ur"] == "none")

        let json = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "json", "--no-fail"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let aggregates = try #require(object["aggregates"] as? [String: Any])
        let byLanguage = try #require(aggregates["limitsByLanguage"] as? [[String: Any]])
        var fromJSON: [String: String] = [:]
        for limit in byLanguage { fromJSON[limit["language"] as? String ?? ""] = limit["largestFittingCategory"] as? String ?? "none" }
        #expect(fromJSON == expected)

        let markdown = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "markdown", "--no-fail"])
        var fromMarkdown: [String: String] = [:]
        var inTable = false
        for line in markdown.stdout.split(separator: "\n") {
            if line.hasPrefix("## ") { inTable = line == "## Largest category that fits, per language" }
            guard inTable, line.hasPrefix("| "), !line.hasPrefix("| Language") else { continue }
            let parts = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            fromMarkdown[parts[0]] = parts[1]
        }
        #expect(fromMarkdown == expected)

        let summary = try Binary.run(["check", "--spec", Binary.labelSpec, "--no-fail"])
        let limitsAt = try #require(summary.stdout.range(of: "Largest category at which every title fits, per language:\n"))
        let items = summary.stdout[limitsAt.upperBound...].split(separator: "\n").flatMap { $0.split(separator: "·") }
        var fromSummary: [String: String] = [:]
        for item in items {
            let parts = item.split(separator: " ")
            if parts.count == 2 { fromSummary[String(parts[0])] = String(parts[1]) }
        }
        #expect(fromSummary == expected)
    }

    /// Defect 3: a failing amount never prints as zero. With iOS 15's titles (TextFit's Urdu
    /// estimate), Urdu clips by a few hundredths of a point at some sizes: its lines state the
    /// amount to the JSON's precision, not "0.0 pt".
    @Test func failingAmountsNeverPrintAsZero() throws {
        let cells = try Self.bundledCells(["--ios", "15"])
        let small = cells.filter { $0.verticalClip > 0 && $0.verticalClip < 0.05 }
        #expect(!small.isEmpty, "the bundled job with --ios 15 no longer has a clip under 0.05 pt")
        let run = try Binary.run(["check", "--spec", Binary.labelSpec, "--no-fail", "--summary-limit", "0", "--ios", "15"])
        let markdown = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "markdown", "--no-fail", "--ios", "15"])
        for text in [run.stdout, markdown.stdout] {
            #expect(!text.contains(" 0.0 pt of ink"), "a clip prints as 0.0 pt")
            #expect(!text.contains(", 0.0 pt more than"), "an overflow prints as 0.0 pt")
        }
        // Each Markdown finding row of those cells states the JSON's amount, to its last digit.
        for cell in small.prefix(5) {
            let row = markdown.stdout.split(separator: "\n").first {
                $0.hasPrefix("| \(cell.key) | \(cell.language) | \(cell.category) | verticalClip |")
            }
            let line = try #require(row, "no row for \(cell.key) \(cell.language) \(cell.category)")
            let detail = line.split(separator: "|")[4]
            let stated = try #require(detail.split(separator: " ").first { Double($0) != nil })
            let decimals = stated.split(separator: ".").last?.count ?? 0
            let halfStep = 0.5 * (decimals == 1 ? 0.1 : decimals == 2 ? 0.01 : 0.001)
            #expect(Double(stated)! > 0 && abs(Double(stated)! - cell.verticalClip) <= halfStep + 1e-9,
                    "\(line) vs \(cell.verticalClip)")
        }
    }

    /// Defect 9: the Swift table's type is named by `--swift-type`, a bad name is bad input, and a
    /// language where nothing fits is listed, not left out.
    @Test func swiftTableNamesItsTypeAndTheLanguagesThatNeverFit() throws {
        let cells = try Self.bundledCells()
        let expected = Self.largestFitting(cells)
        let run = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "swift", "--no-fail", "--swift-type", "CheckoutButtonSizes"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\nenum CheckoutButtonSizes {\n"))
        #expect(!run.stdout.contains("LocationButtonConstraints"))
        let uikit = ["xSmall": "extraSmall", "small": "small", "medium": "medium", "large": "large", "xLarge": "extraLarge",
                     "xxLarge": "extraExtraLarge", "xxxLarge": "extraExtraExtraLarge", "AX1": "accessibilityMedium",
                     "AX2": "accessibilityLarge", "AX3": "accessibilityExtraLarge", "AX4": "accessibilityExtraExtraLarge",
                     "AX5": "accessibilityExtraExtraExtraLarge"]
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let fitsStart = try #require(lines.firstIndex { $0.contains("static let largestFittingCategory") })
        var fitting: [String: String] = [:]
        for line in lines[(fitsStart + 1)...].prefix(while: { !$0.hasPrefix("    ]") }) {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":")
            fitting[parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "\""))] = String(parts[1].dropFirst(2).dropLast())
        }
        let neverStart = try #require(lines.firstIndex { $0.contains("static let fitsAtNoCategory: Set<String> = [") })
        let never = lines[(neverStart + 1)...].prefix(while: { !$0.hasPrefix("    ]") })
            .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\",")) }
        #expect(Set(never) == Set(expected.filter { $0.value == "none" }.keys))
        #expect(never.contains("ur"))
        #expect(fitting == expected.filter { $0.value != "none" }.mapValues { uikit[$0] ?? "?" })
        // The table is Swift that compiles: type-checked against stand-ins for UIKit's two types.
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = """
        struct CGSize: Hashable { var width: Double; var height: Double }
        struct UIContentSizeCategory: Hashable {
            var name: String
            \(uikit.values.sorted().map { "static let \($0) = UIContentSizeCategory(name: \"\($0)\")" }.joined(separator: "\n    "))
        }
        let check: (CheckoutButtonSizes.Type) -> Int = { $0.minimumSize.count + $0.largestFittingCategory.count + $0.fitsAtNoCategory.count }

        """
        try Data(stub.utf8).write(to: folder.appendingPathComponent("UIKitStandIns.swift"))
        try Data(run.stdout.replacingOccurrences(of: "import UIKit\n", with: "").utf8)
            .write(to: folder.appendingPathComponent("Table.swift"))
        let typecheck = try Subprocess.run("swiftc", ["-typecheck", "-parse-as-library", "UIKitStandIns.swift", "Table.swift"],
                                           in: folder)
        #expect(typecheck.status == 0, "\(typecheck.stderr)")
        // Without the option the type keeps its documented name; a name Swift cannot take is bad input.
        let plain = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "swift", "--no-fail", "--category", "large"])
        #expect(plain.stdout.contains("\nenum LocationButtonConstraints {\n"))
        for bad in ["2Sizes", "My-Sizes", "enum", ""] {
            let refused = try Binary.run(["check", "--spec", Binary.labelSpec, "--format", "swift", "--swift-type", bad, "--category", "large"])
            #expect(refused.status == 2, "\(bad): \(refused.status)")
            #expect(refused.stderr.hasPrefix("textfit: --swift-type: "), "\(refused.stderr)")
            #expect(refused.stdout.isEmpty)
        }
    }
}
