import Foundation

/// Finds the line a JSON member stands on, so errors about a key can name its line.
///
/// Hand-written because neither JSONDecoder nor JSONSerialization reports where a member
/// stands. It looks for each key of the path in turn as a quoted name followed by a colon,
/// after the previous key's position, which is right for the small, unescaped spec files this
/// reads; when a name is not found it answers `nil` rather than guess.
package enum JSONKeyLocator {
    /// The 1-based line of the last member in `path`, or `nil` when it cannot be found.
    package static func line(of path: [String], in data: Data) -> Int? {
        guard !path.isEmpty, let text = String(data: data, encoding: .utf8) else { return nil }
        var searchStart = text.startIndex
        var found: String.Index?
        for name in path {
            guard let position = memberPosition(of: name, in: text, from: searchStart) else { return nil }
            found = position
            searchStart = position
        }
        guard let found else { return nil }
        return text[..<found].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// Where `"name"` next occurs as an object member name (followed by optional space and `:`).
    private static func memberPosition(of name: String, in text: String, from start: String.Index) -> String.Index? {
        let quoted = "\"\(name)\""
        var cursor = start
        while let range = text.range(of: quoted, range: cursor..<text.endIndex) {
            let rest = text[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            if rest.first == ":" { return range.lowerBound }
            cursor = range.upperBound
        }
        return nil
    }
}
