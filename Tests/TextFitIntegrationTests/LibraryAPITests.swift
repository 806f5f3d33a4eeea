import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The one-call API: `ButtonFit.check` for one title, `Verification.run(catalogs:)` for files.
@Suite struct LibraryAPITests {
    /// One Greek title at the default category: the advance width is hb-shape's in the file
    /// TextFit names, and the cell is the one a run over a catalog holding the title makes.
    @Test func oneTitleMatchesHBShapeAndARun() async throws {
        let title = "Κοινή χρήση τρέχουσας τοποθεσίας"
        let cell = try ButtonFit.check(title: title, language: "el")
        #expect(cell.category == .large && cell.measurement.pointSize == 17)
        #expect(cell.location == nil)
        let font = try #require(cell.measurement.fonts.first)
        #expect(cell.measurement.fonts.count == 1)
        let shaped = try HBShape.width(font: font.file, faceIndex: font.faceIndex, text: title,
                                       language: "el", pointSize: 17)
        #expect(abs(cell.measurement.advanceWidth - shaped.width) <= 0.0005 * Double(shaped.glyphs) + 0.001)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("el.lproj"), withIntermediateDirectories: true)
        try Data("\"Share\" = \"\(title)\";\n\"Short\" = \"Εδώ\";\n".utf8)
            .write(to: folder.appendingPathComponent("el.lproj/Localizable.strings"))
        let result = try await Verification.run(catalogs: [folder.path], categories: [.large, .ax5])
        // Two strings × two categories, in canonical order (file, line, key, language, category).
        #expect(result.cells.map { "\($0.key)@\($0.category.rawValue)" } == ["Share@large", "Share@AX5", "Short@large", "Short@AX5"])
        let same = try #require(result.cells.first)
        #expect(same.measurement == cell.measurement)
        #expect(same.fit == cell.fit)
        #expect(same.findings.map(\.kind) == cell.findings.map(\.kind))
    }

    /// A tag that is not BCP 47 is bad input, named in one line.
    @Test func unknownLanguageIsInputError() {
        #expect(throws: InputError.self) { try ButtonFit.check(title: "Standort", language: "not a tag!") }
    }
}
