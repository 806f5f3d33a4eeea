import Foundation
import Testing
@testable import TextFit
import TextFitButtons
@testable import TextFitSourceScan

/// A found button as its reports state it: SwiftUI's font rule (a size under 12 pt drawn at 18),
/// one combined message per button and kind on the button's line, the Swift constraint table and
/// the HTML report's head of the button. Widths by hand: hb-shape on the stand-in fonts, SF Pro's
/// tracking at each size, and iOS 15–18's formula (`../shared/apple/README.md`).
@Suite struct AppButtonReportTests {
    /// caption2 in Apple's iOS Dynamic Type table (HIG, Typography: "iOS, iPadOS Dynamic Type
    /// sizes"), xSmall … AX5.
    static let caption2 = [11.0, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]

    /// What iOS draws `.font(.caption2)` at, category by category: the resolved size, or 18 pt
    /// where it is under 12 (`../shared/apple/platforms/NOTES.md`, "SwiftUI wrapper, iOS 26.1").
    static let drawn = caption2.map { $0 < 12 ? 18.0 : $0 }

    /// The languages the combined message is checked in: all shaped by hb-shape in the stand-in.
    static let languages: Set<String> = ["de", "el", "en", "ru"]

    /// The CheckInApp's button checked in `languages` only.
    static func checkIn() async throws -> (ButtonScan, VerificationResult) {
        let scan = try await ButtonScanTests.scan("CheckInApp")
        var table = try AppButtonTable.table(for: scan, titles: BundledData.strings())
        table.strings = table.strings.filter { languages.contains($0.language.identifier) }
        let verification = Verification(strings: table, spec: .bundledDefault, fonts: TestFonts.bundled, parallelism: 2)
        return (scan, try await verification.run())
    }

    /// SF Pro's tracking at `size` points, in 1/1000 em (HIG table, as the watch tracking file
    /// records it in its SF Pro column).
    static func sfProTracking(_ size: Double) throws -> Double {
        let path = TestFonts.repositoryRoot.appendingPathComponent("../shared/apple/platforms/watchos_sf_compact_tracking.tsv").path
        let rows = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").map { $0.components(separatedBy: "\t") }
        let row = try #require(rows.first { $0.count > 4 && $0[0] == "SF Compact" && Double($0[1]) == size })
        return try #require(Double(row[4].replacingOccurrences(of: "+", with: "")))
    }

    /// iOS 15–18's needed width of `title` at `size`, by hand: the arrow (1 em) + the gap (0.5 em) +
    /// hb-shape's advance in the stand-in and the tracking after each character + the padding (1 em).
    static func neededWidth(_ title: String, language: String, size: Double) throws -> Double {
        let shaped = try HBShape.standInWidth(text: title, language: language, pointSize: size)
        let tracking = try sfProTracking(size) / 1000 * size
        return 1.5 * size + shaped.width + Double(title.count) * tracking + size
    }

    @Test func caption2IsDrawnAt18PointsWhereItIsUnder12() async throws {
        let (scan, result) = try await Self.checkIn()
        let button = try #require(scan.buttons.first)
        #expect(button.font == .textStyle("caption2"))
        let english = result.cells.filter { $0.language.identifier == "en" }.sorted { $0.category < $1.category }
        #expect(english.map(\.category) == ContentSizeCategory.allCases)
        // Larger at large (18) than at xLarge (13): the rule is applied category by category.
        #expect(english.map(\.measurement.pointSize) == Self.drawn)
        // The note says where iOS draws 18 pt.
        let (_, notes) = AppButtonSpec.spec(for: button)
        #expect(notes.contains(".caption2 is under 12 pt at xSmall…large, where iOS draws the title at 18 pt"), "\(notes)")
    }

    /// The categories as the message states them: `at every size`, `at xLarge and larger` (a
    /// run up to AX5), else the runs of neighbours, `xSmall…large, AX2…AX5`.
    static func categoryPhrase(_ categories: [ContentSizeCategory]) -> String {
        let all = ContentSizeCategory.allCases
        if categories == all { return "at every size" }
        if categories.count > 1, categories == all.filter({ $0 >= categories[0] }) { return "at \(categories[0].rawValue) and larger" }
        var runs: [[ContentSizeCategory]] = []
        for category in categories {
            if let last = runs.last?.last, all.firstIndex(of: last)! + 1 == all.firstIndex(of: category)! {
                runs[runs.count - 1].append(category)
            } else {
                runs.append([category])
            }
        }
        return "at " + runs.map { $0.count == 1 ? $0[0].rawValue : "\($0[0].rawValue)…\($0.last!.rawValue)" }.joined(separator: ", ")
    }

