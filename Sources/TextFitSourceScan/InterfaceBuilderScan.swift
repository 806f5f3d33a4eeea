import Foundation
import TextFitCore

/// The storyboards and XIBs at or under an app's paths, each read once (``InterfaceBuilderFile``),
/// in parallel, for the elements that draw its strings and for its Location Buttons: the check
/// joins the documents to the app's strings and hands the buttons to ``ButtonScan``, so no file is
/// parsed twice. A file that cannot be read or is not well-formed XML is a note; the run goes on.
package struct InterfaceBuilderScan: Sendable {
    /// The storyboards and XIBs read or tried, in path order.
    package var files: [String]
    /// The documents read, in path order.
    package var documents: [InterfaceBuilderDocument]
    /// The Location Buttons the documents create, in path order.
    package var buttons: [FoundLocationButton]
    /// The files that could not be read, and why.
    package var failures: [Failure]

    /// A file that could not be read.
    package struct Failure: Sendable {
        package var path: String
        package var error: InputError

        /// A note of `kind` at the error's place: why, then `consequence` (what the run does without the file).
        func note(_ kind: ReadNote.Kind, _ consequence: String) -> ReadNote {
            ReadNote(kind: kind, key: "", language: nil, location: SourceLocation(file: error.file ?? path, line: error.line),
                     message: "\(error.reason); \(consequence)")
        }
    }

    /// A note for each file that could not be read: neither its elements nor its buttons are known.
    package var notes: [ReadNote] {
        failures.map { failure in
            failure.note(.interfaceBuilder, "the strings of \(failure.path) are measured without its elements' geometry, "
                + "and it is not scanned for Location Buttons")
        }
    }

    /// Reads the storyboards and XIBs under `paths` (folders walked as ``ButtonScan`` walks them;
    /// other files and paths that do not exist passed over).
    package static func scan(paths: [String], parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) async
        -> InterfaceBuilderScan {
        let scanned = paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                && (isFolder.boolValue || ButtonScan.kind(of: path) == .interfaceBuilder)
        }
        let files = ((try? ButtonScan.files(at: scanned)) ?? []).filter { ButtonScan.kind(of: $0) == .interfaceBuilder }
        return await read(files: files, parallelism: parallelism)
    }

    /// Reads `files`, each once, with `parallelism` tasks at once.
    static func read(files: [String], parallelism: Int) async -> InterfaceBuilderScan {
        let read = await files.concurrentMap(tasks: max(1, parallelism)) { path -> Result<InterfaceBuilderFile, InputError> in
            Result { () throws(InputError) in try InterfaceBuilderFile.read(path: path) }
        }
        var scan = InterfaceBuilderScan(files: files, documents: [], buttons: [], failures: [])
        for (path, result) in zip(files, read) {
            switch result {
            case .success(let file):
                scan.documents.append(file.document)
                scan.buttons += file.buttons
            case .failure(let error):
                scan.failures.append(Failure(path: path, error: error))
            }
        }
        return scan
    }
}
