import Foundation

/// Reads a legacy `.strings` file (`"key" = "value";`) into a ``StringTable``.
///
/// Foundation's `PropertyListSerialization` parses this old-style plist format, but it returns a
/// plain dictionary: no line numbers, duplicate keys silently collapsed to the last, comments
/// dropped. A gate must point at lines and report duplicates, so text files are read by the small
/// tokenizer below, which follows CFPropertyList's old-style grammar: `/* */` and `//` comments,
/// quoted and unquoted strings, escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
/// `\Uxxxx` with surrogate pairs, octal `\ooo`), an entry without a value meaning "value = key",
/// and an optional enclosing `{ }`. XML plist `.strings` files are read by ``XMLPropertyList``
/// (with lines); binary ones with ``BinaryPropertyList``, without lines.
///
/// Valid and read like any other entry: an empty value (`"Title" = "";`, which Xcode accepts and
/// which measures 0 wide), an empty key, a key of white space, values with line breaks.
///
/// A file with no entries (0 bytes, only comments, only a BOM) is reported (`.emptyFile`, naming
/// the file and its language), so the language does not vanish from the run.
///
/// Reported, not fatal: a key defined twice (`.duplicateKey`; the app uses the last definition,
/// so the reader keeps that one and the note names the earlier one); a character that cannot
/// start a key after a complete entry (a stray `;;`), where Core Foundation stops reading
/// without an error: the entries before it are read, the rest named in an `.unreadEntries`
/// note (``UnreadEntries``), which fails a run. Fatal (``InputError`` with
/// file and line): bytes that are neither UTF-8 nor UTF-16, an unterminated string literal or
/// comment, a missing `=` or `;`.
package enum StringsFileReader {
    /// Reads the file at `path` as strings in `language`.
    package static func read(path: String, language: LanguageTag, sourceLanguage: LanguageTag? = nil) throws(InputError) -> StringTable {
        let data = try InputError.contents(of: path)
        return try read(data: data, file: path, language: language, sourceLanguage: sourceLanguage)
    }

    /// Reads `.strings` content from `data`; `file` names it in locations and errors.
    package static func read(data: Data, file: String, language: LanguageTag,
                            sourceLanguage: LanguageTag? = nil) throws(InputError) -> StringTable {
        var table = StringTable(sourceLanguage: sourceLanguage ?? language)
        if data.starts(with: Array("<?xml".utf8)) {
            // An XML plist: read with lines, every key kept byte for byte.
            let plist = try XMLPropertyList(data: data, file: file)
            guard plist.rootIsDictionary else {
                throw InputError(file: file, line: 1, reason: "a compiled .strings file must hold a dictionary")
            }
            return plistTable(plist.entries, into: table, file: file, language: language) { plist.line(at: [$0]) }
        }
        if data.starts(with: Array("bplist".utf8)) {
            let plist = try BinaryPropertyList(data: data, file: file)
            guard plist.rootIsDictionary else {
                throw InputError(file: file, reason: "a compiled .strings file must hold a dictionary")
            }
            return plistTable(plist.entries, into: table, file: file, language: language) { _ in nil }
        }
        let text = try TextFileDecoder.decode(data, file: file).text
        var tokenizer = Tokenizer(scalars: Array(text.unicodeScalars), file: file)
        // Keys compare byte for byte (``ExactKey``): "Café" in NFC and in NFD are two keys to the app.
        // The app keeps the last definition of a key: each entry is kept if no later one replaces it.
        let (entries, stop) = try tokenizer.read()
        if let note = stop?.note(file: file, language: language) { table.notes.append(note) }
        var last: [ExactKey: Int] = [:]
        for (position, entry) in entries.enumerated() {
            let key = ExactKey(entry.key)
            if let earlier = last[key] {
                let old = entries[earlier]
                table.notes.append(ReadNote(
                    kind: .duplicateKey, key: entry.key, language: language,
                    location: SourceLocation(file: file, line: entry.line),
                    message: "'\(entry.key)' is defined again (first at line \(old.line): \"\(old.value)\"); the app uses this last one, \"\(entry.value)\""))
            }
            last[key] = position
        }
        for (position, entry) in entries.enumerated() where last[ExactKey(entry.key)] == position {
            table.strings.append(LocalizedString(key: entry.key, language: language, value: entry.value,
                                                 location: SourceLocation(file: file, line: entry.line),
                                                 comment: entry.comment))
        }
        if entries.isEmpty {
            let what = data.isEmpty ? "0 bytes" : text.unicodeScalars.allSatisfy { $0 == "\u{FEFF}" } ? "only a BOM"
                : text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0 == "\u{FEFF}" }) ? "only white space"
                : "only comments"
            table.notes.append(emptyFileNote(file: file, language: language, what: what))
        }
        return table
    }

    /// The strings of a property list's root dictionary (XML or binary): each string value
    /// measured, any other value noted; `lineOf` gives a key's line where the format has lines.
    private static func plistTable(_ entries: [(key: String, value: Any)], into table: StringTable, file: String,
                                   language: LanguageTag, lineOf: (String) -> Int?) -> StringTable {
        var table = table
        for (key, value) in entries {
            let location = SourceLocation(file: file, line: lineOf(key))
            guard let text = value as? String else {
                table.notes.append(ReadNote(kind: .unsupportedVariation, key: key, language: language, location: location,
                                            message: "'\(key)' is not a string; not measured"))
                continue
            }
            table.strings.append(LocalizedString(key: key, language: language, value: text, location: location))
        }
        if entries.isEmpty { table.notes.append(emptyFileNote(file: file, language: language, what: "an empty dictionary")) }
        return table
    }

    /// The note that keeps a file without strings, and its language, in view.
    static func emptyFileNote(file: String, language: LanguageTag, what: String) -> ReadNote {
        ReadNote(kind: .emptyFile, key: "", language: language, location: SourceLocation(file: file),
                 message: "\(file) holds no strings (\(what)); every \(language) key it should hold is missing")
    }

    struct Entry {
        var key: String
        var value: String
        var line: Int
        var comment: String?
    }

    /// The old-style plist tokenizer for `.strings` text (see the type's documentation for why).
    struct Tokenizer {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0
        var line = 1
        var comment: String?
        /// The UTF-8 of the quoted string being read, kept between strings: a string is made
        /// from its bytes at once, not grown a scalar at a time.
        private var utf8: [UInt8] = []

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
            if scalars.first == "\u{FEFF}" { i = 1 }
        }

        mutating func entries() throws(InputError) -> [Entry] {
            try read().entries
        }

        /// The entries Core Foundation reads, and where it stops reading when something other
        /// than a key follows a complete entry (see ``UnreadEntries``).
        mutating func read() throws(InputError) -> (entries: [Entry], stop: UnreadEntries?) {
            var result: [Entry] = []
            try skipSpace()
            var braced = false
            if peek == "{" { braced = true; i += 1 }
            while true {
                try skipSpace()
                guard let c = peek else {
                    if braced { throw error("the file ends before the closing '}'") }
                    return (result, nil)
                }
                if braced, c == "}" {
                    i += 1
                    try skipSpace()
                    if peek != nil { throw error("text after the closing '}'") }
                    return (result, nil)
                }
                if !braced, !result.isEmpty, c != "\"", c != "'", !Self.isUnquoted(c) {
                    // CFOldStylePList.c's parsePlistDictContent asks for the next key with
                    // parsePlistString(pInfo, false), which returns NULL without an error at a
                    // character that cannot start one: the dictionary read so far is the file.
                    return (result, UnreadEntries(line: line, character: c, rest: rest()))
                }
                let entryComment = comment
                comment = nil
                let keyLine = line
                guard let key = try string() else { throw error("expected a key in quotes, found '\(c)'") }
                let value = try entryValue(key: key)
                result.append(Entry(key: key, value: value, line: keyLine, comment: entryComment))
            }
        }

        /// The rest of an entry after its key: `= "value"` (the key itself when there is none)
        /// and the `;` that ends it.
        mutating func entryValue(key: String) throws(InputError) -> String {
            try skipSpace()
            var value = key
            if peek == "=" {
                i += 1
                try skipSpace()
                guard let v = try string() else {
                    throw error(peek.map { "expected a value in quotes after '=', found '\($0)'" } ?? "the file ends after '='")
                }
                value = v
                try skipSpace()
            }
            guard peek == ";" else {
                throw error(peek.map { "expected ';' after the entry for '\(key)', found '\($0)'" }
                            ?? "the file ends before ';' after the entry for '\(key)'")
            }
            i += 1
            return value
        }

        /// The entries after the point where Core Foundation stops, read leniently (characters
        /// that cannot start a key are passed over) up to the first fault, for the note.
        mutating func rest() -> (entries: [Entry], fault: InputError?) {
            var lost: [Entry] = []
            do throws(InputError) {
                while true {
                    try skipSpace()
                    guard let c = peek else { return (lost, nil) }
                    if c != "\"", c != "'", !Self.isUnquoted(c) { i += 1; continue }
                    let keyLine = line
                    guard let key = try string() else { return (lost, nil) }
                    let value = try entryValue(key: key)
                    lost.append(Entry(key: key, value: value, line: keyLine, comment: nil))
                }
            } catch {
                return (lost, error)
            }
        }

        var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

        func error(_ reason: String, line: Int? = nil) -> InputError {
            InputError(file: file, line: line ?? self.line, reason: reason)
        }

        /// Skips white space and comments, keeping the last comment for the next entry.
        mutating func skipSpace() throws(InputError) {
            while let c = peek {
                if c == "\n" { line += 1; i += 1; continue }
                if c.properties.isWhitespace || c == "\u{FEFF}" { i += 1; continue }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    let start = i + 2
                    var j = start
                    var lines = 0
                    while j + 1 < scalars.count, !(scalars[j] == "*" && scalars[j + 1] == "/") {
                        if scalars[j] == "\n" { lines += 1 }
                        j += 1
                    }
                    guard j + 1 < scalars.count else {
                        throw error("unterminated comment ('/*' without '*/')")
                    }
                    comment = String(String.UnicodeScalarView(scalars[start..<j]))
                        .trimmingCharacters(in: .whitespacesAndNewlines)
                    line += lines
                    i = j + 2
                    continue
                }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    let start = i + 2
                    while let d = peek, d != "\n" { i += 1 }
                    comment = String(String.UnicodeScalarView(scalars[start..<i]))
                        .trimmingCharacters(in: .whitespaces)
                    continue
                }
                return
            }
        }

        static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
            (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)))
                || "_$+/:.-".unicodeScalars.contains(c)
        }

        /// A quoted or unquoted string, or `nil` if none starts here.
        mutating func string() throws(InputError) -> String? {
            guard let c = peek else { return nil }
            if c == "\"" || c == "'" { return try quoted(c) }
            guard Self.isUnquoted(c) else { return nil }
            let start = i
            while let d = peek, Self.isUnquoted(d) { i += 1 }
            return String(String.UnicodeScalarView(scalars[start..<i]))
        }

        mutating func quoted(_ quote: Unicode.Scalar) throws(InputError) -> String {
            let startLine = line
            i += 1
            utf8.removeAll(keepingCapacity: true)
            var pendingHigh: UInt32?
            func put(_ scalar: Unicode.Scalar) {
                Unicode.UTF8.encode(scalar) { utf8.append($0) }
            }
            func append(_ value: UInt32) {
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(value),
                       let s = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) {
                        put(s); return
                    }
                    put("\u{FFFD}")
                }
                if (0xD800...0xDBFF).contains(value) { pendingHigh = value; return }
                put(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
            while let c = peek {
                if c == quote {
                    i += 1
                    if pendingHigh != nil { put("\u{FFFD}") }
                    return String(decoding: utf8, as: UTF8.self)
                }
                if c == "\n" { line += 1 }
                guard c == "\\" else { append(c.value); i += 1; continue }
                i += 1
                guard let e = peek else { break }
                i += 1
                switch e {
                case "n": append(0x0A)
                case "t": append(0x09)
                case "r": append(0x0D)
                case "a": append(0x07)
                case "b": append(0x08)
                case "f": append(0x0C)
                case "v": append(0x0B)
                case "U", "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let h = peek, let d = Character(h).hexDigitValue {
                        value = value << 4 | UInt32(d); digits += 1; i += 1
                    }
                    append(digits == 0 ? e.value : value)
                case "0"..."7":
                    var value = e.value - 0x30
                    var digits = 1
                    while digits < 3, let o = peek, ("0"..."7").contains(o) {
                        value = value << 3 | (o.value - 0x30); digits += 1; i += 1
                    }
                    append(value)
                case "\n":
                    line += 1; append(0x0A)
                default:
                    append(e.value)
                }
            }
            throw error("unterminated string literal (no closing \(quote == "\"" ? "\"" : "'"))", line: startLine)
        }
    }
}
