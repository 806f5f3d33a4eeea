import Foundation
import TextFit

/// The localization files under some paths as they were at a git revision, written to a temporary
/// folder so ``LocalizationReader`` can read them like any others.
///
/// Runs `git` (found on `PATH`) in the repository that holds the first path: `rev-parse` to find the
/// repository and check the revision, `ls-tree` to list the files, `show REV:FILE` for each.
struct GitCatalogExport: RevisionExport {
    /// The temporary folder; the caller removes it.
    var folder: URL
    /// The paths inside `folder` that stand for the paths asked for, leaving out those the revision lacks.
    var paths: [String]
    /// The revision read.
    var revision: String

    /// Writes the files under `paths` at `revision` into a new temporary folder.
    static func export(revision: String, paths: [String]) throws(InputError) -> GitCatalogExport {
        let origin = "git:\(revision)"
        // The repository is the one holding the first path (or the current folder).
        var here = URL(fileURLWithPath: paths.first ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        var isFolder: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: here.path, isDirectory: &isFolder) && isFolder.boolValue) {
            here = here.deletingLastPathComponent()
        }
        let topText = try git(["rev-parse", "--show-toplevel"], in: here, origin: origin,
                              failure: "\(paths.first ?? "the current folder") is not inside a git repository")
        let top = URL(fileURLWithPath: String(decoding: topText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            .resolvingSymlinksInPath()
        _ = try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: top, origin: origin,
                    failure: "unknown revision '\(revision)'")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-baseline-\(UUID().uuidString)")
        var export = GitCatalogExport(folder: folder, paths: [], revision: revision)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(reason: "\(origin): cannot make a temporary folder: \(error.localizedDescription)")
        }
        for path in paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            let root = top.path.hasSuffix("/") ? top.path : top.path + "/"
            guard absolute == top.path || absolute.hasPrefix(root) else {
                throw InputError(file: path, reason: "\(origin): outside the git repository at \(top.path)")
            }
            let relative = absolute == top.path ? "." : String(absolute.dropFirst(root.count))
            let listing = try git(["ls-tree", "-r", "-z", "--name-only", revision, "--", relative], in: top, origin: origin,
                                  failure: "cannot list '\(relative)'")
            let files = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                .filter(Self.isLocalizationFile)
            guard !files.isEmpty else { continue }
            for file in files {
                let contents = try git(["show", "\(revision):\(file)"], in: top, origin: origin, failure: "cannot read '\(file)'")
                let target = folder.appendingPathComponent(file)
                do {
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try contents.write(to: target)
                } catch {
                    throw InputError(reason: "\(origin): cannot write '\(target.path)': \(error.localizedDescription)")
                }
            }
            export.paths.append(relative == "." ? folder.path : folder.appendingPathComponent(relative).path)
        }
        return export
    }

    /// Whether `file` (a repository path) is one the reader reads or lies inside an `.xcloc` bundle.
    static func isLocalizationFile(_ file: String) -> Bool {
        let components = file.split(separator: "/").map { URL(fileURLWithPath: String($0)).pathExtension.lowercased() }
        guard let last = components.last else { return false }
        return LocalizationReader.extensions.contains(last) || components.dropLast().contains("xcloc")
    }

    /// `error` with the temporary folder in its file name replaced by `git:REV:`.
    func relocate(_ error: InputError) -> InputError {
        var moved = error
        moved.file = error.file.map(relocate)
        return moved
    }

    /// `location` with the temporary folder in its file name replaced by `git:REV:`.
    func relocate(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: relocate(location.file), line: location.line)
    }

    /// `file` under the temporary folder as `git:REV:repository/path`; other names as they are.
    func relocate(_ file: String) -> String {
        guard file.hasPrefix(folder.path + "/") else { return file }
        return "git:\(revision):" + file.dropFirst(folder.path.count + 1)
    }

    /// Runs `git arguments` in `folder` and returns its standard output; a failure becomes an
    /// `InputError` saying `failure`.
    private static func git(_ arguments: [String], in folder: URL, origin: String, failure: String) throws(InputError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw InputError(reason: "\(origin): cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw InputError(reason: "\(origin): git is not installed") }
        guard process.terminationStatus == 0 else { throw InputError(reason: "\(origin): \(failure)") }
        return data
    }
}
