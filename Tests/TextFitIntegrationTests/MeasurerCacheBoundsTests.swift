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
    @Test func recentCacheEvictsTheLeastRecentlyUsed() {
        var cache = RecentCache<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache.value(for: "a") == 1)   // "a" is now the most recent; "b" the least
        cache.insert(4, for: "d")
        #expect(cache.count == 3)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3 && cache.value(for: "d") == 4)
    }

    @Test func recentCacheHoldsItsCostLimitButKeepsTheNewest() {
        var cache = RecentCache<String, Int>(capacity: 10, costLimit: 100)
        cache.insert(1, for: "a", cost: 40)
        cache.insert(2, for: "b", cost: 40)
        cache.insert(3, for: "c", cost: 40)   // 120 > 100: "a" goes
        #expect(cache.value(for: "a") == nil)
        #expect(cache.count == 2)
        cache.insert(4, for: "huge", cost: 1_000)   // alone over the limit: kept, everything else goes
        #expect(cache.count == 1)
        #expect(cache.value(for: "huge") == 4)
        cache.insert(5, for: "b", cost: 10)   // the huge entry is no longer the newest
        #expect(cache.count == 1 && cache.value(for: "b") == 5)
    }

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
        let before = measurer.shapingCount
        let again = try measurer.measure(result.text, language: tag, pointSize: 17, weight: 400)
        #expect(measurer.shapingCount == before + 1)
        #expect(again.width == result.width)
    }
}
