import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ReaderXLIFFTests {
    static let xliff = "de.xcloc/Localized Contents/de.xliff"
    let de = LanguageTag("de")!
    let en = LanguageTag("en")!

    func table() throws -> StringTable { try XLIFFReader.read(path: Fixture.path(Self.xliff)) }

    @Test func readsSourcesTargetsAndStates() throws {
        let table = try table()
        #expect(table.sourceLanguage == en)
        let current = table.strings.filter { $0.key == "Current Location" }
        #expect(current.map(\.language) == [en, de])
        #expect(current.map(\.value) == ["Current Location", "Aktueller Ort"])
        #expect(current.map(\.state) == [.source, .translated])
        #expect(current[1].comment == "Location Button title")
        #expect(current[1].location.line == (try Fixture.line(of: "Aktueller Ort", in: Self.xliff)))
        let review = try #require(table.strings.first { $0.key == "Share My Current Location" && $0.language == de })
        #expect(review.state == .needsReview)
    }

    @Test func readsXcodeVariationIds() throws {
        let table = try table()
        let items = table.strings.filter { $0.key == "%lld items" && $0.language == de }
        #expect(items.map { $0.variant ?? "-" } == ["plural.one", "plural.other"])
        let tap = table.strings.filter { $0.key == "Tap to share" && $0.language == de }
        #expect(tap.map { $0.variant ?? "-" } == ["device.applewatch", "device.other"])
        let untranslated = try #require(table.notes.first { $0.kind == .missingTranslation && $0.key == "Tap to share" })
        #expect(untranslated.message.contains("device.mac"))
        #expect(untranslated.language == de)

        let files = try #require(table.strings.first { $0.key == "%lld files in %lld folders" && $0.language == de })
        #expect(files.value == "%#@arg1@ in %#@arg2@")
        #expect(files.substitutions.map(\.name) == ["arg1", "arg2"])
        #expect(files.substitutions[0].variants.map(\.path) == ["plural.one", "plural.other"])
        #expect(files.substitutions[0].variants.map(\.value) == ["%1$lld Datei", "%1$lld Dateien"])

        // Legacy stringsdict paths rebuild `%#@songs@` into plural variants.
        let songs = table.strings.filter { $0.key == "%lld songs" }
        #expect(songs.map { "\($0.language) \($0.variant ?? "-") \($0.value)" } == [
            "en plural.one %lld song", "en plural.other %lld songs",
            "de plural.one %lld Lied", "de plural.other %lld Lieder",
        ])
        #expect(songs[2].location.line == (try Fixture.line(of: "%lld Lied<", in: Self.xliff)))
    }

    @Test func maxwidthBecomesAWidthLimit() throws {
        let table = try table()
        let current = table.strings.filter { $0.key == "Current Location" }
        #expect(current.allSatisfy { $0.widthLimit == WidthLimit(value: 120, unit: .point) })
        let share = table.strings.filter { $0.key == "Share My Current Location" }
        #expect(share.allSatisfy { $0.widthLimit == WidthLimit(value: 150, unit: .point) })
        #expect(table.strings.filter { $0.key == "%lld items" }.allSatisfy { $0.widthLimit == nil })
    }

    static func document(_ units: String, target: String = "de") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.xcstrings" source-language="en" target-language="\(target)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>

        """
    }

    func read(_ text: String) throws -> StringTable {
        try XLIFFReader.read(data: Data(text.utf8), file: "x.xliff")
    }

    func readError(_ text: String) -> InputError? {
        do { _ = try read(text); return nil } catch let error as InputError { return error } catch {
            Issue.record("not an InputError: \(error)"); return nil
        }
    }

    @Test func sizeUnitsAndDefaults() throws {
        let table = try read(Self.document("""
              <trans-unit id="a" maxwidth="12" size-unit="char"><source>A</source><target>Ä</target></trans-unit>
              <trans-unit id="b" maxwidth="200"><source>B</source><target>B</target></trans-unit>
        """))
        #expect(table.strings.first { $0.key == "a" }?.widthLimit == WidthLimit(value: 12, unit: .char))
        // XLIFF 1.2: size-unit defaults to pixel.
        #expect(table.strings.first { $0.key == "b" }?.widthLimit == WidthLimit(value: 200, unit: .pixel))
    }

    @Test func malformedXLIFFIsFatalWithALine() throws {
        // Line 1 XML declaration, 2 <xliff>, 3 <file>, 4 <body>, 5 the unit.
        let unclosed = try #require(readError(Self.document("      <trans-unit id=\"a\"><source>A</source><target>B</trans-unit>")))
        #expect(unclosed.line == 5)
        #expect(unclosed.reason == "not well-formed XML: a closing tag does not match the element it closes")
        let badWidth = try #require(readError(Self.document("      <trans-unit id=\"a\" maxwidth=\"wide\"><source>A</source></trans-unit>")))
        #expect(badWidth.line == 5)
        #expect(badWidth.key == "a")
        let badUnit = try #require(readError(Self.document("      <trans-unit id=\"a\" maxwidth=\"9\" size-unit=\"furlong\"><source>A</source></trans-unit>")))
        #expect(badUnit.reason.contains("size-unit 'furlong' is not an XLIFF 1.2 size unit"))
        // A unit XLIFF defines but TextFit cannot measure in: noted, measured without the limit.
        let centimetres = try read(Self.document("      <trans-unit id=\"a\" maxwidth=\"9\" size-unit=\"cm\"><source>A</source></trans-unit>"))
        #expect(centimetres.strings.map(\.widthLimit) == [nil])
        #expect(centimetres.notes.filter { $0.kind == .unsupportedVariation }.map(\.location.line) == [5])
        #expect(centimetres.notes.contains { $0.message.contains("'cm'") })
        // A state XLIFF 1.2 does not define is still a translation: measured, named once per file at its line.
        let oddState = try read(Self.document("      <trans-unit id=\"a\"><source>A</source>\n<target state=\"done\">B</target></trans-unit>\n"
                                              + "      <trans-unit id=\"b\"><source>B</source><target state=\"done\">C</target></trans-unit>"))
        #expect(oddState.strings.filter { $0.language.identifier == "de" }.map { "\($0.value)|\($0.state)" } == ["B|translated", "C|translated"])
        let stateNotes = oddState.notes.filter { $0.message.contains("target state 'done'") }
        #expect(stateNotes.map(\.location.line) == [6])
        let badTag = try #require(readError(Self.document("      <trans-unit id=\"a\"><source>A</source></trans-unit>", target: "deutsch")))
        #expect(badTag.line == 3)
        let noSource = try #require(readError(Self.document("      <trans-unit id=\"a\"><target>B</target></trans-unit>")))
        #expect(noSource.reason.contains("no <source>"))
        #expect(try #require(readError("<html><body/></html>")).reason.contains("not an XLIFF"))
    }

    @Test func unknownVariationShapesAreReported() throws {
        let table = try read(Self.document("""
              <trans-unit id="k"><source>K</source><target>K</target></trans-unit>
              <trans-unit id="k|==|width.compact"><source>K</source><target>K</target></trans-unit>
              <trans-unit id="k|==|plural.several"><source>K</source><target>K</target></trans-unit>
        """))
        #expect(table.strings.count == 2)
        let notes = table.notes.filter { $0.kind == .unsupportedVariation }
        #expect(notes.map(\.location.line) == [6, 7])
        #expect(notes[0].message.contains("width.compact"))
    }

    @Test func emptyOrAbsentTargetsAreMissingTranslations() throws {
        let table = try read(Self.document("""
              <trans-unit id="a"><source>A</source><target state="new"></target></trans-unit>
              <trans-unit id="b"><source>B</source></trans-unit>
              <trans-unit id="c" translate="no"><source>C</source></trans-unit>
        """))
        #expect(table.strings.map(\.key) == ["a", "b"])
        #expect(table.strings.allSatisfy { $0.language.identifier == "en" })
        let missing = table.notes.filter { $0.kind == .missingTranslation }
        #expect(missing.map(\.key) == ["a", "b"])
        #expect(table.notes.contains { $0.kind == .notTranslatable && $0.key == "c" })
    }
}
