import Foundation

/// Reads a `.stringsdict` file (plural, width and device rules) into a ``StringTable``.
///
/// An XML property list is read by ``XMLPropertyList`` (values with lines, top-level keys byte for
/// byte, so keys differing only in Unicode normalization stay two keys); a compiled (binary) one
/// by ``BinaryPropertyList``, likewise keys byte for byte but without lines. Each key becomes strings the way Xcode migrates it to a String
/// Catalog:
/// - `NSStringLocalizedFormatKey` that is only `%#@var@` with a plural rule: one string per CLDR
///   category present, variant `plural.<category>`;
/// - any other format: one string whose `value` is the format, with a ``Substitution`` per
///   `%#@var@` holding the categories (variant paths `plural.<category>`);
/// - a variable named inside another's forms (`%2$#@accounts@` in a form of `count`) is a
///   variable of the same key, as Core Foundation resolves it, and is expanded where the form
///   names it; `%1#@count@` (digits without `$`, a field width to Core Foundation) names `count`;
/// - `NSStringVariableWidthRuleType`: one string per width, variant `width.<n>`;
/// - `NSStringDeviceSpecificRuleType`: one string per device, variant `device.<name>`.
///
/// A file without keys (0 bytes, only a BOM, `<dict/>`) is reported (`.emptyFile`), so its
/// language stays in view.
///
/// Reported, not fatal (`.unsupportedVariation`): a variable whose rule type is not plural, a
/// member of a plural rule that is not a CLDR category, a dictionary the format never uses, a key
/// whose value is not a dictionary or has no format or rule, a format naming a variable that is
/// not there (measured as written), a value that is not a string; and
/// (`.missingPluralForm`) a plural rule without `other`, which translation tools leave out for
/// be, pl, ru, uk — the forms present are measured.
/// Fatal (``InputError``, file and line): XML that is not well formed, a damaged binary property
/// list, a property list that is not a dictionary. A well-formed plist that breaks the `.stringsdict` schema is read as far as
/// it goes, and each break is noted. An empty format or plural form is valid (Xcode
/// accepts it) and measures 0 wide.
package enum StringsDictReader {
    /// Reads the file at `path` as strings in `language`.
    package static func read(path: String, language: LanguageTag, sourceLanguage: LanguageTag? = nil) throws(InputError) -> StringTable {
        let data = try InputError.contents(of: path)
        return try read(data: data, file: path, language: language, sourceLanguage: sourceLanguage)
    }

    /// Reads `.stringsdict` content from `data`; `file` names it in locations and errors.
    package static func read(data: Data, file: String, language: LanguageTag,
                            sourceLanguage: LanguageTag? = nil) throws(InputError) -> StringTable {
        try TextFileDecoder.checkByteOrderMark(data, file: file)
        let entries: [(key: String, value: Any)]
        let plist: XMLPropertyList?
        if data.starts(with: Array("bplist".utf8)) {
            // A compiled file: no lines; keys byte for byte, in file order, as in XML.
            let compiled = try BinaryPropertyList(data: data, file: file)
            guard compiled.rootIsDictionary else {
                throw InputError(file: file, reason: "a .stringsdict must hold a dictionary of keys")
            }
            entries = compiled.entries
            plist = nil
        } else if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
                    || data.elementsEqual([0xEF, 0xBB, 0xBF]) {
            entries = []
            plist = nil
        } else {
            let parsed = try XMLPropertyList(data: data, file: file)
            guard parsed.rootIsDictionary else {
                throw InputError(file: file, line: 1, reason: "a .stringsdict must hold a dictionary of keys")
            }
            entries = parsed.entries
            plist = parsed
        }
        var interpreter = StringsDictInterpreter(file: file, language: language) { path in
            plist?.line(at: path)
        }
        for (key, entry) in entries {
            interpreter.read(key: key, entry: entry)
        }
        if entries.isEmpty {
            let what = data.isEmpty ? "0 bytes" : plist == nil && data.count == 3 ? "only a BOM"
                : plist == nil ? "only white space" : "an empty dictionary"
            interpreter.notes.append(StringsFileReader.emptyFileNote(file: file, language: language, what: what))
        }
        return StringTable(sourceLanguage: sourceLanguage ?? language, strings: interpreter.strings,
                           notes: interpreter.notes)
    }
}

