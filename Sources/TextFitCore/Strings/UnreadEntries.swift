/// Where Core Foundation stops reading a `.strings` file that Xcode still builds, and the entries
/// after that point, which the app never sees.
///
/// Core Foundation's old-style property list parser (`CFOldStylePList.c`) reads a `.strings`
/// file as the content of a dictionary (`parsePlistDictContent`): after each entry's `;` it asks
/// for the next key with `parsePlistString(pInfo, false)`, which, at a character that cannot
/// start a quoted or unquoted string (a second `;`, a `}`, a `,`), returns `NULL` without setting
/// an error. The loop ends, the parse is not marked as failed, and the dictionary read so far is
/// returned as the whole table (`__CFCreateOldStylePropertyListOrStringsFile` does not check
/// that the text was used up). Xcode's copy step validates the file with the same parser
/// (swift-build's `CopyStringsFile`, `VALIDATE_STRINGS_FILES_WHILE_COPYING`, through
/// `PropertyListSerialization`), so the build passes, and the bundle reads the same partial
/// table on the device. TextFit reads the entries before the stray character and reports the
/// rest as an ``ReadNote/Kind/unreadEntries`` note, which a run turns into a failing finding.
package struct UnreadEntries: Sendable {
    /// The line of the character where reading stops.
    package var line: Int
    /// That character.
    package var character: Unicode.Scalar
    /// The entries after it (read leniently, stray characters passed over), and the fault that
    /// ended that reading early, if any.
    var rest: (entries: [StringsFileReader.Entry], fault: InputError?)

    /// How many keys the note names.
    static let keysNamed = 3

    /// The note for `file` in `language`, or `nil` when nothing after the stop is lost (a stray
    /// `;` at the end of the file).
    func note(file: String, language: LanguageTag) -> ReadNote? {
        let lost = rest.entries
        guard !lost.isEmpty || rest.fault != nil else { return nil }
        let named = lost.prefix(Self.keysNamed).map { "'\($0.key)' (line \($0.line))" }
        var message = "a stray '\(character)' at line \(line) ends what Core Foundation reads of this file, "
            + "without an error (Xcode builds it): the app never sees the "
        if lost.isEmpty {
            message += "text after it"
        } else {
            message += lost.count == 1 ? "entry after it" : "\(lost.count) entries after it"
            message += ", " + named.joined(separator: ", ") + (lost.count > named.count ? ", …" : "")
        }
        if let fault = rest.fault {
            message += "; \(lost.isEmpty ? "it does" : "the text after them does") not parse either "
                + "(line \(fault.line ?? line): \(fault.reason))"
        }
        return ReadNote(kind: .unreadEntries, key: lost.first?.key ?? "", language: language,
                        location: SourceLocation(file: file, line: line), message: message)
    }

    /// How many entries a note of this kind reports lost: the number in "never sees the N
    /// entries", 1 for "the entry", 0 when it names none.
    package static func count(in note: ReadNote) -> Int {
        guard note.kind == .unreadEntries, let range = note.message.range(of: "never sees the ") else { return 0 }
        let after = note.message[range.upperBound...]
        if after.hasPrefix("entry") { return 1 }
        return Int(after.prefix { $0.isASCII && $0.isNumber }) ?? 0
    }
}
