import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`) into a ``StringTable``.
///
/// The catalog is JSON, decoded with Foundation's `JSONDecoder`. Apple does not document the
/// schema, so decoding is defensive: members the reader does not use are ignored; a variation
/// kind other than `plural` and `device`, or a plural category outside CLDR's six, is reported as
/// an `.unsupportedVariation` note and the rest of the catalog is still read. `JSONDecoder` gives
/// no positions, so a ``JSONLineIndex`` scan of the same bytes supplies the line of every entry.
///
/// What it makes of each entry:
/// - every localization's `stringUnit` becomes a ``LocalizedString`` (its line is the `value`'s);
///   `variations` nest into variant paths such as `plural.one`, `device.iphone` or
///   `device.iphone.plural.other`; `substitutions` are attached to the strings of their localization;
/// - a key with no localization in the source language is measured as the key itself (state
///   `.source`), which is how Xcode stores a source string equal to its key;
/// - `extractionState: stale` marks the key's strings `.stale` and adds a `.stale` note;
/// - `shouldTranslate: false` skips the key and adds a `.notTranslatable` note;
/// - a unit in state `new` with an empty value is an untranslated string: a `.missingTranslation`
///   note, not a string; an empty value in any other state is valid (Xcode accepts it) and is
///   measured, 0 wide (``LocalizationReader`` notes an empty translation of a non-empty source);
/// - empty keys and keys of white space are keys like any other;
/// - a localization with neither a string unit nor variations: a `.missingTranslation` note;
/// - a unit state Xcode does not write: measured as translated, one `.unsupportedVariation` note per state;
/// - a localization that is not a language tag: an `.unknownLanguage` note; `qqq` (translators'
///   documentation): one `.documentation` note, not measured.
///
/// A member key written twice in one object (a key of `strings` after a merge, a language twice
/// in one entry) is read as Foundation's `JSONDecoder` reads it: the first copy, with a
/// `.duplicateKey` note naming the key and both lines (`JSONSerialization` would keep the last;
/// docs/inputs.md cites both parsers).
///
/// Fatal (``InputError``, with file, line and key): JSON that is not well formed (a trailing comma
/// too, which Foundation's parser on Linux lets through), a member of the
/// wrong type, a missing `sourceLanguage` or `value`. A `sourceLanguage` that is
/// not a language tag is fatal too, but in a folder run ``LocalizationReader`` names the file in
/// a note and goes on.
package enum StringCatalogReader {
    /// Reads the catalog at `path`; errors and locations name the file as `path` spells it.
    package static func read(path: String) throws(InputError) -> StringTable {
        let data = try InputError.contents(of: path)
        return try read(data: data, file: path)
    }

    /// Reads catalog JSON from `data`; `file` is the name used in locations and errors.
    ///
    /// A line scan of the catalog's top two levels goes first; when it finds well-formed UTF-8
    /// JSON whose `strings` is an object of objects, the header and then each entry are decoded
    /// from their own bytes, a batch of entries at a time, each with a line scan
    /// of its own, and read into strings before the next batch is decoded
    /// (``readByEntry(data:file:index:)``): neither a decoded copy of the whole catalog nor a
    /// line index of all its members is ever held. Anything else — a file that is not well
    /// formed, a member written twice, an entry that does not decode — is scanned and decoded
    /// whole, which names a fault with its line and coding path, and a member written twice
    /// with its lines.
    package static func read(data: Data, file: String) throws(InputError) -> StringTable {
        try TextFileDecoder.checkByteOrderMark(data, file: file)
        // Offsets into the text are indices of the data.
        let data = data.startIndex == 0 ? data : Data(data)
        if let table = try readByEntry(data: data, file: file, index: JSONLineIndex(data: data, depth: 2)) {
            return table
        }
        return try readWhole(data: data, file: file, index: JSONLineIndex(data: data))
    }

    /// Entries decoded in one batch, at most: a batch's decoded entries and their line scans are
    /// all that is held besides the file and the strings read so far.
    package static let entriesPerBatch = 256

    /// One entry of `strings`: its key, the lines of its key and value, and the value's bytes.
    private struct EntrySpan: Sendable {
        var key: String
        var keyLine: Int
        var valueLine: Int
        var bytes: Range<Int>
    }

    /// The catalog read entry by entry, or `nil` when it must be read whole: the scan found a
    /// fault, the text is not UTF-8, `strings` or one of its values is not an object, the text
    /// between its members is not JSON, a member is written twice inside an entry, or the
    /// header or an entry does not decode.
    private static func readByEntry(data: Data, file: String, index: JSONLineIndex) throws(InputError) -> StringTable? {
        guard index.error == nil, index.trailingComma == nil, index.duplicates.isEmpty, isUTF8(data),
              let stringsNode = index.nodes[0].children[ExactKey("strings")],
              let stringsSpan = index.nodes[stringsNode].span,
              data[stringsSpan.lowerBound] == UInt8(ascii: "{") else { return nil }
        // The header: the file with `strings` emptied.
        var header = Data(data[..<stringsSpan.lowerBound])
        header.append(contentsOf: "{}".utf8)
        header.append(data[stringsSpan.upperBound...])
        guard let catalog = try? JSONDecoder().decode(CatalogFile.self, from: header) else { return nil }

        var entries: [EntrySpan] = []
        entries.reserveCapacity(index.nodes[stringsNode].order.count)
        for key in index.nodes[stringsNode].order {
            guard let node = index.nodes[stringsNode].children[ExactKey(key)], let span = index.nodes[node].span,
                  data[span.lowerBound] == UInt8(ascii: "{") else { return nil }
            entries.append(EntrySpan(key: key, keyLine: index.nodes[node].line, valueLine: index.nodes[node].spanLine,
                                     bytes: span))
        }
        // The scan only keeps in step; between the entries, the text must be JSON too.
        guard membersAreWellFormed(data, object: stringsSpan, values: entries.map(\.bytes)) else { return nil }

        var reader = EntryReader(file: file, index: index, data: data)
        let source = try reader.sourceLanguage(catalog.sourceLanguage)
        var start = 0
        while start < entries.count {
            let batch = entries[start..<min(start + entriesPerBatch, entries.count)]
            guard let decoded = decode(Array(batch), of: data) else { return nil }
            for (entry, (decodedEntry, entryIndex)) in zip(batch, decoded) {
                reader.index = entryIndex
                try reader.read(entry: decodedEntry, key: entry.key, source: source, node: 0)
            }
            start = batch.endIndex
        }
        return reader.finish(source: source)
    }

    /// The entries `spans` of `data`, decoded and line-scanned in order; `nil` when one does not
    /// decode or writes a member twice. (One decoder for the batch: a `JSONDecoder` is not free to make.)
    private static func decode(_ spans: [EntrySpan], of data: Data) -> [(CatalogEntry, JSONLineIndex)]? {
        let decoder = JSONDecoder()
        var decoded: [(CatalogEntry, JSONLineIndex)] = []
        decoded.reserveCapacity(spans.count)
        for span in spans {
            let entryIndex = JSONLineIndex(data: data, member: span.bytes, memberLine: span.keyLine,
                                           firstLine: span.valueLine)
            guard entryIndex.duplicates.isEmpty,
                  let entry = try? decoder.decode(CatalogEntry.self, from: data[span.bytes]) else { return nil }
            decoded.append((entry, entryIndex))
        }
        return decoded
    }

    /// Whether the object at `object` of `data` (offsets from its start) is, outside its member
    /// `values`, well-formed JSON: `{`, then each member's key (a valid JSON string), `:` and
    /// value, separated by commas, then `}`, with only white space between.
    static func membersAreWellFormed(_ data: Data, object: Range<Int>, values: [Range<Int>]) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = object.lowerBound + 1
            func skipSpace() {
                while i < bytes.count {
                    switch bytes[i] {
                    case 0x20, 0x0A, 0x0D, 0x09: i += 1
                    default: return
                    }
                }
            }
            for (position, value) in values.enumerated() {
                skipSpace()
                if position > 0 {
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return false }
                    i += 1
                    skipSpace()
                }
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return false }
                let keyStart = i
                i += 1
                var escaped = false
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                    guard bytes[i] >= 0x20 else { return false }
                    if bytes[i] == UInt8(ascii: "\\") { escaped = true; i += 1 }
                    i += 1
                }
                guard i < bytes.count else { return false }
                i += 1
                let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<i])
                if escaped {
                    // Escapes as JSONDecoder reads them.
                    guard (try? JSONDecoder().decode(String.self, from: Data(key))) != nil else { return false }
                } else if key.contains(where: { $0 >= 0x80 }), String(validating: key, as: UTF8.self) == nil {
                    return false
                }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
                i += 1
                skipSpace()
                guard i == value.lowerBound else { return false }
                i = value.upperBound
            }
            skipSpace()
            return i == object.upperBound - 1 && bytes[i] == UInt8(ascii: "}")
        }
    }

    /// Whether `data` is UTF-8 as far as its first bytes tell (`JSONDecoder` also reads UTF-16
    /// and UTF-32, whose bytes the line scan cannot follow).
    private static func isUTF8(_ data: Data) -> Bool {
        let head = Array(data.prefix(4))
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return false }
        return !head.prefix(2).contains(0)
    }

    /// The catalog decoded whole, then read: the path for a file the entry-by-entry reading
    /// declines, which names its fault as precisely as `JSONDecoder` can.
    private static func readWhole(data: Data, file: String, index: JSONLineIndex) throws(InputError) -> StringTable {
        let catalog: CatalogFile
        do {
            catalog = try JSONDecoder().decode(CatalogFile.self, from: data)
        } catch let error as DecodingError {
            throw JSONDecodingFailure.inputError(for: error, data: data, file: file, document: "String Catalog",
                                                 entries: "strings", index: index)
        } catch {
            throw JSONDecodingFailure.syntaxError(data: data, file: file, index: index)
        }
        if let comma = index.trailingComma {
            throw InputError(file: file, line: comma.line, reason: "malformed JSON: \(comma.reason)")
        }
        var reader = EntryReader(file: file, index: index, data: data)
        var table = try reader.table(from: catalog)
        table.notes += index.duplicates.map { duplicateNote($0, file: file) }
        return table
    }

    /// The note for a member key written twice in one object. `JSONDecoder`, which reads the
    /// catalog here as in Foundation on Apple's platforms since macOS 14 and iOS 17
    /// (swift-foundation), keeps the first copy (`KeyedContainer.stringify` and
    /// `unwrapDictionary` set each key with `_setIfNil`); `JSONSerialization`
    /// (swift-corelibs-foundation's `JSONParser.parseObject`, `object[key] = value`) would keep
    /// the last. The first copy is read, its line in the index, and the note says so.
    private static func duplicateNote(_ duplicate: JSONLineIndex.Duplicate, file: String) -> ReadNote {
        let path = duplicate.path
        let inStrings = path.first == "strings" && path.count >= 2
        let language = path.count >= 4 && path[2] == "localizations" ? LanguageTag(path[3]) : nil
        let what = inStrings && path.count == 2 ? "the key '\(path[1])'" : "'\(path.joined(separator: "."))'"
        return ReadNote(kind: .duplicateKey, key: inStrings ? path[1] : "", language: language,
                        location: SourceLocation(file: file, line: duplicate.line),
                        message: "\(what) is written twice (first at line \(duplicate.firstLine), again at line \(duplicate.line)); "
                            + "the first is read and measured, as Foundation's JSONDecoder keeps it (JSONSerialization would keep this one)")
    }

    // MARK: - Reading entries

    private struct EntryReader {
        let file: String
        /// The line index nodes are numbered in: the whole file's, or, read entry by entry, the
        /// entry's (node 0 is then its key).
        var index: JSONLineIndex
        let data: Data
        var strings: [LocalizedString] = []
        var notes: [ReadNote] = []
        /// The missing translations `notes` already report, looked up in constant time.
        var missingNoted = MissingTranslationIndex()
        /// Whether the `qqq` localization has been named in a note.
        var documentationNoted = false
        /// The unit states Xcode does not write that have been named in a note.
        var unknownStates = Set<String>()

        init(file: String, index: JSONLineIndex, data: Data) {
            self.file = file
            self.index = index
            self.data = data
        }

        // Positions are followed by node id in the line index (`index.child`), not by key path:
        // a catalog has a hundred thousand string units and paths would be rebuilt for each.

        func location(_ node: Int) -> SourceLocation {
            SourceLocation(file: file, line: index.nodes[node].line)
        }

        func line(_ node: Int) -> Int { index.nodes[node].line }

        /// Tags are parsed once per spelling: validating one asks the system's locale data.
        var tags: [String: LanguageTag] = [:]
        mutating func tag(_ text: String) -> LanguageTag? {
            if let known = tags[text] { return known }
            let parsed = LanguageTag(text)
            tags[text] = parsed
            return parsed
        }

        func child(_ node: Int, _ keys: String...) -> Int {
            keys.reduce(node) { index.child($0, $1) }
        }

        /// The keys of `dictionary` in file order, then any the scan missed, sorted.
        func ordered<V>(_ dictionary: [String: V], at node: Int) -> [String] {
            let written = index.nodes[node].order.filter { dictionary[$0] != nil }
            guard written.count != dictionary.count else { return written }
            let seen = Set(written)
            return written + dictionary.keys.filter { !seen.contains($0) }.sorted()
        }

        /// The catalog's source language.
        func sourceLanguage(_ text: String) throws(InputError) -> LanguageTag {
            guard let source = LanguageTag(text) else {
                throw InputError.noteInFolderRun(file: file, line: line(child(0, "sourceLanguage")),
                                                 reason: "sourceLanguage '\(text)' is not a language tag")
            }
            return source
        }

        /// The strings and notes read, with the missing translations noted.
        func finish(source: LanguageTag) -> StringTable {
            var table = StringTable(sourceLanguage: source, strings: strings, notes: notes)
            table.notes += MissingTranslations.notes(for: table)
            return table
        }

        mutating func table(from catalog: CatalogFile) throws(InputError) -> StringTable {
            let source = try sourceLanguage(catalog.sourceLanguage)
            let stringsNode = child(0, "strings")
            // `JSONDecoder` keeps one entry for keys that differ only in Unicode normalization ("Café"
            // as NFC and as NFD: two keys to the app); each such entry is decoded from its own bytes.
            var spellings: [String: Int] = [:]
            for key in index.nodes[stringsNode].order { spellings[key, default: 0] += 1 }
            for key in ordered(catalog.strings, at: stringsNode) {
                guard var entry = catalog.strings[key] else { continue }
                let node = child(stringsNode, key)
                if spellings[key, default: 0] > 1, let span = index.nodes[node].span {
                    let bytes = data[(data.startIndex + span.lowerBound)..<(data.startIndex + span.upperBound)]
                    do {
                        entry = try JSONDecoder().decode(CatalogEntry.self, from: Data(bytes))
                    } catch {
                        throw InputError(file: file, line: line(node), key: key, reason: "not a valid catalog entry")
                    }
                }
                try read(entry: entry, key: key, source: source, node: node)
            }
            return finish(source: source)
        }

        mutating func read(entry: CatalogEntry, key: String, source: LanguageTag, node keyPath: Int) throws(InputError) {
            if entry.shouldTranslate == false {
                notes.append(ReadNote(kind: .notTranslatable, key: key, language: nil, location: location(keyPath),
                                      message: "'\(key)' is marked shouldTranslate: false; not measured"))
                return
            }
            let stale = entry.extractionState == "stale"
            if stale {
                notes.append(ReadNote(kind: .stale, key: key, language: nil, location: location(keyPath),
                                      message: "'\(key)' is stale: no longer found in the source code"))
            }
            let localizations = entry.localizations ?? [:]
            let first = strings.count
            var sourceSeen = false
            let localizationsNode = child(keyPath, "localizations")
            for tagText in ordered(localizations, at: localizationsNode) {
                guard let node = localizations[tagText] else { continue }
                let path = child(localizationsNode, tagText)
                guard let language = tag(tagText) else {
                    // Xcode keeps whatever localization a catalog names; one TextFit cannot read
                    // as a language is named, not measured, and the rest of the catalog goes on.
                    notes.append(ReadNote(kind: .unknownLanguage, key: key, language: nil,
                                          location: location(path),
                                          message: "'\(tagText)' is not a language tag TextFit knows; the '\(tagText)' localization of '\(key)' is not measured"))
                    continue
                }
                if language.isDocumentation && language != source {
                    // Translators' documentation of the strings, not text the app shows: named once.
                    if !documentationNoted {
                        documentationNoted = true
                        notes.append(ReadNote(kind: .documentation, key: key, language: language, location: location(path),
                                              message: "'\(tagText)' holds translators' documentation, not UI text; its texts are not measured"))
                    }
                    continue
                }
                if language == source { sourceSeen = true }
                let substitutions = try readSubstitutions(node.substitutions, at: path, key: key, language: language)
                let before = strings.count
                try readNode(node, variant: [], at: path, key: key, language: language,
                             comment: entry.comment, substitutions: substitutions)
                if strings.count == before, !missingNoted.contains(key: key, language: language, in: notes) {
                    notes.append(ReadNote(kind: .missingTranslation, key: key, language: language,
                                          location: location(path),
                                          message: "'\(key)' has no \(language) text"))
                }
            }
            if !sourceSeen {
                // The empty key too: its source text is the empty string, which measures 0 wide.
                strings.insert(LocalizedString(key: key, language: source, value: key, state: .source,
                                               location: location(keyPath), comment: entry.comment),
                               at: first)
            }
            if stale {
                for i in first..<strings.count { strings[i].state = .stale }
            }
        }

        /// Collects the string units of `node` and its variations, depth first in file order.
        mutating func readNode(_ node: CatalogNode, variant: [String], at path: Int, key: String,
                               language: LanguageTag, comment: String?, substitutions: [Substitution]) throws(InputError) {
            if let unit = node.stringUnit {
                let unitPath = child(path, "stringUnit")
                let valuePath = child(unitPath, "value")
                let state = self.state(unit.state, at: child(unitPath, "state"), key: key)
                let variantName = variant.isEmpty ? nil : variant.joined(separator: ".")
                if unit.value.isEmpty && state == .new {
                    notes.append(ReadNote(kind: .missingTranslation, key: key, language: language,
                                          location: location(valuePath),
                                          message: "'\(key)'\(variantName.map { " (\($0))" } ?? "") is not yet translated into \(language)"))
                } else {
                    strings.append(LocalizedString(key: key, language: language, value: unit.value, state: state,
                                                   variant: variantName, location: location(valuePath),
                                                   comment: comment, substitutions: substitutions))
                }
            }
            for (kind, name, child, childPath) in variationCases(of: node, at: path, key: key, language: language) {
                try readNode(child, variant: variant + [kind, name], at: childPath, key: key, language: language,
                             comment: comment, substitutions: substitutions)
            }
        }

        /// The usable variation cases of `node` in file order (kind, case, node, JSON path);
        /// reports the unusable ones.
        mutating func variationCases(
            of node: CatalogNode, at path: Int, key: String, language: LanguageTag
        ) -> [(String, String, CatalogNode, Int)] {
            var result: [(String, String, CatalogNode, Int)] = []
            if node.variations.isEmpty && node.unknownVariationKinds.isEmpty { return result }
            let variationsPath = child(path, "variations")
            for kind in node.unknownVariationKinds {
                notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: language,
                                      location: location(child(variationsPath, kind)),
                                      message: "'\(key)' (\(language)) varies by '\(kind)', which TextFit does not know; those texts are not measured"))
            }
            for kind in ordered(node.variations, at: variationsPath) {
                guard let cases = node.variations[kind] else { continue }
                let kindPath = child(variationsPath, kind)
                for name in ordered(cases, at: kindPath) {
                    guard let caseNode = cases[name] else { continue }
                    let childPath = child(kindPath, name)
                    if kind == "plural", !PluralCategory.names.contains(name) {
                        notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: language,
                                              location: location(childPath),
                                              message: "'\(key)' (\(language)) has plural case '\(name)', which is not a CLDR category; not measured"))
                        continue
                    }
                    result.append((kind, name, caseNode, childPath))
                }
            }
            return result
        }

        mutating func readSubstitutions(_ raw: [String: CatalogSubstitution]?, at path: Int, key: String,
                                        language: LanguageTag) throws(InputError) -> [Substitution] {
            guard let raw else { return [] }
            var result: [Substitution] = []
            let base = child(path, "substitutions")
            for name in ordered(raw, at: base) {
                guard let entry = raw[name] else { continue }
                var substitution = Substitution(name: name, argumentNumber: entry.argNum,
                                                formatSpecifier: entry.formatSpecifier)
                try collectVariants(entry.node, variant: [], at: child(base, name), key: key, language: language,
                                    into: &substitution)
                result.append(substitution)
            }
            return result
        }

        mutating func collectVariants(_ node: CatalogNode, variant: [String], at path: Int, key: String,
                                      language: LanguageTag, into substitution: inout Substitution) throws(InputError) {
            if let unit = node.stringUnit, !variant.isEmpty {
                let valuePath = child(path, "stringUnit", "value")
                let state = self.state(unit.state, at: child(path, "stringUnit", "state"), key: key)
                let name = variant.joined(separator: ".")
                if unit.value.isEmpty && state == .new {
                    notes.append(ReadNote(kind: .missingTranslation, key: key, language: language,
                                          location: location(valuePath),
                                          message: "'\(key)' substitution '\(substitution.name)' \(name) is not yet translated into \(language)"))
                } else {
                    substitution.variants.append(.init(path: name, value: unit.value, state: state,
                                                       location: location(valuePath)))
                }
            }
            for (kind, name, child, childPath) in variationCases(of: node, at: path, key: key, language: language) {
                try collectVariants(child, variant: variant + [kind, name], at: childPath, key: key,
                                    language: language, into: &substitution)
            }
        }

        /// A unit's state. One Xcode does not write (a newer Xcode's, a tool's own) is valid JSON
        /// and a valid unit: measured as translated, and named once per file in a note.
        mutating func state(_ raw: String?, at path: Int, key: String) -> LocalizedString.State {
            guard let raw else { return .translated }
            switch raw {
            case "new": return .new
            case "translated": return .translated
            case "needs_review": return .needsReview
            case "stale": return .stale
            default:
                if unknownStates.insert(raw).inserted {
                    notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: nil, location: location(path),
                                          message: "string unit state '\(raw)' is not one Xcode writes (new, translated, needs_review, stale); its units are measured as translated"))
                }
                return .translated
            }
        }
    }
}

// MARK: - The catalog's JSON, as far as TextFit reads it

struct CatalogFile: Decodable, Sendable {
    var sourceLanguage: String
    var strings: [String: CatalogEntry]
}

struct CatalogEntry: Decodable, Sendable {
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool?
    var localizations: [String: CatalogNode]?
}

struct StringUnit: Decodable, Sendable {
    var state: String?
    var value: String
}

/// A localization, or one case of a variation: a string unit, variations, substitutions, or several.
struct CatalogNode: Decodable, Sendable {
    static let knownVariationKinds: Set<String> = ["plural", "device"]

    var stringUnit: StringUnit?
    var variations: [String: [String: CatalogNode]] = [:]
    /// Variation kinds other than `plural` and `device`, kept by name to be reported.
    var unknownVariationKinds: [String] = []
    var substitutions: [String: CatalogSubstitution]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        stringUnit = try container.decodeIfPresent(StringUnit.self, forKey: AnyCodingKey("stringUnit"))
        substitutions = try container.decodeIfPresent([String: CatalogSubstitution].self,
                                                      forKey: AnyCodingKey("substitutions"))
        let variationsKey = AnyCodingKey("variations")
        if container.contains(variationsKey) {
            let kinds = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: variationsKey)
            for kind in kinds.allKeys {
                if Self.knownVariationKinds.contains(kind.stringValue) {
                    variations[kind.stringValue] = try kinds.decode([String: CatalogNode].self, forKey: kind)
                } else {
                    unknownVariationKinds.append(kind.stringValue)
                }
            }
            unknownVariationKinds.sort()
        }
    }
}

struct CatalogSubstitution: Decodable, Sendable {
    var argNum: Int?
    var formatSpecifier: String?
    var node: CatalogNode

    private enum CodingKeys: String, CodingKey { case argNum, formatSpecifier }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        argNum = try container.decodeIfPresent(Int.self, forKey: .argNum)
        formatSpecifier = try container.decodeIfPresent(String.self, forKey: .formatSpecifier)
        node = try CatalogNode(from: decoder)
    }
}

/// A coding key made from any string, for members whose names are data.
struct AnyCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
