import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A string of an app's catalog that nothing limits is a wrapping label: a paragraph wraps and
/// is not truncated, and a translation far wider than its source (by IBM's expansion bands)
/// is an `expansion` finding. Widths are checked against `hb-shape` on the same font files.
@Suite struct DefaultLabelTests {
    static let en = LanguageTag("en")!
    /// No tracking, so a width is exactly the advance sum `hb-shape` gives.
    static let spec = ButtonSpec(tracking: .thousandthsOfEm(0))
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    static let paragraph = "Stats keeps a small history of every sensor it reads, so that the widgets in the menu "
        + "bar can draw a chart of the last minutes; the history is kept in memory only and is gone when you quit."

    static func string(_ key: String, _ language: String, _ value: String, line: Int,
                       widthLimit: WidthLimit? = nil) -> LocalizedString {
        LocalizedString(key: key, language: LanguageTag(language)!, value: value,
                        location: SourceLocation(file: "\(language).lproj/Localizable.strings", line: line),
                        widthLimit: widthLimit)
    }

    static func run(_ strings: [LocalizedString], labels: Bool, keyLimits: [String: KeyLimit] = [:]) async throws
        -> VerificationResult {
        var verification = Verification(strings: StringTable(sourceLanguage: en, strings: strings, keyLimits: keyLimits),
                                        spec: spec, categories: [.large], fonts: TestFonts.bundled, parallelism: 1)
        verification.labelsWhereUndeclared = labels
        return try await verification.run()
    }

    /// The bands of IBM's table (via the W3C article), as percentages over the source.
    @Test(arguments: [(1, 200.0), (10, 200.0), (11, 100.0), (20, 100.0), (21, 80.0), (30, 80.0), (31, 60.0),
                      (50, 60.0), (51, 70.0), (70, 70.0), (71, 50.0), (2_000, 50.0)])
    func thresholdFollowsSourceLength(characters: Int, percent: Double) {
        #expect(DefaultLabel.expansionPercent(sourceCharacters: characters) == percent)
    }

    /// The paragraph (one line of about 1,300 pt at 17 pt) wraps into several lines in the
    /// label and fits; measured as the one-line button it truncates.
    @Test func aLongParagraphWrapsAndIsNotTruncated() async throws {
        let strings = [Self.string("history.help", "en", Self.paragraph, line: 1)]
        let reference = try HBShape.width(font: Self.inter, faceIndex: 0, text: Self.paragraph,
                                          language: "en", pointSize: 17)
        #expect(reference.width > 3 * 343)

        let label = try #require(try await Self.run(strings, labels: true).cells.first)
        #expect(abs(label.measurement.width - reference.width) < 0.01)
        #expect(label.fit.fits)
        #expect(label.findings.isEmpty, "\(label.findings.map(\.message))")
        // The line width is the spec's 343 pt less its 12 + 12 pt insets: at least width ÷ 319 lines.
        #expect(label.fit.lineCount >= Int((reference.width / 319).rounded(.up)))
        #expect(label.fit.lineCount == label.fit.neededLineCount)

        let button = try #require(try await Self.run(strings, labels: false).cells.first)
        #expect(!button.fit.fits)
        #expect(button.findings.map(\.kind) == [.truncation])
    }

    /// "Pin" has 3 characters: a translation may be 3.0× its width. Russian's "Прикрепить" is
    /// more (an `expansion` finding with the ratio), German's "Anheften" less (none); hb-shape's
    /// widths decide which is which.
    @Test func aTranslationPastTheThresholdIsAnExpansion() async throws {
        let strings = [Self.string("pin", "en", "Pin", line: 1), Self.string("pin", "ru", "Прикрепить", line: 1),
                       Self.string("pin", "de", "Anheften", line: 1)]
        func width(_ text: String, _ language: String) throws -> Double {
            try HBShape.width(font: Self.inter, faceIndex: 0, text: text, language: language, pointSize: 17).width
        }
        let source = try width("Pin", "en")
        let ruRatio = try width("Прикрепить", "ru") / source, deRatio = try width("Anheften", "de") / source
        #expect(ruRatio > 3.0 && deRatio < 3.0, "ru \(ruRatio), de \(deRatio)")

        let result = try await Self.run(strings, labels: true)
        let ru = try #require(result.cells.first { $0.language.identifier == "ru" })
        let de = try #require(result.cells.first { $0.language.identifier == "de" })
        let en = try #require(result.cells.first { $0.language.identifier == "en" })
        #expect(ru.findings.map(\.kind) == [.expansion])
        #expect(abs((ru.findings.first?.amount ?? 0) - ruRatio) < 0.001)
        #expect(abs((ru.sourceWidth ?? 0) - source) < 0.01)
        #expect(abs((ru.budget ?? 0) - 3 * source) < 0.01)
        #expect(de.findings.isEmpty)
        #expect(en.findings.isEmpty && en.budget == nil)
        // Without the default (a spec given) no budget applies.
        let plain = try await Self.run(strings, labels: false)
        #expect(plain.cells.allSatisfy { $0.findings.isEmpty && $0.budget == nil })
    }

