import Foundation
import Testing
import TextFit

/// `ReportFormat.render(_:fonts:)`, the library's report writer, against the command: the bundled
/// job run through `Verification.run(catalogs:)` renders the Markdown tables and the CSV byte
/// for byte as the golden files `textfit check --no-fail` wrote (`Tests/Fixtures/golden/`).
@Suite struct ReportRenderTests {
    static let golden = TestFonts.repositoryRoot.appendingPathComponent("Tests/Fixtures/golden")

    @Test(arguments: [(ReportFormat.markdown, "bundled.md"), (ReportFormat.csv, "bundled.csv")])
    func bundledJobRendersAsTheCommandWrites(format: ReportFormat, file: String) async throws {
        let expected = try String(contentsOf: Self.golden.appendingPathComponent(file), encoding: .utf8)
        let result = try await Verification.run(catalogs: [])
        let rendered = try format.render(result)
        #expect(rendered.count == expected.count)
        #expect(rendered == expected)
    }

    /// The page draws one preview per cell: every one of the bundled job's 3,360 cells under the
    /// 8,000-cell cap, each an SVG whose text is the cell's title.
    @Test func htmlDrawsEveryCell() async throws {
        let result = try await Verification.run(catalogs: [])
        let page = try ReportFormat.html.render(result)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(result.cells.count == 5 * 56 * 12)
        #expect(page.components(separatedBy: "<svg").count - 1 >= result.cells.count)
    }
}
