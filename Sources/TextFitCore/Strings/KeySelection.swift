import Foundation

/// Which keys of a table to measure: every key by default, or those named and those matching a pattern.
package struct KeySelection: Sendable, Hashable {
    /// Keys named exactly (`--keys`).
    package var keys: [String]
    /// A regular expression (ICU syntax, `NSRegularExpression`) a key must match somewhere (`--key-pattern`).
    package var pattern: String?

    /// Selects `keys` and keys matching `pattern`; every key when both are empty.
    package init(keys: [String] = [], pattern: String? = nil) {
        self.keys = keys
        self.pattern = pattern
    }

    /// Whether every key is selected.
    package var isAll: Bool { keys.isEmpty && pattern == nil }

    /// The table with only the selected keys (the union of named and matching keys), strings and
    /// notes alike. A named key that no file has, a pattern that is not a valid regular expression,
    /// or one that matches nothing is an ``InputError``.
    package func apply(to table: StringTable) throws(InputError) -> StringTable {
        guard !isAll else { return table }
        let present = Set(table.keys)
        for key in keys where !present.contains(key) {
            throw InputError(key: key, reason: "--keys names a key that no file read has")
        }
        var selected = Set(keys)
        if let pattern {
            let regex: NSRegularExpression
            do {
                regex = try NSRegularExpression(pattern: pattern)
            } catch {
                throw InputError(reason: "--key-pattern '\(pattern)' is not a valid regular expression")
            }
            let matching = table.keys.filter { key in
                regex.firstMatch(in: key, range: NSRange(key.startIndex..., in: key)) != nil
            }
            if matching.isEmpty { throw InputError(reason: "--key-pattern '\(pattern)' matches no key") }
            selected.formUnion(matching)
        }
        var result = table
        result.strings = table.strings.filter { selected.contains($0.key) }
        result.notes = table.notes.filter { selected.contains($0.key) }
        result.keyLimits = table.keyLimits.filter { selected.contains($0.key) }
        return result
    }
}
