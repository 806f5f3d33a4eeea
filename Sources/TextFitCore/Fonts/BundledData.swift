import Foundation

/// The data that comes with TextFit: the default font manifest (`Fonts/manifest.json`) and the
/// Location Button catalog (`Strings/LocationButton.xcstrings`).
///
/// Both are compiled into the library (SwiftPM's `embedInCode` resources), so an installed
/// `textfit` and any package depending on TextFit find them from any folder, with no file
/// beside the binary. The font files themselves are not bundled: the manifest names them in
/// the folders Debian's `fonts-inter`, `fonts-noto-core` and `fonts-noto-cjk` install to.
///
/// `TEXTFIT_HOME` overrides the compiled-in copies: when it is set, it must name a folder laid
/// out like the repository, and `$TEXTFIT_HOME/Fonts/manifest.json` (whose folder is then also
/// searched for font files, as on macOS where the files are copied there) and
/// `$TEXTFIT_HOME/Strings/` are read instead wherever they exist there.
public enum BundledData {
    /// The name the compiled-in manifest goes by in results and messages.
    package static let manifestName = "Fonts/manifest.json"
    /// The name the compiled-in catalog goes by in results and messages.
    package static let catalogName = "Strings/LocationButton.xcstrings"

    /// The environment variable that overrides the compiled-in data.
    package static let homeVariable = "TEXTFIT_HOME"

    /// The default font set: `$TEXTFIT_HOME/Fonts/manifest.json` when it exists, else the
    /// compiled-in manifest.
    public static func fonts(environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputError) -> FontCollection {
        if let path = try overridden("Fonts/manifest.json", environment: environment) {
            return try FontCollection.manifest(at: path)
        }
        return try FontCollection.manifest(try fontManifest(), origin: manifestName, folder: nil, verifier: .shared)
    }

    /// The default font set of the process (``fonts(environment:)`` with the process's
    /// environment), loaded at the first call and shared by every later one, so one-call checks
    /// load each face once. Bound: one collection; a failed load is not kept (the next call
    /// tries again).
    public static func sharedFonts() throws(InputError) -> FontCollection {
        try shared.withLock { cached throws(InputError) in
            if let cached { return cached }
            let fonts = try fonts()
            cached = fonts
            return fonts
        }
    }

    private static let shared = Guarded<FontCollection?>(nil)

    /// The compiled-in font manifest.
    public static func fontManifest() throws(InputError) -> FontManifest {
        try FontManifest.decode(Data(PackageResources.manifest_json), file: manifestName)
    }

    /// The bundled strings: every catalog under `$TEXTFIT_HOME/Strings/` when that folder
    /// exists, else the compiled-in catalog.
    ///
    /// Each string of the bundled catalog (compiled in, or a `LocationButton.xcstrings` under
    /// `$TEXTFIT_HOME/Strings/`) carries its ``TitleSource``, read from its state as the catalog
    /// records it: `translated` is iOS's own title, `needs_review` TextFit's translation. Other
    /// files under `$TEXTFIT_HOME/Strings/` are the user's: no title source.
    public static func strings(environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputError) -> StringTable {
        var table: StringTable
        if let folder = try overridden("Strings", environment: environment) {
            table = try LocalizationReader.read(paths: [folder])
        } else {
            let read = try StringCatalogReader.read(data: Data(PackageResources.LocationButton_xcstrings), file: catalogName)
            table = LocalizationReader.merge([read], sourceLanguage: read.sourceLanguage)
        }
        let catalogFile = (catalogName as NSString).lastPathComponent
        for index in table.strings.indices
        where (table.strings[index].location.file as NSString).lastPathComponent == catalogFile {
            table.strings[index].titleSource = TitleSource.bundled(state: table.strings[index].state)
        }
        return table
    }

    /// Where the bundled strings are in a repository, for a `git:` baseline that reads them at a
    /// revision: `$TEXTFIT_HOME/Strings` when that is what is read, else the catalog's name.
    package static func stringsPaths(environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputError) -> [String] {
        [try overridden("Strings", environment: environment) ?? catalogName]
    }

    /// `relative` under `$TEXTFIT_HOME` when the variable is set and the item exists there;
    /// named relatively when it is inside the working directory, as a user would type it.
    static func overridden(_ relative: String, environment: [String: String]) throws(InputError) -> String? {
        guard let home = environment[homeVariable], !home.isEmpty else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: home, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(file: home, reason: "\(homeVariable) names no folder")
        }
        let candidate = (home as NSString).appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: candidate) else { return nil }
        let cwd = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: candidate).standardizedFileURL.path
        if absolute.hasPrefix(cwd + "/") { return String(absolute.dropFirst(cwd.count + 1)) }
        return candidate
    }
}
