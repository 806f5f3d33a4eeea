import Foundation
import Testing
@testable import TextFit

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