/// Turns one `.stringsdict` key's dictionary into strings; shared by the `.stringsdict` reader and
/// the XLIFF reader, which rebuilds that dictionary from Xcode's legacy trans-unit paths.
struct StringsDictInterpreter {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"

    let file: String
    let language: LanguageTag
    /// The line of the value at a key path, where known.
    let lineAt: ([String]) -> Int?
    /// The state given to every string read (XLIFF knows one per unit; files do not).
    var state: (([String]) -> LocalizedString.State)? = nil
    var strings: [LocalizedString] = []
    var notes: [ReadNote] = []

    init(file: String, language: LanguageTag, state: (([String]) -> LocalizedString.State)? = nil,
         lineAt: @escaping ([String]) -> Int?) {
        self.file = file
        self.language = language
        self.state = state
        self.lineAt = lineAt
    }

    func location(_ path: [String]) -> SourceLocation {
        SourceLocation(file: file, line: lineAt(path))
    }

    /// The string at `path`, or `nil` with a note when the value there is not a string.
    mutating func text(_ value: Any?, at path: [String]) -> String? {
        guard let text = value as? String else {
            unsupported(path, "'\(path[0])' has '\(path.dropFirst().joined(separator: "."))', which is not a string; not measured")
            return nil
        }
        return text
    }

    func stateAt(_ path: [String]) -> LocalizedString.State { state?(path) ?? .translated }

    mutating func unsupported(_ path: [String], _ message: String) {
        notes.append(ReadNote(kind: .unsupportedVariation, key: path[0], language: language,
                              location: location(path), message: message))
    }

