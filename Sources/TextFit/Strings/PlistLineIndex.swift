import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The line of every value in an XML property list, by key path, read with Foundation's `XMLParser`.
///
/// `PropertyListSerialization` returns values without positions; this second pass over the same
/// XML records where each dictionary member's value starts (`parser.lineNumber`), in file order,
/// and turns XML that is not well formed into an ``InputError`` naming the line.
struct PlistLineIndex {
    private(set) var lines: [[String]: Int] = [:]
    /// Top-level dictionary keys in file order.
    private(set) var topLevelKeys: [String] = []

    init(data: Data, file: String) throws {
        let collector = Collector()
        try XMLParseFailure.parse(data, file: file, delegate: collector)
        lines = collector.lines
        topLevelKeys = collector.topLevelKeys
    }

    /// The line of the value at `path`, or of its deepest known ancestor.
    func line(at path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }

    private final class Collector: NSObject, XMLErrorRecording {
        struct Frame {
            var isDictionary: Bool
            var key: String?
        }
        var stack: [Frame] = []
        var lines: [[String]: Int] = [:]
        var topLevelKeys: [String] = []
        var text = ""
        var inKey = false
        var errorLine: Int?
        var errorCode: Int?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if errorLine == nil {
                errorLine = parser.lineNumber
                errorCode = (parseError as NSError).code
            }
        }

        var path: [String] { stack.compactMap { $0.isDictionary ? $0.key : nil } }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            if elementName == "key" { inKey = true; text = ""; return }
            if let top = stack.last, top.isDictionary, top.key != nil,
               ["string", "dict", "array", "integer", "real", "true", "false", "data", "date"].contains(elementName) {
                lines[path] = parser.lineNumber
            }
            if elementName == "dict" { stack.append(Frame(isDictionary: true)) }
            if elementName == "array" { stack.append(Frame(isDictionary: false)) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inKey { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            switch elementName {
            case "key":
                inKey = false
                if !stack.isEmpty { stack[stack.count - 1].key = text }
                if stack.count == 1 { topLevelKeys.append(text) }
            case "dict", "array":
                if !stack.isEmpty { stack.removeLast() }
            default:
                break
            }
        }
    }
}
