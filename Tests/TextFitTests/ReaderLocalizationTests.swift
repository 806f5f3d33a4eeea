import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ReaderLocalizationTests {
    /// The keys and languages every fixture format holds, to compare the formats on.
    static let sharedKeys: Set<String> = ["Current Location", "Share My Current Location", "%lld items",
                                          "%lld files in %lld folders", "Tap to share"]

    /// One comparable line per string: key, language, variant, text, and each substitution's
    /// variants with the catalog's `%arg` written out as Xcode exports it.
    static func model(_ table: StringTable, languages: Set<String> = ["en", "de"]) -> Set<String> {
        Set(table.strings.filter { sharedKeys.contains($0.key) && languages.contains($0.language.identifier) }.map { s in
            let subs = s.substitutions.map { sub in
                sub.name + "{" + sub.variants.map { "\($0.path)=\(sub.resolvingPlaceholder(in: $0.value))" }
                    .joined(separator: ",") + "}"
            }.joined()
            return "\(s.key) | \(s.language) | \(s.variant ?? "-") | \(s.value) | \(subs)"
        })
    }

    @Test func everyFormatReadsToTheSameModel() throws {
        let catalog = try StringCatalogReader.read(path: Fixture.path("Catalog/Localizable.xcstrings"))
        let app = try LocalizationReader.read(paths: [try Fixture.stage("App")])
        let xcloc = try LocalizationReader.read(paths: [Fixture.path("de.xcloc")])
        let expected = Self.model(catalog)
        // 5 keys: Current Location (en, de), Share (en, de), items (2 × 2), files (en, de),
        // Tap to share (3 en + 2 de) = 2 + 2 + 4 + 2 + 5.
        #expect(expected.count == 15)
        #expect(Self.model(app) == expected)
        #expect(Self.model(xcloc) == expected)
    }

    @Test func folderFindsEveryFormatAndNamesLanguagesByLproj() throws {
        let root = try Fixture.stage("App")
        let files = try LocalizationReader.localizationFiles(in: [root])
        #expect(files.map { $0.replacingOccurrences(of: root, with: "") } == [
            "/de.lproj/Localizable.strings", "/de.lproj/Localizable.stringsdict",
            "/en.lproj/Localizable.strings", "/en.lproj/Localizable.stringsdict",
        ])
        let table = try LocalizationReader.read(paths: [root])
        #expect(table.sourceLanguage.identifier == "en")
        #expect(table.languages.map(\.identifier) == ["de", "en"])
        // German lacks Welcome (width variants exist only in English).
        #expect(MissingTranslations.keysByLanguage(table)[LanguageTag("de")!] == ["Welcome"])
    }

    @Test func xclocRepeatsOfTheSourceAreKeptOnce() throws {
        let table = try XclocReader.read(path: Fixture.path("de.xcloc"))
        let english = table.strings.filter { $0.key == "Current Location" && $0.language.identifier == "en" }
        #expect(english.count == 1)
        // Reading the bundle twice (as a folder and as itself) still gives one copy of each string.
        let twice = try LocalizationReader.read(paths: [Fixture.path("de.xcloc"), Fixture.path("de.xcloc")])
        #expect(twice.strings.count == table.strings.count)
        #expect(twice.notes.filter { $0.kind == .duplicateKey }.isEmpty)
    }

    /// The same key in two tables (`A.strings`, `B.strings`) is two strings, as the app looks
    /// each up in its own table: both kept, neither "written twice".
    @Test func theSameKeyInTwoTablesIsTwoStrings() throws {
        let folder = try Fixture.temporaryDirectory()
        let lproj = folder.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"OK\" = \"D'accord\";\n".utf8).write(to: lproj.appendingPathComponent("A.strings"))
        try Data("\"OK\" = \"OK\";\n".utf8).write(to: lproj.appendingPathComponent("B.strings"))
        let table = try LocalizationReader.read(paths: [folder.path])
        #expect(table.strings.map(\.value) == ["D'accord", "OK"])
        #expect(Set(table.strings.compactMap(\.tableIdentity)).count == 2)
        #expect(table.notes.first { $0.kind == .duplicateKey } == nil)
    }

    @Test func pathsThatCannotBeReadAreFatal() throws {
        let folder = try Fixture.temporaryDirectory()
        #expect(throws: InputError.self) { try LocalizationReader.read(paths: [folder.path]) }
        #expect(throws: InputError.self) { try LocalizationReader.read(paths: [folder.path + "/nope.xcstrings"]) }
        // A .strings file outside any .lproj is the development language's (English when no file says).
        let loose = folder.appendingPathComponent("Loose.strings")
        try Data("\"a\" = \"b\";".utf8).write(to: loose)
        let table = try LocalizationReader.read(paths: [loose.path])
        #expect(table.strings.map { "\($0.language)|\($0.key)|\($0.value)" } == ["en|a|b"])
        #expect(table.notes.contains { $0.kind == .looseFile && $0.message.contains("read as en") })
    }

    @Test func brokenXclocBundlesAreFatal() throws {
        let bundle = try Fixture.temporaryDirectory().appendingPathComponent("fr.xcloc")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        do {
            _ = try XclocReader.read(path: bundle.path)
            Issue.record("an empty bundle was accepted")
        } catch {
            #expect(error.reason.contains("Localized Contents"))
        }
        try Data("{\n  \"developmentRegion\" : \"en\",,\n}\n".utf8)
            .write(to: bundle.appendingPathComponent("contents.json"))
        do {
            _ = try XclocReader.read(path: bundle.path)
            Issue.record("broken contents.json was accepted")
        } catch {
            #expect(error.file?.hasSuffix("contents.json") == true)
            #expect(error.line == 2)
        }
    }
}
