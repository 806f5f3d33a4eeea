import Foundation
import Testing
@testable import TextFit

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
