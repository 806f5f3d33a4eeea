import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The measuring caches keep the last few strings, never a whole run's: memory stays flat over
/// a large catalog, and truncation candidates are not kept at all.
@Suite struct MeasurerCacheBoundsTests {
    /// The piece cache never holds more than its capacity, and an entry in use survives the
    /// turnover of generations while the others go.
    @Test func generationalCacheHoldsItsBoundAndKeepsWhatIsUsed() {
        var cache = GenerationalCache<Int, Int>(capacity: 8)
        for i in 0..<1_000 {
            cache.insert(i * i, for: i)
            #expect(cache.count <= 8)
            #expect(cache.value(for: 0) == 0, "entry 0, read at every step, was dropped at \(i)")
        }
        #expect(cache.value(for: 999) == 999 * 999)
        #expect(cache.value(for: 1) == nil && cache.value(for: 990) == nil)
    }

    /// A string measured long ago is shaped again (it was let go); the last one is not.
    @Test func measurerForgetsOldStrings() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let tag = TestFonts.tag("de")
        for i in 0..<100 { _ = try measurer.measure("Standort \(i)", language: tag, pointSize: 17, weight: 400) }
        #expect(measurer.shapingCount == 100)
        _ = try measurer.measure("Standort 99", language: tag, pointSize: 17, weight: 400)
        #expect(measurer.shapingCount == 100)
        _ = try measurer.measure("Standort 0", language: tag, pointSize: 17, weight: 400)
        #expect(measurer.shapingCount == 101)
    }

    /// The truncated text was shaped to be chosen, but not kept: measuring it shapes it again.
    @Test func truncationCandidatesAreNotCached() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let tag = TestFonts.tag("de")
        let prepared = try measurer.prepare("Meinen aktuellen Standort senden", language: tag, weight: 400)
        let result = try #require(try TailTruncator.truncate(prepared, pointSize: 17, availableWidth: 150,
                                                             measurer: measurer))
        // Two layouts — the title's and that of "…" alone, truncation's first estimate — then
        // the candidates: the cut word and "…", spliced onto the title's layout.
        #expect(measurer.layoutShapingCount == 2)
        #expect(measurer.pieceShapingCount > 0 && measurer.wholeCandidateShapingCount == 0)
        let before = measurer.shapingCount
        let again = try measurer.measure(result.text, language: tag, pointSize: 17, weight: 400)
        #expect(measurer.shapingCount == before + 1)
        #expect(measurer.layoutShapingCount == 3)
        #expect(measurer.shapingCount == measurer.layoutShapingCount + measurer.pieceShapingCount)
        #expect(again.width == result.width)
    }

    /// A line of both directions (a Latin name in a Hebrew title) has no ending to splice a
    /// piece onto (``LineEnding``: its runs are not all at the paragraph's level), so each
    /// candidate is shaped whole, and counted so.
    @Test func aLineOfBothDirectionsHasItsCandidatesShapedWhole() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let prepared = try measurer.prepare("שלח את המיקום שלי ב-GPS עכשיו", language: TestFonts.tag("he"), weight: 400)
        let result = try #require(try TailTruncator.truncate(prepared, pointSize: 17, availableWidth: 80,
                                                             measurer: measurer))
        #expect(result.fits && result.text.hasSuffix("…"))
        #expect(measurer.layoutShapingCount == 2)
        #expect(measurer.pieceShapingCount == 0 && measurer.wholeCandidateShapingCount > 0)
        #expect(measurer.shapingCount == measurer.layoutShapingCount + measurer.wholeCandidateShapingCount)
    }
}
