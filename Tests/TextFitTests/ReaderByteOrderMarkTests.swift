import Foundation
import Testing
@testable import TextFitRun

/// A UTF-16 file once decoded as UTF-8 with replacement characters and saved again: its
/// byte-order mark `FF FE` became `EF BF BD EF BF BD` (U+FFFD twice). The cause is named; in a
/// folder the file is named in a note and the rest is read.
@Suite struct ReaderByteOrderMarkTests {
    let manager = FileManager.default
    static let corrupted: [UInt8] = [0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD]

    /// The bytes a corrupted file holds: the mark, then the rest as it was (UTF-16LE, or UTF-8).
    static func corruptedFile(_ text: String, utf16: Bool) -> Data {
        Data(corrupted) + (utf16 ? text.data(using: .utf16LittleEndian)! : Data(text.utf8))
    }

    @Test func theCauseIsNamed() throws {
        // Replacement characters are what a UTF-8 decoder makes of FF and FE.
        #expect(Array(String(decoding: [0xFF, 0xFE] as [UInt8], as: UTF8.self).utf8) == Self.corrupted)
        for utf16 in [true, false] {
            let data = Self.corruptedFile("\"A\" = \"Teilen\";\n", utf16: utf16)
            do {
                _ = try StringsFileReader.read(data: data, file: "de.lproj/Localizable.strings", language: LanguageTag("de")!)
                Issue.record("accepted")
            } catch {
                #expect(error.file == "de.lproj/Localizable.strings")
                #expect(error.line == 1)
                #expect(error.reason.hasPrefix("a corrupted byte-order mark: the file starts with the bytes EF BF BD EF BF BD"))
                #expect(!error.description.contains("뿯"))
            }
        }
        // Core Foundation refuses such a file too.
        let text = String(decoding: Self.corruptedFile("\"A\" = \"Teilen\";\n", utf16: false), as: UTF8.self)
        #expect((try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)) == nil)
    }

    @Test func everyFormatNamesIt() {
        let data = Self.corruptedFile("{}", utf16: false)
        let reads: [(String, () throws(InputError) -> StringTable)] = [
            ("x.xcstrings", { () throws(InputError) -> StringTable in try StringCatalogReader.read(data: data, file: "x.xcstrings") }),
            ("x.xliff", { () throws(InputError) -> StringTable in try XLIFFReader.read(data: data, file: "x.xliff") }),
            ("x.stringsdict", { () throws(InputError) -> StringTable in
                try StringsDictReader.read(data: data, file: "x.stringsdict", language: LanguageTag("de")!)
            }),
        ]
        for (file, read) in reads {
            do {
                _ = try read()
                Issue.record("\(file) accepted")
            } catch {
                #expect(error.file == file)
                #expect(error.reason.hasPrefix("a corrupted byte-order mark"), "\(file)")
            }
        }
    }

    @Test func inAFolderTheFileIsNotedAndTheRunGoesOn() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        let german = root.appendingPathComponent("de.lproj/Localizable.strings")
        let english = root.appendingPathComponent("en.lproj/Localizable.strings")
        for url in [german, english] {
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try Self.corruptedFile("\"A\" = \"Teilen\";\n", utf16: true).write(to: german)
        try Data("\"A\" = \"Share\";\n".utf8).write(to: english)
        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.strings.map(\.language.identifier) == ["en"])
        let note = try #require(table.notes.first { $0.kind == .unreadableFile })
        #expect(note.location == SourceLocation(file: german.path, line: 1))
        #expect(note.language == LanguageTag("de"))
        #expect(note.message.hasPrefix("a corrupted byte-order mark"))
        #expect(note.message.hasSuffix("\(german.path) is not measured"))
        // Named on the command line, the file is refused.
        #expect(throws: InputError.self) { try LocalizationReader.read(paths: [german.path]) }
    }
}
