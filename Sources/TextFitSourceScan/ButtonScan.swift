import Foundation
import SwiftSyntax
import TextFitCore

/// Every Location Button an app's sources create: its Swift files read with SwiftSyntax, its
/// storyboards and XIBs with Foundation's XML parser, in parallel.
///
/// A folder is walked whole, skipping hidden folders and build output (`.build`,
/// `DerivedData`, `Pods`, `Carthage`); a file named directly is read whatever its place. One
/// module's constants are shared by all its Swift files: a value a button names (`let
/// buttonWidth = 220.0`) is looked up in the file first and then in the other files that bind
/// that name. A file that cannot be read, a Swift file the parser had to recover in, or an
/// Interface Builder file that is not well-formed XML is a note; the run goes on. Objective-C is
/// not read: an Objective-C file in a folder that names `CLLocationButton` is a note
/// (``ObjectiveCButtonNote``).
package struct ButtonScan: Sendable {
    /// The buttons found, by file, line and column.
    package var buttons: [FoundLocationButton]
    /// What the scan could not read, and where a file needed recovering.
    package var notes: [ReadNote]
    /// How many Swift and Interface Builder files were read.
    package var swiftFiles: Int
    package var interfaceBuilderFiles: Int

    /// Folders a walk does not enter: build output and dependency checkouts, not the app's code.
    package static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "build", "node_modules"]

    /// Whether `paths` hold anything the scan reads: a Swift file, a storyboard or a XIB, or a
    /// folder (walked).
    package static func scannable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        return isFolder.boolValue || kind(of: path) != nil
    }

    enum FileKind { case swift, interfaceBuilder }

    static func kind(of path: String) -> FileKind? {
        switch (path as NSString).pathExtension.lowercased() {
        case "swift": .swift
        case "storyboard", "xib": .interfaceBuilder
        default: nil
        }
    }

    /// The Swift and Interface Builder files at or under `paths`, and the Objective-C files under
    /// its folders, sorted, as reported (a folder's files as the folder's path joined with their
    /// relative path).
    static func files(at paths: [String]) throws(InputError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError(file: path, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                guard kind(of: path) != nil else {
                    throw InputError(file: path, reason: "not a Swift, storyboard or XIB file")
                }
                files.append(path)
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else {
                throw InputError(file: path, reason: "cannot list the folder")
            }
            let folder = path.hasSuffix("/") ? path : path + "/"
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = folder + relative
                if FileStatus.isFolder(full) {
                    if name.hasPrefix(".") || skippedFolders.contains(name) { walker.skipDescendants() }
                    continue
                }
                let read = kind(of: name) != nil || ObjectiveCButtonNote.isObjectiveC(name)
                if name.hasPrefix(".") || !read { continue }
                files.append(full)
            }
        }
        return files.sorted()
    }

    /// Scans `paths` (folders or files) with `parallelism` tasks at once. The storyboards and XIBs
    /// are taken from `interfaceBuilder` when the caller has read them already (the check reads
    /// them once for its strings' elements and its buttons, and notes the files that do not
    /// parse); otherwise they are read here, and such a file is a note of the scan.
    package static func scan(paths: [String], parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
                             interfaceBuilder: InterfaceBuilderScan? = nil) async throws(InputError) -> ButtonScan {
        let files = try files(at: paths)
        let swift = files.filter { kind(of: $0) == .swift }
        let tasks = max(1, parallelism)

        // 1. Every Swift file's text; those naming a Location Button are parsed for their
        //    constants and for a type of the app's own named LocationButton.
        let texts = await swift.concurrentMap(tasks: tasks) { path in SourceText.read(path) }
        var notes = texts.compactMap(\.note)
        let candidates = texts.indices.filter { texts[$0].mentions("LocationButton") }
        let firstPass = await candidates.concurrentMap(tasks: tasks) { index in
            FileFacts(text: texts[index])
        }
        var constants = SwiftConstants()
        for facts in firstPass { constants.merge(facts.constants) }
        let appDeclaresLocationButton = firstPass.contains { $0.declaresLocationButton }
        notes += firstPass.compactMap(\.note)

        // 2. The buttons; names their configuration uses that no candidate binds are looked for
        //    in the other files (only those whose text binds such a name are parsed), then read again.
        var found = await firstPass.concurrentMap(tasks: tasks) { [constants] facts in
            FileButtons(facts: facts, constants: constants, appDeclaresLocationButton: appDeclaresLocationButton)
        }
        let missed = Set(found.flatMap(\.misses)).subtracting(constants.values.keys)
        if !missed.isEmpty {
            let others = Set(texts.indices).subtracting(candidates).sorted().filter { index in
                missed.contains { texts[index].mentions("let " + $0) }
            }
            let more = await others.concurrentMap(tasks: tasks) { index in FileFacts(text: texts[index]) }
            for facts in more { constants.merge(facts.constants) }
            if !more.isEmpty {
                found = await firstPass.concurrentMap(tasks: tasks) { [constants] facts in
                    FileButtons(facts: facts, constants: constants, appDeclaresLocationButton: appDeclaresLocationButton)
                }
            }
        }
        var buttons = found.flatMap(\.buttons)
        // Objective-C files are only looked into for the name, each up to its first mention.
        let objectiveC = files.filter(ObjectiveCButtonNote.isObjectiveC)
        notes += await objectiveC.concurrentMap(tasks: tasks) { path in ObjectiveCButtonNote.note(for: path) }
            .compactMap { $0 }

        // 3. Storyboards and XIBs.
        let boards: InterfaceBuilderScan
        if let interfaceBuilder {
            boards = interfaceBuilder
        } else {
            boards = await InterfaceBuilderScan.read(files: files.filter { kind(of: $0) == .interfaceBuilder }, parallelism: tasks)
            notes += boards.failures.map { $0.note(.sourceScan, "\($0.path) is not scanned for Location Buttons") }
        }
        buttons += boards.buttons
        buttons.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return ButtonScan(buttons: buttons, notes: notes, swiftFiles: swift.count, interfaceBuilderFiles: boards.files.count)
    }
}

