import Foundation
import TextFitCore

/// The storyboards and XIBs at or under an app's paths, each read for the text it shows
/// (``InterfaceBuilderDocument``), in parallel. A file that cannot be read or is not
/// well-formed XML is a note; the run goes on.
package struct InterfaceBuilderScan: Sendable {
    /// The documents read, in path order.
    package var documents: [InterfaceBuilderDocument]
    /// The files that could not be read.
    package var notes: [ReadNote]

    /// Reads the storyboards and XIBs under `paths` (folders walked as ``ButtonScan`` walks them;
    /// other files passed over).
    package static func scan(paths: [String], parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) async
        -> InterfaceBuilderScan {
        let scanned = paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                && (isFolder.boolValue || ButtonScan.kind(of: path) == .interfaceBuilder)
        }
        let files = ((try? ButtonScan.files(at: scanned)) ?? []).filter { ButtonScan.kind(of: $0) == .interfaceBuilder }
        let read = await files.concurrentMap(tasks: max(1, parallelism)) { path -> Result<InterfaceBuilderDocument, InputError> in
            Result { () throws(InputError) in try InterfaceBuilderDocument.read(path: path) }
        }
        var scan = InterfaceBuilderScan(documents: [], notes: [])
        for (path, result) in zip(files, read) {
            switch result {
            case .success(let document): scan.documents.append(document)
            case .failure(let error):
                scan.notes.append(ReadNote(kind: .interfaceBuilder, key: "", language: nil,
                                           location: SourceLocation(file: error.file ?? path, line: error.line),
                                           message: "\(error.reason); the strings of \(path) are measured without its elements' geometry"))
            }
        }
        return scan
    }
}
