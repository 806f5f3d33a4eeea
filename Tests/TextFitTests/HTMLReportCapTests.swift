import Foundation
import Testing
@testable import TextFit

/// A run larger than the page's limit draws its failing and close cells and counts the rest,
/// saying so; `drawsEveryCell` (`--html-all`) draws them all.
@Suite struct HTMLReportCapTests {
    /// A 400 × 80 pt button: titles at `large` pass with room to spare, many at AX5 do not.
    static let spec = ButtonSpec(fixedFrame: BoxSize(width: 400, height: 80))

    static func result() async throws -> VerificationResult {
        let table = try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        return try await Verification(strings: table, spec: spec, categories: [.large, .ax5], fonts: TestFonts.bundled,
                                      parallelism: 2).run()
    }

    static func page(_ result: VerificationResult, limit: Int, all: Bool = false) throws -> String {
        var report = HTMLReport(result: result, gate: nil, fonts: TestFonts.bundled) { _ throws(InputError) in spec }
        report.previewLimit = limit
        report.drawsEveryCell = all
        let sink = MemorySink()
        try report.write(to: sink)
        return sink.text
    }

    static func previews(_ page: String) -> Int { page.components(separatedBy: "<svg class=\"s").count - 1 }

    @Test func aLargeRunDrawsFailingAndCloseCellsOnly() async throws {
        let result = try await Self.result()
        let cells = result.cells
        // Failing, and passing one-line titles using 90 % or more of their width: counted here.
        let failing = cells.filter { !$0.findings.isEmpty }.count
        let close = cells.filter {
            $0.findings.isEmpty && $0.measurement.width >= 0.9 * $0.fit.availableTextWidth
        }.count
        #expect(failing > 0 && failing + close < cells.count)
        let capped = try Self.page(result, limit: cells.count - 1)
        #expect(Self.previews(capped) == failing + close)
        #expect(capped.contains("This run has \(cells.count) cells, more than the \(cells.count - 1) a page draws."))
        #expect(capped.contains("it draws \(failing + close) of them, and counts"))
        #expect(capped.contains("<code>--html-all</code>"))
        // The passing cells not drawn are marked in their rows or counted per language.
        #expect(capped.contains("<span class=\"undrawn\">passes</span>") || capped.contains("Pass at every category, not drawn"))
        #expect(capped.hasSuffix("</body></html>\n"))
        // A limit below the failing and close cells: at most that many are drawn, whole rows at a
        // time, and the others are counted per title and language.
        let tight = try Self.page(result, limit: 5)
        #expect(Self.previews(tight) <= 5 && Self.previews(tight) > 0)
        #expect(tight.contains("Not drawn for want of room: ") || tight.contains("<section id=\"undrawn\">"))
        #expect(tight.contains("It has \(failing) failing cells and \(close) that pass within 10% of their width"))
        #expect(tight.hasSuffix("</body></html>\n"))
        // At the limit, or with --html-all, every cell is drawn.
        #expect(Self.previews(try Self.page(result, limit: cells.count)) == cells.count)
        #expect(Self.previews(try Self.page(result, limit: 1, all: true)) == cells.count)
    }

    /// With the default, hugging spec (one line, at most 343 pt wide) a passing title is close
    /// when it takes 90 % of the text width left at the maximum frame: 343 pt less what the
    /// frame adds around the title (insets, arrow, gap), read here from the minimum frame.
    @Test func closeIsMeasuredAgainstTheMaximumWidth() async throws {
        let table = try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        let result = try await Verification(strings: table, spec: .default, categories: [.xSmall, .large, .xxxLarge],
                                            fonts: TestFonts.bundled, parallelism: 2).run()
        var close = 0, far = 0
        for cell in result.cells where cell.findings.isEmpty && cell.fit.minFrame.width > ButtonSpec.default.minimumSize.width {
            let around = cell.fit.minFrame.width - cell.measurement.width
            let expected = cell.measurement.width >= 0.9 * (343 - around)
            #expect(HTMLReport.isClose(cell, spec: .default) == expected, "\(cell.key) \(cell.language) \(cell.category)")
            if expected { close += 1 } else { far += 1 }
        }
        #expect(close > 0 && far > 0)
    }
}
