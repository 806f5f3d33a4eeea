import Foundation

/// A per-key limit from a sidecar file: a width, or a partial button spec for a later stage,
/// for one key or for every key a glob pattern matches.
package struct KeyLimit: Sendable, Hashable {
    /// What the sidecar gives for the key.
    package enum Kind: Sendable, Hashable {
        /// The widest the title may be, in points.
        case width(Double)
        /// A (partial) button spec, as the JSON object written; the button stage decodes it.
        case buttonSpec([String: JSONValue])
    }

    /// The key limited.
    package var key: String
    /// The limit.
    package var kind: Kind
    /// Where the sidecar gives it.
    package var location: SourceLocation
    /// The rule's `relativeBudget`: how many percent wider than the source string a translation
    /// may be; `nil` for the run's (`--relative-budget`).
    package var relativeBudget: Double?

    /// A limit for `key`, given at `location`.
    package init(key: String, kind: Kind, location: SourceLocation, relativeBudget: Double? = nil) {
        self.key = key
        self.kind = kind
        self.location = location
        self.relativeBudget = relativeBudget
    }

    /// Whether `key` is a glob pattern (`*` any run of characters, `?` one character, `\`
    /// before either to mean it literally) rather than one key. A key of the catalog spelt the
    /// same way is still matched exactly first.
    package var isPattern: Bool { key.contains("*") || key.contains("?") }

    /// How specific the pattern is: its literal characters (not `*`, `?` or an escaping `\`).
    /// Of the patterns matching a key, the one with the most wins; of equal ones, the first written.
    package var specificity: Int {
        Self.tokens(key).reduce(0) { count, token in if case .literal = token { count + 1 } else { count } }
    }

    private enum Token: Equatable {
        case any, one
        case literal(Character)
    }

    private static func tokens(_ pattern: String) -> [Token] {
        var tokens: [Token] = []
        var escaped = false
        for character in pattern {
            if escaped {
                tokens.append(.literal(character))
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                tokens.append(character == "*" ? .any : character == "?" ? .one : .literal(character))
            }
        }
        if escaped { tokens.append(.literal("\\")) }
        return tokens
    }

    /// Whether the glob `key` matches `candidate` (whole keys, by `Character`).
    ///
    /// The two-pointer glob match that backtracks to the last `*`: at worst the key's length
    /// times the pattern's, in practice linear.
    package func matches(_ candidate: String) -> Bool {
        let pattern = Self.tokens(key), text = Array(candidate)
        var p = 0, t = 0, star = -1, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == .one || pattern[p] == .literal(text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == .any {
                star = p
                resume = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == .any { p += 1 }
        return p == pattern.count
    }
}

/// Reads a sidecar limits file: a JSON object from key or glob pattern to a width in points, a
/// button spec object, or the name of a spec defined under `"$specs"`.
///
/// ```json
/// { "$specs": { "message": { "numberOfLines": 0, "maximumWidth": 270, "maximumHeight": 400 } },
///   "Current Location": 120,
///   "*.title": { "numberOfLines": 2, "maximumWidth": 300 },
///   "alert.*.message": "message",
///   "alert.delete.message": { "base": "message", "maximumHeight": 200 } }
/// ```
/// A spec object's `"base"` names a spec of `"$specs"` its fields are laid over. A key of the
/// catalog takes its exact entry, else the most specific pattern matching it (see
/// ``KeyLimit/specificity``), else the run's spec. Files written before patterns and `$specs`
/// existed read as before.
/// Parsed with `JSONDecoder` into ``JSONValue``; lines come from a ``JSONLineIndex`` scan.
/// Fatal (``InputError``, file and line): JSON that is not well formed (a trailing comma too), a top level that is not an
/// object, a width that is not a positive number, a value that is neither number nor object, a key
/// written twice.
package enum KeyLimitsFile {
    /// Reads the sidecar at `path`.
    package static func read(path: String) throws(InputError) -> [String: KeyLimit] {
        let data = try InputError.contents(of: path)
        return try read(data: data, file: path)
    }

    /// Reads sidecar JSON from `data`; `file` names it in locations and errors.
    package static func read(data: Data, file: String) throws(InputError) -> [String: KeyLimit] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw JSONDecodingFailure.syntaxError(data: data, file: file)
        }
        let index = JSONLineIndex(data: data)
        if let comma = index.trailingComma {
            throw InputError(file: file, line: comma.line, reason: "malformed JSON: \(comma.reason)")
        }
        if let duplicate = index.duplicates.first {
            throw InputError(file: file, line: duplicate.line, key: duplicate.path.first,
                             reason: "written twice (first at line \(duplicate.firstLine))")
        }
        guard case .object(var members) = value else {
            throw InputError(file: file, line: 1, reason: "expected an object from key to width or button spec")
        }
        var named: [String: [String: JSONValue]] = [:]
        var namedBudgets: [String: JSONValue] = [:]
        if let specs = members.removeValue(forKey: specsKey) {
            guard case .object(let entries) = specs else {
                throw InputError(file: file, line: index.line(at: [specsKey]), key: specsKey,
                                 reason: "expected an object from a spec's name to a button spec object")
            }
            for (name, entry) in entries {
                guard case .object(let fields) = entry else {
                    throw InputError(file: file, line: index.line(at: [specsKey, name]), key: "\(specsKey).\(name)",
                                     reason: "expected a button spec object")
                }
                named[name] = fields.filter { $0.key != budgetKey }
                namedBudgets[name] = fields[budgetKey]
            }
        }
        var limits: [String: KeyLimit] = [:]
        for (key, member) in members {
            let location = SourceLocation(file: file, line: index.line(at: [key]))
            // `relativeBudget` is the rule's, not a spec field: taken out of the object (or of the
            // named spec it uses), so the rest decodes as a button spec.
            var member = member
            var budget: JSONValue?
            if case .object(var fields) = member, let value = fields.removeValue(forKey: budgetKey) {
                budget = value
                member = .object(fields)
            }
            if budget == nil {
                switch member {
                case .string(let name): budget = namedBudgets[name]
                case .object(let fields): if case .string(let name)? = fields["base"] { budget = namedBudgets[name] }
                default: break
                }
            }
            var relativeBudget: Double?
            if let budget {
                guard case .number(let percent) = budget, percent >= 0, percent.isFinite else {
                    throw InputError(file: file, line: index.line(at: [key, budgetKey]), key: key,
                                     reason: "'\(budgetKey)' must be a percentage, 0 or more")
                }
                relativeBudget = percent
            }
            defer { if limits[key] != nil { limits[key]!.relativeBudget = relativeBudget } }
            switch member {
            case .string(let name):
                guard let fields = named[name] else {
                    throw InputError(file: file, line: location.line, key: key, reason: unknownSpec(name, named))
                }
                limits[key] = KeyLimit(key: key, kind: .buttonSpec(fields), location: location)
            case .object(var spec) where spec["base"] != nil:
                guard case .string(let name) = spec.removeValue(forKey: "base")!, let fields = named[name] else {
                    let reason: String
                    if case .string(let name) = member.objectValue["base"]! { reason = unknownSpec(name, named) }
                    else { reason = "'base' must be the name of a spec in \"\(specsKey)\"" }
                    throw InputError(file: file, line: index.line(at: [key, "base"]), key: key, reason: reason)
                }
                limits[key] = KeyLimit(key: key, kind: .buttonSpec(fields.merging(spec) { _, own in own }),
                                       location: location)
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

extension KeyLimitsFile {
    /// The top-level member holding named specs.
    static let specsKey = "$specs"
    /// A rule's (or named spec's) field giving its relative budget in percent.
    static let budgetKey = "relativeBudget"

    private static func unknownSpec(_ name: String, _ named: [String: [String: JSONValue]]) -> String {
        let known = named.keys.sorted()
        return "no spec named '\(name)' in \"\(specsKey)\""
            + (known.isEmpty ? "" : "; it has " + known.map { "'\($0)'" }.joined(separator: ", "))
    }
}

extension JSONValue {
    fileprivate var objectValue: [String: JSONValue] {
        if case .object(let members) = self { return members }
        return [:]
    }

    fileprivate var positiveNumber: Bool {
        if case .number(let value) = self { return value > 0 && value.isFinite }
        return false
    }
}

extension StringTable {
    /// This table with `limits` attached, each key of the table taking its exact limit, else the
    /// most specific pattern matching it. A limit for a key the table does not have, or a pattern
    /// that matches no key, is an ``InputError`` at the limit's line (a misspelt key would
    /// otherwise limit nothing).
    ///
    /// Cost: every key against every pattern, once (patterns are a handful of roles).
    package func applying(_ limits: [String: KeyLimit]) throws(InputError) -> StringTable {
        let keys = self.keys
        let known = Set(keys)
        let ordered = limits.values.sorted { $0.location < $1.location }
        let patterns = ordered.filter { $0.isPattern && !known.contains($0.key) }
            .enumerated().sorted { ($0.element.specificity, -$0.offset) > ($1.element.specificity, -$1.offset) }
            .map(\.element)
        if let stray = ordered.first(where: { !$0.isPattern && !known.contains($0.key) }) {
            throw InputError(file: stray.location.file, line: stray.location.line, key: stray.key,
                             reason: "no string read has this key")
        }
        var table = self
        var used = Set<String>()
        for key in keys {
            let matching = patterns.filter { $0.matches(key) }
            for rule in matching { used.insert(rule.key) }
            // An exact entry wins over every pattern.
            guard limits[key] == nil, let rule = matching.first else { continue }
            table.keyLimits[key] = KeyLimit(key: key, kind: rule.kind, location: rule.location,
                                            relativeBudget: rule.relativeBudget)
        }
        if let unused = patterns.sorted(by: { $0.location < $1.location }).first(where: { !used.contains($0.key) }) {
            throw InputError(file: unused.location.file, line: unused.location.line, key: unused.key,
                             reason: "the pattern matches no key read")
        }
        for limit in ordered where known.contains(limit.key) { table.keyLimits[limit.key] = limit }
        return table
    }
}
