import Foundation
import TextFit
import TextFitSourceScan

/// An app's strings joined to the storyboards and XIBs that draw them.
///
/// A `.strings` file or String Catalog is the table of the Interface Builder file of the same
/// name (`de.lproj/Main.strings` and `mul.lproj/Main.xcstrings` translate `Base.lproj/Main.storyboard`;
/// of two files of that name, the one nearest the table's folder), and its key `OBJECTID.PROPERTY`
/// names an element of it (``InterfaceBuilderDocument/element(forKey:)``). Each such string is
/// measured with its element's geometry (``InterfaceBuilderGeometry``), and its findings name the
/// element. The English text is the document's own: a key a table translates and no
/// development-language file holds gets its source string from the document (at the element's
/// line), so it is not "missing" in the development language; a String Catalog's entry with no
/// development-language value (read as its key) takes the document's text instead.
///
/// One note counts the strings that got their element's geometry; each element whose width the
/// document does not give is named in a note, its strings measured as before (a label with no
/// declared limit).
package struct InterfaceBuilderContext: Sendable {
    /// The strings, with the development-language texts the documents give.
    package var table: StringTable
    /// The geometry of each string an element draws, by file and key.
    package var geometry: [ElementGeometry.Key: ElementGeometry]

    /// The extensions of the tables Interface Builder's strings are read from.
    static let tableExtensions: Set<String> = ["strings", "xcstrings"]

    /// `table` joined to the documents of `scan`.
    package static func join(_ table: StringTable, with scan: InterfaceBuilderScan) -> InterfaceBuilderContext {
        var context = InterfaceBuilderContext(table: table, geometry: [:])
        context.table.notes += scan.notes
        guard !scan.documents.isEmpty else { return context }
        let byName = Dictionary(grouping: scan.documents.indices, by: { scan.documents[$0].tableName })
        var documentOfFile: [String: Int?] = [:]
        func document(for file: String) -> Int? {
            if let known = documentOfFile[file] { return known }
            var found: Int?
            if tableExtensions.contains((file as NSString).pathExtension.lowercased()),
               let candidates = byName[InterfaceBuilderDocument.tableName(of: file)] {
                found = candidates.max { a, b in
                    sharedFolders(scan.documents[a].path, file) < sharedFolders(scan.documents[b].path, file)
                }
            }
            documentOfFile[file] = found
            return found
        }
        let source = table.sourceLanguage
        // The (document, key) pairs with a development-language string in a table.
        var sourced = Set<DocumentKey>()
        var translated: [DocumentKey] = []
        var seenTranslated = Set<DocumentKey>()
        var unbounded: [DocumentKey: (element: InterfaceBuilderElement, file: String)] = [:]
        var measured = 0
        var drawing = Set<Int>()
        for index in table.strings.indices {
            let string = table.strings[index]
            guard let d = document(for: string.location.file),
                  let (element, property) = scan.documents[d].element(forKey: string.key) else { continue }
            let pair = DocumentKey(document: d, key: string.key)
            if string.language == source {
                if string.state == .source, string.value == string.key, let text = element.texts[property] {
                    // A catalog's entry with no development-language value: the document's text.
                    context.table.strings[index].value = text
                }
                sourced.insert(pair)
            } else if seenTranslated.insert(pair).inserted {
                translated.append(pair)
            }
            guard let geometry = InterfaceBuilderGeometry.geometry(of: element, in: scan.documents[d]) else {
                if unbounded[pair] == nil { unbounded[pair] = (element, string.location.file) }
                continue
            }
            context.geometry[ElementGeometry.Key(file: string.location.file, key: string.key)] = geometry
            measured += 1
            drawing.insert(d)
        }
        // The development-language texts no table holds, from the documents.
        var added = Set<DocumentKey>()
        for pair in translated where !sourced.contains(pair) {
            let document = scan.documents[pair.document]
            guard let (element, property) = document.element(forKey: pair.key), let text = element.texts[property] else { continue }
            let location = SourceLocation(file: document.path, line: element.line)
            context.table.strings.append(LocalizedString(key: pair.key, language: source, value: text, state: .source,
                                                         location: location))
            added.insert(pair)
            if let geometry = InterfaceBuilderGeometry.geometry(of: element, in: document) {
                context.geometry[ElementGeometry.Key(file: document.path, key: pair.key)] = geometry
                measured += 1
            }
        }
        // Their "no development-language translation" notes were false.
        if !added.isEmpty {
            let addedKeys = Set(added.map { AddedKey(table: scan.documents[$0.document].tableName, key: $0.key) })
            context.table.notes.removeAll { note in
                note.kind == .missingTranslation && note.language == source
                    && addedKeys.contains(AddedKey(table: InterfaceBuilderDocument.tableName(of: note.location.file), key: note.key))
            }
        }
        for (pair, entry) in unbounded.sorted(by: { ($0.key.document, $0.key.key) < ($1.key.document, $1.key.key) }) {
            let document = scan.documents[pair.document]
            context.table.notes.append(ReadNote(
                kind: .interfaceBuilder, key: pair.key, language: nil,
                location: SourceLocation(file: document.path, line: entry.element.line),
                message: "'\(pair.key)' (\((entry.file as NSString).lastPathComponent)): \(entry.element.displayName) has no usable width "
                    + "(\(entry.element.noWidthReason ?? "none given")); measured as a label with no declared limit"))
        }
        let documents = drawing.count
        if measured > 0 || !unbounded.isEmpty {
            let first = scan.documents[0].path
            var message = "\(measured) string\(measured == 1 ? "" : "s") measured with the geometry of the storyboard or XIB "
                + "element that draws \(measured == 1 ? "it" : "them") (font, lines, width) from \(documents) of "
                + "\(scan.documents.count) Interface Builder file\(scan.documents.count == 1 ? "" : "s")"
            if !unbounded.isEmpty {
                message += "; \(unbounded.count) element\(unbounded.count == 1 ? "" : "s") with no usable width, "
                    + "measured as before"
            }
            context.table.notes.append(ReadNote(kind: .interfaceBuilder, key: "", language: nil,
                                                location: SourceLocation(file: first), message: message))
        }
        return context
    }

    /// An element's key in one document.
    private struct DocumentKey: Hashable {
        var document: Int
        var key: String
    }

    /// A key in one table.
    private struct AddedKey: Hashable {
        var table: String
        var key: String
    }

    /// How many leading folders the paths `a` and `b` share.
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }
}
