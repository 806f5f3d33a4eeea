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

    /// What `textfit check APP` reads of an app besides its strings: its storyboards and XIBs,
    /// the Location Buttons of its Swift, storyboard and XIB files, and its Xcode projects. None
    /// of it depends on the strings, so it is read while they are (``read(catalogs:projects:)``)
    /// and joined with them once they are (``checked(_:scan:everyText:)``).
    struct Scan: Sendable {
        /// The storyboards and XIBs under the paths, each read once for the join and the buttons.
        let interfaceBuilder: InterfaceBuilderScan
        /// The folders and source files among the paths: where the buttons were looked for.
        let sources: [String]
        /// The buttons found in `sources`, or why they could not be looked for; `nil` when there
        /// are no sources.
        let buttons: Result<ButtonScan, InputError>?
        /// The Xcode projects under the paths, when asked for (``AppPlatforms/projects(under:)``).
        let projects: AppPlatforms.Projects?
    }

    /// Reads what `textfit check APP` takes from the app at `catalogs` beside its strings
    /// (``Scan``), its Xcode projects too when `projects`; `nil` with no `catalogs` (the bundled
    /// job has no app). A fault is kept in the scan and thrown by ``checked(_:scan:everyText:)``,
    /// so a run that reads its strings meanwhile reports their faults first, as it reads them first.
    static func read(catalogs: [String], projects: Bool) async -> Scan? {
        guard !catalogs.isEmpty else { return nil }
        async let read = projects ? AppPlatforms.projects(under: catalogs) : nil
        let interfaceBuilder = await InterfaceBuilderScan.scan(paths: catalogs)
        let sources = catalogs.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && (isFolder.boolValue || isSourceFile(path))
        }
        var buttons: Result<ButtonScan, InputError>?
        if !sources.isEmpty {
            do throws(InputError) {
                buttons = .success(try await ButtonScan.scan(paths: sources, interfaceBuilder: interfaceBuilder))
            } catch {
                buttons = .failure(error)
            }
        }
        return Scan(interfaceBuilder: interfaceBuilder, sources: sources, buttons: buttons, projects: await read)
    }

    /// What `textfit check` measures of the strings `table`, read from the app `scan` was read
    /// from: joined with the storyboards and XIBs that draw them (docs/inputs.md;
    /// ``InterfaceBuilderContext/join(_:with:everyText:)``, `everyText` false when the run picks
    /// keys), each drawn string's element as `geometry`, and the app's own Location Buttons
    /// added (docs/buttons.md). With no `scan` (the bundled job), `table` as it is.
    static func checked(_ table: StringTable, scan: Scan?, everyText: Bool) throws(InputError)
        -> (table: StringTable, geometry: [ElementGeometry.Key: ElementGeometry]) {
        guard let scan else { return (table, [:]) }
        let joined = InterfaceBuilderContext.join(table, with: scan.interfaceBuilder, everyText: everyText)
        return (try adding(to: joined.table, from: scan), joined.geometry)
    }

    /// `table` with the Location Buttons of `scan` added.
    private static func adding(to table: StringTable, from scan: Scan) throws(InputError) -> StringTable {
        guard let buttons = scan.buttons else { return table }
        let found = try buttons.get()
        // A code folder with no catalog is checked for its buttons; with none either, nothing is.
        // An Objective-C file naming the button is said in that one line, since it is not read.
        if found.buttons.isEmpty, let folder = sourceOnlyFolders(scan.sources).first {
            var reason = "no .xcstrings, .strings, .stringsdict, .xliff or .xcloc files, "
                + "and no Location Button in its Swift, storyboard or XIB files"
            if let place = found.notes.lazy.compactMap(\.location).first(where: { ObjectiveCButtonNote.isObjectiveC($0.file) }) {
                reason += "; \(place) names CLLocationButton in Objective-C, which is not read"
            }
            throw InputError(file: folder, reason: reason)
        }
        guard !found.buttons.isEmpty || !found.notes.isEmpty else { return table }
        let added = try AppButtonTable.table(for: found, titles: BundledData.strings())
        return AppButtonTable.merging(added, into: table)
    }
}

extension StringOptions {
    /// The catalogs' strings as ``table(catalogs:)`` reads them; when every path is a Swift or
    /// Interface Builder file, an empty table (the app's buttons are added to it).
    func appTable(catalogs: [String]) async throws -> StringTable {
        let catalogPaths = AppSources.catalogPaths(catalogs)
        if catalogPaths.isEmpty && !catalogs.isEmpty { return StringTable(sourceLanguage: LanguageTag("en")!) }
        return try await table(catalogs: catalogPaths)
    }
}
