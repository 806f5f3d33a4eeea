import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Large files read whole. libxml2, under Foundation's `XMLParser`, refuses one parse chunk over
/// 10,000,000 bytes ("Huge input lookup"), which is how `XMLParser(data:)` hands it a document.
@Suite struct ReaderLargeFileTests {
    /// A 12+ MB XLIFF, generated here: every unit is read, with its line.
    @Test func xliffOverTenMegabytesIsRead() throws {
        let units = 60_000
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>

            """
        for i in 0..<units {
            text += "      <trans-unit id=\"Key \(i)\" xml:space=\"preserve\">\n"
            text += "        <source>Share my current location number \(i) with everyone nearby</source>\n"
            text += "        <target state=\"translated\">Meinen aktuellen Standort Nummer \(i) mit allen in der Nähe teilen</target>\n"
            text += "        <note>Button title \(i), shown on the location screen of the app</note>\n"
            text += "      </trans-unit>\n"
        }
        text += "    </body>\n  </file>\n</xliff>\n"
        let data = Data(text.utf8)
        #expect(data.count > 12_000_000)
        let table = try XLIFFReader.read(data: data, file: "big.xliff")
        #expect(table.strings.count == 2 * units)
        let last = try #require(table.strings.last)
        #expect(last.key == "Key \(units - 1)")
        #expect(last.value == "Meinen aktuellen Standort Nummer \(units - 1) mit allen in der Nähe teilen")
        // 4 header lines, then 5 lines per unit; the target is the third line of its unit.
        #expect(last.location.line == 4 + 5 * (units - 1) + 3)
        #expect(table.notes.isEmpty)
    }
}

/// A property list nested deeper than any localization file is refused quickly, naming the line.
@Suite struct ReaderNestingTests {
    @Test func deeplyNestedStringsDictIsRefused() throws {
        let depth = 100_000
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        text += String(repeating: "<dict><key>k</key>\n", count: depth)
        text += "<string>v</string>\n"
        text += String(repeating: "</dict>", count: depth) + "\n</plist>\n"
        let started = Date()
        do {
            _ = try StringsDictReader.read(data: Data(text.utf8), file: "deep.stringsdict", language: LanguageTag("en")!)
            Issue.record("a plist nested \(depth) deep was accepted")
        } catch {
            // The 33rd <dict> opens on line 2 + 33 = 35.
            #expect(error.description == "deep.stringsdict:35: nested deeper than 32 levels of <dict> and <array>; a .stringsdict needs 3")
        }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func nestingAtTheLimitIsRead() throws {
        // 32 levels: the root, a key, a rule and 29 more dictionaries inside a plural form's place.
        var body = "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
        body += "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        body += "<key>other</key><string>%d</string><key>extra</key>"
        body += String(repeating: "<dict><key>x</key>", count: 29) + "<string>deep</string>" + String(repeating: "</dict>", count: 29)
        body += "</dict></dict>"
        let table = try StringsDictReader.read(data: Data(ReaderStringsDictTests.plist(body).utf8), file: "ok.stringsdict",
                                               language: LanguageTag("en")!)
        #expect(table.strings.map(\.value) == ["%d"])
        #expect(table.notes.map(\.kind) == [.unsupportedVariation])  // 'extra' is not a plural category
    }
}
