/// Rejects JSON object members a decoder does not know, so a misspelt field is an error, not a default.
package enum StrictKeys {
    /// A coding key for any member name.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Throws `DecodingError.dataCorrupted` at the first unknown member (alphabetically, since
    /// JSON objects are unordered), naming the closest known member when one is near.
    package static func reject(unknownIn decoder: any Decoder, known: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let unknown = container.allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        var reason = "unknown field '\(first)'"
        if let near = closest(to: first, in: known) { reason += "; did you mean '\(near)'?" }
        else { reason += "; known fields: \(known.joined(separator: ", "))" }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [AnyKey(first)],
                                                debugDescription: reason))
    }

    /// The known name within edit distance 3 of `name` (case-insensitive), if one is.
    static func closest(to name: String, in known: [String]) -> String? {
        let scored = known.map { ($0, editDistance(Array(name.lowercased()), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 3 else { return nil }
        return best.0
    }

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
