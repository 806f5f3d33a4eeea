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
        var tables = try reading.finish(steps, outcomes: consume outcomes)
        return await merge(taking: &tables, sourceLanguage: source, parallelism: parallelism)
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
        // By index, member by member: a string copied to be asked would retain each of its members.
        for index in table.strings.indices {
            let key = ExactKey(table.strings[index].key)
            if let known = tables[key] {
                if known != table.strings[index].tableIdentity { shared.insert(key) }
            } else {
                tables[key] = table.strings[index].tableIdentity
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
        let counts = tables.map(\.strings.count)
        var all = concatenated(taking: &tables)
        let found = duplicates(in: all, at: Array(all.indices))
        var merged = deduplicated(&all, found: [found], tables: tables, counts: counts, sourceLanguage: sourceLanguage)
        MergeChecks(of: merged).apply(to: &merged)
        return merged
    }

    /// ``merge(taking:sourceLanguage:)`` with the repeated strings sought side by side, a part of
    /// the languages on each of `parallelism` tasks, and the merged table's checks run side by
    /// side (``MergeChecks/concurrently(of:)``): the same table.
    static func merge(taking tables: inout [StringTable], sourceLanguage: LanguageTag, parallelism: Int) async
        -> StringTable {
        let counts = tables.map(\.strings.count)
        var all = concatenated(taking: &tables)
        let found = await duplicates(in: all, parallelism: parallelism)
        var merged = deduplicated(&all, found: found, tables: tables, counts: counts, sourceLanguage: sourceLanguage)
        let checks = await MergeChecks.concurrently(of: merged)
        checks.apply(to: &merged)
        return merged
    }

    /// The repeats among `all`, sought a part of the languages on each of `parallelism` tasks:
    /// a string repeats one of its own language only, so each part holds whole languages, each
    /// part's strings in order. The languages are shared out by their strings, the most first,
    /// each to the part with the fewest so far, so that the parts take about as long. (A function
    /// of its own, so that nothing holds `all` once it returns, and the caller filters it in place.)
    private static func duplicates(in all: [LocalizedString], parallelism: Int) async -> [Duplicates] {
        let parts = max(1, parallelism)
        // Each string's language as a number, in the order the languages are first met.
        var numbers: [String: Int] = [:]
        var languageOf = [Int](repeating: 0, count: all.count)
        var sizes: [Int] = []
        for index in all.indices {
            let language = all[index].language.identifier
            let number: Int
            if let known = numbers[language] {
                number = known
            } else {
                number = sizes.count
                numbers[language] = number
                sizes.append(0)
            }
            languageOf[index] = number
            sizes[number] += 1
        }
        var partOf = [Int](repeating: 0, count: sizes.count)
        var load = [Int](repeating: 0, count: parts)
        for language in sizes.indices.sorted(by: { (sizes[$0], $1) > (sizes[$1], $0) }) {
            let part = load.indices.min { (load[$0], $0) < (load[$1], $1) } ?? 0
            partOf[language] = part
            load[part] += sizes[language]
        }
        var indices = [[Int]](repeating: [], count: parts)
        for index in all.indices { indices[partOf[languageOf[index]]].append(index) }
        return await indices.filter { !$0.isEmpty }.concurrentMap(tasks: parts) { duplicates(in: all, at: $0) }
    }

    /// Every table's strings, in order, in one array (the first table's own array, grown); the
    /// tables' own are left empty.
    private static func concatenated(taking tables: inout [StringTable]) -> [LocalizedString] {
        var all: [LocalizedString] = []
        for t in tables.indices {
            if all.isEmpty {
                swap(&all, &tables[t].strings)
                all.reserveCapacity(tables.reduce(all.count) { $0 + $1.strings.count })
            } else {
                all += tables[t].strings
                tables[t].strings = []
            }
        }
        return all
    }

    /// What makes two strings one: the same key of one table, in one language and variant.
    private struct Slot: Hashable {
        var table: TableIdentity?
        var key: ExactKey
        var language: String
        var variant: String?
    }

    /// The strings among some that repeat one before them, by their places.
    private struct Duplicates: Sendable {
        /// Strings with the slot and text of an earlier one (an export's repeated source), left
        /// out, each with the first string of the slot, which takes a width limit it lacks.
        var repeats: [(here: Int, first: Int)] = []
        /// Strings with the slot of an earlier one but other text, measured too, each with the
        /// first string of the slot, which their note names.
        var rewritten: [(here: Int, first: Int)] = []
    }

    /// The repeats among the strings of `all` at `indices` (ascending), which hold every string
    /// of each slot they hold one of.
    private static func duplicates(in all: [LocalizedString], at indices: [Int]) -> Duplicates {
        var found = Duplicates()
        // The first string of each slot, and the later ones of the slot with other text.
        var first: [Slot: Int] = [:]
        first.reserveCapacity(indices.count)
        var others: [Slot: [Int]] = [:]
        for here in indices {
            // Read in place, member by member: a string is not copied to be asked.
            let slot = Slot(table: all[here].tableIdentity, key: ExactKey(all[here].key),
                            language: all[here].language.identifier, variant: all[here].variant)
            guard let earliest = first[slot] else {
                first[slot] = here
                continue
            }
            if all[earliest].value == all[here].value
                || others[slot]?.contains(where: { all[$0].value == all[here].value }) == true {
                found.repeats.append((here, earliest))
            } else {
                found.rewritten.append((here, earliest))
                others[slot, default: []].append(here)
            }
        }
        return found
    }

    /// The strings of `all` in one table, without the repeats `found`, with a note for each
    /// string written again with other text, among the notes of `tables` as their strings are
    /// among theirs (`counts` are the tables' string counts, `all` holds them table by table).
    private static func deduplicated(_ all: inout [LocalizedString], found: [Duplicates], tables: [StringTable],
                                     counts: [Int], sourceLanguage: LanguageTag) -> StringTable {
        var merged = StringTable(sourceLanguage: sourceLanguage)
        var leftOut = [Bool](repeating: false, count: all.count)
        var rewritten: [(here: Int, first: Int)] = []
        for part in found {
            // In order within a part, as each slot is: the first width limit a repeat brings is kept.
            for (here, first) in part.repeats {
                leftOut[here] = true
                if all[first].widthLimit == nil { all[first].widthLimit = all[here].widthLimit }
            }
            rewritten += part.rewritten
        }
        rewritten.sort { $0.here < $1.here }
        // Each table's notes follow those of its strings.
        var next = 0, end = 0
        for (t, count) in counts.enumerated() {
            end += count
            while next < rewritten.count, rewritten[next].here < end {
                let (string, shown) = (all[rewritten[next].here], all[rewritten[next].first])
                merged.notes.append(ReadNote(
                    kind: .duplicateKey, key: string.key, language: string.language, location: string.location,
                    message: "'\(string.key)'\(string.variant.map { " (\($0))" } ?? "") in \(string.language) is also at \(shown.location) with different text; both are measured"))
                next += 1
            }
            merged.notes += tables[t].notes
        }
        // Swapped rather than copied: a string moves without its members being retained and
        // released, and what lands behind the kept is left out below.
        var kept = 0
        for here in all.indices where !leftOut[here] {
            if kept != here { all.swapAt(kept, here) }
            kept += 1
        }
        all.removeLast(all.count - kept)
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
