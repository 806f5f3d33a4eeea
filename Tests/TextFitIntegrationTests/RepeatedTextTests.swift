import Foundation
import Testing
@testable import TextFit
@testable import TextFitRun
@testable import TextFitSolver

/// A text that recurs under other keys ("Off" in a settings catalog) meets the caches the first
/// measuring filled (its layouts, truncation pieces, source widths): each of its cells is the
/// cell it gets when it is the only string of its run, and a recurrence in another language or
/// under a key with a spec of its own is measured in its own faces and frame.
@Suite struct RepeatedTextTests {
    static let categories: [ContentSizeCategory] = [.large, .ax3, .ax5]

    static func string(_ key: String, _ language: String, _ value: String, line: Int) -> LocalizedString {
        LocalizedString(key: key, language: LanguageTag(language)!, value: value,
                        location: SourceLocation(file: "\(language).lproj/Localizable.strings", line: line))
    }

    static func cells(_ strings: [LocalizedString], labels: Bool = true,
                      keyLimits: [String: KeyLimit] = [:]) async throws -> [CellResult] {
        var verification = Verification(
            strings: StringTable(sourceLanguage: LanguageTag("en")!, strings: strings, keyLimits: keyLimits),
            spec: ButtonSpec(), categories: categories, fonts: TestFonts.bundled, parallelism: 1)
        verification.labelsWhereUndeclared = labels
        return try await verification.run().cells
    }

    /// The measurement and fit of `key`'s cells when it is measured alone.
    static func alone(_ string: LocalizedString, labels: Bool = true,
                      keyLimits: [String: KeyLimit] = [:]) async throws -> [CellResult] {
        try await cells([string], labels: labels, keyLimits: keyLimits)
    }

    /// Three keys with the same German value, a paragraph that wraps at the accessibility
    /// sizes and a one-line spec that truncates it: every cell equals the key's cells alone,
    /// apart from its key and line.
    @Test(arguments: [true, false]) func aRepeatedTextGetsTheCellsItGetsAlone(labels: Bool) async throws {
        let value = "Benachrichtigungen über Verbindungsänderungen werden nur angezeigt, wenn die App im Hintergrund läuft"
        let strings = (1...3).map { Self.string("settings.\($0)", "de", value, line: $0) }
        let together = try await Self.cells(strings, labels: labels)
        #expect(together.count == 3 * Self.categories.count)
        for string in strings {
            let mine = together.filter { $0.key == string.key }
            let alone = try await Self.alone(string, labels: labels)
            #expect(mine.map(\.measurement) == alone.map(\.measurement))
            #expect(mine.map(\.fit) == alone.map(\.fit))
        }
        // The paragraph is no one-line title at AX5: it wraps as a label and is cut as a button.
        let last = try #require(together.last)
        if labels { #expect(last.fit.lineCount > 1 && last.fit.truncatedText == nil) }
        else { #expect(last.fit.truncatedText?.hasSuffix("…") == true) }
    }

    /// The same Han character in Japanese and in Simplified Chinese takes the manifest's
    /// Japanese and Chinese cuts of Noto Sans CJK: the second is measured in its own face,
    /// not given the first's cells.
    @Test func theSameTextInAnotherLanguageIsMeasuredAgain() async throws {
        let strings = [Self.string("straight", "ja", "直", line: 1), Self.string("straight", "zh-Hans", "直", line: 1)]
        let cells = try await Self.cells(strings)
        let families = Dictionary(grouping: cells, by: \.language.description)
            .mapValues { Set($0.flatMap { $0.measurement.fonts.map(\.family) }) }
        #expect(families["ja"] == ["Noto Sans CJK JP"], "\(families)")
        #expect(families["zh-Hans"] == ["Noto Sans CJK SC"], "\(families)")
    }

    /// A key that a rule of the limits gives a frame of its own keeps it: the same paragraph
    /// under a free key beside it is a wrapping label with no finding, under the ruled key a
    /// one-line button that truncates.
    @Test func aKeyWithASpecOfItsOwnIsMeasuredWithIt() async throws {
        let value = "Stats keeps a small history of every sensor it reads, so that the widgets can draw a chart"
        let limits = ["ruled": KeyLimit(key: "ruled", kind: .width(343), location: SourceLocation(file: "limits.json", line: 2))]
        let strings = [Self.string("ruled", "en", value, line: 1), Self.string("free", "en", value, line: 2)]
        let cells = try await Self.cells(strings, keyLimits: limits)
        let ruled = cells.filter { $0.key == "ruled" }, free = cells.filter { $0.key == "free" }
        #expect(ruled.allSatisfy { $0.fit.lineCount == 1 } && ruled.last?.fit.truncatedText != nil)
        #expect(free.last.map { $0.fit.lineCount > 1 } == true)
        #expect(free.allSatisfy { $0.findings.isEmpty }, "\(free.flatMap(\.findings).map(\.message))")
        #expect(free.map(\.fit) == (try await Self.alone(strings[1], keyLimits: limits)).map(\.fit))
    }
}
