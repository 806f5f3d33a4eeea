import Foundation

/// Finds the repository's bundled `Fonts/` and `Strings/` folders.
///
/// Looks in `$TEXTFIT_HOME` first, then the current directory and its parents, then the
/// folders above the running executable (so `.build/debug/textfit` finds the repository).
public enum BundledData {
    /// The default font manifest, `Fonts/manifest.json`.
    public static func fontManifest() throws(InputError) -> String {
        guard let path = locate("Fonts/manifest.json") else {
            throw InputError(file: "Fonts/manifest.json", reason: "bundled font manifest not found; run from the repository or set TEXTFIT_HOME")
        }
        return path
    }

    /// The bundled `Strings/` folder.
    public static func stringsFolder() throws(InputError) -> String {
        guard let path = locate("Strings/LocationButton.xcstrings") else {
            throw InputError(file: "Strings/", reason: "bundled strings not found; run from the repository or set TEXTFIT_HOME")
        }
        return (path as NSString).deletingLastPathComponent
    }

    static func locate(_ relative: String) -> String? {
        var roots: [String] = []
        if let home = ProcessInfo.processInfo.environment["TEXTFIT_HOME"] { roots.append(home) }
        roots += ancestors(of: FileManager.default.currentDirectoryPath)
        roots += ancestors(of: (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path }) ?? "/")
        let cwd = FileManager.default.currentDirectoryPath
        for root in roots {
            let candidate = (root as NSString).appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: candidate) else { continue }
            // Inside the working directory, name it relatively, as a user would type it.
            if root == cwd { return relative }
            if candidate.hasPrefix(cwd + "/") { return String(candidate.dropFirst(cwd.count + 1)) }
            return candidate
        }
        return nil
    }

    private static func ancestors(of path: String) -> [String] {
        var list: [String] = []
        var url = URL(fileURLWithPath: path).standardizedFileURL
        for _ in 0..<8 {
            list.append(url.path)
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return list
    }
}
