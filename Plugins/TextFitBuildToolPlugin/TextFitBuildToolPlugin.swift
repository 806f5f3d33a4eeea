import Foundation
import PackagePlugin

/// Runs `textfit check --format xcode` on a target's localizations and Location Buttons as part
/// of its build, so Xcode (and `swift build`) show each title that does not fit on its line in
/// the catalog, and each button iOS would not draw on its line in the Swift or storyboard file.
///
/// What it checks: every String Catalog (`.xcstrings`), `.strings`, `.stringsdict` and XLIFF
/// file in the folder of the target's sources (the deepest folder common to them), included in the target or excluded from it alike (hidden
/// folders left out). With a `textfit.json` (or `.textfit.json`) at the package's root it takes
/// the button spec, the gate policy, the categories and any other arguments from there:
///
/// ```json
/// {"spec": "Design/button.json", "policy": {"failOn": ["truncation@...xxxLarge"]},
///  "category": "large...AX5", "arguments": ["--relative-budget", "40"]}
/// ```
///
/// `spec` and `policy` are a file (relative to the configuration's folder) or the object itself.
/// Without a policy every finding is a warning and the build goes on; with one, what the policy
/// fails on is an error and fails the build.
///
/// It is a build command with declared inputs (the localization files, the configuration and
/// the files it names) and one output, so the build system runs it again only when one of them
/// changed: an unchanged build does not check again. The output is a Swift file holding only a
/// comment (a generated Swift file is what a build-tool plugin's output must be to be built
/// without being copied into the target's resources).
@main
struct TextFitBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // A Swift target: the command's output is a Swift file the target compiles.
        guard let module = target as? SourceModuleTarget, module.sourceFiles.contains(where: { $0.url.pathExtension == "swift" }),
              let folder = Self.folder(of: module) else { return [] }
        let root = context.package.directoryURL.standardizedFileURL
        let home = context.package.textFitPackageDirectory
        return try Self.commands(tool: try context.tool(named: "textfit").url, folder: folder,
                                 configurationRoot: root, work: context.pluginWorkDirectoryURL, name: target.name, home: home)
    }

    /// The one build command for the localizations in `folder`; none when there are none.
    static func commands(tool: URL, folder: URL, configurationRoot: URL, work: URL, name: String, home: URL?) throws -> [Command] {
        let inputs = localizationFiles(in: folder.standardizedFileURL) + buttonSources(in: folder.standardizedFileURL)
        guard !inputs.isEmpty else { return [] }
        let configuration = try Configuration.load(in: configurationRoot, work: work)
        let output = work.appendingPathComponent("TextFitChecked.swift")
        var arguments = ["check"] + inputs.map(\.path) + ["--format", "xcode", "--output", "-", "--quiet",
                                                          "--stamp", output.path]
        arguments += configuration.arguments
        var environment: [String: String] = [:]
        if let home { environment["TEXTFIT_HOME"] = home.path }
        return [.buildCommand(displayName: "TextFit: checking the localized titles of \(name)",
                              executable: tool, arguments: arguments, environment: environment,
                              inputFiles: inputs + configuration.files, outputFiles: [output])]
    }

    /// Every `.xcstrings`, `.strings`, `.stringsdict`, `.xliff` and `.xlf` file under `folder`,
    /// sorted; hidden folders are not entered.
    static func localizationFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            switch url.pathExtension.lowercased() {
            case "xcstrings", "strings", "stringsdict", "xliff", "xlf": found.append(url.standardizedFileURL)
            default: break
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The Swift, storyboard and XIB files under `folder` that name a Location Button
    /// (`LocationButton`, `CLLocationButton`, `clLocationButton`), sorted: `textfit check` checks
    /// the buttons they create and puts the findings on their lines (docs/buttons.md).
    static func buttonSources(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where ["swift", "storyboard", "xib"].contains(url.pathExtension.lowercased()) {
            guard let data = FileManager.default.contents(atPath: url.path),
                  String(decoding: data, as: UTF8.self).contains("ocationButton") else { continue }
            found.append(url.standardizedFileURL)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folder that holds a target's sources: the deepest folder common to its files.
    static func folder(of target: SourceModuleTarget) -> URL? {
        guard var common = target.sourceFiles.map(\.url).first?.deletingLastPathComponent().standardizedFileURL.pathComponents
        else { return nil }
        for file in target.sourceFiles.map(\.url).dropFirst() {
            let parts = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
    }
}

/// `textfit.json` (or `.textfit.json`): the arguments it adds and the files the check then reads.
struct Configuration {
    /// Arguments for `textfit check`.
    var arguments: [String] = []
    /// The configuration and the files it names: inputs of the build command.
    var files: [URL] = []

    /// The names looked for, in order.
    static let names = ["textfit.json", ".textfit.json"]

    /// Reads the configuration in `root`; no file gives the default: every finding warns.
    /// Inline `spec` and `policy` objects are written to `work` (only when they changed, so an
    /// unchanged build stays unchanged).
    static func load(in root: URL, work: URL) throws -> Configuration {
        guard let file = names.map({ root.appendingPathComponent($0) })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            return Configuration(arguments: ["--warn-on", "all"])
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        } catch {
            throw PluginFailure("\(file.path): not valid JSON: \(error.localizedDescription)")
        }
        guard let object = parsed as? [String: Any] else { throw PluginFailure("\(file.path): expected a JSON object") }
        let known: Set<String> = ["spec", "policy", "category", "arguments"]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw PluginFailure("\(file.path): unknown field '\(unknown)'; expected \(known.sorted().joined(separator: ", "))")
        }
        var configuration = Configuration(files: [file])
        let folder = file.deletingLastPathComponent()
        for field in ["spec", "policy"] {
            guard let value = object[field] else { continue }
            let path: URL
            if let name = value as? String {
                path = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
                configuration.files.append(path.standardizedFileURL)
            } else if value is [String: Any] {
                path = work.appendingPathComponent("textfit-\(field).json")
                let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted])
                if (try? Data(contentsOf: path)) != data {
                    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
                    try data.write(to: path, options: .atomic)
                }
            } else {
                throw PluginFailure("\(file.path): '\(field)' must be a file name or an object")
            }
            configuration.arguments += ["--\(field)", path.path]
        }
        if object["policy"] == nil { configuration.arguments += ["--warn-on", "all"] }
        if let value = object["category"] {
            guard let category = value as? String else { throw PluginFailure("\(file.path): 'category' must be a string") }
            configuration.arguments += ["--category", category]
        }
        if let value = object["arguments"] {
            guard let list = value as? [String] else { throw PluginFailure("\(file.path): 'arguments' must be a list of strings") }
            configuration.arguments += list
        }
        return configuration
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TextFitBuildToolPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project: the localization files among the target's inputs, configuration from
    /// the project's folder.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let kinds: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "xlf"]
        let inputs = target.inputFiles.map(\.url).filter { kinds.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let root = context.xcodeProject.directoryURL
        let configuration = try Configuration.load(in: root, work: context.pluginWorkDirectoryURL)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("TextFitChecked.swift")
        let arguments = ["check"] + inputs.map(\.path) + ["--format", "xcode", "--output", "-", "--quiet",
                                                          "--stamp", output.path] + configuration.arguments
        return [.buildCommand(displayName: "TextFit: checking the localized titles of \(target.displayName)",
                              executable: try context.tool(named: "textfit").url, arguments: arguments,
                              inputFiles: inputs + configuration.files, outputFiles: [output])]
    }
}
#endif

/// A failure the plugin reports to the build (which prints it and stops).
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
