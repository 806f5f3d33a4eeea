import Foundation

/// A per-key width limit from a sidecar file: a width, or a partial button spec for a later stage.
public struct KeyLimit: Sendable, Hashable {
    /// What the sidecar gives for the key.
    public enum Kind: Sendable, Hashable {
        /// The widest the title may be, in points.
        case width(Double)
        /// A (partial) button spec, as the JSON object written; the button stage decodes it.
        case buttonSpec([String: JSONValue])
    }

    /// The key limited.
    public var key: String
    /// The limit.
    public var kind: Kind
    /// Where the sidecar gives it.
    public var location: SourceLocation

    /// A limit for `key`, given at `location`.
    public init(key: String, kind: Kind, location: SourceLocation) {
        self.key = key
        self.kind = kind
        self.location = location
    }
}

/// Reads a sidecar limits file: a JSON object from key to a width in points or a button spec object.
///
/// ```json
/// { "Current Location": 120, "Share My Current Location": { "width": 180, "style": "body" } }
/// ```
/// Parsed with `JSONDecoder` into ``JSONValue``; lines come from a ``JSONLineIndex`` scan.
/// Fatal (``InputError``, file and line): JSON that is not well formed (a trailing comma too), a top level that is not an
/// object, a width that is not a positive number, a value that is neither number nor object, a key
/// written twice.
public enum KeyLimitsFile {
    /// Reads the sidecar at `path`.
    public static func read(path: String) throws -> [String: KeyLimit] {
        let data = try InputError.contents(of: path)
        return try read(data: data, file: path)
    }

    /// Reads sidecar JSON from `data`; `file` names it in locations and errors.
    public static func read(data: Data, file: String) throws -> [String: KeyLimit] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw StringCatalogReader.syntaxError(data: data, file: file)
        }
        let index = JSONLineIndex(data: data)
        if let comma = index.trailingComma {
            throw InputError(file: file, line: comma.line, reason: "not valid JSON: \(comma.reason)")
        }
        if let duplicate = index.duplicates.first {
            throw InputError(file: file, line: duplicate.line, key: duplicate.path.first,
                             reason: "written twice (first at line \(duplicate.firstLine))")
        }
        guard case .object(let members) = value else {
            throw InputError(file: file, line: 1, reason: "expected an object from key to width or button spec")
        }
        var limits: [String: KeyLimit] = [:]
        for (key, member) in members {
            let location = SourceLocation(file: file, line: index.line(at: [key]))
            switch member {
            case .number(let width) where width > 0 && width.isFinite:
                limits[key] = KeyLimit(key: key, kind: .width(width), location: location)
            case .object(let spec):
                if let width = spec["width"], !(width.positiveNumber) {
                    throw InputError(file: file, line: index.line(at: [key, "width"]), key: key,
                                     reason: "'width' must be a positive number of points")
                }
                limits[key] = KeyLimit(key: key, kind: .buttonSpec(spec), location: location)
            case .number:
                throw InputError(file: file, line: location.line, key: key, reason: "the width must be a positive number of points")
            default:
                throw InputError(file: file, line: location.line, key: key,
                                 reason: "expected a width in points or a button spec object")
            }
        }
        return limits
    }
}

extension JSONValue {
    fileprivate var positiveNumber: Bool {
        if case .number(let value) = self { return value > 0 && value.isFinite }
        return false
    }
}

extension StringTable {
    /// This table with `limits` attached; a limit for a key the table does not have is an
    /// ``InputError`` at the limit's line (a misspelt key would otherwise limit nothing).
    public func applying(_ limits: [String: KeyLimit]) throws -> StringTable {
        let keys = Set(self.keys)
        if let stray = limits.values.sorted(by: { $0.location < $1.location }).first(where: { !keys.contains($0.key) }) {
            throw InputError(file: stray.location.file, line: stray.location.line, key: stray.key,
                             reason: "no string read has this key")
        }
        var table = self
        table.keyLimits.merge(limits) { _, new in new }
        return table
    }
}
