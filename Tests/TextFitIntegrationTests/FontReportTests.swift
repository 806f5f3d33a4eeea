import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// `textfit fonts`'s report: the stack per language and script, each face's file, hash and
/// coverage, and the languages measured with boxes.
@Suite struct FontReportTests {
    static let strings: [(language: LanguageTag, text: String)] = [
        (TestFonts.tag("de"), "Standort teilen"),
        (TestFonts.tag("de"), "Standort teilen"),
        (TestFonts.tag("de"), "Hier 📍"),
        (TestFonts.tag("km"), "ផ្ញើទីតាំង"),
        (TestFonts.tag("en"), "Copy \u{100C41}"),
    ]

    @Test func reportsStacksCoverageHashesAndBoxes() throws {
        let report = try FontReport.make(fonts: TestFonts.bundled, strings: Self.strings)
        #expect(report.languages.map(\.language) == ["de", "en", "km"])
        let german = try #require(report.languages.first { $0.language == "de" })
        #expect(german.strings == 2)
        #expect(german.missing.isEmpty)
        // Distinct visible characters, counted from the strings themselves: the emoji is one of them.
        let latin = try #require(german.scripts.first { $0.script == "Latn" })
        let distinct = Set("Standort teilen".unicodeScalars.map(\.value) + "Hier 📍".unicodeScalars.map(\.value))
        #expect(latin.characters == distinct.count)
        let first = try #require(latin.faces.first)
        #expect(first.family == "Inter" && first.standsInFor == "SF Pro")
        #expect(first.file.hasSuffix("/Inter-Regular.otf"))
        #expect(first.covered == distinct.count - 1, "Inter draws all but the pin")
        let emoji = try #require(latin.faces.last)
        #expect(emoji.family == "Noto Color Emoji" && emoji.color)
        #expect(emoji.covered >= 1)
        // The hash is the file's, computed here by another route (coreutils).
        #expect(first.sha256 == (try SHA256DigestTests.sha256sum(first.file)))

        let khmer = try #require(report.languages.first { $0.language == "km" })
        #expect(khmer.missing.isEmpty)
        #expect(khmer.scripts.first?.faces.first?.family == "Noto Sans Khmer")

        let english = try #require(report.languages.first { $0.language == "en" })
        #expect(english.missing == [0x100C41])
        #expect(report.languagesWithBoxes.map(\.language) == ["en"])
    }
}
