/// A cache that keeps only its most recently used entries: at most `capacity` of them, and
/// entries whose costs add up to at most `costLimit` (the newest entry is kept even when it
/// alone costs more).
///
/// Measuring goes through strings one at a time, each at every category, so the entries worth
/// keeping are the last few; a run over a large catalog must not keep every string it saw.
/// Eviction scans the entries, which is cheap because the capacity is small.
package struct RecentCache<Key: Hashable, Value> {
    /// The most entries kept.
    let capacity: Int
    /// The most total cost kept.
    let costLimit: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private var totalCost = 0
    /// The entry used last, with its value: asked for again, it is compared, not hashed. It is
    /// the most recently used already, so its mark need not move.
    private var last: (key: Key, value: Value)?

    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: Int
    }

    package init(capacity: Int, costLimit: Int = .max) {
        precondition(capacity > 0)
        self.capacity = capacity
        self.costLimit = costLimit
    }

    /// The value for `key`, marked as just used.
    package mutating func value(for key: Key) -> Value? {
        if let last, last.key == key { return last.value }
        guard let index = entries.index(forKey: key) else { return nil }
        clock += 1
        entries.values[index].lastUse = clock
        let value = entries.values[index].value
        last = (key, value)
        return value
    }

    /// Stores `value` for `key` as the most recent entry, evicting the least recently used
    /// entries until both bounds hold.
    package mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        clock += 1
        if let old = entries.updateValue(Entry(value: value, cost: cost, lastUse: clock), forKey: key) {
            totalCost -= old.cost
        }
        totalCost += cost
        last = (key, value)
        while entries.count > 1, entries.count > capacity || totalCost > costLimit {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            totalCost -= oldest.value.cost
            entries[oldest.key] = nil
        }
    }

    /// The number of entries held.
    package var count: Int { entries.count }
}
