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
enum XMLParseFailure {
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
    static func parse(_ data: Data, file: String, delegate: some XMLErrorRecording) throws(InputError) {
        let parser = data.count < 4 ? XMLParser(data: data) : XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let failure = error(parser: parser, succeeded: succeeded, errorLine: delegate.errorLine,
                               errorCode: delegate.errorCode, file: file) {
            throw failure
        }
    }
}

/// A parser delegate that keeps the line and code of the first error it was told of.
protocol XMLErrorRecording: XMLParserDelegate {
    var errorLine: Int? { get }
    var errorCode: Int? { get }
}
