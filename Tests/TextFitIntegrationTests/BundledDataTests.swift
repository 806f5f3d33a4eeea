import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitCore

/// The font manifest and catalog compiled into the library are the repository's files, and
/// `TEXTFIT_HOME` overrides them.
@Suite struct BundledDataTests {
    static let root = TestFonts.repositoryRoot

    /// The compiled-in manifest is `Fonts/manifest.json`, read from the repository by the file reader.
    @Test func manifestIsTheRepositoryFile() throws {
        let compiled = try BundledData.fontManifest()
        let onDisk = try FontManifest.load(from: TestFonts.manifestPath)
        #expect(compiled == onDisk)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: TestFonts.manifestPath))
        #expect(Data(PackageResources.manifest_json) == bytes)
    }

    /// The compiled-in strings are what reading the repository's `Strings/` folder gives, notes included.
    @Test func stringsAreTheRepositoryFolder() throws {
        let compiled = try BundledData.strings(environment: [:])
        let onDisk = try LocalizationReader.read(paths: [Self.root.appendingPathComponent("Strings").path])
        #expect(compiled.sourceLanguage == onDisk.sourceLanguage)
        // The on-disk read names the file (and its table) by the path it was given; the compiled-in
        // one by its name in the repository. Everything else is equal.
        func renamed(_ location: TextFit.SourceLocation) -> TextFit.SourceLocation {
            guard location.file.hasSuffix("/" + BundledData.catalogName) else { return location }
            return TextFit.SourceLocation(file: BundledData.catalogName, line: location.line)
        }
        #expect(compiled.notes == onDisk.notes.map { note in var note = note; note.location = renamed(note.location); return note })
        #expect(compiled.strings.count == onDisk.strings.count)
        // The bundled strings also say where each title comes from (CoreLocationUITitlesTests).
        #expect(compiled.strings.allSatisfy { $0.titleSource != nil })
        #expect(compiled.strings.map { string in var string = string; string.titleSource = nil; return string }
                == onDisk.strings.map { string in
            var string = string
            string.location = renamed(string.location)
            // The on-disk read also names its one table by the folder it was read from; the
            // compiled-in catalog is the run's only table.
            string.tableIdentity = nil
            return string
        })
        // Counted by another route: the keys of the catalog's JSON.
        struct Catalog: Decodable {
            struct Entry: Decodable { var localizations: [String: AnyValue]? }
            struct AnyValue: Decodable { init(from decoder: any Decoder) throws {} }
            var strings: [String: Entry]
        }
        let catalog = try JSONDecoder().decode(Catalog.self, from: Data(PackageResources.LocationButton_xcstrings))
        #expect(Set(compiled.strings.map(\.key)) == Set(catalog.strings.keys))
    }

    /// With no variable, the fonts are the compiled-in manifest's, resolved in Debian's folders.
    @Test func fontsWithoutHome() throws {
        let fonts = try BundledData.fonts(environment: [:])
        #expect(fonts.origin == BundledData.manifestName)
        let stack = try fonts.stack(script: "Latn", language: LanguageTag("de")!, weight: 400, pointSize: 17)
        #expect(stack.first?.face.path == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    }

    /// `TEXTFIT_HOME` wins where it holds the file, and the compiled-in copy serves the rest.
    @Test func homeOverrides() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let manifest = home.appendingPathComponent("Fonts/manifest.json")
        try Data("""
        {"schemaVersion": 1, "searchPaths": ["/usr/share/fonts/truetype/noto"],
         "families": [{"name": "Noto Sans", "faces": [{"file": "NotoSans-Regular.ttf", "weight": 400}]}],
         "scripts": {"Latn": ["Noto Sans"]}, "fallback": []}
        """.utf8).write(to: manifest)
        let environment = [BundledData.homeVariable: home.path]
        let fonts = try BundledData.fonts(environment: environment)
        #expect(fonts.origin == manifest.path)
        let stack = try fonts.stack(script: "Latn", language: LanguageTag("de")!, weight: 400, pointSize: 17)
        #expect(stack.map(\.face.path) == ["/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"])
        // No Strings/ there: the compiled-in catalog.
        #expect(try BundledData.stringsPaths(environment: environment) == [BundledData.catalogName])
        #expect(try BundledData.strings(environment: environment).strings == (try BundledData.strings(environment: [:])).strings)
        // A Strings/ folder there is read instead.
        let strings = home.appendingPathComponent("Strings")
        try FileManager.default.createDirectory(at: strings.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data("\"Current Location\" = \"Hier\";\n".utf8).write(to: strings.appendingPathComponent("de.lproj/Localizable.strings"))
        let table = try BundledData.strings(environment: environment)
        #expect(table.strings.map(\.value) == ["Hier"])
        #expect(table.strings.map(\.titleSource) == [nil])  // the user's strings, not the bundled catalog
        #expect(try BundledData.stringsPaths(environment: environment) == [strings.path])
    }

    /// A variable naming no folder is an input error that names it, not a silent fallback.
    @Test func homeMissing() {
        let missing = "/nonexistent/textfit-home"
        #expect {
            _ = try BundledData.fonts(environment: [BundledData.homeVariable: missing])
        } throws: { error in
            (error as? InputError)?.description.contains(missing) == true
        }
    }
}
