import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

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

/// The other inputs `make fuzz` found that crashed Foundation's XML parser are refused first.
@Suite struct XMLFuzzCrashTests {
    static func fixture(_ reader: String, _ name: String) throws -> Data {
        try Data(contentsOf: TestFonts.repositoryRoot.appendingPathComponent("Tests/Fixtures/fuzz/\(reader)/crashes/\(name)"))
    }

    /// `<?xml?>`: a processing instruction with no data made XMLParser call `strlen` on null.
    @Test func emptyProcessingInstructionIsRefused() throws {
        let data = try Self.fixture("strings", "crash-2bb524728909328712f1766ad8c36f36c588b732")
        #expect(XMLParseFailure.firstEmptyProcessingInstruction(data) != nil)
        #expect(throws: InputError.self) {
            try StringsFileReader.read(data: data, file: "a.strings", language: LanguageTag("de")!)
        }
        #expect(XMLParseFailure.firstEmptyProcessingInstruction(Data("<?xml version=\"1.0\"?><a/>".utf8)) == nil)
    }

    /// An `encoding` libxml2 does not know leaves the document UTF-8, so its bytes are checked.
    @Test func unknownDeclaredEncodingIsCheckedAsUTF8() throws {
        let data = try Self.fixture("xliff", "crash-045c05e3086e0a844ff43b70955d0edd483d92da")
        #expect(XMLParseFailure.firstLineNotUTF8(data) != nil)
        #expect(throws: InputError.self) { try XLIFFReader.read(data: data, file: "a.xliff") }
    }

    /// `<?xml` not followed by white space is a processing instruction, not a declaration: its
    /// `encoding="EUC-8"` converts nothing, and the bytes after `<?xml` (not UTF-8) trapped
    /// XMLParser's processing-instruction callback.
    @Test func encodingInAProcessingInstructionIsNoDeclaration() throws {
        let data = try Self.fixture("stringsdict", "crash-2d3ddf3b3d0572c063aae7eac43134ee247ebde2")
        #expect(XMLParseFailure.firstLineNotUTF8(data) == 1)
        #expect(throws: InputError.self) {
            try StringsDictReader.read(data: data, file: "a.stringsdict", language: LanguageTag("de")!)
        }
        let declared = Data(Array("<?xml\tversion=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a>".utf8) + [0xE9] + Array("</a>\n".utf8))
        #expect(XMLParseFailure.firstLineNotUTF8(declared) == nil)
    }

    /// A declaration that only looks like one (`encodingUTF-16= UTF-8"`, `encodingucs2="="1.0"`)
    /// names no encoding: the bytes are checked as UTF-8 (found by `make fuzz`; XMLParser's
    /// element callback trapped on them).
    @Test(arguments: ["crash-45c2205c52bd6f693d546f9e472e1ea4e0c776a1", "crash-f1b04355d02c70c69310dadfa9891251848e7011",
                      "crash-149c1ccb5d00245ae4be532cabc9d48f89108662", "crash-4588d75837fa7f42273df9ea2d85ab30db3b3403"])
    func malformedDeclarationNamesNoEncoding(_ name: String) throws {
        let data = try Self.fixture("xliff", name)
        #expect(XMLParseFailure.declaredEncoding(data) == nil)
        #expect(XMLParseFailure.firstLineNotUTF8(data) != nil)
        #expect(throws: InputError.self) { try XLIFFReader.read(data: data, file: "a.xliff") }
    }

    /// A well-formed declaration of UTF-16 over 8-bit bytes: libxml2 reads the bytes as UTF-8,
    /// so they are checked as UTF-8 (found by `make fuzz`).
    @Test(arguments: ["crash-70733d17f90bfad98030c4244521d716b51a1c09"])
    func sixteenBitDeclarationOverEightBitBytesIsCheckedAsUTF8(_ name: String) throws {
        let data = try Self.fixture("xliff", name)
        #expect(XMLParseFailure.firstLineNotUTF8(data) != nil)
        #expect(throws: InputError.self) { try XLIFFReader.read(data: data, file: "a.xliff") }
    }

    /// Well-formed declarations, as XML 1.0 § 2.8 writes them, name their encoding.
    @Test func wellFormedDeclarationsNameTheirEncoding() {
        let cases: [(String, String?)] = [
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "UTF-8"),
            ("<?xml version='1.0' encoding='ISO-8859-1' standalone='yes'?>", "ISO-8859-1"),
            ("<?xml\n  version = \"1.1\"\n  encoding = \"EUC-JP\" ?>", "EUC-JP"),
            ("<?xml version=\"1.0\"?>", nil),
            ("<?xml version=\"1.0\" encoding=\"UTF-8'?>", nil),
            ("<?xml encoding=\"UTF-16\" version=\"1.0\"?>", nil),
        ]
        for (declaration, encoding) in cases {
            #expect(XMLParseFailure.declaredEncoding(Data((declaration + "\n<a/>").utf8)) == encoding, "\(declaration)")
        }
    }
}

