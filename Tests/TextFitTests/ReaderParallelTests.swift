import Foundation
import Testing
@testable import TextFitCore

/// Reading several files at once (`LocalizationReader.read(paths:sourceLanguage:parallelism:)`)
/// gives what reading them one after another gives: the same strings, the same notes in the same
/// order, and the same fault thrown first.
@Suite struct ReaderParallelTests {
    let manager = FileManager.default

    func write(_ data: Data, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func strings(_ text: String) -> Data { Data(text.utf8) }

    /// The table read one file after another, and read with each of `parallelism` files at once.
    func tables(_ paths: [String], parallelism: [Int] = [1, 2, 8]) async throws -> (StringTable, [StringTable]) {
        let one = try LocalizationReader.read(paths: paths, sourceLanguage: nil)
        var many: [StringTable] = []
        for tasks in parallelism {
            many.append(try await LocalizationReader.read(paths: paths, sourceLanguage: nil, parallelism: tasks))
        }
        return (one, many)
    }

    /// The fault each way of reading throws first, as its one-line message.
    func faults(_ paths: [String], parallelism: [Int] = [1, 2, 8]) async -> (String?, [String?]) {
        let one: String?
        do { _ = try LocalizationReader.read(paths: paths, sourceLanguage: nil); one = nil } catch { one = error.description }
        var many: [String?] = []
        for tasks in parallelism {
            do {
                _ = try await LocalizationReader.read(paths: paths, sourceLanguage: nil, parallelism: tasks)
                many.append(nil)
            } catch {
                many.append(error.description)
            }
        }
        return (one, many)
    }

    /// Notes made while placing files (a folder's language, translators' documentation) and notes
    /// made of files that could not be read come in the files' order, whichever file is read first.
    @Test func notesComeInTheFilesOrder() async throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(strings("\"Go\" = \"Go\";\n"), to: "a/en.lproj/Localizable.strings", in: root)
        try write(ReaderByteOrderMarkTests.corruptedFile("\"Go\" = \"Los\";\n", utf16: true),
                  to: "b/de.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"Allez\";\n"), to: "c/French.lproj/Localizable.strings", in: root)
        try write(ReaderByteOrderMarkTests.corruptedFile("\"Go\" = \"Vai\";\n", utf16: false),
                  to: "d/it.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"The verb\";\n"), to: "e/qqq.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"Ir\";\n"), to: "f/es.lproj/Localizable.strings", in: root)

        let (one, many) = try await tables([root.path])
        // Worked out from the files' order (a … f): b's unreadable file, c's English folder name,
        // d's unreadable file, e's documentation folder; the missing translations follow.
        let placed = one.notes.filter { [.unreadableFile, .languageFolder, .documentation].contains($0.kind) }
        #expect(placed.map(\.kind) == [.unreadableFile, .languageFolder, .unreadableFile, .documentation])
        #expect(placed.map { String($0.location.file.dropFirst(root.path.count + 1).prefix(1)) } == ["b", "c", "d", "e"])
        #expect(one.strings.map(\.language.identifier) == ["en", "fr", "es"])
        for table in many {
            #expect(table.strings == one.strings)
            #expect(table.notes == one.notes)
            #expect(table.sourceLanguage == one.sourceLanguage)
        }
    }

    /// Strings repeated across files of one language (`iw.lproj` is read as `he`, `sr-ec.lproj`
    /// as `sr-EC`) are sought a part of the languages on each task: the same strings kept, in the
    /// same order, and the same notes in the same place among the files' notes as one after
    /// another, worked out here by hand from the files' order.
    @Test func repeatedStringsAreFoundTheSameSideBySide() async throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        try write(strings("\"Go\" = \"Go\";\n\"Stay\" = \"Stay\";\n\"Wait\" = \"Wait\";\n"),
                  to: "App/en.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"Los\";\n\"Stay\" = \"Bleib\";\n"), to: "App/de.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"סע\";\n\"Stay\" = \"הישאר\";\n"), to: "App/he.lproj/Localizable.strings", in: root)
        // The same `Stay` (left out), another `Go` (kept, with a note), and a `Wait` of its own.
        try write(strings("\"Go\" = \"לך\";\n\"Stay\" = \"הישאר\";\n\"Wait\" = \"חכה\";\n"),
                  to: "App/iw.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"Иди\";\n"), to: "App/sr-EC.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"Крени\";\n\"Stay\" = \"Остани\";\n"),
                  to: "App/sr-ec.lproj/Localizable.strings", in: root)
        let (one, many) = try await tables([root.path])
        // Files in path order: de, en, he, iw, sr-EC, sr-ec.
        #expect(one.strings.map { "\($0.key) \($0.language) \($0.value)" } == [
            "Go de Los", "Stay de Bleib", "Go en Go", "Stay en Stay", "Wait en Wait",
            "Go he סע", "Stay he הישאר", "Go he לך", "Wait he חכה", "Go sr-EC Иди", "Go sr-EC Крени", "Stay sr-EC Остани",
        ])
        let repeated = one.notes.filter { $0.kind == .duplicateKey }
        #expect(repeated.map { "\($0.key) \($0.language.map(\.identifier) ?? "")" } == ["Go he", "Go sr-EC"])
        #expect(repeated.map { $0.location.file.hasSuffix("iw.lproj/Localizable.strings") } == [true, false])
        #expect(repeated[0].message.contains("he.lproj/Localizable.strings:1"))
        for table in many {
            #expect(table.strings == one.strings)
            #expect(table.notes == one.notes)
        }
    }

    /// The development language comes from the catalogs, read before the `.strings` files: a
    /// `Base.lproj` file and a loose file take it, whichever is read first.
    @Test func stringsFilesTakeTheLanguageTheCatalogsDeclare() async throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        let catalog = """
            {"sourceLanguage":"de","version":"1.0","strings":{"Go":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Los"}}}}}}
            """
        try write(strings(catalog), to: "App/Localizable.xcstrings", in: root)
        try write(strings("\"Stop\" = \"Halt\";\n"), to: "App/Base.lproj/Main.strings", in: root)
        try write(strings("\"Wait\" = \"Warte\";\n"), to: "App/Loose.strings", in: root)
        let (one, many) = try await tables([root.path])
        #expect(one.sourceLanguage.identifier == "de")
        #expect(Set(one.strings.map { "\($0.key) \($0.language)" }) == ["Go de", "Stop de", "Wait de"])
        for table in many {
            #expect(table.strings == one.strings)
            #expect(table.notes == one.notes)
        }
    }

    /// Of two malformed files, the first in the files' order is named, however the reads are
    /// scheduled; a named file in a folder that is not a language comes after a malformed file
    /// found before it.
    @Test func theFirstFaultInTheFilesOrderIsThrown() async throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? manager.removeItem(at: root) }
        for letter in "abcdefgh" {
            try write(strings("\"Go\" = \"Go \(letter)\";\n"), to: "\(letter)/en.lproj/Localizable.strings", in: root)
        }
        try write(strings("\"Go\" = \"Los\"\n\"Stop\" = \"Halt\";\n"), to: "c/de.lproj/Localizable.strings", in: root)
        try write(strings("\"Go\" = \"Allez\n"), to: "g/fr.lproj/Localizable.strings", in: root)
        let first = root.appendingPathComponent("c/de.lproj/Localizable.strings").path
        for _ in 0..<10 {
            let (one, many) = await faults([root.path])
            #expect(one?.hasPrefix(first + ":") == true, "\(one ?? "no fault")")
            #expect(many == Array(repeating: one, count: many.count))
        }
        // Named on the command line, a file in `not_a_tag!.lproj` is refused, but the malformed file
        // met before it is named first.
        try write(strings("\"Go\" = \"Go\";\n"), to: "z/not_a_tag!.lproj/Localizable.strings", in: root)
        let named = root.appendingPathComponent("z/not_a_tag!.lproj/Localizable.strings").path
        let (one, many) = await faults([root.appendingPathComponent("c").path, named])
        #expect(one?.hasPrefix(first + ":") == true, "\(one ?? "no fault")")
        #expect(many == Array(repeating: one, count: many.count))
        let (alone, aloneMany) = await faults([named])
        #expect(alone?.hasPrefix(named + ":") == true, "\(alone ?? "no fault")")
        #expect(aloneMany == Array(repeating: alone, count: aloneMany.count))
    }

    /// The bundled titles and the public apps' catalogs read the same both ways.
    @Test(RealWorld.required) func realCatalogsReadTheSameBothWays() async throws {
        let apps = try manager.contentsOfDirectory(atPath: RealWorld.root.path).sorted()
            .map { RealWorld.root.appendingPathComponent($0).path }
        var read = 0
        for app in apps + (try BundledData.stringsPaths()) {
            let one: StringTable
            do { one = try LocalizationReader.read(paths: [app], sourceLanguage: nil) } catch {
                // A catalog refused one way is refused the other way, with the same message.
                let (fault, many) = await faults([app], parallelism: [2])
                #expect(fault == error.description)
                #expect(many == [fault])
                continue
            }
            let many = try await LocalizationReader.read(paths: [app], sourceLanguage: nil, parallelism: 2)
            #expect(many.strings == one.strings, "\(app)")
            #expect(many.notes == one.notes, "\(app)")
            read += one.strings.count
        }
        #expect(read > 10_000)
    }
}
