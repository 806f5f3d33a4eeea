import Testing
@testable import TextFitCore

/// ``RecentCache`` keeps its most recently used entries within its capacity and cost limit: the
/// entry asked for last is answered without a lookup, and still counts as the most recently used
/// when the cache evicts.
@Suite struct RecentCacheTests {
    @Test func theEntryAskedForAgainAndAgainIsNotEvicted() {
        var cache = RecentCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        // "a" is asked for three times in a row, so "b" is now the least recently used.
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "a") == 1)
        cache.insert(3, for: "c")
        #expect(cache.count == 2)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
    }

    @Test func aValueStoredAgainIsTheOneGiven() {
        var cache = RecentCache<String, Int>(capacity: 4)
        cache.insert(1, for: "a")
        #expect(cache.value(for: "a") == 1)
        cache.insert(10, for: "a")
        #expect(cache.value(for: "a") == 10)
        cache.insert(2, for: "b")
        cache.insert(20, for: "a")
        #expect(cache.value(for: "b") == 2)
        #expect(cache.value(for: "a") == 20)
    }

    @Test func theLastEntryIsForgottenWithTheRestWhenOthersComeAfter() {
        var cache = RecentCache<Int, Int>(capacity: 2)
        cache.insert(0, for: 0)
        #expect(cache.value(for: 0) == 0)
        for k in 1...3 { cache.insert(k, for: k) }
        // 0 was used before 1, 2 and 3: with room for two, only 2 and 3 are left.
        #expect(cache.value(for: 0) == nil)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.value(for: 2) == 2 && cache.value(for: 3) == 3)
    }

    @Test func costsBoundTheEntriesAsBefore() {
        var cache = RecentCache<String, Int>(capacity: 8, costLimit: 10)
        cache.insert(1, for: "a", cost: 6)
        #expect(cache.value(for: "a") == 1)
        cache.insert(2, for: "b", cost: 6)
        // 12 is over the limit: the older "a" goes, though it was just asked for.
        #expect(cache.value(for: "a") == nil)
        #expect(cache.value(for: "b") == 2)
    }

    @Test func evictsTheLeastRecentlyUsed() {
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

    @Test func holdsItsCostLimitButKeepsTheNewest() {
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
}
