import Foundation
import Testing
@testable import TextFit

/// XML whose bytes are not UTF-8 in an element name made swift-corelibs-foundation's XMLParser
/// trap (inputs found by `make fuzz`, kept in Tests/Fixtures/fuzz/*/crashes/); every XML reader
/// now refuses it with an ``InputError`` naming the line.
@Suite struct XMLNotUTF8Tests {
    /// `<?xml …?>`, then line 2 opens the root, line 3 holds an element whose name has the byte
    /// 0xEC (a UTF-8 lead byte followed by ASCII, so not UTF-8).
    func document(root: String) -> Data {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<\(root)>\n<".utf8)
        bytes += [0xEC]
        bytes += Array("key>a</key>\n</\(root)>\n".utf8)
        return Data(bytes)
    }

    @Test func xliffNamesTheLine() throws {
        let error = #expect(throws: InputError.self) { try XLIFFReader.read(data: document(root: "xliff"), file: "a.xliff") }
        #expect(error?.line == 3)
        #expect(error?.file == "a.xliff")
    }

    @Test func xmlStringsFileNamesTheLine() throws {
        let error = #expect(throws: InputError.self) {
            try StringsFileReader.read(data: document(root: "plist"), file: "a.strings", language: LanguageTag("de")!)
        }
        #expect(error?.line == 3)
    }

    @Test func stringsDictNamesTheLine() throws {
        let error = #expect(throws: InputError.self) {
            try StringsDictReader.read(data: document(root: "plist"), file: "a.stringsdict", language: LanguageTag("de")!)
        }
        #expect(error?.line == 3)
    }

    @Test func anotherDeclaredEncodingIsLeftToTheParser() {
        let latin1 = Data(Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a>".utf8) + [0xE9] + Array("</a>\n".utf8))
        #expect(XMLParseFailure.firstLineNotUTF8(latin1) == nil)
        #expect(XMLParseFailure.firstLineNotUTF8(document(root: "a")) == 3)
    }
}
