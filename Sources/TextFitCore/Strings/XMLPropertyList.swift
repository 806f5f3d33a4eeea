import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML property list, read with Foundation's `XMLParser`: its values, the line of each, and the
/// top-level keys in file order, spelled byte for byte.
///
/// `PropertyListSerialization` is not used for XML: it returns values without positions, and its
/// dictionaries are Swift dictionaries, whose `String` keys compare by canonical equivalence — two
/// keys that differ only in Unicode normalization ("Café" as NFC and as NFD), which an app looks up
/// as two keys, collapse into one and a string vanishes. This reader keeps every top-level member
/// (``entries``) and records where each dictionary member's value starts (`parser.lineNumber`).
/// Nested dictionaries are returned as `[String: Any]` (their keys are rule and category names);
/// `<string>` values as `String`, every other scalar (`<integer>`, `<real>`, `<true/>` …) as a
/// ``Scalar``. XML that is not well formed, or not a property list, is an ``InputError`` naming the line.
///
/// Nesting is limited to ``maximumDepth`` dictionaries and arrays: a `.stringsdict` needs three
/// (keys, rule, forms), and a file nested 100,000 deep would otherwise cost memory quadratic in
/// its depth (each value's line is kept by its key path).
struct XMLPropertyList {
    /// The deepest nesting of `<dict>` and `<array>` read; deeper is an ``InputError``.
    static let maximumDepth = 32

    /// A value that is not a string, dictionary or array, kept by its element name.
    struct Scalar: Sendable, Hashable {
        var element: String
        var text: String
    }

    /// The root dictionary's members in file order (empty when the root is not a dictionary).
    private(set) var entries: [(key: String, value: Any)] = []
    /// Whether the root value is a dictionary.
    private(set) var rootIsDictionary = false
    /// The line where the value at each key path starts, keys compared byte for byte.
    private var lines: [[ExactKey]: Int] = [:]

    init(data: Data, file: String) throws(InputError) {
        let builder = Builder()
        do {
            try XMLParseFailure.parse(data, file: file, delegate: builder)
        } catch {
            // The builder's own finding stopped the parser (which then reports "user stop"): it says why.
            guard let failure = builder.failure else { throw error }
            throw InputError(file: file, line: failure.line, reason: failure.reason)
        }
        if let failure = builder.failure {
            throw InputError(file: file, line: failure.line, reason: failure.reason)
        }
        entries = builder.rootEntries ?? []
        rootIsDictionary = builder.rootEntries != nil
        lines = builder.lines
    }

    /// The line of the value at `path`, or of its deepest known ancestor.
    func line(at path: [String]) -> Int? {
        var path = path.map(ExactKey.init)
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }

    private final class Builder: NSObject, XMLErrorRecording {
        /// A dictionary or array being read (a class, so members append in place).
        final class Frame {
            let isDictionary: Bool
            var members: [(key: String, value: Any)] = []
            var items: [Any] = []
            var pendingKey: String?
            init(isDictionary: Bool) { self.isDictionary = isDictionary }
        }
        static let scalars: Set<String> = ["integer", "real", "date", "data"]

        var stack: [Frame] = []
        /// The keys of the dictionaries enclosing the current position (one per dictionary frame).
        var path: [ExactKey] = []
        var lines: [[ExactKey]: Int] = [:]
        var rootEntries: [(key: String, value: Any)]?
        var rootSeen = false
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

        func fail(_ parser: XMLParser, _ reason: String) {
            if failure == nil { failure = (parser.lineNumber, reason) }
            parser.abortParsing()
        }

        /// Records the line of a value starting now, under the pending key of the enclosing dictionary.
        func valueStarts(_ parser: XMLParser) {
            guard let top = stack.last, top.isDictionary, let key = top.pendingKey else { return }
            lines[path + [ExactKey(key)]] = parser.lineNumber
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard failure == nil else { return }
            switch elementName {
            case "plist":
                return
            case "key":
                guard let top = stack.last, top.isDictionary, top.pendingKey == nil else {
                    return fail(parser, "<key> outside a <dict>, or two <key>s in a row")
                }
                text = ""
            case "dict", "array":
                guard stack.count < XMLPropertyList.maximumDepth else {
                    return fail(parser, "nested deeper than \(XMLPropertyList.maximumDepth) levels of <dict> and <array>; a .stringsdict needs 3")
                }
                valueStarts(parser)
                if let top = stack.last, top.isDictionary, let key = top.pendingKey { path.append(ExactKey(key)) }
                stack.append(Frame(isDictionary: elementName == "dict"))
            case "string", "true", "false":
                valueStarts(parser)
                text = ""
            default:
                guard Self.scalars.contains(elementName) else {
                    return fail(parser, "<\(elementName)> is not a property list element")
                }
                valueStarts(parser)
                text = ""
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
            guard failure == nil else { return }
            switch elementName {
            case "plist":
                return
            case "key":
                stack.last?.pendingKey = text ?? ""
                text = nil
            case "string":
                add(text ?? "", parser)
                text = nil
            case "dict", "array":
                guard let frame = stack.popLast() else { return }
                if let pending = frame.pendingKey { return fail(parser, "<key>\(pending)</key> has no value") }
                if let top = stack.last, top.isDictionary, top.pendingKey != nil { path.removeLast() }
                guard frame.isDictionary else { return add(frame.items, parser) }
                if stack.isEmpty { rootEntries = frame.members }
                var dictionary: [String: Any] = [:]
                for (key, value) in frame.members { dictionary[key] = value }
                add(dictionary, parser)
            default:
                add(Scalar(element: elementName, text: text ?? ""), parser)
                text = nil
            }
        }

        /// Puts a finished value into the enclosing dictionary or array, or makes it the root.
        func add(_ value: Any, _ parser: XMLParser) {
            guard let top = stack.last else {
                if rootSeen { return fail(parser, "more than one root value") }
                rootSeen = true
                return
            }
            if top.isDictionary {
                guard let key = top.pendingKey else { return fail(parser, "a value in a <dict> without a <key> before it") }
                top.members.append((key, value))
                top.pendingKey = nil
            } else {
                top.items.append(value)
            }
        }
    }
}
