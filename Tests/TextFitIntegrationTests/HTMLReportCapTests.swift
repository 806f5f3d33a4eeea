import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

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
        var report = HTMLReporter()
        report.fonts = { TestFonts.bundled }
        report.specs = { _ throws(InputError) in spec }
        report.previewLimit = limit
        report.drawsEveryCell = all
        return try report.render(ReportInput(result: result))
    }

    static func previews(_ page: String) -> Int { page.components(separatedBy: "<svg class=\"s").count - 1 }

    @Test func aLargeRunDrawsFailingAndCloseCellsOnly() async throws {
        let result = try await Self.result()
        let cells = result.cells
        // Failing, and passing with a `close` warning only: counted here.
        let failing = cells.filter(\.fails).count
        let close = cells.filter { !$0.fails && $0.findings.contains { $0.kind == .close } }.count
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
        #expect(tight.contains("It has \(failing) failing cells and \(close) that pass close to their limit"))
        #expect(tight.hasSuffix("</body></html>\n"))
        // At the limit, or with --html-all, every cell is drawn.
        #expect(Self.previews(try Self.page(result, limit: cells.count)) == cells.count)
        #expect(Self.previews(try Self.page(result, limit: 1, all: true)) == cells.count)
    }

    /// Close cells are those whose needed frame is within the margin of the limit, on either side:
    /// with a 10 % margin and the default spec (one line, at most 343 pt wide), a passing title
    /// whose minimum frame is within 34.3 pt of 343 pt, worked out here from the frame.
    @Test func closeCellsAreThoseWithinTheMarginOfTheLimit() async throws {
        let table = try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        var verification = Verification(strings: table, spec: .default, categories: [.xSmall, .large, .xxxLarge],
                                         fonts: TestFonts.bundled, parallelism: 2)
        verification.closeMargin = 10
        let result = try await verification.run()
        var close = 0, far = 0
        for cell in result.cells where !cell.fails {
            let expected = abs(343 - cell.fit.minFrame.width) <= 34.3 + 1e-9
            #expect(HTMLReporter.isClose(cell) == expected, "\(cell.key) \(cell.language) \(cell.category)")
            if expected { close += 1 } else { far += 1 }
        }
        #expect(close > 0 && far > 0)
    }
}
