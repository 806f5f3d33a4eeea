import Foundation

/// Turns a JSONDecoder error into a one-line `InputError` with the line and key path.
///
/// Foundation reports a syntax error's byte offset only inside its message ("around line 3,
/// column 7" or "at character 42"), so this reads the position out of that text and, for
/// a byte offset, counts the newlines before it.
enum JSONErrorLocator {
    static func inputError(for error: any Error, in data: Data, file: String) -> InputError {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return InputError(file: file, line: line(in: context, data: data), key: path(context.codingPath),
                              reason: reason(context))
        case DecodingError.keyNotFound(let key, let context):
            return InputError(file: file, key: path(context.codingPath + [key]), reason: "missing required key '\(key.stringValue)'")
        case DecodingError.typeMismatch(let type, let context):
            return InputError(file: file, key: path(context.codingPath), reason: "expected \(describe(type))")
        case DecodingError.valueNotFound(let type, let context):
            return InputError(file: file, key: path(context.codingPath), reason: "expected \(describe(type)), found null")
        default:
            return InputError(file: file, reason: "not valid JSON: \(error.localizedDescription)")
        }
    }

    /// "families[2].faces[0].weight" for a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String? {
        guard !codingPath.isEmpty else { return nil }
        var text = ""
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return text
    }

    private static func reason(_ context: DecodingError.Context) -> String {
        var parts = [context.debugDescription]
        if let underlying = context.underlyingError as NSError? {
            parts.append(underlying.userInfo[NSDebugDescriptionErrorKey] as? String ?? underlying.localizedDescription)
        }
        let text = parts.joined(separator: ": ")
        return text.contains("not valid JSON") || text.contains("The given data") ? "not valid JSON: \(text)" : text
    }

    private static func line(in context: DecodingError.Context, data: Data) -> Int? {
        let texts = [context.debugDescription] + [context.underlyingError].compactMap { error -> String? in
            guard let error = error as NSError? else { return nil }
            return (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
        }
        for text in texts {
            if let n = number(after: "line ", in: text) { return n }
            if let offset = number(after: "character ", in: text) ?? number(after: "offset ", in: text) {
                return data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            }
        }
        return nil
    }

    private static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[range.upperBound...].prefix(while: \.isNumber)
        return Int(digits)
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}
