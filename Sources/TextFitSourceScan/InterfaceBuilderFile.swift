import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TextFitCore

/// One storyboard or XIB, read in one pass of Foundation's XML parser for both things taken from
/// it: the elements that draw the app's strings (``InterfaceBuilderDocument``) and the Location
/// Buttons it creates (``InterfaceBuilderButtonReader``). The parser hands each start and end tag
/// to both readers in turn; the first parse error, with its line, is kept once for both.
package struct InterfaceBuilderFile: Sendable {
    /// The elements with a localizable text.
    package var document: InterfaceBuilderDocument
    /// The Location Buttons, in document order.
    package var buttons: [FoundLocationButton]

    /// Reads the file at `path`; an error names the file, and the line where the XML is not well-formed.
    package static func read(path: String) throws(InputError) -> InterfaceBuilderFile {
        try read(data: InputError.contents(of: path), path: path)
    }

    /// Reads the document `data`, named `path` in locations and errors.
    package static func read(data: Data, path: String) throws(InputError) -> InterfaceBuilderFile {
        let elements = InterfaceBuilderDocument.Collector()
        let buttons = InterfaceBuilderButtonReader.Collector(path: path)
        try XMLParseFailure.parse(data, file: path, delegate: Reader(readers: [elements, buttons]))
        return InterfaceBuilderFile(document: elements.document(path: path), buttons: buttons.finish())
    }

    /// The one parser delegate: keeps the first error and passes every tag on to each reader.
    private final class Reader: NSObject, XMLErrorRecording {
        let readers: [any InterfaceBuilderTagReader]
        var errorLine: Int?
        var errorCode: Int?

        init(readers: [any InterfaceBuilderTagReader]) {
            self.readers = readers
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if errorLine == nil {
                errorLine = parser.lineNumber
                errorCode = (parseError as NSError).code
            }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let line = parser.lineNumber, column = parser.columnNumber
            for reader in readers { reader.start(name, attributes, line: line, column: column) }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            for reader in readers { reader.end(name) }
        }
    }
}

/// What reads a storyboard or XIB tag by tag as ``InterfaceBuilderFile`` parses it.
protocol InterfaceBuilderTagReader: AnyObject {
    /// A start tag, at the parser's line and column.
    func start(_ name: String, _ attributes: [String: String], line: Int, column: Int)
    /// An end tag.
    func end(_ name: String)
}