/// A Swift file's text, or the note saying why it could not be read.
struct SourceText: Sendable {
    var path: String
    var text: String
    var note: ReadNote?

    static func read(_ path: String) -> SourceText {
        guard let data = FileManager.default.contents(atPath: path) else {
            return SourceText(path: path, text: "", note: ReadNote(kind: .sourceScan, key: "", language: nil, location: SourceLocation(file: path),
                                                                   message: "cannot read \(path); not scanned for Location Buttons"))
        }
        return SourceText(path: path, text: String(decoding: data, as: UTF8.self))
    }

    /// Whether the text holds `word`, compared byte by byte (Foundation's `contains` goes
    /// through UTF-16 and took most of a large app's scan).
    func mentions(_ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        } ?? text.contains(word)
    }
}

/// One parsed file and what it tells the whole module: its constants and whether it declares a
/// `LocationButton` of the app's own; a note where the parser had to recover.
struct FileFacts: Sendable {
    var path: String
    var tree: SourceFileSyntax
    var constants: SwiftConstants
    var declaresLocationButton: Bool
    var note: ReadNote?

    init(text: SourceText) {
        let tree = SwiftButtonFinder.parse(text.text)
        path = text.path
        self.tree = tree
        var constants = SwiftConstants()
        constants.collect(from: tree)
        self.constants = constants
        declaresLocationButton = SwiftButtonFinder.declaresLocationButton(tree)
        if let line = SwiftButtonFinder.firstErrorLine(tree, path: text.path) {
            note = ReadNote(kind: .sourceScan, key: "", language: nil, location: SourceLocation(file: text.path, line: line),
                            message: "\(text.path):\(line): Swift syntax error; the parser recovered and the rest of the file is scanned")
        }
    }
}

/// The buttons of one file, and the names their values used that the constants lacked.
struct FileButtons: Sendable {
    var buttons: [FoundLocationButton]
    var misses: Set<String>

    init(facts: FileFacts, constants: SwiftConstants, appDeclaresLocationButton: Bool) {
        let values = SwiftValueReader(constants: constants)
        buttons = SwiftButtonFinder(path: facts.path, tree: facts.tree, appDeclaresLocationButton: appDeclaresLocationButton,
                                    values: values).buttons()
        misses = values.misses.names
    }
}