    /// The `%#@name@` variables of a format, in order, with their argument numbers where positional.
    ///
    /// As Core Foundation's `__CFParseFormatSpec` (CFString.c) reads a directive: digits followed
    /// by `$` are the argument; digits without it are a field width, so `%1#@count@` is the
    /// variable `count`, taking the next argument in order, not argument 1.
    static func variables(in format: String) -> [(name: String, argument: Int?)] {
        var result: [(String, Int?)] = []
        var scalars = Substring(format)
        while let start = scalars.firstIndex(of: "%") {
            var rest = scalars[scalars.index(after: start)...]
            if rest.first == "%" { scalars = rest.dropFirst(); continue }
            let digits = rest.prefix(while: \.isNumber)
            var argument: Int?
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                argument = Int(digits)
                rest = rest.dropFirst(digits.count + 1)
            } else if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix("#@") {
                rest = rest.dropFirst(digits.count)
            }
            if rest.hasPrefix("#@"), let end = rest.dropFirst(2).firstIndex(of: "@") {
                result.append((String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end]), argument))
                scalars = rest[rest.index(after: end)...]
            } else {
                scalars = rest
            }
        }
        return result
    }

    mutating func read(key: String, entry: Any) {
        guard let entry = entry as? [String: Any] else {
            return unsupported([key], "'\(key)' is not a dictionary of rules; not measured")
        }
        if let rule = entry[Self.widthRule] {
            readSimpleRule(key: key, rule: rule, ruleName: Self.widthRule, kind: "width")
            return
        }
        if let rule = entry[Self.deviceRule] {
            readSimpleRule(key: key, rule: rule, ruleName: Self.deviceRule, kind: "device")
            return
        }
        guard entry[Self.formatKey] != nil else {
            return unsupported([key], "'\(key)' has no \(Self.formatKey), \(Self.widthRule) or \(Self.deviceRule); not measured")
        }
        guard let format = text(entry[Self.formatKey], at: [key, Self.formatKey]) else { return }
        let variables = Self.variables(in: format)
        var substitutions: [Substitution] = []
        var used: Set<String> = [Self.formatKey]
        // The format's variables, then those its forms name: Core Foundation formats a chosen
        // form again with the same key's dictionary and the original arguments (the recursive
        // `__CFStringAppendFormatCore` call's `stringsDictConfig` and `origValues`), so a
        // `%2$#@accounts@` inside a form of `count` is the key's `accounts` variable.
        var queue = variables.enumerated().map { (variable: $1, argument: $1.argument ?? $0 + 1, user: Self.formatKey) }
        var next = 0
        while next < queue.count {
            let (variable, argument, user) = queue[next]
            next += 1
            guard !used.contains(variable.name) else { continue }
            used.insert(variable.name)
            let path = [key, variable.name]
            guard let rule = entry[variable.name] as? [String: Any] else {
                // The app shows the format with the variable unreplaced; so is it measured.
                let place = user == Self.formatKey ? "the format" : "a form of '\(user)'"
                unsupported([key, Self.formatKey],
                            "\(place) uses %#@\(variable.name)@ but '\(key)' has no '\(variable.name)' dictionary; measured as written")
                continue
            }
            var substitution = Substitution(name: variable.name, argumentNumber: argument,
                                            formatSpecifier: rule[Self.valueTypeKey] as? String)
            if let type = rule[Self.specTypeKey] as? String, type != Self.pluralRule {
                unsupported(path, "'\(key)' variable '\(variable.name)' uses \(type), which TextFit does not know; not measured")
                substitutions.append(substitution)
                continue
            }
            for member in rule.keys.sorted() where member != Self.specTypeKey && member != Self.valueTypeKey
                && !PluralCategory.names.contains(member) {
                unsupported(path + [member], "'\(key)' variable '\(variable.name)' has '\(member)', which is not a CLDR plural category; not measured")
            }
            for category in PluralCategory.allCases {
                guard let raw = rule[category.rawValue] else { continue }
                let valuePath = path + [category.rawValue]
                guard let value = text(raw, at: valuePath) else { continue }
                substitution.variants.append(.init(path: "plural.\(category.rawValue)",
                                                   value: value, state: stateAt(valuePath),
                                                   location: location(valuePath)))
                for nested in Self.variables(in: value) where !used.contains(nested.name) {
                    queue.append((nested, nested.argument ?? argument, variable.name))
                }
            }
            if rule[PluralCategory.other.rawValue] == nil {
                // Translation tools leave `other` out for languages whose numbers all fall in
                // other categories (be, pl, ru, uk); the app then falls back to the format itself.
                let present = substitution.variants.map { String($0.path.dropFirst("plural.".count)) }
                notes.append(ReadNote(kind: .missingPluralForm, key: key, language: language, location: location(path),
                                      message: "'\(key)' plural rule '\(variable.name)' has no 'other' form in \(language); measured \(present.isEmpty ? "no form" : present.joined(separator: ", "))"))
            }
            substitutions.append(substitution)
        }
        for member in entry.keys.sorted() where !used.contains(member) {
            unsupported([key, member], "'\(key)' has '\(member)', which its format never uses; not measured")
        }
        let onlyVariable = variables.count == 1
            && ["%#@", "%1$#@", "%1#@"].contains { format == $0 + variables[0].name + "@" }
        if onlyVariable, let substitution = substitutions.first, !substitution.variants.isEmpty {
            // The variables its forms name stay with each form, to be expanded in it.
            let nested = Array(substitutions.dropFirst())
            for variant in substitution.variants {
                strings.append(LocalizedString(key: key, language: language, value: variant.value, state: variant.state,
                                               variant: variant.path, location: variant.location, substitutions: nested))
            }
        } else {
            let path = [key, Self.formatKey]
            strings.append(LocalizedString(key: key, language: language, value: format, state: stateAt(path),
                                           location: location(path), substitutions: substitutions))
        }
    }

    mutating func readSimpleRule(key: String, rule: Any, ruleName: String, kind: String) {
        guard let cases = rule as? [String: Any] else {
            return unsupported([key, ruleName], "'\(key)' has '\(ruleName)', which is not a dictionary; not measured")
        }
        let names = kind == "width"
            ? cases.keys.sorted { (Int($0) ?? .max, $0) < (Int($1) ?? .max, $1) }
            : cases.keys.sorted()
        for name in names {
            let path = [key, ruleName, name]
            if kind == "width", Int(name) == nil {
                unsupported(path, "'\(key)' width '\(name)' is not a number; not measured")
                continue
            }
            guard let value = text(cases[name], at: path) else { continue }
            strings.append(LocalizedString(key: key, language: language, value: value,
                                           state: stateAt(path), variant: "\(kind).\(name)", location: location(path)))
        }
    }
}
