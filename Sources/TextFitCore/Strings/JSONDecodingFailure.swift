import Foundation

/// Turns a `JSONDecoder` failure on one of TextFit's JSON inputs (button spec, font manifest,
/// policy file, results file) into a one-line `InputError` with the key path and, where it can
/// be found, the line.
package enum JSONDecodingFailure {
    /// Throws for JSON that Foundation's decoder accepts but JSON does not allow: a trailing comma
    /// (`{"a": 1,}`), which the parser on Linux lets through while other JSON readers refuse it.
    /// Call it after a successful decode; the error names the comma's line.
    package static func rejectLaxSyntax(_ data: Data, file: String) throws(InputError) {
        if let comma = JSONLineIndex(data: data).trailingComma {
            throw InputError(file: file, line: comma.line, reason: "malformed JSON: \(comma.reason)")
        }
    }

    /// The `InputError` for `error`, met decoding `data` read from `file`; `document` names what
    /// the file should be ("button spec", "font manifest" …) for a file that is not an object.
    package static func inputError(for error: DecodingError, data: Data, file: String, document: String) -> InputError {
        let path: [any CodingKey]
        let reason: String
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return malformedJSON(data: data, file: file)
            }
            path = context.codingPath
            reason = context.debugDescription
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
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
        // Array elements print as `[2]`; the line is looked up only for a path of member names,
        // since a name search cannot tell one array element's members from another's.
        var key = ""
        for component in path {
            if let index = component.intValue {
                key += "[\(index)]"
            } else {
                key += key.isEmpty ? component.stringValue : "." + component.stringValue
            }
        }
        let line = path.contains { $0.intValue != nil } ? nil : JSONLineIndex(data: data).node(at: path.map(\.stringValue))?.line
        return InputError(file: file, line: line, key: key, reason: reason)
    }

    /// A user-facing name for the type JSONDecoder expected.
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "an object"
        }
    }

    /// JSONDecoder on Linux says only "not valid JSON"; JSONSerialization names the place
    /// ("around line 3, column 6" on Apple platforms, "around character 16" elsewhere).
    private static func malformedJSON(data: Data, file: String) -> InputError {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                ?? error.localizedDescription
            return InputError(file: file, line: line(from: detail, data: data), reason: "malformed JSON: \(detail)")
        }
        return InputError(file: file, reason: "malformed JSON")
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
