import Foundation
import PackagePlugin

/// `swift package textfit-check`: runs `textfit check` on the localization files of the package
/// it is run in, with the bundled fonts and the default button spec unless told otherwise.
///
/// What it checks: every String Catalog, XLIFF file, `.xcloc` bundle and `.lproj` folder in the
/// package's folder (hidden folders such as `.build` left out), or with `--target NAME`
/// (repeatable) only those in the folders of those targets' sources. Every other argument goes
/// to `textfit check` as it is (`--spec`, `--category`, `--format`, `--output`, `--baseline` …;
/// `textfit help check` lists them). It fails when `textfit check` does: something does not fit
/// (exit status 1) or the input is bad (2).
///
/// Unless `--format` or `--output` is given, the findings also go to the plugin API's
/// diagnostics, one per finding group with its catalog file and line (from `--format xcode`),
/// so an IDE that runs the command lists them on the catalogs' lines; the summary is printed
/// as before.
@main
struct TextFitCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments

        let root = context.package.directoryURL.standardizedFileURL
        var found = Self.localizations(in: root)
        if !targetNames.isEmpty {
            let folders = try context.package.targets(named: targetNames).compactMap { Self.folder(of: $0) }
            found = found.filter { url in folders.contains { Self.relative(url, to: $0) != url.path } }
        }
        if found.isEmpty {
            let scope = targetNames.isEmpty ? "the package" : "the targets " + targetNames.joined(separator: ", ")
            throw PluginFailure("no localization files (.xcstrings, .lproj, .xliff, .xcloc) in \(scope)")
        }

        let textfit = try context.tool(named: "textfit")
        let process = Process()
        process.executableURL = textfit.url
        // Paths relative to the package, so reports (SARIF, JUnit) name files as the repository does.
        process.currentDirectoryURL = root
        process.arguments = ["check"] + found.map { Self.relative($0, to: root) } + passed
        // The diagnostics come from the Xcode format, written to a file beside the summary.
        let diagnostics = context.pluginWorkDirectoryURL.appendingPathComponent("diagnostics.txt")
        let reportsDiagnostics = !passed.contains { ["--format", "--output"].contains($0.split(separator: "=").first.map(String.init) ?? $0) }
        if reportsDiagnostics {
            try? FileManager.default.removeItem(at: diagnostics)
            try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
            process.arguments! += ["--format", "xcode", "--output", diagnostics.path]
        }
        var environment = ProcessInfo.processInfo.environment
        if environment["TEXTFIT_HOME"] == nil, let home = context.package.textFitPackageDirectory {
            // The bundled Fonts/ and Strings/ are in TextFit's own package folder.
            environment["TEXTFIT_HOME"] = home.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        if reportsDiagnostics, let text = try? String(contentsOf: diagnostics, encoding: .utf8) {
            for line in text.split(separator: "\n") { Self.emit(line) }
        }
        switch process.terminationStatus {
        case 0: return
        case 1: throw PluginFailure("textfit check: some titles do not fit (exit status 1)")
        default: throw PluginFailure("textfit check failed with exit status \(process.terminationStatus)")
        }
    }

    /// Emits one `FILE:LINE:COLUMN: error|warning: message` line as a diagnostic with its file and line.
    static func emit(_ line: Substring) {
        for (marker, isError) in [(": error: ", true), (": warning: ", false)] {
            guard let split = line.range(of: marker) else { continue }
            let place = line[..<split.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[split.upperBound...])
            // PATH:LINE:COLUMN; the path may hold colons of its own.
            let file = place.count >= 3 ? place.dropLast(2).joined(separator: ":") : nil
            let number = place.count >= 3 ? Int(place[place.count - 2]) : nil
            if isError {
                Diagnostics.error(message, file: file, line: number)
            } else {
                Diagnostics.warning(message, file: file, line: number)
            }
            return
        }
    }

    /// Every catalog file, XLIFF file, `.xcloc` bundle and `.lproj` folder under `root`, sorted;
    /// hidden folders (`.build`, `.git`, `.swiftpm`) are not entered.
    static func localizations(in root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            switch url.pathExtension {
            case "xcloc", "lproj":
                found.append(url.standardizedFileURL)
                walker.skipDescendants()
            case "xcstrings", "xliff":
                found.append(url.standardizedFileURL)
            default:
                break
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folder that holds a target's sources: the deepest folder common to its files.
    static func folder(of target: Target) -> URL? {
        guard let files = (target as? SourceModuleTarget)?.sourceFiles.map(\.url), var common = files.first?
            .deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let parts = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
    }

    /// `url` relative to `root` when it lies inside it, else its full path.
    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.path, base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// A failure the plugin reports to `swift package` (which prints it and exits non-zero).
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
