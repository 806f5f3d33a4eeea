import Foundation
import Testing

/// `swift package textfit-check` in an app's package that depends on TextFit by path.
///
/// The fixture package is kept in `.build/plugin-fixture` so that its build (which builds
/// `textfit` again, as an app's package does) is reused from run to run.
@Suite(.serialized, .timeLimit(.minutes(40))) struct PluginEndToEndTests {
    static let fixture = Binary.repositoryRoot.appendingPathComponent(".build/plugin-fixture")

    /// "Go" fits anywhere; German "Share My Current Location" needs more than 343 pt at AX5.
    /// Laid out as Xcode writes a String Catalog: one value per line, `"value" : "…"`.
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Go" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Los"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Go"
              }
            }
          }
        },
        "Share My Current Location" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Meinen aktuellen Standort teilen"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Share My Current Location"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

    /// Writes `text` to `path` unless it already holds it (an unchanged file keeps the build warm).
    static func write(_ text: String, to path: String) throws {
        let url = fixture.appendingPathComponent(path)
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// An app's package: target App with a String Catalog and a French .lproj (and TextFit's
    /// build-tool plugin), target Other with none.
    static func makeFixture() throws {
        // A package dependency by path is named after its folder.
        let identity = Binary.repositoryRoot.lastPathComponent.lowercased()
        try write("""
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "FixtureApp",
            dependencies: [.package(path: "\(Binary.repositoryRoot.path)")],
            targets: [
                .target(name: "App", exclude: ["Resources"],
                        plugins: [.plugin(name: "TextFitBuildToolPlugin", package: "\(identity)")]),
                .target(name: "Other"),
            ]
        )

        """, to: "Package.swift")
        try write("public let app = 1\n", to: "Sources/App/App.swift")
        try write(catalog, to: "Sources/App/Resources/Localizable.xcstrings")
        try write("\"Go\" = \"Aller\";\n", to: "Sources/App/Resources/fr.lproj/Localizable.strings")
        try write("public let other = 2\n", to: "Sources/Other/Other.swift")
    }

    /// Runs `swift package textfit-check arguments` in the fixture.
    static func plugin(_ arguments: [String]) throws -> Binary.Run {
        try Subprocess.run("swift", ["package", "--package-path", fixture.path, "textfit-check"] + arguments, in: fixture)
    }

    @Test func checksTheAppsCatalogsAsTextfitDoes() throws {
        try Self.makeFixture()
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let viaPlugin = folder.appendingPathComponent("plugin.json")
        let run = try Self.plugin(["--category", "large", "--format", "json", "--output", viaPlugin.path])
        #expect(run.status == 0, "stdout: \(run.stdout.suffix(2000))\nstderr: \(run.stderr.suffix(2000))")
        // The same check run directly on the target's folder, from the package's root.
        let direct = try Binary.run(["check", "Sources/App", "--category", "large", "--format", "json", "--no-fail"], in: Self.fixture)
        #expect(direct.status == 0, "\(direct.stderr)")
        let pluginCells = try ResultsDocument.cells(String(contentsOf: viaPlugin, encoding: .utf8))
        let directCells = try ResultsDocument.cells(direct.stdout)
        // 2 keys in en and de, "Go" in fr: 5 strings at large.
        #expect(pluginCells.count == 5)
        #expect(pluginCells.map { "\($0.key)|\($0.language)|\($0.textWidth)|\($0.fits)" }
            == directCells.map { "\($0.key)|\($0.language)|\($0.textWidth)|\($0.fits)" })
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(contentsOf: viaPlugin))
        // Files named relative to the package, as the repository names them.
        #expect(Set(document.files) == ["Sources/App/Resources/Localizable.xcstrings", "Sources/App/Resources/fr.lproj/Localizable.strings"])
    }

    @Test func failsWhenATitleDoesNotFitOrThereIsNothingToCheck() throws {
        try Self.makeFixture()
        let run = try Self.plugin(["--category", "AX5", "--keys", "Share My Current Location"])
        #expect(run.status != 0)
        #expect(run.stdout.contains("\n  de       Share My Current Location: truncation at AX5 "), "\(run.stdout.suffix(2000))")
        #expect((run.stdout + run.stderr).contains("some titles do not fit (exit status 1)"), "\(run.stderr.suffix(2000))")
        // The finding as a diagnostic of the plugin API (swift package prints its message; the
        // file and line it carries come from the Xcode lines the plugin read, checked here).
        #expect((run.stdout + run.stderr).contains("error: Share My Current Location [de] truncation at AX5 (new): "),
                "\((run.stdout + run.stderr).suffix(3000))")
        let catalog = Self.fixture.appendingPathComponent("Sources/App/Resources/Localizable.xcstrings")
        let line = try #require(try Self.line(of: "\"value\" : \"Meinen aktuellen Standort teilen\"", in: catalog))
        let read = try String(contentsOf: Self.fixture.appendingPathComponent(".build/plugins/TextFitCheck/outputs/diagnostics.txt"),
                              encoding: .utf8)
        #expect(read.split(separator: "\n").contains { $0.hasPrefix("\(catalog.path):\(line):")
            && $0.contains(": error: Share My Current Location [de] truncation at AX5") }, "\(read)")

        let none = try Self.plugin(["--target", "Other"])
        #expect(none.status != 0)
        #expect((none.stdout + none.stderr).contains("no localization files (.xcstrings, .lproj, .xliff, .xcloc) in the targets Other"),
                "\(none.stderr.suffix(2000))")
    }

    /// The 1-based line of `file` that contains `needle`, read independently of TextFit.
    static func line(of needle: String, in file: URL) throws -> Int? {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        return lines.firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// `swift build` of the fixture runs TextFit's build-tool plugin on target App: the German
    /// title that does not fit at AX5 is a warning on its line of the catalog, the build goes on
    /// (no textfit.json: everything warns), and a second build with nothing changed does not
    /// check again.
    @Test func buildToolPluginWarnsOnTheCatalogsLineOnceUntilSomethingChanges() throws {
        try Self.makeFixture()
        let config = Self.fixture.appendingPathComponent("textfit.json")
        try? FileManager.default.removeItem(at: config)
        // A change to the catalog's bytes that keeps its content: the check runs on this build.
        let catalog = Self.fixture.appendingPathComponent("Sources/App/Resources/Localizable.xcstrings")
        try Data((Self.catalog + "\n").utf8).write(to: catalog)
        defer { try? Data(Self.catalog.utf8).write(to: catalog) }
        let first = try Subprocess.run("swift", ["build", "--package-path", Self.fixture.path], in: Self.fixture)
        let output = first.stdout + first.stderr
        #expect(first.status == 0, "\(output.suffix(3000))")
        let line = try #require(try Self.line(of: "\"value\" : \"Meinen aktuellen Standort teilen\"", in: catalog))
        let text = try String(contentsOf: catalog, encoding: .utf8).components(separatedBy: "\n")[line - 1]
        let start = try #require(text.range(of: "Meinen")).lowerBound
        let column = text.distance(from: text.startIndex, to: start)
        let expected = "\(catalog.path):\(line):\(column + 1): warning: Share My Current Location [de] truncation at "
        #expect(output.contains(expected), "\(output.suffix(3000))")
        #expect(output.contains("TextFit: checking the localized titles of App"))
        // Nothing changed: the build does not run the check again.
        let second = try Subprocess.run("swift", ["build", "--package-path", Self.fixture.path], in: Self.fixture)
        #expect(second.status == 0, "\(second.stderr.suffix(2000))")
        #expect(!(second.stdout + second.stderr).contains("TextFit: checking"), "\((second.stdout + second.stderr).suffix(3000))")
        #expect(!(second.stdout + second.stderr).contains("warning: Share My Current Location"))
    }
}
