import Foundation

/// Where `--baseline` reads the earlier state from: a results JSON, an earlier catalog (any
/// format ``LocalizationReader`` reads), or a git revision of the catalogs being checked.
public enum BaselineSource: Sendable, Hashable, CustomStringConvertible {
    /// A results file from `textfit check --format json` (``ResultsFile``).
    case results(String)
    /// A localization file or folder, measured with the current spec and fonts.
    case catalog(String)
    /// `git:REV`: the checked catalogs as they were at a revision, measured with the current spec and fonts.
    case git(revision: String)

    /// Parses `git:REV`, a path ending in `.json` (results), or any other path (a catalog).
    ///
    /// Paths must exist; a revision is checked when the baseline is loaded.
    public static func parse(_ text: String) throws(InputError) -> BaselineSource {
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
    public var description: String {
        switch self {
        case .results(let path), .catalog(let path): path
        case .git(let revision): "git:\(revision)"
        }
    }

    /// Reads the baseline for `result`.
    ///
    /// - Parameters:
    ///   - result: the current run; catalogs are measured only for its (key, language) pairs.
    ///   - catalogs: the paths the current run read (a git baseline reads them at the revision).
    ///   - measuring: the fonts, categories and parallelism to measure a catalog baseline with
    ///     (its strings are replaced, and the spec is `result`'s); called only for a catalog or
    ///     git baseline, so a results baseline loads no fonts.
    public func load(for result: VerificationResult, catalogs: [String],
                     measuring: () throws(InputError) -> Verification) async throws(InputError) -> Baseline {
        switch self {
        case .results(let path):
            return Baseline(origin: description, result: try ResultsFile.read(path: path))
        case .catalog(let path):
            let table = try Self.read(paths: [path])
            return Baseline(origin: description, result: try await Self.measure(table, for: result, with: try measuring()))
        case .git(let revision):
            let export = try GitCatalogExport.export(revision: revision, paths: catalogs)
            defer { try? FileManager.default.removeItem(at: export.folder) }
            guard !export.paths.isEmpty else {
                // The catalogs are new at this revision: nothing was known.
                return Baseline(origin: description, amounts: [:])
            }
            do {
                let table = try Self.read(paths: export.paths)
                return Baseline(origin: description, result: try await Self.measure(table, for: result, with: try measuring()))
            } catch {
                // Name the file as git:REV:path, not as the temporary copy.
                throw export.relocate(error)
            }
        }
    }

    private static func read(paths: [String]) throws(InputError) -> StringTable {
        do {
            return try LocalizationReader.read(paths: paths)
        } catch let error as InputError {
            throw InputError(file: error.file, line: error.line, key: error.key, reason: "baseline: \(error.reason)")
        } catch {
            throw InputError(file: paths.first, reason: "baseline: \(error)")
        }
    }

    /// Measures the baseline strings whose key and language the current run has.
    private static func measure(_ table: StringTable, for result: VerificationResult,
                                with measuring: Verification) async throws(InputError) -> VerificationResult {
        struct Pair: Hashable { var key: String; var language: LanguageTag }
        let wanted = Set(result.cells.map { Pair(key: $0.key, language: $0.language) })
        var selected = table
        selected.strings = table.strings.filter { wanted.contains(Pair(key: $0.key, language: $0.language)) }
        var verification = measuring
        verification.strings = selected
        verification.spec = result.spec
        verification.progress = nil
        return try await verification.run()
    }
}
