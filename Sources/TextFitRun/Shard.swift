import Foundation

/// One part of a run split across machines: shard `index` of `count`, chosen by key and language.
///
/// Every (key, language) pair of the table goes to exactly one shard: the pairs are sorted by
/// key, then language tag, and dealt out in turn (the first pair to shard 1, the second to
/// shard 2 …), so shards get nearly equal work and the split depends on the strings alone,
/// never on the machine, the order files were found in or the number of cores.
package struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The 1-based shard number.
    package let index: Int
    /// How many shards the work is split into.
    package let count: Int

    /// Makes shard `index` of `count`; throws unless `1 ≤ index ≤ count`.
    package init(index: Int, count: Int) throws(InputError) {
        guard count >= 1, (1...count).contains(index) else {
            throw InputError(reason: "--shard: '\(index)/\(count)' is not a shard; expected i/n with 1 ≤ i ≤ n, such as 1/4")
        }
        self.index = index
        self.count = count
    }

    /// Parses the CLI spelling `i/n`, e.g. `2/4`.
    package static func parse(_ text: String) throws(InputError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let count = Int(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw InputError(reason: "--shard: '\(text)' is not i/n (such as 1/4)")
        }
        return try Shard(index: index, count: count)
    }

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }

    /// The strings of `table` that belong to this shard; notes and key limits are kept whole.
    package func select(_ table: StringTable) -> StringTable {
        let mine = Set(pairs(of: table.strings.map { Pair(key: $0.key, language: $0.language.identifier) }))
        var selected = table
        selected.strings = table.strings.filter { mine.contains(Pair(key: $0.key, language: $0.language.identifier)) }
        return selected
    }

    /// The (key, language) pairs among `all` that fall to this shard.
    func pairs(of all: [Pair]) -> [Pair] {
        let ordered = Array(Set(all)).sorted { ($0.key, $0.language) < ($1.key, $1.language) }
        return ordered.enumerated().compactMap { position, pair in position % count == index - 1 ? pair : nil }
    }

    /// A key and a language tag.
    struct Pair: Hashable {
        var key: String
        var language: String
    }

    private enum CodingKeys: String, CodingKey { case index, count }

    /// Decodes `{"index": i, "count": n}`, rejecting impossible shards.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        do {
            try self.init(index: index, count: count)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .index, in: container,
                                                   debugDescription: "shard \(index)/\(count) is impossible")
        }
    }
}