    @Test(.enabled(if: AppButtonCheckTests.sharedDataPresent, "../shared/apple is absent: SF Pro's tracking table is needed"))
    func oneMessageNamesTheLanguagesTheCategoriesAndTheWorstNeed() async throws {
        let (scan, result) = try await Self.checkIn()
        let button = try #require(scan.buttons.first)
        // By hand: each language's title at each drawn size against the 200 pt frame.
        let titles = Dictionary(result.cells.map { ($0.language.identifier, $0.text) }, uniquingKeysWith: { first, _ in first })
        var failing: [(language: String, category: ContentSizeCategory, need: Double)] = []
        for (language, title) in titles {
            for (index, category) in ContentSizeCategory.allCases.enumerated() {
                let need = try Self.neededWidth(title, language: language, size: Self.drawn[index])
                if need > 200 { failing.append((language, category, need)) }
                let cell = try #require(result.cells.first { $0.language.identifier == language && $0.category == category })
                #expect(abs(cell.fit.minFrame.width - need) < 0.05, "\(language) \(category): TextFit \(cell.fit.minFrame.width), by hand \(need)")
            }
        }
        let languages = Set(failing.map(\.language)).sorted()
        let categories = Set(failing.map(\.category)).sorted()
        let worst = try #require(failing.max { $0.need < $1.need })

        let gate = GateResult(result: result, policy: .failOnEverything, baseline: nil)
        let diagnostics = gate.diagnostics().filter { $0.kind == .renderFailure }
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        let place = languages.count == Self.languages.count ? "in all 4 languages" : "in " + languages.joined(separator: ", ")
        let prefix = "LocationButton(.shareCurrentLocation) is not drawn by iOS \(place) \(Self.categoryPhrase(categories)) (needs "
        let suffix = " pt of its 200 pt frame, in \(worst.language) at \(worst.category.rawValue)); iOS grants no location"
        #expect(diagnostic.message.hasPrefix(prefix) && diagnostic.message.hasSuffix(suffix), "\(diagnostic.message)")
        let stated = Double(diagnostic.message.dropFirst(prefix.count).prefix { $0 != " " })
        #expect(abs((stated ?? 0) - worst.need) < 0.06, "\(diagnostic.message) against \(worst.need)")

        // `--format xcode`: that message once, on the button's line and column.
        let sink = MemorySink()
        XcodeReporter(base: "/").write(ReportInput(result: result, gate: gate), to: sink)
        let lines = sink.text.split(separator: "\n").filter { $0.hasSuffix("[textfit/render-failure]") }
        #expect(lines == ["\(button.file):\(button.line):\(button.column): error: \(diagnostic.message) [textfit/render-failure]"])
    }

