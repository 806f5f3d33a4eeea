import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XLIFF 1.2 as Xcode exports it (and translators send back) into a ``StringTable``.
///
/// Parsed with Foundation's `XMLParser`, whose `lineNumber` gives every unit its line. Each
/// `<file>` names its `source-language` and `target-language`; every `<trans-unit>` yields its
/// `<source>` in the source language (state `.source`) and its `<target>` in the target language.
/// Unit ids follow Xcode's conventions:
/// - `key` — the plain string;
/// - `key|==|plural.one`, `key|==|device.iphone`, `key|==|device.iphone.plural.other` — variants;
/// - `key|==|substitutions.NAME.plural.few` — a variant of substitution `NAME` of `key`'s string;
/// - `/key:dict/NSStringLocalizedFormatKey:dict/:string`, `/key:dict/VAR:dict/one:dict/:string`
///   — legacy `.stringsdict` paths, rebuilt into the dictionary and read as a `.stringsdict` is.
///
/// `maxwidth` with `size-unit` (`pixel`, the XLIFF default, `point` or `char`) becomes the
/// strings' ``WidthLimit``. `state` maps `translated`, `final`, `signed-off` (and none) to
/// `.translated`, `needs-review-*`, `needs-adaptation` and `needs-l10n` to `.needsReview`, `new` and
/// `needs-translation` to `.new`; custom `x-…` states count as translated, and so does any other
/// state, named once per file in an `.unsupportedVariation` note.
///
/// Empty `<source/>` and `<target/>` are valid and measured (0 wide); an empty target in state `new`
/// or `needs-translation` is an untranslated unit.
///
/// Reported, not fatal: a unit without a target, or with an empty one in state `new` or
/// `needs-translation`, in a file whose target language differs from its source (`.missingTranslation`); `translate="no"`
/// (`.notTranslatable`); an id suffix of another shape, or a substitution unit whose string is
/// absent (`.unsupportedVariation`); a `target-language` of `qqq`, translators' documentation
/// (`.documentation`, the targets not measured). Fatal (``InputError``, file and line): XML that is not well
/// formed, a `<file>` without a `source-language`, a language that is not a language tag (in a
/// folder run ``LocalizationReader`` names the file in a note instead), a
/// `maxwidth` that is negative, 0 or not a decimal number (`0x10`, `nan`, `wide` are refused; a
/// huge or infinite one, `1e308`, `inf`, never binds and is noted: ``XLIFFMaxWidth``), a
/// `size-unit` that XLIFF does not define, a unit without `<source>`. A `size-unit` XLIFF defines
/// but TextFit cannot measure in (`cm`, `byte` …) is noted and the limit left out.
package enum XLIFFReader {
    /// Reads the XLIFF file at `path`.
    package static func read(path: String) throws(InputError) -> StringTable {
        let data = try InputError.contents(of: path)
        return try read(data: data, file: path)
    }

    /// Reads XLIFF from `data`; `file` names it in locations and errors.
    package static func read(data: Data, file: String) throws(InputError) -> StringTable {
        try TextFileDecoder.checkByteOrderMark(data, file: file)
        let collector = Collector()
        try XMLParseFailure.parse(data, file: file, delegate: collector)
        if let failure = collector.failure { throw InputError(file: file, line: failure.line, reason: failure.reason) }
        guard collector.sawRoot else {
            throw InputError(file: file, line: 1, reason: "not an XLIFF document (no <xliff> element)")
        }
        var builder = TableBuilder(file: file)
        for unitFile in collector.files {
            try builder.read(unitFile)
        }
        let source = builder.sourceLanguage ?? LanguageTag("en")!
        var table = StringTable(sourceLanguage: source, strings: builder.strings, notes: builder.notes)
        table.notes += MissingTranslations.notes(for: table)
        return table
    }

    // MARK: - What the XML holds

    struct Unit {
        var id: String
        var line: Int
        var source: String?
        var target: String?
        var targetState: String?
        var targetLine: Int
        var note: String?
        var maxWidth: String?
        var sizeUnit: String?
        var translate = true
    }

    struct UnitFile {
        var original: String?
        var sourceLanguage: String?
        var targetLanguage: String?
        var line: Int
        var units: [Unit] = []
    }

    private final class Collector: NSObject, XMLErrorRecording {
        var files: [UnitFile] = []
        var unit: Unit?
        var sawRoot = false
        var text: String?
        var failure: (line: Int, reason: String)?
        var errorLine: Int?
        var errorCode: Int?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if errorLine == nil {
                errorLine = parser.lineNumber
                errorCode = (parseError as NSError).code
            }
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes: [String: String] = [:]) {
            switch elementName {
            case "xliff":
                sawRoot = true
            case "file":
                files.append(UnitFile(original: attributes["original"], sourceLanguage: attributes["source-language"],
                                      targetLanguage: attributes["target-language"], line: parser.lineNumber))
            case "trans-unit":
                guard let id = attributes["id"] else {
                    failure = failure ?? (parser.lineNumber, "<trans-unit> without an id")
                    return
                }
                unit = Unit(id: id, line: parser.lineNumber, targetLine: parser.lineNumber,
                            maxWidth: attributes["maxwidth"], sizeUnit: attributes["size-unit"],
                            translate: attributes["translate"] != "no")
            case "source", "note":
                if unit != nil { text = "" }
            case "target":
                if unit != nil {
                    text = ""
                    unit?.targetState = attributes["state"]
                    unit?.targetLine = parser.lineNumber
                }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            text? += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            switch elementName {
            case "source": if unit != nil { unit?.source = text; text = nil }
            case "target": if unit != nil { unit?.target = text; text = nil }
            case "note": if unit != nil { unit?.note = text; text = nil }
            case "trans-unit":
                if let unit {
                    if files.isEmpty {
                        failure = failure ?? (unit.line, "<trans-unit> outside a <file>")
                    } else {
                        files[files.count - 1].units.append(unit)
                    }
                }
                unit = nil
            default:
                break
            }
        }
    }

    // MARK: - From units to strings

    private struct TableBuilder {
        let file: String
        var sourceLanguage: LanguageTag?
        var strings: [LocalizedString] = []
        var notes: [ReadNote] = []
        /// The missing translations `notes` already report, looked up in constant time.
        var missingNoted = MissingTranslationIndex()
        /// The target states XLIFF does not define that have been named in a note.
        var unknownStates = Set<String>()

        init(file: String) { self.file = file }

        func fail(_ line: Int, key: String? = nil, _ reason: String) -> InputError {
            InputError(file: file, line: line, key: key, reason: reason)
        }

        func tag(_ text: String?, attribute: String, line: Int) throws(InputError) -> LanguageTag? {
            guard let text else { return nil }
            guard let tag = LanguageTag(text) else {
                throw InputError.noteInFolderRun(file: file, line: line, reason: "\(attribute) '\(text)' is not a language tag")
            }
            return tag
        }

        /// A target's state. One XLIFF 1.2 does not define (and not a custom `x-` one) is still a
        /// translation: measured as translated, and named once per file in a note.
        mutating func state(_ raw: String?, unit: Unit) -> LocalizedString.State {
            guard let raw else { return .translated }
            switch raw {
            case "translated", "final", "signed-off": return .translated
            case "new", "needs-translation": return .new
            case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n",
                 "needs-adaptation", "needs-l10n": return .needsReview
            default:
                if !raw.hasPrefix("x-"), unknownStates.insert(raw).inserted {
                    notes.append(ReadNote(kind: .unsupportedVariation, key: unit.id, language: nil,
                                          location: SourceLocation(file: file, line: unit.targetLine),
                                          message: "target state '\(raw)' is not an XLIFF 1.2 state; its units are measured as translated"))
                }
                return .translated
            }
        }

        /// XLIFF 1.2's `size-unit` values; those TextFit cannot measure in are noted, not refused.
        static let xliffSizeUnits: Set<String> = ["byte", "char", "col", "cm", "dlgunit", "em", "ex", "glyph",
                                                  "inch", "mm", "percent", "pixel", "point", "row"]

        mutating func widthLimit(_ unit: Unit, key: String, language: LanguageTag) throws(InputError) -> WidthLimit? {
            guard let raw = unit.maxWidth else { return nil }
            let value: Double
            switch XLIFFMaxWidth(raw) {
            case .limit(let limit):
                value = limit
            case .neverBinds:
                // No text is that wide: a limit that never binds is no limit, not an error.
                notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: language,
                                      location: SourceLocation(file: file, line: unit.line),
                                      message: "'\(key)' has maxwidth \(raw), more than any text measures (the most that binds is "
                                          + "\(Int(XLIFFMaxWidth.largestBinding)) in any unit); measured without a limit"))
                return nil
            case .refused(let why):
                throw fail(unit.line, key: unit.id, "maxwidth '\(raw)' \(why)")
            }
            let unitName = unit.sizeUnit ?? "pixel"
            guard let sizeUnit = WidthLimit.Unit(rawValue: unitName) else {
                guard Self.xliffSizeUnits.contains(unitName) || unitName.hasPrefix("x-") else {
                    throw fail(unit.line, key: unit.id, "size-unit '\(unitName)' is not an XLIFF 1.2 size unit")
                }
                notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: language,
                                      location: SourceLocation(file: file, line: unit.line),
                                      message: "'\(key)' has maxwidth \(raw) in '\(unitName)', a unit TextFit cannot measure in (pixel, point, char); measured without the limit"))
                return nil
            }
            return WidthLimit(value: value, unit: sizeUnit)
        }

        /// A parsed trans-unit id: the key and what the suffix after `|==|` says.
        enum Shape {
            case plain(variant: String?)
            case substitution(name: String, variant: String)
            case unsupported(String)
        }

        static func shape(of suffix: String) -> Shape {
            let parts = suffix.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            func plural(_ rest: ArraySlice<String>) -> Bool {
                rest.count == 2 && rest.first == "plural" && PluralCategory.names.contains(rest.last ?? "")
            }
            if plural(parts[...]) { return .plain(variant: suffix) }
            if parts.count >= 2, parts[0] == "device", !parts[1].isEmpty,
               parts.count == 2 || plural(parts[2...]) {
                return .plain(variant: suffix)
            }
            if parts.first == "substitutions", let range = suffix.range(of: ".plural.", options: .backwards) {
                let name = String(suffix[suffix.index(suffix.startIndex, offsetBy: "substitutions.".count)..<range.lowerBound])
                let category = String(suffix[range.upperBound...])
                if !name.isEmpty, PluralCategory.names.contains(category) {
                    return .substitution(name: name, variant: "plural.\(category)")
                }
            }
            return .unsupported(suffix)
        }

        mutating func read(_ unitFile: UnitFile) throws(InputError) {
            // The strings and notes of this <file> are of the table its `original` names; files
            // without one share one table, so that each language's file of an export is one table.
            let (firstString, firstNote) = (strings.count, notes.count)
            defer {
                let table = TableIdentity(path: unitFile.original ?? "")
                for index in firstString..<strings.count { strings[index].tableIdentity = table }
                for index in firstNote..<notes.count { notes[index].tableIdentity = table }
            }
            guard let source = try tag(unitFile.sourceLanguage, attribute: "source-language", line: unitFile.line) else {
                throw fail(unitFile.line, "<file> has no source-language")
            }
            var target = try tag(unitFile.targetLanguage, attribute: "target-language", line: unitFile.line)
            if let documentation = target, documentation.isDocumentation {
                // Translators' documentation of the strings (`qqq`), not UI text: the sources are read.
                notes.append(ReadNote(kind: .documentation, key: "", language: documentation,
                                      location: SourceLocation(file: file, line: unitFile.line),
                                      message: "target-language '\(unitFile.targetLanguage ?? "")' holds translators' documentation, not UI text; its targets are not measured"))
                target = nil
            }
            if sourceLanguage == nil { sourceLanguage = source }
            let translated = target.map { $0 != source } ?? false

            var legacy: [ExactKey: [(path: [String], unit: Unit)]] = [:]
            var legacyOrder: [String] = []
            var substitutions: [(key: String, name: String, variant: String, unit: Unit)] = []

            for unit in unitFile.units {
                guard let sourceText = unit.source else {
                    throw fail(unit.line, key: unit.id, "<trans-unit> has no <source>")
                }
                if !unit.translate {
                    notes.append(ReadNote(kind: .notTranslatable, key: unit.id, language: target,
                                          location: SourceLocation(file: file, line: unit.line),
                                          message: "'\(unit.id)' is marked translate=\"no\"; not measured"))
                    continue
                }
                if let path = Self.legacyPath(unit.id) {
                    if legacy[ExactKey(path[0])] == nil { legacyOrder.append(path[0]) }
                    legacy[ExactKey(path[0]), default: []].append((path, unit))
                    continue
                }
                let key: String
                let shape: Shape
                if let range = unit.id.range(of: "|==|") {
                    key = String(unit.id[..<range.lowerBound])
                    shape = Self.shape(of: String(unit.id[range.upperBound...]))
                } else {
                    key = unit.id
                    shape = .plain(variant: nil)
                }
                switch shape {
                case .unsupported(let suffix):
                    notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: target ?? source,
                                          location: SourceLocation(file: file, line: unit.line),
                                          message: "'\(key)' has a variation '\(suffix)' TextFit does not know; not measured"))
                case .substitution(let name, let variant):
                    substitutions.append((key, name, variant, unit))
                case .plain(let variant):
                    let limit = try widthLimit(unit, key: key, language: target ?? source)
                    strings.append(LocalizedString(key: key, language: source, value: sourceText, state: .source,
                                                   variant: variant, location: SourceLocation(file: file, line: unit.line),
                                                   comment: unit.note, widthLimit: limit))
                    guard let target, translated else { continue }
                    if let text = Self.translation(of: unit) {
                        strings.append(LocalizedString(key: key, language: target, value: text,
                                                       state: state(unit.targetState, unit: unit), variant: variant,
                                                       location: SourceLocation(file: file, line: unit.targetLine),
                                                       comment: unit.note, widthLimit: limit))
                    } else {
                        missing(key: key, variant: variant, language: target, line: unit.targetLine)
                    }
                }
            }
            try attach(substitutions, source: source, target: translated ? target : nil, from: firstString)
            for key in legacyOrder {
                try readLegacy(key: key, units: legacy[ExactKey(key)] ?? [], source: source, target: translated ? target : nil)
            }
        }

        /// The unit's translation, or `nil` when it has none yet: no `<target>`, or an empty one in
        /// state `new` or `needs-translation`. Any other empty target (`<target/>`, as Xcode exports
        /// the translation of an empty source) is a translation to the empty string.
        static func translation(of unit: Unit) -> String? {
            guard let text = unit.target else { return nil }
            if text.isEmpty, let state = unit.targetState, state == "new" || state == "needs-translation" {
                return nil
            }
            return text
        }

        mutating func missing(key: String, variant: String?, language: LanguageTag, line: Int) {
            notes.append(ReadNote(kind: .missingTranslation, key: key, language: language,
                                  location: SourceLocation(file: file, line: line),
                                  message: "'\(key)'\(variant.map { " (\($0))" } ?? "") has no \(language) translation"))
        }

        /// Adds substitution units to the strings of their key (plain and device variants alike)
        /// among the strings from `first` on, those of the `<file>` being read.
        mutating func attach(_ units: [(key: String, name: String, variant: String, unit: Unit)],
                             source: LanguageTag, target: LanguageTag?, from first: Int) throws(InputError) {
            guard !units.isEmpty else { return }
            // The strings a substitution can belong to, by key and language, found once (not once per unit).
            struct Owner: Hashable { var key: ExactKey; var language: LanguageTag }
            var owning: [Owner: [Int]] = [:]
            // Only this <file>'s strings: another file is another table.
            for (i, string) in zip(strings.indices, strings).dropFirst(first)
            where string.variant == nil || string.variant?.hasPrefix("device.") == true {
                owning[Owner(key: ExactKey(string.key), language: string.language), default: []].append(i)
            }
            for (key, name, variant, unit) in units {
                guard let sourceText = unit.source else { continue }
                var sides: [(LanguageTag, Substitution.Variant)] = [
                    (source, .init(path: variant, value: sourceText, state: .source,
                                   location: SourceLocation(file: file, line: unit.line))),
                ]
                if let target {
                    if let text = Self.translation(of: unit) {
                        sides.append((target, .init(path: variant, value: text,
                                                    state: state(unit.targetState, unit: unit),
                                                    location: SourceLocation(file: file, line: unit.targetLine))))
                    } else {
                        missing(key: key, variant: "substitutions.\(name).\(variant)", language: target,
                                line: unit.targetLine)
                    }
                }
                for (language, value) in sides {
                    let owners = owning[Owner(key: ExactKey(key), language: language)] ?? []
                    if owners.isEmpty {
                        if !missingNoted.contains(key: key, language: language, in: notes) {
                            notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: language,
                                                  location: value.location,
                                                  message: "'\(key)' substitution '\(name)' has no \(language) string to belong to; not measured"))
                        }
                        continue
                    }
                    for owner in owners {
                        if let i = strings[owner].substitutions.firstIndex(where: { $0.name == name }) {
                            strings[owner].substitutions[i].variants.append(value)
                        } else {
                            strings[owner].substitutions.append(Substitution(name: name, variants: [value]))
                        }
                    }
                }
            }
        }

        /// `/key:dict/VAR:dict/one:dict/:string` → `["key", "VAR", "one"]`; `nil` for other ids.
        static func legacyPath(_ id: String) -> [String]? {
            guard id.hasPrefix("/"), id.hasSuffix(":dict/:string"), id.contains(":dict/") else { return nil }
            let body = id.dropFirst().dropLast(":dict/:string".count)
            let parts = body.components(separatedBy: ":dict/")
            return parts.count >= 2 && !parts.contains("") ? parts : nil
        }

        /// Rebuilds a `.stringsdict` entry from its units, once from the sources, once from the targets.
        mutating func readLegacy(key: String, units: [(path: [String], unit: Unit)], source: LanguageTag,
                                 target: LanguageTag?) throws(InputError) {
            func dictionary(_ text: (Unit) -> String?) -> [String: Any] {
                var root: [String: Any] = [:]
                for (path, unit) in units {
                    guard let value = text(unit) else { continue }
                    if path.count == 2 {
                        root[path[1]] = value
                    } else if path.count == 3 {
                        var inner = root[path[1]] as? [String: Any] ?? [:]
                        inner[path[2]] = value
                        root[path[1]] = inner
                    }
                }
                return root
            }
            var lines: [[String]: Int] = [:]
            var targetLines: [[String]: Int] = [:]
            var states: [[String]: LocalizedString.State] = [:]
            for (path, unit) in units {
                lines[path] = unit.line
                targetLines[path] = unit.targetLine
                if target != nil, Self.translation(of: unit) != nil {
                    states[path] = state(unit.targetState, unit: unit)
                }
                if path.count > 3 {
                    notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: target ?? source,
                                          location: SourceLocation(file: file, line: unit.line),
                                          message: "'\(key)' has a stringsdict path '\(unit.id)' TextFit does not know; not measured"))
                }
            }
            let lineOf = lines
            var sourceReader = StringsDictInterpreter(file: file, language: source, state: { _ in .source }) { path in
                var path = path
                while !path.isEmpty { if let line = lineOf[path] { return line }; path.removeLast() }
                return nil
            }
            sourceReader.read(key: key, entry: dictionary { $0.source })
            strings += sourceReader.strings
            notes += sourceReader.notes
            guard let target else { return }
            if let untranslated = units.first(where: { Self.translation(of: $0.unit) == nil }) {
                missing(key: key, variant: nil, language: target, line: untranslated.unit.targetLine)
                return
            }
            let targetLineOf = targetLines
            let stateOf = states
            var targetReader = StringsDictInterpreter(file: file, language: target, state: { stateOf[$0] ?? .translated }) { path in
                var path = path
                while !path.isEmpty { if let line = targetLineOf[path] { return line }; path.removeLast() }
                return nil
            }
            targetReader.read(key: key, entry: dictionary { $0.target })
            strings += targetReader.strings
            notes += targetReader.notes
        }
    }
}
