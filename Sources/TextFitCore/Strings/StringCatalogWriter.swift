import Foundation

/// Writes a ``StringTable`` as an Xcode String Catalog (`.xcstrings`).
///
/// The JSON is built as ``JSONValue`` and written by `JSONEncoder` with Xcode's layout: two-space
/// indent, `"key" : value`, keys sorted, slashes unescaped. Variant paths become nested
/// `variations` (`device.iphone.plural.one` → `variations.device.iphone.variations.plural.one`),
/// substitutions become `substitutions` with `argNum`, `formatSpecifier` and plural `variations`
/// (a variant text written with a real specifier, as XLIFF and `.stringsdict` have it, gets the
/// catalog's `%arg` in its place). A source string equal to its key is left out, as Xcode does.
package enum StringCatalogWriter {
    /// The catalog JSON for `table`. `manual` marks every live key `"extractionState": "manual"`,
    /// as Xcode marks a key added by hand rather than extracted from code (so a build does not
    /// mark it stale).
    package static func data(for table: StringTable, manual: Bool = false) -> Data {
        var strings: [String: JSONValue] = [:]
        var byKey: [String: [LocalizedString]] = [:]
        for string in table.strings { byKey[string.key, default: []].append(string) }
        for (key, group) in byKey {
            var entry: [String: JSONValue] = [:]
            if let comment = group.first(where: { $0.comment != nil })?.comment { entry["comment"] = .string(comment) }
            if group.contains(where: { $0.state == .stale }) {
                entry["extractionState"] = .string("stale")
            } else if manual {
                entry["extractionState"] = .string("manual")
            }
            var localizations: [String: JSONValue] = [:]
            var byLanguage: [LanguageTag: [LocalizedString]] = [:]
            for string in group { byLanguage[string.language, default: []].append(string) }
            for (language, strings) in byLanguage {
                if language == table.sourceLanguage, strings.count == 1, let only = strings.first,
                   only.variant == nil, only.value == key, only.substitutions.isEmpty {
                    continue
                }
                localizations[language.identifier] = localization(strings)
            }
            if !localizations.isEmpty { entry["localizations"] = .object(localizations) }
            strings[key] = .object(entry)
        }
        let root = JSONValue.object([
            "sourceLanguage": .string(table.sourceLanguage.identifier),
            "strings": .object(strings),
            "version": .string("1.0"),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(root)) ?? Data()
        data.append(0x0A)
        return data
    }

    /// Writes the catalog for `table` to `path`.
    package static func write(_ table: StringTable, to path: String) throws {
        do {
            try data(for: table).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw InputError(file: path, reason: "cannot write the catalog: \(error.localizedDescription)")
        }
    }

    static func unit(_ value: String, _ state: LocalizedString.State) -> JSONValue {
        let name: String
        switch state {
        case .new: name = "new"
        case .needsReview: name = "needs_review"
        case .translated, .source, .stale: name = "translated"
        }
        return .object(["stringUnit": .object(["state": .string(name), "value": .string(value)])])
    }

    /// Puts `value` at `path` (`["variations", "device", "iphone", …]`) inside `node`.
    static func insert(_ value: JSONValue, at path: ArraySlice<String>, into node: inout JSONValue) {
        guard let first = path.first else {
            if case .object(let existing) = node, case .object(let new) = value {
                node = .object(existing.merging(new) { _, b in b })
            } else {
                node = value
            }
            return
        }
        var members: [String: JSONValue] = [:]
        if case .object(let existing) = node { members = existing }
        var child = members[first] ?? .object([:])
        insert(value, at: path.dropFirst(), into: &child)
        members[first] = child
        node = .object(members)
    }

    static func localization(_ strings: [LocalizedString]) -> JSONValue {
        var node = JSONValue.object([:])
        var substitutions: [String: JSONValue] = [:]
        for string in strings {
            var path: [String] = []
            let parts = string.variant?.split(separator: ".").map(String.init) ?? []
            var i = 0
            while i + 1 < parts.count {
                path += ["variations", parts[i], parts[i + 1]]
                i += 2
            }
            insert(unit(string.value, string.state), at: path[...], into: &node)
            for substitution in string.substitutions where substitutions[substitution.name] == nil {
                substitutions[substitution.name] = Self.substitution(substitution)
            }
        }
        if !substitutions.isEmpty { insert(.object(["substitutions": .object(substitutions)]), at: [], into: &node) }
        return node
    }

    static func substitution(_ substitution: Substitution) -> JSONValue {
        var argument = substitution.argumentNumber
        var format = substitution.formatSpecifier
        var variants = substitution.variants
        let usesPlaceholder = variants.contains { $0.value.contains("%arg") }
        if !usesPlaceholder {
            // Text from XLIFF or .stringsdict: its first real directive is the argument.
            for (index, variant) in variants.enumerated() {
                guard let spec = FormatSpecifier.all(in: variant.value).first(where: {
                    $0.conversion != "%" && $0.substitution == nil
                }) else { continue }
                if format == nil { format = spec.length + String(spec.conversion) }
                if argument == nil { argument = spec.argument }
                var value = variant.value
                value.replaceSubrange(spec.range, with: "%arg")
                variants[index].value = value
            }
        }
        var node = JSONValue.object([:])
        if let argument { insert(.object(["argNum": .number(Double(argument))]), at: [], into: &node) }
        insert(.object(["formatSpecifier": .string(format ?? "@")]), at: [], into: &node)
        for variant in variants {
            var path: [String] = []
            let parts = variant.path.split(separator: ".").map(String.init)
            var i = 0
            while i + 1 < parts.count {
                path += ["variations", parts[i], parts[i + 1]]
                i += 2
            }
            insert(unit(variant.value, variant.state), at: path[...], into: &node)
        }
        return node
    }
}