    @Test func sarifAndJUnitStateOneResultPerButtonAndKind() async throws {
        let (scan, result) = try await Self.checkIn()
        let button = try #require(scan.buttons.first)
        let gate = GateResult(result: result, policy: .failOnEverything, baseline: nil)
        let sarif = MemorySink()
        try SARIFReporter().write(ReportInput(result: result, gate: gate), to: sarif)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.text.utf8)) as? [String: Any])
        let results = try #require(((document["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let failures = results.filter { $0["ruleId"] as? String == "textfit/render-failure" }
        #expect(failures.count == 1)
        let properties = try #require(failures.first?["properties"] as? [String: Any])
        let failingLanguages = Set(result.cells.filter { !$0.fit.fits }.map(\.language.identifier)).sorted()
        #expect(properties["languages"] as? [String] == failingLanguages && properties["language"] == nil)
        let location = try #require((failures.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == button.line)

        // JUnit: the button is one case for every language.
        let junit = MemorySink()
        JUnitReporter().write(ReportInput(result: result, gate: gate), to: junit)
        let cases = junit.text.split(separator: "\n").filter { $0.contains("<testcase classname=\"LocationButton(") }
        #expect(cases.count == 1 && cases[0].contains("name=\"every language\"") && cases[0].contains("line=\"\(button.line)\""),
                "\(junit.text)")
        #expect(junit.text.contains("<failure message=\"LocationButton(.shareCurrentLocation) is not drawn by iOS"))

        // The terminal's gate summary and the job summary: one line, one row, for every language.
        let summary = MemorySink()
        GateSummaryReporter(limit: nil).write(ReportInput(gate: gate), to: summary)
        let lines = summary.text.split(separator: "\n").filter { $0.contains("[textfit/") || $0.contains(" is not drawn by iOS ") }
        #expect(lines.count == 1 && lines[0].hasPrefix("  FAIL new   \(failingLanguages.count) lang. "), "\(summary.text)")
        let markdown = MemorySink()
        GateMarkdownReporter().write(ReportInput(gate: gate), to: markdown)
        let rows = markdown.text.split(separator: "\n").filter { $0.contains(" is not drawn by iOS ") }
        #expect(rows.count == 1 && rows[0].hasPrefix("| ✗ fail (new) | LocationButton(.shareCurrentLocation) | \(failingLanguages.count) languages | "),
                "\(markdown.text)")
    }

    @Test(.enabled(if: AppButtonCheckTests.sharedDataPresent, "../shared/apple is absent: SF Pro's tracking table is needed"))
    func theSwiftTableGivesTheLargestFontSizeAndCategoryPerButton() async throws {
        let (scan, result) = try await Self.checkIn()
        let button = try #require(scan.buttons.first)
        let sink = MemorySink()
        SwiftTableReporter().write(ReportInput(result: result), to: sink)
        let text = sink.text
        let key = "\"LocationButton(.shareCurrentLocation)\""
        // The smallest over the languages of the largest font size that renders in the 200 pt frame.
        let sizes = Dictionary(result.cells.map { ($0.language.identifier, $0.largestFontSize ?? -1) }, uniquingKeysWith: min)
        // On a tie, the first language by tag.
        let smallest = try #require(sizes.min { ($0.value, $0.key) < ($1.value, $1.key) })
        #expect(text.contains("        \(key): \(ReportNumber.points(smallest.value, decimals: 2)), // \(smallest.key); "
            + "\(button.file):\(button.line)\n"), "\(text)")
        // By hand, language by language: the whole size below its largest renders, the one above
        // does not; 0 when not even 12 pt, iOS's smallest, renders.
        for (language, size) in sizes {
            let title = try #require(result.cells.first { $0.language.identifier == language }).text
            if size == 0 {
                #expect(try Self.neededWidth(title, language: language, size: 12) > 200, "\(language)")
                continue
            }
            let below = size.rounded(.down), above = size.rounded(.up)
            #expect(below >= 12 && below < above, "\(language): \(size)")
            #expect(try Self.neededWidth(title, language: language, size: below) <= 200, "\(language): \(size)")
            #expect(try Self.neededWidth(title, language: language, size: above) > 200, "\(language): \(size)")
        }
        // The largest category at which every language renders, or the key among those rendering at none.
        let failing = result.cells.filter { !$0.fit.fits }.map(\.category)
        if let first = failing.min(), let largest = ContentSizeCategory.allCases.last(where: { $0 < first }) {
            // UIKit's name of the category (UIContentSizeCategory).
            let uikit = ["xSmall": "extraSmall", "small": "small", "medium": "medium", "large": "large", "xLarge": "extraLarge",
                         "xxLarge": "extraExtraLarge", "xxxLarge": "extraExtraExtraLarge", "AX1": "accessibilityMedium",
                         "AX2": "accessibilityLarge", "AX3": "accessibilityExtraLarge", "AX4": "accessibilityExtraExtraLarge"]
            #expect(text.contains("        \(key): .\(uikit[largest.rawValue] ?? "?"),"), "\(text)")
        } else {
            let never = try #require(text.range(of: "static let rendersAtNoCategory: Set<String> = [\n"))
            #expect(text[never.upperBound...].hasPrefix("        \(key),\n"), "\(text)")
        }
    }

    @Test func anIconOnlyButtonRendersAtEveryCategoryAndStatesNoFontSize() async throws {
        let (_, result) = try await AppButtonCheckTests.check("SwiftUIApp")
        let sink = MemorySink()
        SwiftTableReporter().write(ReportInput(result: result), to: sink)
        let text = sink.text
        let fontSizes = try #require(text.range(of: "static let largestFontSize: [String: CGFloat] = [\n"))
        let categories = try #require(text.range(of: "static let largestRenderingCategory: [String: UIContentSizeCategory] = [\n"))
        // The 60 × 60 circle needs 36 × 36 pt (18 pt arrow + 18 pt padding) at every category: it
        // renders at AX5, and shows no title whose font size could be stated.
        #expect(!text[fontSizes.upperBound..<categories.lowerBound].contains("\"LocationButton(.currentLocation)\""))
        #expect(text[categories.upperBound...].contains(
            "        \"LocationButton(.currentLocation)\": .accessibilityExtraExtraExtraLarge, // "))
    }

    @Test func theHTMLReportHeadsTheButtonWithItsPlaceConfigurationAndWorstCell() async throws {
        let (scan, result) = try await Self.checkIn()
        let button = try #require(scan.buttons.first)
        let gate = GateResult(result: result, policy: .failOnEverything, baseline: nil)
        var reporter = HTMLReporter()
        let spec = try Verification(strings: AppButtonTable.table(for: scan, titles: BundledData.strings()), spec: .bundledDefault,
                                    fonts: TestFonts.bundled).spec(forKey: "LocationButton(.shareCurrentLocation)")
        reporter.specs = { _ in spec }
        reporter.fonts = { TestFonts.bundled }
        let sink = MemorySink()
        try reporter.write(ReportInput(result: result, gate: gate), to: sink)
        let worst = try #require(result.cells.max { a, b in
            a.fit.minFrame.width - a.fit.frame.width < b.fit.minFrame.width - b.fit.frame.width
        })
        #expect(sink.text.contains("<div class=\"button-config\"><p><a class=\"place\" href=\"\(button.file)\">\(button.file):\(button.line)</a>"))
        #expect(sink.text.contains("frame 200 × 160 pt; corner radius 16 pt"))
        #expect(sink.text.contains("<p class=\"worst\">Worst: \(worst.language.identifier) at \(worst.category.rawValue): needs "))
        #expect(sink.text.contains("not drawn by iOS, no location granted</p><svg "))
    }
}
