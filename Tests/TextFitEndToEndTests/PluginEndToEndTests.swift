import Foundation
import Testing

/// `swift package textfit-check` in an app's package that depends on TextFit by path.
///
/// The fixture package is kept in `.build/plugin-fixture` so that its build (which builds
/// `textfit` again, as an app's package does) is reused from run to run.
@Suite(.serialized, .timeLimit(.minutes(40))) struct PluginEndToEndTests {
    static let fixture = Binary.repositoryRoot.appendingPathComponent(".build/plugin-fixture")

    /// "Go" fits anywhere; German "Share My Current Location" needs more than 343 pt at AX5.
    static let catalog = ReportTruthEndToEndTests.catalog([
        ("Go", ["en": "Go", "de": "Los"]),
        ("Share My Current Location", ["en": "Share My Current Location", "de": "Meinen aktuellen Standort teilen"]),
    ])

    /// Writes `text` to `path` unless it already holds it (an unchanged file keeps the build warm).
    static func write(_ text: String, to path: String) throws {
        let url = fixture.appendingPathComponent(path)
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// An app's package: target App with a String Catalog and a French .lproj, target Other with none.
    static func makeFixture() throws {
        try write("""
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "FixtureApp",
            dependencies: [.package(path: "\(Binary.repositoryRoot.path)")],
            targets: [
                .target(name: "App", exclude: ["Resources"]),
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
        try DocumentationEndToEndTests.shell(["swift", "package", "--package-path", fixture.path, "textfit-check"] + arguments,
                                             in: fixture)
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

        let none = try Self.plugin(["--target", "Other"])
        #expect(none.status != 0)
        #expect((none.stdout + none.stderr).contains("no localization files (.xcstrings, .lproj, .xliff, .xcloc) in the targets Other"),
                "\(none.stderr.suffix(2000))")
    }
}
