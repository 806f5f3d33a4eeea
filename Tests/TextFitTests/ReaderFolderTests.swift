import Foundation
import Testing
@testable import TextFit
@testable import TextFitCore
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Languages never vanish: a file without strings is named in a note (its language kept), and a
/// language folder that cannot be read stops the read with an error naming it.
@Suite struct ReaderFolderTests {
    let manager = FileManager.default

    func write(_ bytes: [UInt8], to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// A symbolic link at `path` to `target`, both under `root`.
    func link(_ path: String, to target: String, in root: URL) throws {
        try manager.createSymbolicLink(atPath: root.appendingPathComponent(path).path,
                                       withDestinationPath: root.appendingPathComponent(target).path)
    }

    func readError(_ paths: [String]) -> InputError? {
        do { _ = try LocalizationReader.read(paths: paths); return nil } catch { return error }
    }

    @Test func filesWithoutStringsAreNamedAndTheirLanguagesKept() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(Array("\"Go\" = \"Go\";\n\"Stop\" = \"Stop\";\n".utf8), to: "en.lproj/Localizable.strings", in: root)
        try write([], to: "de.lproj/Localizable.strings", in: root)
        try write(Array("/* nothing yet */\n// still nothing\n".utf8), to: "fr.lproj/Localizable.strings", in: root)
        try write([0xEF, 0xBB, 0xBF], to: "ja.lproj/Localizable.strings", in: root)
        try write([0xFF, 0xFE], to: "ko.lproj/Localizable.strings", in: root)
        try write([], to: "pl.lproj/Localizable.stringsdict", in: root)
        try write(Array(ReaderStringsDictTests.plist("").utf8), to: "uk.lproj/Localizable.stringsdict", in: root)

        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.strings.count == 2)
        let empty = table.notes.filter { $0.kind == .emptyFile }
        #expect(empty.map { $0.language?.identifier ?? "-" } == ["de", "fr", "ja", "ko", "pl", "uk"])
        #expect(empty.map { String($0.location.file.dropFirst(root.path.count + 1)) }
                == ["de.lproj/Localizable.strings", "fr.lproj/Localizable.strings", "ja.lproj/Localizable.strings",
                    "ko.lproj/Localizable.strings", "pl.lproj/Localizable.stringsdict", "uk.lproj/Localizable.stringsdict"])
        #expect(empty.map { $0.message.components(separatedBy: "(")[1].components(separatedBy: ")")[0] }
                == ["0 bytes", "only comments", "only a BOM", "only a BOM", "0 bytes", "an empty dictionary"])
        // Each of those languages lacks both keys, and says so.
        let missing = table.notes.filter { $0.kind == .missingTranslation }
        #expect(Set(missing.map { "\($0.key)|\($0.language!)" })
                == Set(["de", "fr", "ja", "ko", "pl", "uk"].flatMap { ["Go|\($0)", "Stop|\($0)"] }))
    }

    @Test func brokenLanguageFoldersStopTheRead() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(Array("\"Go\" = \"Go\";\n".utf8), to: "App/en.lproj/Localizable.strings", in: root)
        try link("App/de.lproj", to: "nowhere", in: root)
        let broken = try #require(readError([root.path]))
        #expect(broken.file == root.path + "/App/de.lproj")
        #expect(broken.description.hasPrefix("\(root.path)/App/de.lproj: cannot read the folder"))

        // A file named like a language folder holds no localization file: named in a note, passed over.
        try manager.removeItem(atPath: root.appendingPathComponent("App/de.lproj").path)
        try write(Array("\"Go\" = \"Los\";\n".utf8), to: "App/de.lproj", in: root)
        let table = try LocalizationReader.read(paths: [root.path])
        #expect(table.strings.map(\.language.identifier) == ["en"])
        let note = try #require(table.notes.first { $0.kind == .languageFolder })
        #expect(note.location.file == root.path + "/App/de.lproj")
        #expect(note.message.contains("not a folder"))
    }

    /// The walks ask each entry whether it is a folder itself, a link not followed: a folder
    /// is, a file, a link to a folder, a broken link and a missing path are not (as
    /// `FileManager.attributesOfItem`, which does not follow links either, says of each).
    @Test func anEntryIsAFolderOnlyWhenItIsOneItself() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(Array("\"Go\" = \"Go\";\n".utf8), to: "en.lproj/Localizable.strings", in: root)
        try link("de.lproj", to: "en.lproj", in: root)
        try link("gone.lproj", to: "nowhere", in: root)
        let entries = ["en.lproj", "en.lproj/Localizable.strings", "de.lproj", "gone.lproj", "missing"]
        let paths = entries.map { root.appendingPathComponent($0).path }
        #expect(paths.map(FileStatus.isFolder) == [true, false, false, false, false])
        let types = paths.map { (try? manager.attributesOfItem(atPath: $0))?[.type] as? FileAttributeType }
        #expect(types.map { $0 == .typeDirectory } == paths.map(FileStatus.isFolder))
    }

    @Test func linkedLanguageFoldersAreFollowed() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(Array("\"Go\" = \"Go\";\n".utf8), to: "App/en.lproj/Localizable.strings", in: root)
        try write(Array("\"Go\" = \"Los\";\n".utf8), to: "Shared/de/Localizable.strings", in: root)
        try link("App/de.lproj", to: "Shared/de", in: root)
        let table = try LocalizationReader.read(paths: [root.appendingPathComponent("App").path])
        #expect(table.strings.map { "\($0.language)|\($0.value)" } == ["de|Los", "en|Go"])
        #expect(table.strings[0].location.file == root.path + "/App/de.lproj/Localizable.strings")
    }
}
