import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A line whose clusters get the same faces at two sizes of different size signatures is shaped
/// once, and measures there exactly as a line shaped at that size alone.
@Suite struct SharedLayoutTests {
    /// The default body sizes 17 pt and 21 pt lie on either side of Inter's 20 pt cut, so their
    /// signatures differ for every language whose stack holds Inter.
    static let sizes = (text: 17.0, display: 21.0)

    @Test(arguments: [("ja", "現在地を共有"), ("ar", "مشاركة الموقع الحالي"), ("th", "แชร์ตำแหน่งปัจจุบัน"),
                      ("zh-Hans", "共享当前位置")])
    func lineInOneNonLatinFaceIsShapedOnce(language: String, text: String) throws {
        let tag = try #require(LanguageTag(language))
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let prepared = try measurer.prepare(text, language: tag, weight: 400)
        #expect(prepared.plan.signature(pointSize: Self.sizes.text) != prepared.plan.signature(pointSize: Self.sizes.display))
        let small = try measurer.measure(prepared, pointSize: Self.sizes.text)
        let large = try measurer.measure(prepared, pointSize: Self.sizes.display)
        #expect(measurer.shapingCount == 1)
        #expect(small.fonts == large.fonts)
        // A measurer that has seen nothing shapes the line at 21 pt itself.
        let fresh = try TextMeasurer(fonts: TestFonts.bundled).measure(text, language: tag, pointSize: Self.sizes.display, weight: 400)
        #expect(large.width == fresh.width && large.inkBounds == fresh.inkBounds && large.fonts == fresh.fonts)
    }

    /// A Latin line is set in Inter's text cut at 17 pt and its display cut at 21 pt: two shapings.
    @Test func latinLineIsShapedInEachCut() throws {
        let tag = try #require(LanguageTag("de"))
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let prepared = try measurer.prepare("Aktuellen Standort teilen", language: tag, weight: 400)
        let small = try measurer.measure(prepared, pointSize: Self.sizes.text)
        let large = try measurer.measure(prepared, pointSize: Self.sizes.display)
        #expect(measurer.shapingCount == 2)
        #expect(small.fonts != large.fonts)
    }

    /// A Japanese line with a Latin word takes Inter for the word: two shapings, one per cut.
    @Test func latinWordInJapaneseTakesBothCuts() throws {
        let tag = try #require(LanguageTag("ja"))
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let prepared = try measurer.prepare("共有 Location 現在地", language: tag, weight: 400)
        _ = try measurer.measure(prepared, pointSize: Self.sizes.text)
        let large = try measurer.measure(prepared, pointSize: Self.sizes.display)
        #expect(measurer.shapingCount == 2)
        let fresh = try TextMeasurer(fonts: TestFonts.bundled).measure("共有 Location 現在地", language: tag,
                                                                        pointSize: Self.sizes.display, weight: 400)
        #expect(large.width == fresh.width)
    }
}
