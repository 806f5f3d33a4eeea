import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// An error is one line whatever the file is called or the key holds.
@Suite struct ReaderErrorMessageTests {
    @Test func controlCharactersInFileNamesAndKeysAreEscaped() throws {
        let error = InputError(file: "App/de\nfake.lproj/Local\tizable.strings", line: 3, key: "Two\nlines\u{2028}\u{1B}",
                               reason: "expected ';'\nafter the entry")
        #expect(error.description
                == "App/de\\nfake.lproj/Local\\tizable.strings:3 (key 'Two\\nlines\\u{2028}\\u{1B}'): expected ';' after the entry")
        #expect(!error.description.contains { $0.isNewline })
    }

    @Test func aMalformedFileWithANewlineInItsNameGivesOneLine() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("de.lproj/Bad\nName.strings").path
        try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("de.lproj").path,
                                                withIntermediateDirectories: true)
        try Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try LocalizationReader.read(paths: [folder.path])
            Issue.record("a malformed file was accepted")
        } catch {
            #expect(error.file == path)
            #expect(error.line == 2)
            #expect(error.description.split(whereSeparator: \.isNewline).count == 1)
            #expect(error.description.hasPrefix(folder.path + "/de.lproj/Bad\\nName.strings:2: "))
        }
    }
}
