import Foundation
import Testing
@testable import TextFitCore

/// Accessibility labels, hints and tooltips are never drawn: not measured, counted in one note.
/// The fixture is written as Interface Builder writes a storyboard's strings.
@Suite struct NeverDrawnStringsTests {
    static let storyboard = """
        /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "abc-12-xyz"; */
        "abc-12-xyz.normalTitle" = "Teilen";

        /* Class = "UIButton"; accessibilityLabel = "Share your location"; ObjectID = "abc-12-xyz"; */
        "abc-12-xyz.accessibilityLabel" = "Standort teilen";

        /* Class = "UIButton"; accessibilityHint = "Sends where you are"; ObjectID = "abc-12-xyz"; */
        "abc-12-xyz.accessibilityHint" = "Sendet, wo du bist";

        /* Class = "NSButton"; toolTip = "Share"; ObjectID = "def-34-uvw"; */
        "def-34-uvw.toolTip" = "Teilen";

        "title.accessibilityLabel.short" = "Kurz";

        """

    @Test func neverDrawnStringsAreCountedNotMeasured() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for language in ["de", "fr"] {
            let file = root.appendingPathComponent("\(language).lproj/Main.strings")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.storyboard.utf8).write(to: file)
        }
        let table = try LocalizationReader.read(paths: [root.path])
        // Two keys drawn (the title and a key that only contains the word), in two languages.
        #expect(Set(table.strings.map(\.key)) == ["abc-12-xyz.normalTitle", "title.accessibilityLabel.short"])
        #expect(table.strings.count == 4)
        let notes = table.notes.filter { $0.kind == .neverDrawn }
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        // Three keys in two languages: six strings, counted by hand.
        #expect(note.message == "6 strings are never drawn (accessibility labels, hints, tooltips) and were not measured: "
            + "'abc-12-xyz.accessibilityLabel', 'abc-12-xyz.accessibilityHint', 'def-34-uvw.toolTip'")
        #expect(note.location == SourceLocation(file: root.appendingPathComponent("de.lproj/Main.strings").path, line: 5))
        // Nothing else is noted about them (no missing translation for a language that lacks one).
        #expect(!table.notes.contains { $0.key.hasSuffix(".accessibilityLabel") })
    }

    @Test func theKeyIsTheSignal() {
        for key in ["a.accessibilityLabel", "x-1-y.accessibilityHint", "b.accessibilityValue", "c.toolTip", "d.ibShadowedToolTip"] {
            #expect(NeverDrawnStrings.isNeverDrawn(key: key), "\(key)")
        }
        for key in ["accessibilityLabel", ".accessibilityLabel", "a.accessibilityLabel.x", "a.normalTitle", "toolTip", "a.tooltip", ""] {
            #expect(!NeverDrawnStrings.isNeverDrawn(key: key), "\(key)")
        }
    }

    @Test func oneStringIsCountedInTheSingular() throws {
        var tables = [StringTable(sourceLanguage: LanguageTag("en")!, strings: [
            LocalizedString(key: "q.toolTip", language: LanguageTag("en")!, value: "Quit", location: SourceLocation(file: "f", line: 2)),
        ])]
        let note = try #require(NeverDrawnStrings.remove(from: &tables))
        #expect(note.message == "1 string is never drawn (accessibility labels, hints, tooltips) and was not measured: 'q.toolTip'")
        #expect(tables[0].strings.isEmpty)
    }
}
