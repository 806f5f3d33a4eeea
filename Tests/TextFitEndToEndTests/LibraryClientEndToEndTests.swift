import Foundation
import Testing

/// A new SwiftPM package that depends on TextFit by path measures and solves one title in five
/// lines, run from a folder outside the repository with no `TEXTFIT_HOME`; a second program of
/// the package writes the bundled job's CSV through the public report writer. Being another
/// package, the client sees only the public API: what it uses is documented.
@Suite struct LibraryClientEndToEndTests {
    /// The client's whole program.
    static let program = """
    import TextFit
    let cell = try ButtonFit.check(title: "Meinen aktuellen Standort senden", language: "de", category: .ax3)
    print(cell.measurement.pointSize, cell.measurement.advanceWidth, cell.fit.minFrame.width, cell.fit.fits)
    print(cell.fit.truncatedText ?? "")
    print(cell.measurement.fonts.map(\\.file).joined(separator: " "))
    """

    /// The second program: the bundled job, rendered as `textfit check --format csv` writes it.
    static let reportProgram = """
    import TextFit
    let result = try await Verification.run(catalogs: [])
    print(try ReportFormat.csv.render(result), terminator: "")
    """

    @Test func freshPackageChecksOneTitle() throws {
        #expect(Self.program.split(separator: "\n").count == 5)
        let client = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: client) }
        try FileManager.default.createDirectory(at: client.appendingPathComponent("Sources/Client"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: client.appendingPathComponent("Sources/Report"), withIntermediateDirectories: true)
        try Data("""
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Client",
            platforms: [.macOS(.v15)],
            dependencies: [.package(path: "\(Binary.repositoryRoot.path)")],
            targets: [
                .executableTarget(name: "Client", dependencies: [.product(name: "TextFit", package: "\(Binary.repositoryRoot.lastPathComponent)")]),
                .executableTarget(name: "Report", dependencies: [.product(name: "TextFit", package: "\(Binary.repositoryRoot.lastPathComponent)")]),
            ]
        )
        """.utf8).write(to: client.appendingPathComponent("Package.swift"))
        try Data(Self.program.utf8).write(to: client.appendingPathComponent("Sources/Client/main.swift"))
        try Data(Self.reportProgram.utf8).write(to: client.appendingPathComponent("Sources/Report/main.swift"))

        // The build folder stays in the repository's (ignored) .build-client, so a second run
        // builds only what changed.
        let scratch = Binary.repositoryRoot.appendingPathComponent(".build-client").path
        let build = try Subprocess.run("swift", ["build", "--scratch-path", scratch], in: client,
                                       removing: ["TEXTFIT_HOME"])
        try #require(build.status == 0, "the client does not build: \(build.stdout)\(build.stderr)")
        // The public report writer gives the command's bytes: the golden CSV `make golden` wrote.
        let report = try Subprocess.run("\(scratch)/debug/Report", in: InstallEndToEndTests.root, removing: ["TEXTFIT_HOME"])
        #expect(report.status == 0, "\(report.stderr)")
        let golden = try String(contentsOf: Binary.repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/bundled.csv"),
                                encoding: .utf8)
        #expect(report.stdout.count == golden.count && report.stdout == golden)

        let run = try Subprocess.run("\(scratch)/debug/Client", in: InstallEndToEndTests.root, removing: ["TEXTFIT_HOME"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 3, "\(run.stdout)")

        // Cross-checked: the size against Apple's Dynamic Type table (body at AX3 is 40 pt), the
        // advance width against hb-shape in the file the client says it used, and the frame
        // against the geometry: at least the title plus the 1 em icon, wider than the default
        // spec's 343 pt, so the title does not fit.
        let numbers = lines[0].split(separator: " ").map(String.init)
        try #require(numbers.count == 4, "\(lines[0])")
        let pointSize = try #require(Double(numbers[0])), width = try #require(Double(numbers[1]))
        let frame = try #require(Double(numbers[2]))
        #expect(pointSize == 40)
        let fonts = lines[2].split(separator: " ").map(String.init)
        // The SF Pro stand-in at 40 pt: Inter's text cut with 0.45 of its Display cut mixed in
        // (docs/sf-stand-in.md).
        #expect(fonts == ["/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                          "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"])
        try #require(fonts.count == 2)
        let title = "Meinen aktuellen Standort senden"
        let shaped = 0.55 * (try HBShape.width(font: fonts[0], text: title, language: "de", pointSize: pointSize).width)
            + 0.45 * (try HBShape.width(font: fonts[1], text: title, language: "de", pointSize: pointSize).width)
        #expect(abs(width - shaped) < 0.05, "TextFit \(width) vs hb-shape \(shaped)")
        #expect(frame > width + pointSize && frame > 343)
        #expect(numbers[3] == "false")
        #expect(lines[1].hasSuffix("…") && "Meinen aktuellen Standort senden".hasPrefix(String(lines[1].dropLast())))
    }
}
