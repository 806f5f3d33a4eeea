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
/// element. The English text is the document's own: every text of a document that has tables
/// and no development-language file holds gets its source string from the document (at the
/// element's line), so it is not "missing" in the development language; a String Catalog's entry
/// with no development-language value (read as its key) takes the document's text instead. A
/// text that a language of the document's tables lacks is a "has no … translation" note, as
/// Xcode's export of the storyboard would carry it untranslated.
///
/// One note, placed at the first document that draws strings, counts the strings that got their
/// element's geometry; each element whose width the document does not give is named in a note,
/// its strings measured as before (a label with no declared limit).
package struct InterfaceBuilderContext: Sendable {
    /// The strings, with the development-language texts the documents give.
    package var table: StringTable
    /// The geometry of each string an element draws, by file and key.
    package var geometry: [ElementGeometry.Key: ElementGeometry]

    /// The extensions of the tables Interface Builder's strings are read from.
    static let tableExtensions: Set<String> = ["strings", "xcstrings"]

    /// `table` joined to the documents of `scan`. With `everyText` false (the check picks keys
    /// with `--keys` or `--key-pattern`), only the texts some table holds are added and noted: a
    /// text no table holds was not picked.
    package static func join(_ table: StringTable, with scan: InterfaceBuilderScan,
                             everyText: Bool = true) -> InterfaceBuilderContext {
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
        // One geometry per element, however many languages draw in it.
        var geometries: [DocumentKey: ElementGeometry?] = [:]
        func geometry(of element: InterfaceBuilderElement, in d: Int) -> ElementGeometry? {
            let id = DocumentKey(document: d, key: element.objectID)
            if let known = geometries[id] { return known }
            let made = InterfaceBuilderGeometry.geometry(of: element, in: scan.documents[d])
            geometries[id] = made
            return made
        }
        let source = table.sourceLanguage
        // The languages each (document, key) has a string in, and the languages of each document's tables.
        var present: [DocumentKey: Set<LanguageTag>] = [:]
        var tableLanguages: [Int: Set<LanguageTag>] = [:]
        var unbounded: [DocumentKey: (element: InterfaceBuilderElement, file: String)] = [:]
        var measured = 0
        var drawing = Set<Int>()
        // Strings come file by file: the last file's document is asked before the dictionary.
        var lastFile: (file: String, document: Int?)?
        // By index, member by member: a string copied whole would retain and release each of its members.
        for index in table.strings.indices {
            let file = table.strings[index].location.file
            let found: Int?
            if let lastFile, lastFile.file == file {
                found = lastFile.document
            } else {
                found = document(for: file)
                lastFile = (file, found)
            }
            guard let d = found else { continue }
            let language = table.strings[index].language
            if language != source { tableLanguages[d, default: []].insert(language) }
            let key = table.strings[index].key
            guard let (element, property) = scan.documents[d].element(forKey: key) else { continue }
            let pair = DocumentKey(document: d, key: key)
            present[pair, default: []].insert(language)
            if language == source, table.strings[index].state == .source, table.strings[index].value == key,
               let text = element.texts[property] {
                // A catalog's entry with no development-language value: the document's text.
                context.table.strings[index].value = text
            }
            guard let geometry = geometry(of: element, in: d) else {
                if unbounded[pair] == nil { unbounded[pair] = (element, file) }
                continue
            }
            context.geometry[ElementGeometry.Key(file: file, key: key)] = geometry
            measured += 1
            drawing.insert(d)
        }
        // Every text of a document with tables, as Xcode exports it: its development-language
        // string from the document when no table holds one, and a note for each language of the
        // document's tables that lacks it.
        var added = Set<DocumentKey>()
        var noted = Set(context.table.notes.lazy.filter { $0.kind == .missingTranslation }
            .map { NotedKey(key: $0.key, language: $0.language) })
        var missing: [ReadNote] = []
        for (d, languages) in tableLanguages.sorted(by: { $0.key < $1.key }) {
            let document = scan.documents[d]
            let languages = languages.sorted()
            for element in document.elements.values.sorted(by: { ($0.line, $0.objectID) < ($1.line, $1.objectID) }) {
                for (property, text) in element.texts.sorted(by: { $0.key < $1.key }) {
                    let key = element.objectID + "." + property
                    let pair = DocumentKey(document: d, key: key)
                    guard let has = present[pair] ?? (everyText ? [] : nil) else { continue }
                    let location = SourceLocation(file: document.path, line: element.line)
                    if !has.contains(source) {
                        context.table.strings.append(LocalizedString(key: key, language: source, value: text, state: .source,
                                                                     location: location))
                        added.insert(pair)
                        if let geometry = geometry(of: element, in: d) {
                            context.geometry[ElementGeometry.Key(file: document.path, key: key)] = geometry
                            measured += 1
                            drawing.insert(d)
                        } else if unbounded[pair] == nil {
                            unbounded[pair] = (element, document.path)
                        }
                    }
                    for language in languages where !has.contains(language)
                        && noted.insert(NotedKey(key: key, language: language)).inserted {
                        missing.append(ReadNote(kind: .missingTranslation, key: key, language: language, location: location,
                                                message: "'\(key)' has no \(language) translation"))
                    }
                }
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
        context.table.notes += missing
        for (pair, entry) in unbounded.sorted(by: { ($0.key.document, $0.key.key) < ($1.key.document, $1.key.key) }) {
            let document = scan.documents[pair.document]
            context.table.notes.append(ReadNote(
                kind: .interfaceBuilder, key: pair.key, language: nil,
                location: SourceLocation(file: document.path, line: entry.element.line),
                message: "'\(pair.key)' (\((entry.file as NSString).lastPathComponent)): \(entry.element.displayName) has no usable width "
                    + "(\(entry.element.noWidthReason ?? "none given")); measured as a label with no declared limit"))
        }
        // The count, placed at the first document that draws strings (not a launch screen no table translates).
        if let first = drawing.min() ?? unbounded.keys.map(\.document).min() {
            let documents = drawing.count
            var message = "\(measured) string\(measured == 1 ? "" : "s") measured with the geometry of the storyboard or XIB "
                + "element that draws \(measured == 1 ? "it" : "them") (font, lines, width) from \(documents) of "
                + "\(scan.documents.count) Interface Builder file\(scan.documents.count == 1 ? "" : "s")"
            if !unbounded.isEmpty {
                message += "; \(unbounded.count) element\(unbounded.count == 1 ? "" : "s") with no usable width, "
                    + "measured as before"
            }
            context.table.notes.append(ReadNote(kind: .interfaceBuilder, key: "", language: nil,
                                                location: SourceLocation(file: scan.documents[first].path), message: message))
        }
        return context
    }

    /// An element's key in one document.
    private struct DocumentKey: Hashable {
        var document: Int
        var key: String
    }

    /// A key in one language that a note says is missing.
    private struct NotedKey: Hashable {
        var key: String
        var language: LanguageTag?
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
