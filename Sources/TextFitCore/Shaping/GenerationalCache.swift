/// A cache of at most `capacity` entries that forgets the least recently used half at a time:
/// entries go into the current generation; when it holds half the capacity, it becomes the
/// old generation and the one before is dropped. A hit in the old generation moves the entry
/// back into the current one, so what is in use survives.
///
/// For caches too large for ``RecentCache``'s scan on eviction: every operation is O(1)
/// (amortized), and the bound is exact.
package struct GenerationalCache<Key: Hashable, Value> {
    /// The most entries kept, both generations together.
    let capacity: Int
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]

    package init(capacity: Int) {
        precondition(capacity >= 2)
        self.capacity = capacity
    }

    /// The value for `key`, kept in the current generation.
    package mutating func value(for key: Key) -> Value? {
        if let value = current[key] { return value }
        guard let index = previous.index(forKey: key) else { return nil }
        // The key as stored moves with its value: a key looked up with may hold more than it.
        let (stored, value) = previous.remove(at: index)
        insert(value, for: stored)
        return value
    }

    /// Stores `value` for `key` in the current generation, turning generations over when it is full.
    package mutating func insert(_ value: Value, for key: Key) {
        if current.count >= capacity / 2 {
            previous = current
            current = Dictionary(minimumCapacity: capacity / 2)
        }
        current[key] = value
    }

    /// The number of entries held.
    package var count: Int { current.count + previous.count }
}