    /// Translations come file by file, so each source text comes back a language later, and is
    /// asked for at every category's size: every translation's source width at every size is
    /// hb-shape's width of its source text at that size, whichever text came before it.
    @Test func eachSourceWidthIsItsTextsAtItsSize() async throws {
        let sources = ["Share my current location", "Send a message to everyone nearby", "Pin"]
        let translations = [
            "de": ["Meinen aktuellen Standort teilen", "Allen in der Nähe eine Nachricht senden", "Anheften"],
            "fr": ["Partager ma position actuelle", "Envoyer un message à tous à proximité", "Épingler"],
        ]
        var strings: [LocalizedString] = []
        for (line, text) in sources.enumerated() { strings.append(Self.string("k\(line)", "en", text, line: line + 1)) }
        for language in ["de", "fr"] {
            for (line, text) in translations[language]!.enumerated() {
                strings.append(Self.string("k\(line)", language, text, line: line + 1))
            }
        }
        // xSmall to large: 14 to 17 pt, set in Inter's text cut alone.
        let categories: [ContentSizeCategory] = [.xSmall, .small, .medium, .large]
        var verification = Verification(strings: StringTable(sourceLanguage: Self.en, strings: strings), spec: Self.spec,
                                        categories: categories, fonts: TestFonts.bundled, parallelism: 1)
        verification.labelsWhereUndeclared = true
        let cells = try await verification.run().cells.filter { $0.language != Self.en }
        #expect(cells.count == 2 * sources.count * categories.count)
        for cell in cells {
            let key = Int(cell.key.dropFirst())!
            let reference = try HBShape.width(font: Self.inter, faceIndex: 0, text: sources[key], language: "en",
                                              pointSize: cell.measurement.pointSize).width
            #expect(abs((cell.sourceWidth ?? -1) - reference) < 0.01,
                    "\(cell.key) \(cell.language) \(cell.category): \(cell.sourceWidth ?? -1) against \(reference)")
        }
    }

    /// A key limited by a rule of the limits or by a file's `maxwidth`, and a key that is one of
    /// the Location Button's titles, keep the run's spec: the paragraph is a one-line button
    /// again, and no expansion budget applies.
    @Test func declaredLimitsKeepTheButton() async throws {
        let strings = [Self.string("ruled", "en", Self.paragraph, line: 1),
                       Self.string("filed", "en", Self.paragraph, line: 2, widthLimit: WidthLimit(value: 2_000, unit: .point)),
                       Self.string("free", "en", Self.paragraph, line: 3),
                       Self.string("Share My Current Location", "en", Self.paragraph, line: 4)]
        let limits = ["ruled": KeyLimit(key: "ruled", kind: .width(343), location: SourceLocation(file: "limits.json", line: 2))]
        let result = try await Self.run(strings, labels: true, keyLimits: limits)
        func cell(_ key: String) throws -> CellResult { try #require(result.cells.first { $0.key == key }) }
        #expect(try cell("ruled").findings.map(\.kind) == [.truncation])
        #expect(try cell("filed").findings.map(\.kind) == [.truncation])
        #expect(try cell("free").findings.isEmpty)
        #expect(try cell("Share My Current Location").findings.map(\.kind) == [.truncation])
        #expect(result.cells.filter { $0.budget != nil }.isEmpty)
        #expect(result.defaultLabelKeys == 1)
        #expect(result.header.notes.isEmpty)
    }

    /// A file's `maxwidth` limits its key in its own table only: the same key in another table,
    /// which no file limits, is still a wrapping label (a string's identity is its table and key).
    @Test func aFilesLimitKeepsTheButtonInItsOwnTableOnly() async throws {
        func string(_ table: String, line: Int, widthLimit: WidthLimit?) -> LocalizedString {
            var string = LocalizedString(key: "shared", language: LanguageTag("en")!, value: Self.paragraph,
                                         location: SourceLocation(file: "en.lproj/\(table).strings", line: line),
                                         widthLimit: widthLimit)
            string.tableIdentity = TableIdentity(path: string.location.file)
            return string
        }
        let limited = string("Main", line: 1, widthLimit: WidthLimit(value: 2_000, unit: .point))
        let free = string("Other", line: 1, widthLimit: nil)
        #expect(limited.tableIdentity != free.tableIdentity)
        let result = try await Self.run([limited, free], labels: true)
        let main = try #require(result.cells.first { $0.location?.file == limited.location.file })
        let other = try #require(result.cells.first { $0.location?.file == free.location.file })
        // Main's is the run's one-line button, too narrow for the paragraph; Other's wraps.
        #expect(main.findings.map(\.kind) == [.truncation])
        #expect(other.findings.isEmpty && other.fit.lineCount > 1)
        #expect(result.defaultLabelKeys == 1)
    }
}
