import Foundation

/// Turns a `JSONDecoder` failure on one of TextFit's JSON inputs (button spec, font manifest,
/// policy file, results file) into a one-line `InputError` with the key path and, where it can
/// be found, the line.
package enum JSONDecodingFailure {
    /// Throws for JSON that Foundation's decoder accepts but JSON does not allow: a trailing comma
    /// (`{"a": 1,}`), which the parser on Linux lets through while other JSON readers refuse it.
    /// Call it after a successful decode; the error names the comma's line. The scan keeps no
    /// member (depth 0): a comma is found, with its line, however deep it is.
    package static func rejectLaxSyntax(_ data: Data, file: String) throws(InputError) {
        if let comma = JSONLineIndex(data: data, depth: 0).trailingComma {
            throw InputError(file: file, line: comma.line, reason: "malformed JSON: \(comma.reason)")
        }
    }

    /// The `InputError` for `error`, met decoding `data` read from `file`: the one mapping of a
    /// `DecodingError` for every JSON input (button spec, font manifest, policy file, results
    /// file, String Catalog). `document` names what the file should be ("button spec", "font
    /// manifest" …) for a file that is not an object.
    ///
    /// The place of the fault is named one of two ways. By default the key is the coding path
    /// (`lines.maximum`, array elements as `[2]`) and the line is that member's, looked up only
    /// for a path of member names, since a name search cannot tell one array element's members
    /// from another's. With `entries`, the member of the top-level object whose members are the
    /// file's entries (a catalog's `strings`), a fault inside an entry is keyed by the entry's
    /// name, the rest of the path leads the reason (`'localizations.de.stringUnit.value':
    /// expected a string`), and the line is that of the deepest member of the path the file has.
    /// `index` is the line scan of `data`, when the caller has one.
    package static func inputError(for error: DecodingError, data: Data, file: String, document: String,
                                   entries: String? = nil, index: JSONLineIndex? = nil) -> InputError {
        let path: [any CodingKey]
        let reason: String
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return syntaxError(data: data, file: file, index: index)
            }
            path = context.codingPath
            reason = context.debugDescription
        case .keyNotFound(let key, let context):
            path = entries == nil ? context.codingPath + [key] : context.codingPath
            reason = "missing required field '\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty {
                return InputError(file: file, line: 1, reason: "a \(document) must be a JSON object")
            }
            path = context.codingPath
            reason = "expected \(describe(type))"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            reason = "expected \(describe(type)), found null"
        @unknown default:
            return InputError(file: file, reason: "cannot decode the \(document): \(error)")
        }
        if let entries {
            let names = path.map(\.stringValue)
            let key = names.first == entries && names.count >= 2 ? names[1] : nil
            let shown = names.count > 2 && key != nil ? Array(names.dropFirst(2)) : names
            let place = shown.isEmpty ? "" : "'\(shown.joined(separator: "."))': "
            let line = (index ?? JSONLineIndex(data: data)).line(at: names)
            return InputError(file: file, line: line, key: key, reason: place + reason)
        }
        var key = ""
        for component in path {
            if let index = component.intValue {
                key += "[\(index)]"
            } else {
                key += key.isEmpty ? component.stringValue : "." + component.stringValue
            }
        }
        let line = path.contains { $0.intValue != nil } ? nil
            : (index ?? JSONLineIndex(data: data)).node(at: path.map(\.stringValue))?.line
        return InputError(file: file, line: line, key: key, reason: reason)
    }

    /// A user-facing name for the type `JSONDecoder` expected.
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type, is Double.Type: return "a number"
        default: return String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// The line and reason for JSON that is not well formed (`data` empty included). `JSONDecoder`
    /// only says "not valid JSON"; `JSONSerialization` names the place in its
    /// `NSDebugDescription` ("around line 3, column 6" on Apple platforms, "around character 16"
    /// elsewhere), which is turned into a line; failing that, or where the parser stops only at
    /// the end of the file, the line scan's own finding (`index`, when the caller has scanned
    /// `data` already).
    package static func syntaxError(data: Data, file: String, index: JSONLineIndex? = nil) -> InputError {
        if data.isEmpty { return InputError(file: file, line: 1, reason: "the file is empty") }
        var reason = "malformed JSON"
        var line: Int?
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
                ?? (error as NSError).localizedDescription
            line = Self.line(from: text, data: data)
            reason += ": " + text.replacingOccurrences(of: #" around character \d+"#, with: "",
                                                       options: .regularExpression)
        }
        let index = index ?? JSONLineIndex(data: data)
        if let scanError = index.error {
            if line == nil || reason.hasSuffix("Unexpected end of file during JSON parse.") {
                line = scanError.line
            }
            if line == scanError.line { reason = "malformed JSON: \(scanError.reason)" }
        }
        return InputError(file: file, line: line ?? 1, reason: reason)
    }

    /// The 1-based line a parser message points at, from "line N" or from a 0-based "character N" offset.
    static func line(from message: String, data: Data) -> Int? {
        func number(after word: String) -> Int? {
            guard let range = message.range(of: word + " ") else { return nil }
            return Int(message[range.upperBound...].prefix(while: \.isNumber))
        }
        if let line = number(after: "line") { return line }
        guard let offset = number(after: "character") else { return nil }
        let prefix = data.prefix(max(0, min(offset, data.count)))
        return prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
