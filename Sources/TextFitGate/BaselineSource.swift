import Foundation

/// Where `--baseline` reads the earlier state from: a results JSON, an earlier catalog (any
/// format ``LocalizationReader`` reads), or a git revision of the catalogs being checked.
package enum BaselineSource: Sendable, Hashable, CustomStringConvertible {
    /// A results file from `textfit check --format json` (``ResultsFile``).
    case results(String)
    /// A localization file or folder, measured with the current spec and fonts.
    case catalog(String)
    /// `git:REV`: the checked catalogs as they were at a revision, measured with the current spec and fonts.
    case git(revision: String)

    /// Parses `git:REV`, a path ending in `.json` (results), or any other path (a catalog).
    ///
    /// Paths must exist; a revision is checked when the baseline is loaded.
    package static func parse(_ text: String) throws(InputError) -> BaselineSource {
        if text.hasPrefix("git:") {
            let revision = String(text.dropFirst(4))
            guard !revision.isEmpty, !revision.hasPrefix("-") else {
                throw InputError(reason: "--baseline: '\(text)' names no revision; expected git:REV such as git:origin/main")
            }
            return .git(revision: revision)
        }
        guard FileManager.default.fileExists(atPath: text) else {
            throw InputError(file: text, reason: "cannot read the baseline: no such file or folder")
        }
        return URL(fileURLWithPath: text).pathExtension.lowercased() == "json" ? .results(text) : .catalog(text)
    }

    /// As the user wrote it: the path, or `git:REV`.
    package var description: String {
        switch self {
        case .results(let path), .catalog(let path): path
        case .git(let revision): "git:\(revision)"
        }
    }

    /// Reads the baseline's strings or results now, so an unreadable baseline is reported
    /// before anything is measured; ``PreparedBaseline`` measures the strings later.
    ///
    /// - Parameters:
    ///   - catalogs: the paths the current run reads (a git baseline reads them at the revision).
    ///   - exportRevision: copies `catalogs` as they were at a revision (the command line runs `git`).
    package func prepare(catalogs: [String], exportRevision: RevisionExport.Maker) throws(InputError) -> PreparedBaseline {
        switch self {
        case .results(let path):
            // Keep the findings only: the cells are not needed once read.
            return PreparedBaseline(origin: description, content: .results(try ResultsFile.findings(path: path)))
        case .catalog(let path):
            return PreparedBaseline(origin: description, content: .strings(try Self.read(paths: [path])))
        case .git(let revision):
            let export = try exportRevision(revision, catalogs)
            defer { try? FileManager.default.removeItem(at: export.folder) }
            // The catalogs are new at this revision: nothing was known.
            guard !export.paths.isEmpty else { return PreparedBaseline(origin: description, content: .results(nil)) }
            do {
                var table = try Self.read(paths: export.paths)
                // Name places as git:REV:path, not as the temporary copy.
                for index in table.strings.indices {
                    table.strings[index].location = export.relocate(table.strings[index].location)
                }
                return PreparedBaseline(origin: description, content: .strings(table))
            } catch {
                throw export.relocate(error)
            }
        }
    }

    private static func read(paths: [String]) throws(InputError) -> StringTable {
        do {
            return try LocalizationReader.read(paths: paths)
        } catch {
            throw InputError(file: error.file, line: error.line, key: error.key, reason: "baseline: \(error.reason)")
        }
    }
}
