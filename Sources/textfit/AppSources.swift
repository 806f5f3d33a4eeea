import Foundation
import TextFit
import TextFitButtons
import TextFitSourceScan

/// `textfit check APP`: an app's Location Buttons checked beside its catalogs. The paths given to
/// the check are split: localization files go to the catalog readers, Swift, storyboard and XIB
/// files to the button scan, and folders to both.
enum AppSources {
    /// The paths the catalog readers take: every path but Swift, storyboard and XIB files and
    /// folders that hold sources but no localization file (an app's code folder).
    static func catalogPaths(_ paths: [String]) -> [String] {
        paths.filter { !isSourceFile($0) && !sourceOnlyFolders([$0]).contains($0) }
    }

    /// The folders among `paths` that hold Swift, storyboard, XIB or Objective-C files and no
    /// localization file (`.xcstrings`, `.strings`, `.stringsdict`, `.xliff`, `.xlf`, `.xcloc`);
    /// hidden folders are not entered.
    static func sourceOnlyFolders(_ paths: [String]) -> [String] {
        paths.filter { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return false }
            var sources = false
            for case let url as URL in walker {
                let ext = url.pathExtension.lowercased()
                if ["xcstrings", "strings", "stringsdict", "xliff", "xlf", "xcloc"].contains(ext) { return false }
                if isSourceFile(url.path) || ObjectiveCButtonNote.isObjectiveC(url.path) { sources = true }
            }
            return sources
        }
    }

    static func isSourceFile(_ path: String) -> Bool {
        SourceLocation(file: path).isAppSource
    }

    /// What `textfit check` measures of the strings `table` read from `catalogs`: joined with
    /// the storyboards and XIBs under `catalogs` that draw them (docs/inputs.md;
    /// ``InterfaceBuilderContext/join(_:with:everyText:)``, `everyText` false when the run picks
    /// keys), each drawn string's element as `geometry`, and the app's own Location Buttons
    /// added (docs/buttons.md). Each Interface Builder file is read once, for both. With no
    /// `catalogs` (the bundled job), `table` as it is.
    static func checked(_ table: StringTable, catalogs: [String], everyText: Bool) async throws(InputError)
        -> (table: StringTable, geometry: [ElementGeometry.Key: ElementGeometry]) {
        guard !catalogs.isEmpty else { return (table, [:]) }
        let scan = await InterfaceBuilderScan.scan(paths: catalogs)
        let joined = InterfaceBuilderContext.join(table, with: scan, everyText: everyText)
        return (try await adding(to: joined.table, scanning: catalogs, interfaceBuilder: scan), joined.geometry)
    }

    /// `table` with the Location Buttons found under `paths` added (nothing when `paths` is
    /// empty: the bundled job has no app), those of its storyboards and XIBs taken from
    /// `interfaceBuilder` when they have been read already.
    static func adding(to table: StringTable, scanning paths: [String],
                       interfaceBuilder: InterfaceBuilderScan? = nil) async throws(InputError) -> StringTable {
        guard !paths.isEmpty else { return table }
        let sources = paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && (isFolder.boolValue || isSourceFile(path))
        }
        guard !sources.isEmpty else { return table }
        let scan = try await ButtonScan.scan(paths: sources, interfaceBuilder: interfaceBuilder)
        // A code folder with no catalog is checked for its buttons; with none either, nothing is.
        // An Objective-C file naming the button is said in that one line, since it is not read.
        if scan.buttons.isEmpty, let folder = sourceOnlyFolders(sources).first {
            var reason = "no .xcstrings, .strings, .stringsdict, .xliff or .xcloc files, "
                + "and no Location Button in its Swift, storyboard or XIB files"
            if let place = scan.notes.lazy.compactMap(\.location).first(where: { ObjectiveCButtonNote.isObjectiveC($0.file) }) {
                reason += "; \(place) names CLLocationButton in Objective-C, which is not read"
            }
            throw InputError(file: folder, reason: reason)
        }
        guard !scan.buttons.isEmpty || !scan.notes.isEmpty else { return table }
        let buttons = try AppButtonTable.table(for: scan, titles: BundledData.strings())
        return AppButtonTable.merging(buttons, into: table)
    }
}

extension StringOptions {
    /// The catalogs' strings as ``table(catalogs:)`` reads them; when every path is a Swift or
    /// Interface Builder file, an empty table (the app's buttons are added to it).
    func appTable(catalogs: [String]) throws -> StringTable {
        let catalogPaths = AppSources.catalogPaths(catalogs)
        if catalogPaths.isEmpty && !catalogs.isEmpty { return StringTable(sourceLanguage: LanguageTag("en")!) }
        return try table(catalogs: catalogPaths)
    }
}
