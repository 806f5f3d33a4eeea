import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Paths to the fixture files, and plain text look-ups the tests use to derive expected lines
/// independently of the readers.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String {
        directory.appendingPathComponent(relative).path
    }

    /// The 1-based line of the only line of `file` containing `needle`, found by splitting text.
    static func line(of needle: String, in relative: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(relative)))
        let text = String(decoding: data, as: UTF8.self)
        return try line(of: needle, inText: text)
    }

    static func line(of needle: String, inText text: String) throws -> Int {
        let lines = text.components(separatedBy: "\n")
        let hits = lines.indices.filter { lines[$0].contains(needle) }
        try #require(hits.count == 1, "'\(needle)' occurs on \(hits.count) lines")
        return hits[0] + 1
    }

    /// Copies fixture folder `relative` to a fresh temporary folder and returns the copy's path,
    /// renaming every `X.lproj-fixture` folder to `X.lproj`. (SwiftPM would take real `.lproj`
    /// folders in a test target for localized resources, so the fixtures cannot hold them as such.)
    static func stage(_ relative: String) throws -> String {
        let manager = FileManager.default
        let destination = try temporaryDirectory().appendingPathComponent(
            URL(fileURLWithPath: relative).lastPathComponent)
        try manager.copyItem(at: directory.appendingPathComponent(relative), to: destination)
        var renames: [URL] = []
        if let walker = manager.enumerator(at: destination, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.lastPathComponent.hasSuffix(".lproj-fixture") {
                renames.append(url)
            }
        }
        for url in renames.sorted(by: { $0.path.count > $1.path.count }) {
            let name = String(url.lastPathComponent.dropLast("-fixture".count))
            try manager.moveItem(at: url, to: url.deletingLastPathComponent().appendingPathComponent(name))
        }
        return destination.path
    }

    /// A fresh empty folder under the system's temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("textfit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Suite struct ReaderFixturesTests {
    @Test func fixturesFolderIsFound() {
        #expect(FileManager.default.fileExists(atPath: Fixture.path("Catalog/Localizable.xcstrings")))
    }
}
