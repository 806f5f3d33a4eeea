import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ReaderStringsFileTests {
    let german = LanguageTag("de")!

    @Test func utf16WithBOMReadsLikeUTF8() throws {
        let utf8 = try StringsFileReader.read(path: Fixture.path("Strings/utf8/Localizable.strings"), language: german)
        let utf16 = try StringsFileReader.read(path: Fixture.path("Strings/utf16/Localizable.strings"), language: german)
        // The fixtures differ in bytes: one is UTF-16LE with a BOM, twice as long plus two bytes.
        let bytes8 = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("Strings/utf8/Localizable.strings")))
        let bytes16 = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("Strings/utf16/Localizable.strings")))
        #expect(bytes16.prefix(2) == Data([0xFF, 0xFE]))
        #expect(bytes16.count == 2 + 2 * String(decoding: bytes8, as: UTF8.self).utf16.count)

        #expect(utf8.strings.count == 3)
        #expect(utf8.strings.map(\.key) == utf16.strings.map(\.key))
        #expect(utf8.strings.map(\.value) == utf16.strings.map(\.value))
        #expect(utf8.strings.map(\.location.line) == utf16.strings.map(\.location.line))
        #expect(utf8.strings.map(\.comment) == utf16.strings.map(\.comment))
    }

    @Test func readsCommentsEscapesAndUnquotedKeys() throws {
        let path = "App/de.lproj-fixture/Localizable.strings"
        let table = try StringsFileReader.read(path: Fixture.path(path), language: german)
        #expect(table.strings.map(\.key) == ["Current Location", "Share My Current Location", "greeting"])
        #expect(table.strings[0].value == "Aktueller Ort")
        #expect(table.strings[0].comment == "Location Button title")
        #expect(table.strings[0].location.line == 2)
        #expect(table.strings[1].location.line == 5)
        // `\"` is a quote, `\n` a newline, `\U00C9` is É.
        #expect(table.strings[2].value == "Sag \"hallo\"\nzu Émile")
        #expect(table.strings[2].comment == "An unquoted key and escapes")
        #expect(table.strings[2].location.line == 8)
        #expect(table.strings.allSatisfy { $0.language == german })
    }

    func read(_ text: String) throws -> StringTable {
        try StringsFileReader.read(data: Data(text.utf8), file: "x.strings", language: german)
    }

    func readError(_ text: String) -> InputError? {
        do { _ = try read(text); return nil } catch let error as InputError { return error } catch {
            Issue.record("not an InputError: \(error)"); return nil
        }
    }

    /// `text` read, after checking that each key's value is the one PropertyListSerialization
    /// (CoreFoundation's reader of the format) gives it.
    func readAgreeingWithPropertyListSerialization(_ text: String) throws -> StringTable {
        let table = try read(text)
        let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        let dictionary = try #require(plist as? [String: String])
        #expect(Dictionary(uniqueKeysWithValues: table.strings.map { ($0.key, $0.value) }) == dictionary)
        return table
    }

    @Test func agreesWithPropertyListSerialization() throws {
        let text = """
            /* c */ "a" = "b\\tc";
            key.with-dots = value_1;
            "only key";
            'single' = "\\101\\U0042";
            "emoji" = "\\UD83D\\UDE00";
            """
        let table = try readAgreeingWithPropertyListSerialization(text)
        #expect(table.strings.map(\.value) == ["b\tc", "value_1", "only key", "AB", "😀"])
    }

    /// Text beyond ASCII between escapes, read as PropertyListSerialization reads it: each
    /// scalar's UTF-8 kept whole (two, three and four bytes), escapes decoded in place.
    @Test func nonASCIITextAroundEscapesAgreesWithPropertyListSerialization() throws {
        let text = #"""
            "de" = "Grüße\naus Köln";
            "ja" = "現在地を\t共有";
            "mixed" = "😀 \U00e9t\U00E9 🇩🇪 \"zitiert\" ش";
            """#
        let table = try readAgreeingWithPropertyListSerialization(text)
        #expect(table.strings.map(\.value) == ["Grüße\naus Köln", "現在地を\t共有", "😀 été 🇩🇪 \"zitiert\" ش"])
    }

    /// A high surrogate escape with no low one after it is U+FFFD, whatever follows: plain text,
    /// another escape, or the closing quote.
    @Test func aLoneHighSurrogateIsAReplacementCharacter() throws {
        let table = try read(#""a" = "x\UD83Dy"; "b" = "\UD83D\n"; "c" = "\UD83D";"#)
        #expect(table.strings.map(\.value) == ["x\u{FFFD}y", "\u{FFFD}\n", "\u{FFFD}"])
    }

    @Test func duplicateKeyKeepsTheLastAndReportsIt() throws {
        let table = try read("\"a\" = \"one\";\n\"b\" = \"two\";\n\"a\" = \"three\";\n")
        #expect(table.strings.map(\.key) == ["b", "a"])
        #expect(table.strings.last?.value == "three")
        #expect(table.strings.last?.location.line == 3)
        let note = try #require(table.notes.first)
        #expect(note.kind == .duplicateKey)
        #expect(note.location.line == 3)
        #expect(note.message.contains("first at line 1"))
        #expect(note.message.contains("\"one\""))
    }

    @Test func unterminatedLiteralNamesItsLine() throws {
        let error = try #require(readError("\"a\" = \"b\";\n\"c\" = \"d;\n\"e\" = \"f\";\n"))
        // The literal opened on line 2 swallows the rest: `d;\n` then stops at the quote before e,
        // so the parse fails at the `e` that follows — CF reports "Missing ';' on line 3".
        #expect(error.line == 3)
        #expect(error.file == "x.strings")
        let open = try #require(readError("\"a\" = \"b\";\n\"c\" = \"d;\n"))
        #expect(open.line == 2)
        #expect(open.reason.contains("unterminated string literal"))
    }

    @Test func missingSemicolonAndEqualsAreFatal() throws {
        #expect(try #require(readError("\"a\" = \"b\"\n\"c\" = \"d\";")).line == 2)
        #expect(try #require(readError("\"a\" = \"b\"")).reason.contains("ends before ';'"))
        #expect(try #require(readError("\"a\" = ;")).reason.contains("expected a value"))
        #expect(try #require(readError("/* open\n\n\"a\" = \"b\";")).line == 1)
    }

    @Test func wrongEncodingIsFatal() throws {
        // Latin-1 "Grüße": 0xFC is not UTF-8 and the file has no UTF-16 shape.
        var bytes = Array("\"a\" = \"b\";\n\"c\" = \"Gr".utf8)
        bytes += [0xFC, 0xDF, 0x65, 0x22, 0x3B, 0x0A]
        do {
            _ = try StringsFileReader.read(data: Data(bytes), file: "latin1.strings", language: german)
            Issue.record("Latin-1 was accepted")
        } catch {
            #expect(error.line == 2)
            #expect(error.reason.contains("0xFC"))
        }
    }

    @Test func utf16WithoutBOMIsRecognised() throws {
        let text = "\"a\" = \"Grüße\";\n"
        var le = Data()
        for unit in text.utf16 { le.append(UInt8(unit & 0xFF)); le.append(UInt8(unit >> 8)) }
        var be = Data()
        for unit in text.utf16 { be.append(UInt8(unit >> 8)); be.append(UInt8(unit & 0xFF)) }
        for data in [le, be] {
            let table = try StringsFileReader.read(data: data, file: "x.strings", language: german)
            #expect(table.strings.map(\.value) == ["Grüße"])
        }
    }

    /// UTF-16 without a BOM, both byte orders: the bytes are encoded here with Foundation's own
    /// encoder, and the result must equal the UTF-8 read of the same text.
    @Test func utf16WithoutBOMDecodesInBothByteOrders() throws {
        let text = "/* Knopf */\n\"Share\" = \"Teilen\";\n\"Кнопка\" = \"Поделиться\";\n\"日本\" = \"共有\";\n"
        let utf8 = try StringsFileReader.read(data: Data(text.utf8), file: "u8.strings", language: german)
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            let data = try #require(text.data(using: encoding))
            #expect(data.count == 2 * text.utf16.count)  // no BOM written
            #expect(data.prefix(2) != Data([0xFF, 0xFE]) && data.prefix(2) != Data([0xFE, 0xFF]))
            let table = try StringsFileReader.read(data: data, file: "u16.strings", language: german)
            #expect(table.strings.map(\.key) == ["Share", "Кнопка", "日本"])
            #expect(table.strings.map(\.value) == utf8.strings.map(\.value))
            #expect(table.strings.map(\.location.line) == [2, 3, 4])
            #expect(table.strings[0].comment == "Knopf")
        }
    }
}
