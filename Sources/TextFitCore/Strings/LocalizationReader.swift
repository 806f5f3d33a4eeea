import Foundation

/// Reads whatever localization files a team commits — files or folders — into one ``StringTable``.
///
/// Files are recognised by extension: `.xcstrings` (`StringCatalogReader`), `.strings`
/// (`StringsFileReader`), `.stringsdict` (`StringsDictReader`), `.xliff` (`XLIFFReader`) and
/// `.xcloc` bundles (`XclocReader`). Folders are searched recursively (hidden folders skipped,
/// `.xcloc` bundles read as bundles, linked `*.lproj` folders followed); a folder, `*.lproj` folder or
/// file that cannot be read is an ``InputError`` naming it, never skipped. A `.strings` or
/// `.stringsdict` file takes its language from the enclosing `*.lproj` folder, whose name may be
/// any language tag (``LanguageTag``: `azb.lproj`, `sr_Latn.lproj`, `iw.lproj` read as `he`, with a
/// `.languageFolder` note) or an old English name (`German.lproj`). `Base.lproj`, and a file
/// outside any `*.lproj` folder (a translation platform's source file kept beside the folders,
/// with a `.looseFile` note), are the development language: the first String Catalog's
/// `sourceLanguage`, else the first XLIFF's `source-language`, else an `.xcloc`'s
/// `developmentRegion`, else `en`; when the files declare more than one, such a file is named in
/// a `.looseFile` note and not measured. `qqq.lproj` (translators' documentation) and `.strings`
/// files in `mul.lproj` are named in notes and not measured (`placement(of:)`).
///
/// A file found in a folder is refused only when it is malformed (not JSON, not a property list,
/// not XLIFF, not `.strings` syntax: `InputError`, exit status 2, as for a file the user named);
/// one that only names no language TextFit can read (a folder name or `sourceLanguage` that is
/// not a language tag, an `.xcloc` without XLIFF) is named in an `.unknownLanguage` note, and one
/// that starts with a corrupted byte-order mark (`TextFileDecoder.checkByteOrderMark(_:file:)`)
/// in an `.unreadableFile` note, and the run goes on. Named on the command line, such a file is refused.
///
/// Strings never drawn as visible text — accessibility labels, hints and values, tooltips, known by
/// their Interface Builder keys (`abc-12-xyz.accessibilityLabel`) — are not measured; one
/// `.neverDrawn` note counts them (`NeverDrawnStrings`).
///
/// Every string belongs to a table (`TableIdentity`: the file's base name in its target's
/// folder, a String Catalog's name, an XLIFF `<file>`'s `original`), and the same key in two
/// tables is two strings: each is compared with its own table's source and noted missing in its
/// own table; where a key is in more than one table, its strings carry their table's name
/// (`LocalizedString.table`) so that every output tells them apart.
///
/// The tables are merged (keys compared byte for byte, `ExactKey`): the same table, key, language and variant read twice with the same text (every
/// XLIFF of an export repeats the source) is kept once; read twice with different texts, both are
/// kept and a `.duplicateKey` note names the second. Keys some language lacks get
/// `.missingTranslation` notes (`MissingTranslations`); empty translations of non-empty source
/// texts are measured and get `.emptyTranslation` notes (`EmptyTranslations`); texts naming a build
/// setting (`$(PRODUCT_NAME)`), measured as written, get `.buildSetting` notes
/// (`BuildSettingReferences`); values past the
/// format-specifier sample limits get `.sampleLimit` notes (`FormatSpecifierSampler.limits(in:)`);
/// `MergeChecks` runs these four.
public enum LocalizationReader {
    /// The file extensions read, lowercase.
    public static let extensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "xcloc"]

    /// Reads every localization file at or under `paths`.
    public static func read(paths: [String]) throws(InputError) -> StringTable {
        try read(paths: paths, sourceLanguage: nil)
    }

    /// Reads every localization file at or under `paths`; `sourceLanguage`, when given, overrides
    /// the development language the files declare.
    public static func read(paths: [String], sourceLanguage: LanguageTag?) throws(InputError) -> StringTable {
        var reading = try LocalizationReading(paths: paths, sourceLanguage: sourceLanguage)
        try reading.takeCatalogs(reading.catalogFiles.map(LocalizationReading.readCatalog))
        let steps = reading.stringsSteps(), source = reading.source
        var tables = try reading.finish(steps, outcomes: LocalizationReading.reads(of: steps).map {
            LocalizationReading.read($0, source: source)
        })
        return merge(taking: &tables, sourceLanguage: source)
    }

    /// Reads every localization file at or under `paths` as ``read(paths:sourceLanguage:)``
    /// does, up to `parallelism` files at once: the same table, the same notes, and the same
    /// fault thrown first.
    public static func read(paths: [String], sourceLanguage: LanguageTag?, parallelism: Int) async throws(InputError)
        -> StringTable {
        var reading = try LocalizationReading(paths: paths, sourceLanguage: sourceLanguage)
        try reading.takeCatalogs(await reading.catalogFiles.concurrentMap(tasks: parallelism, LocalizationReading.readCatalog))
        let steps = reading.stringsSteps(), source = reading.source
        let outcomes = await LocalizationReading.reads(of: steps).concurrentMap(tasks: parallelism) {
            LocalizationReading.read($0, source: source)
        }
        var tables = try reading.finish(steps, outcomes: outcomes)
        return await merge(taking: &tables, sourceLanguage: source)
    }

    /// Gives the strings and notes of `table`, read from `file`, the file's table
    /// (``TableIdentity``) where the reader named none (XLIFF names each `<file>`'s own).
    static func place(_ table: inout StringTable, in file: String) {
        let identity = TableIdentity(path: file)
        for index in table.strings.indices where table.strings[index].tableIdentity == nil {
            table.strings[index].tableIdentity = identity
        }
        for index in table.notes.indices where table.notes[index].tableIdentity == nil {
            table.notes[index].tableIdentity = identity
        }
    }

    /// Names the table of every string whose key is in more than one table (``LocalizedString/table``).
    static func nameSharedTables(_ table: inout StringTable) {
        var tables: [ExactKey: TableIdentity?] = [:]
        var shared = Set<ExactKey>()
        for string in table.strings {
            let key = ExactKey(string.key)
            if let known = tables[key] {
                if known != string.tableIdentity { shared.insert(key) }
            } else {
                tables[key] = string.tableIdentity
            }
        }
        guard !shared.isEmpty else { return }
        let names = TableIdentity.displayNames(Set(table.strings.compactMap(\.tableIdentity)))
        for index in table.strings.indices where shared.contains(ExactKey(table.strings[index].key)) {
            table.strings[index].table = table.strings[index].tableIdentity.flatMap { names[$0] } ?? ""
        }
    }

    /// Where a `.strings` or `.stringsdict` file's language comes from: its `*.lproj` folder.
    enum Placement: Equatable {
        /// A folder named by a language tag (or an old English name, `German.lproj`).
        case language(LanguageTag, folder: String)
        /// `Base.lproj` (`folder`), or no `*.lproj` folder at all (`nil`): the development language.
        case development(folder: String?)
        /// `qqq.lproj`: translators' documentation.
        case documentation(folder: String)
        /// `mul.lproj`: Xcode's folder for String Catalogs paired with Interface Builder files.
        case multilingual(folder: String)
        /// A folder whose name is not a language tag.
        case notALanguage(folder: String)
    }

    /// Old projects name folders in English; CoreFoundation's bundle code reads these names
    /// (`__CFBundleLanguageNamesArray` in CFBundle_Locale.c, matched by position to
    /// `langCodeToLocaleString` in CFLocaleIdentifier.c). Names Apple gives two codes
    /// (Chinese, Azerbaijani, Mongolian) are left out.
    static let legacyFolderNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Dutch": "nl", "Swedish": "sv",
        "Spanish": "es", "Danish": "da", "Portuguese": "pt", "Norwegian": "nb", "Hebrew": "he", "Japanese": "ja",
        "Arabic": "ar", "Finnish": "fi", "Greek": "el", "Icelandic": "is", "Maltese": "mt", "Turkish": "tr",
        "Croatian": "hr", "Urdu": "ur", "Hindi": "hi", "Thai": "th", "Korean": "ko", "Lithuanian": "lt",
        "Polish": "pl", "Hungarian": "hu", "Estonian": "et", "Latvian": "lv", "Sami": "se", "Faroese": "fo",
        "Farsi": "fa", "Russian": "ru", "Irish": "ga", "Albanian": "sq", "Romanian": "ro", "Czech": "cs",
        "Slovak": "sk", "Slovenian": "sl", "Yiddish": "yi", "Serbian": "sr", "Macedonian": "mk", "Bulgarian": "bg",
        "Ukrainian": "uk", "Byelorussian": "be", "Uzbek": "uz", "Kazakh": "kk",
    ]

    /// Where the language of the `.strings` or `.stringsdict` file at `path` comes from.
    ///
    /// `Base.lproj` holds the development language's resources (Base Internationalization: Xcode
    /// keeps the development language's storyboards and their strings there, and a bundle falls
    /// back to it). `mul.lproj` ("mul", ISO 639-2 for multiple languages) is where Xcode keeps a
    /// String Catalog paired with an Interface Builder file in Base.lproj; it is the one `.lproj`
    /// folder a String Catalog may sit in (Xcode 16.3 release notes, Localization: "It is now a
    /// formal build error to place an xcstrings file inside an lproj directory. mul.lproj is an
    /// exception to this, since Xcode uses it to track String Catalogs associated with IB files
    /// in Base.lproj"; swift-build's XCStringsCompilerSpec). A catalog there is read like any
    /// other; a `.strings` file there names no one language.
    static func placement(of path: String) -> Placement {
        guard let folder = lprojFolder(of: path) else { return .development(folder: nil) }
        let name = String(folder.dropLast(".lproj".count))
        if name == "Base" { return .development(folder: folder) }
        if name.lowercased() == "mul" { return .multilingual(folder: folder) }
        if let tag = LanguageTag(name) {
            return tag.isDocumentation ? .documentation(folder: folder) : .language(tag, folder: folder)
        }
        if let code = legacyFolderNames[name], let tag = LanguageTag(code) { return .language(tag, folder: folder) }
        return .notALanguage(folder: folder)
    }

    /// The localization files at or under `paths`, in a stable order (each folder's files sorted).
    package static func localizationFiles(in paths: [String]) throws(InputError) -> [String] {
        try collect(paths).files
    }

    /// The localization files at or under `paths`, and notes on what the walk passed over.
    static func collect(_ paths: [String]) throws(InputError) -> (files: [String], notes: [ReadNote]) {
        let manager = FileManager.default
        var result: [String] = []
        var notes: [ReadNote] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(file: path, reason: "no such file or folder")
            }
            if !isDirectory.boolValue || pathExtension(path) == "xcloc" {
                guard extensions.contains(pathExtension(path)) else {
                    throw InputError(file: path, reason: "not a localization file (expected .xcstrings, .strings, .stringsdict, .xliff or .xcloc)")
                }
                result.append(path)
                continue
            }
            var found: [String] = []
            let root = URL(fileURLWithPath: path)
            let rootPath = root.path
            // A folder the walk cannot enter would drop its languages without a word: it stops the read.
            var unreadable: (url: URL, error: any Error)?
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil,
                                                  options: [.skipsHiddenFiles], errorHandler: { url, error in
                                                      if unreadable == nil { unreadable = (url, error) }
                                                      return false
                                                  }) else {
                throw InputError(file: path, reason: "cannot list the folder")
            }
            for case let url as URL in walker {
                let entry = url.path
                let ext = pathExtension(entry)
                let shown = relocate(entry, from: rootPath, to: path)
                if FileStatus.isFolder(entry) {
                    if ext == "xcloc" { found.append(shown); walker.skipDescendants() }
                    if ext == "lproj", (try? manager.contentsOfDirectory(atPath: entry)) == nil {
                        throw InputError(file: shown, reason: "cannot read the folder")
                    }
                    continue
                }
                if ext == "lproj" {
                    // Not a folder to the walk: a link (followed here), a broken link, or a file.
                    var isDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                        throw InputError(file: shown, reason: "cannot read the folder (a broken link?)")
                    }
                    guard isDirectory.boolValue else {
                        // Not a localization file by its extension, and holding none: named, passed over.
                        notes.append(ReadNote(kind: .languageFolder, key: "", language: nil, location: SourceLocation(file: shown),
                                              message: "\(shown) is a file named like a language folder, not a folder; not read"))
                        continue
                    }
                    let target = url.resolvingSymlinksInPath().path
                    guard let inside = try? manager.subpathsOfDirectory(atPath: target) else {
                        throw InputError(file: shown, reason: "cannot read the folder")
                    }
                    found += inside.filter { ["strings", "stringsdict"].contains(pathExtension($0)) }
                        .map { shown + "/" + $0 }
                    continue
                }
                if extensions.contains(ext) { found.append(shown) }
            }
            if let unreadable {
                throw InputError(file: relocate(unreadable.url.path, from: root.path, to: path),
                                 reason: "cannot read: \(unreadable.error.localizedDescription)")
            }
            guard !found.isEmpty else {
                throw InputError(file: path, reason: "no .xcstrings, .strings, .stringsdict, .xliff or .xcloc files in this folder")
            }
            result += found.sorted()
        }
        return (result, notes)
    }

    /// The last component of `path`, for messages whose location names the whole path.
    static func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// The innermost `*.lproj` folder holding `path`, by name, if any.
    static func lprojFolder(of path: String) -> String? {
        URL(fileURLWithPath: path).deletingLastPathComponent().pathComponents.last { $0.lowercased().hasSuffix(".lproj") }
    }

    /// Joins tables read from several files (see the type's documentation for the rules).
    package static func merge(_ tables: [StringTable], sourceLanguage: LanguageTag) -> StringTable {
        var tables = tables
        return merge(taking: &tables, sourceLanguage: sourceLanguage)
    }

    /// ``merge(_:sourceLanguage:)``, emptying `tables` as it goes: their strings are moved into
    /// the result and filtered in place, so a large catalog's strings are not held twice.
    static func merge(taking tables: inout [StringTable], sourceLanguage: LanguageTag) -> StringTable {
        var merged = deduplicated(taking: &tables, sourceLanguage: sourceLanguage)
        MergeChecks(of: merged).apply(to: &merged)
        return merged
    }

    /// ``merge(taking:sourceLanguage:)`` with the merged table's checks run side by side
    /// (``MergeChecks/concurrently(of:)``): the same table.
    static func merge(taking tables: inout [StringTable], sourceLanguage: LanguageTag) async -> StringTable {
        var merged = deduplicated(taking: &tables, sourceLanguage: sourceLanguage)
        let checks = await MergeChecks.concurrently(of: merged)
        checks.apply(to: &merged)
        return merged
    }

    /// The strings of `tables` in one table, each key of a table and language once (the first
    /// text; a key written again with another text is measured too, with a note), and the keys
    /// that two tables share named by table; `tables` are emptied as their strings move over.
    private static func deduplicated(taking tables: inout [StringTable], sourceLanguage: LanguageTag) -> StringTable {
        struct Slot: Hashable {
            var table: TableIdentity?
            var key: ExactKey
            var language: String
            var variant: String?
        }
        var merged = StringTable(sourceLanguage: sourceLanguage)
        // Every table's strings, in order, in one array: the first table's own array when it is alone.
        var all: [LocalizedString] = []
        var counts: [Int] = []
        for t in tables.indices {
            counts.append(tables[t].strings.count)
            if all.isEmpty {
                swap(&all, &tables[t].strings)
                all.reserveCapacity(tables.reduce(all.count) { $0 + $1.strings.count })
            } else {
                all += tables[t].strings
                tables[t].strings = []
            }
        }
        // Where each slot's strings landed (the first, then any with different text), by kept position.
        var first: [Slot: Int] = [:]
        first.reserveCapacity(all.count)
        var others: [Slot: [Int]] = [:]
        var kept = 0, read = 0
        for t in tables.indices {
            for _ in 0..<counts[t] {
                // Read in place, member by member: a copy of the whole string is made only to move it.
                let here = read
                read += 1
                let slot = Slot(table: all[here].tableIdentity, key: ExactKey(all[here].key),
                                language: all[here].language.identifier, variant: all[here].variant)
                if let earliest = first[slot] {
                    if all[earliest].value == all[here].value
                        || others[slot]?.contains(where: { all[$0].value == all[here].value }) == true {
                        // The same text again (an export's repeated source): merge what the copy adds.
                        if all[earliest].widthLimit == nil { all[earliest].widthLimit = all[here].widthLimit }
                        continue
                    }
                    let (string, shown) = (all[here], all[earliest])
                    merged.notes.append(ReadNote(
                        kind: .duplicateKey, key: string.key, language: string.language, location: string.location,
                        message: "'\(string.key)'\(string.variant.map { " (\($0))" } ?? "") in \(string.language) is also at \(shown.location) with different text; both are measured"))
                    others[slot, default: []].append(kept)
                } else {
                    first[slot] = kept
                }
                // Swapped rather than copied: the string moves without its members being
                // retained and released, and what lands at `here` is left out below.
                if kept != here { all.swapAt(kept, here) }
                kept += 1
            }
            merged.notes += tables[t].notes
        }
        all.removeLast(all.count - kept)   // the strings left out, every one behind the kept
        first = [:]
        others = [:]
        merged.strings = all
        all = []
        nameSharedTables(&merged)
        return merged
    }

    static func pathExtension(_ path: String) -> String {
        URL(fileURLWithPath: path).pathExtension.lowercased()
    }

    /// Spells a found file relative to the folder as the user named it.
    private static func relocate(_ found: String, from root: String, to given: String) -> String {
        guard found.hasPrefix(root) else { return found }
        let rest = found.dropFirst(root.count)
        return (given.hasSuffix("/") ? String(given.dropLast()) : given) + rest
    }
}
