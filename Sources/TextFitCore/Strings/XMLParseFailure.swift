import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Turns an `XMLParser` failure into a one-line ``InputError``.
///
/// `XMLParser` reports the line where it noticed the problem only during its
/// `parseErrorOccurred` callback (afterwards `lineNumber` has moved on), may return `true` from
/// `parse()` for a truncated document while still setting `parserError`, and on Linux gives the
/// error no description; so the delegates keep the callback's line and the common codes are named here.
package enum XMLParseFailure {
    /// Messages for the libxml2 codes `XMLParser` passes on that a localization file commonly hits.
    /// (`XMLParser.ErrorCode` is not used to name them: its raw values disagree with the codes
    /// swift-corelibs-foundation actually reports.)
    static let messages: [Int: String] = [
        4: "the document is empty",
        5: "the document ends before its elements are closed",
        76: "a closing tag does not match the element it closes",
    ]

    /// The error for a finished parse, or `nil` if it succeeded; `errorLine` and `errorCode` are
    /// those of the first `parseErrorOccurred` callback (later errors follow from the first).
    static func error(parser: XMLParser, succeeded: Bool, errorLine: Int?, errorCode: Int?,
                      file: String) -> InputError? {
        guard !succeeded || parser.parserError != nil else { return nil }
        var reason = "not well-formed XML"
        if let code = errorCode ?? (parser.parserError as NSError?)?.code {
            reason += messages[code].map { ": " + $0 } ?? " (parser error \(code))"
        }
        return InputError(file: file, line: max(1, errorLine ?? parser.lineNumber), reason: reason)
    }

    /// Parses `data` with `delegate`, without resolving external entities, and throws the
    /// failure as an ``InputError`` naming `file` and the line of the first error.
    ///
    /// The bytes are handed over as a stream: `XMLParser(data:)` passes the whole document to
    /// libxml2 as one chunk, and libxml2 (without its "huge" option, which also lifts its guards on
    /// entity expansion) stops at a chunk over 10,000,000 bytes with error 1, "Huge input lookup" —
    /// so a 10.9 MB XLIFF export failed as "not well-formed". Read from a stream, the parser gets
    /// small chunks and any size goes (one text node is still capped at 10 MB by libxml2). Fewer
    /// than 4 bytes are passed as data: the stream path needs 4 to sniff the encoding, and would
    /// otherwise report an empty document as parsed.
    package static func parse(_ data: Data, file: String, delegate: some XMLErrorRecording) throws(InputError) {
        if let line = firstLineNotUTF8(data) {
            throw InputError(file: file, line: line, reason: "not well-formed XML: bytes that are not UTF-8")
        }
        if let line = firstEmptyProcessingInstruction(data) {
            throw InputError(file: file, line: line,
                             reason: "a processing instruction with no data (<?name?>), which no localization file holds")
        }
        let parser = data.count < 4 ? XMLParser(data: data) : XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let failure = error(parser: parser, succeeded: succeeded, errorLine: delegate.errorLine,
                               errorCode: delegate.errorCode, file: file) {
            throw failure
        }
    }

    /// Encodings (lowercase prefixes) libxml2 converts to UTF-8 before parsing a document whose
    /// first bytes are ASCII. UTF-16 and UTF-32 are not among them: libxml2 tells those from the
    /// first bytes (a BOM, `<` with zero bytes), which `firstLineNotUTF8` checks first, and reads a
    /// document that starts `<?xml` as 8-bit whatever its declaration says — so a file declaring
    /// `encoding="utf16"` over 8-bit bytes is UTF-8 to it (found by `make fuzz`).
    static let convertedEncodings = ["iso-8859", "iso8859",
                                     "latin", "windows-", "cp1", "shift_jis", "sjis", "euc-", "iso-2022", "gb", "big5",
                                     "koi8", "mac"]

    /// The line of the first processing instruction with a target and no data (`<?xml?>`,
    /// `<?pi?>`); `nil` when there is none. swift-corelibs-foundation's XMLParser hands such an
    /// instruction's missing data to `strlen` and crashes (found by `make fuzz`). One pass.
    package static func firstEmptyProcessingInstruction(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        var line = 1
        var index = 0
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] > 0x20 { end += 1 }
                if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                    return line
                }
            }
            index += 1
        }
        return nil
    }

    /// The XML declaration's grammar (XML 1.0 § 2.8, 4.3.3): version, then an optional encoding
    /// name and standalone flag, each with its quotes, and `?>`. Made for each file read (a
    /// `Regex` is not `Sendable`, so it cannot be one shared constant); the pattern is fixed.
    private static var declaration: Regex<AnyRegexOutput> {
        try! Regex(
            #"^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')"#
            + #"(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"([A-Za-z][A-Za-z0-9._-]*)"|'([A-Za-z][A-Za-z0-9._-]*)'))?"#
            + #"(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*\?>"#)
    }

    /// The encoding named by the document's XML declaration, if it opens with a well-formed one.
    package static func declaredEncoding(_ data: Data) -> String? {
        let opening = data.prefix(256).prefix { $0 != UInt8(ascii: ">") }
        guard opening.starts(with: Array("<?xml".utf8)), opening.allSatisfy({ $0 < 0x80 }) else { return nil }
        let text = String(decoding: opening, as: UTF8.self) + ">"
        guard let match = try? declaration.prefixMatch(in: text) else { return nil }
        return (match.output[1].substring ?? match.output[2].substring).map(String.init)
    }

    /// The line of the first byte that is not UTF-8, in a document that is UTF-8 (no UTF-16 or
    /// UTF-32 byte order or `<`, and no other `encoding` declared); `nil` when there is none.
    /// libxml2 passes such bytes in an element or attribute name on to Foundation's callbacks,
    /// and swift-corelibs-foundation's XMLParser traps on them, so they are refused here first
    /// (the document is not well-formed XML either way). One pass over the bytes.
    package static func firstLineNotUTF8(_ data: Data) -> Int? {
        let head = Array(data.prefix(4))
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0x00])
            || head.starts(with: [0x3C, 0x00]) {
            return nil
        }
        // Only a well-formed declaration naming an encoding libxml2 converts from makes other bytes
        // legal. A declaration it cannot read (`<?xml\u{E8}…`, `encodingUTF-16= …`,
        // `encoding="\u{1}\nUTF-8"`) leaves the document read as UTF-8, and a byte that is not
        // UTF-8 would reach Foundation's callbacks, which trap on it.
        if let encoding = declaredEncoding(data)?.lowercased(),
           Self.convertedEncodings.contains(where: { encoding.hasPrefix($0) }) {
            return nil
        }
        var line = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}

/// A parser delegate that keeps the line and code of the first error it was told of.
package protocol XMLErrorRecording: XMLParserDelegate {
    var errorLine: Int? { get }
    var errorCode: Int? { get }
}
