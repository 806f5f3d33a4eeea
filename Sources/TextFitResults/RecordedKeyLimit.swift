import Foundation

/// A rule of `--limits` as a shard states it (``KeySpecs``): the key, where the rule is given,
/// and its width or its spec's fields, with its relative budget when it has one.
struct RecordedKeyLimit: Codable, Equatable {
    var key: String
    var file: String
    var line: Int?
    var width: Double?
    var spec: [String: JSONValue]?
    var relativeBudget: Double?

    init(_ limit: KeyLimit) {
        key = limit.key
        file = limit.location.file
        line = limit.location.line
        switch limit.kind {
        case .width(let value): width = value
        case .buttonSpec(let fields): spec = fields
        }
        relativeBudget = limit.relativeBudget
    }

    /// The rule, or why it is not one a `--limits` file gives: a positive width or a spec, not
    /// both, and a relative budget of 0 % or more.
    var limit: Result<KeyLimit, Refusal> {
        let kind: KeyLimit.Kind
        switch (width, spec) {
        case (let width?, nil):
            guard width > 0, width.isFinite else { return .failure(Refusal("the width of the rule for \(key) must be a positive number")) }
            kind = .width(width)
        case (nil, let fields?): kind = .buttonSpec(fields)
        default: return .failure(Refusal("the rule for \(key) needs a width or a spec"))
        }
        if let relativeBudget, !(relativeBudget >= 0 && relativeBudget.isFinite) {
            return .failure(Refusal("the relative budget of the rule for \(key) must be 0 or more"))
        }
        return .success(KeyLimit(key: key, kind: kind, location: SourceLocation(file: file, line: line),
                                 relativeBudget: relativeBudget))
    }

    /// Why a recorded rule is not read.
    struct Refusal: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The rule on one line, keys sorted: numbers as `JSONEncoder` writes them, which read back
    /// to the same values.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
