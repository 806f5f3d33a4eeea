import Foundation

/// Reads whatever localization files a team commits — files or folders — into one ``StringTable``.
///
/// Files are recognised by extension: `.xcstrings` (``StringCatalogReader``), `.strings`
/// (``StringsFileReader``), `.stringsdict` (``StringsDictReader``), `.xliff` (``XLIFFReader``) and
/// `.xcloc` bundles (``XclocReader``). Folders are searched recursively (hidden folders skipped,
/// `.xcloc` bundles read as bundles, linked `*.lproj` folders followed); a folder, `*.lproj` folder or
/// file that cannot be read is an ``InputError`` naming it, never skipped. A `.strings` or
/// `.stringsdict` file takes its language from the
/// enclosing `*.lproj` folder; `Base.lproj` is the development language. The development language
/// is the first String Catalog's `sourceLanguage`, else the first XLIFF's `source-language`, else
/// an `.xcloc`'s `developmentRegion`, else `en`.
///
/// The tables are merged (keys compared byte for byte, ``ExactKey``): the same key, language and variant read twice with the same text (every
/// XLIFF of an export repeats the source) is kept once; read twice with different texts, both are
/// kept and a `.duplicateKey` note names the second. Keys some language lacks get
/// `.missingTranslation` notes (``MissingTranslations``); empty translations of non-empty source
/// texts are measured and get `.emptyTranslation` notes (``EmptyTranslations``); values past the
/// format-specifier sample limits get `.sampleLimit` notes (``FormatSpecifierSampler/applyingLimits(to:)``).
public enum LocalizationReader {
    /// The file extensions read, lowercase.
    public static let extensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "xcloc"]

    /// Reads every localization file at or under `paths`.
    public static func read(paths: [String]) throws -> StringTable {
        try read(paths: paths, sourceLanguage: nil)
    }

    /// Reads every localization file at or under `paths`; `sourceLanguage`, when given, overrides
    /// the development language the files declare.
    public static func read(paths: [String], sourceLanguage: LanguageTag?) throws -> StringTable {
        let files = try localizationFiles(in: paths)
        var declared: LanguageTag?
        var tables: [StringTable] = []
        // Catalogs and XLIFF first: they declare the development language that Base.lproj means.
        let kinds: [(String) -> Bool] = [
            { $0 == "xcstrings" }, { $0 == "xliff" }, { $0 == "xcloc" },
        ]
        for isKind in kinds {
            for file in files where isKind(Self.pathExtension(file)) {
                let table: StringTable
                switch Self.pathExtension(file) {
                case "xcstrings": table = try StringCatalogReader.read(path: file)
                case "xliff": table = try XLIFFReader.read(path: file)
                default: table = try XclocReader.read(path: file)
                }
                if declared == nil { declared = table.sourceLanguage }
                tables.append(table)
            }
        }
        let source = sourceLanguage ?? declared ?? LanguageTag("en")!
        for file in files where ["strings", "stringsdict"].contains(Self.pathExtension(file)) {
            let language = try lprojLanguage(of: file, sourceLanguage: source)
            if Self.pathExtension(file) == "strings" {
                tables.append(try StringsFileReader.read(path: file, language: language, sourceLanguage: source))
            } else {
                tables.append(try StringsDictReader.read(path: file, language: language, sourceLanguage: source))
            }
        }
        return merge(taking: &tables, sourceLanguage: source)
    }

    /// The localization files at or under `paths`, in a stable order (each folder's files sorted).
    public static func localizationFiles(in paths: [String]) throws -> [String] {
        let manager = FileManager.default
        var result: [String] = []
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
            // A folder the walk cannot enter would drop its languages without a word: it stops the read.
            var unreadable: (url: URL, error: any Error)?
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                  options: [.skipsHiddenFiles], errorHandler: { url, error in
                                                      if unreadable == nil { unreadable = (url, error) }
                                                      return false
                                                  }) else {
                throw InputError(file: path, reason: "cannot list the folder")
            }
            for case let url as URL in walker {
                let ext = pathExtension(url.path)
                let shown = relocate(url.path, from: root.path, to: path)
                let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                if isFolder {
                    if ext == "xcloc" { found.append(shown); walker.skipDescendants() }
                    if ext == "lproj", (try? manager.contentsOfDirectory(atPath: url.path)) == nil {
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
                        throw InputError(file: shown, reason: "a file named like a language folder, not a folder")
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
        return result
    }

    /// The language of a `.strings` or `.stringsdict` file, from its `*.lproj` folder.
    public static func lprojLanguage(of path: String, sourceLanguage: LanguageTag) throws -> LanguageTag {
        let components = URL(fileURLWithPath: path).deletingLastPathComponent().pathComponents
        guard let folder = components.last(where: { $0.lowercased().hasSuffix(".lproj") }) else {
            throw InputError(file: path, reason: "not inside a *.lproj folder, so its language is unknown")
        }
        let name = String(folder.dropLast(".lproj".count))
        if name == "Base" { return sourceLanguage }
        if let tag = LanguageTag(name) { return tag }
        // Old projects name folders in English (English.lproj, German.lproj …).
        let legacy = ["English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
                      "Japanese": "ja", "Dutch": "nl"]
        if let code = legacy[name], let tag = LanguageTag(code) { return tag }
        throw InputError(file: path, reason: "unknown language '\(name)' in the folder name '\(folder)'")
    }

    /// Joins tables read from several files (see the type's documentation for the rules).
    public static func merge(_ tables: [StringTable], sourceLanguage: LanguageTag) -> StringTable {
        var tables = tables
        return merge(taking: &tables, sourceLanguage: sourceLanguage)
    }

    /// ``merge(_:sourceLanguage:)``, emptying `tables` as it goes: their strings are moved into
    /// the result and filtered in place, so a large catalog's strings are not held twice.
    static func merge(taking tables: inout [StringTable], sourceLanguage: LanguageTag) -> StringTable {
        struct Slot: Hashable { var key: ExactKey; var language: String; var variant: String? }
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
        var others: [Slot: [Int]] = [:]
        var kept = 0, read = 0
        for t in tables.indices {
            for _ in 0..<counts[t] {
                let string = all[read]
                read += 1
                let slot = Slot(key: ExactKey(string.key), language: string.language.identifier, variant: string.variant)
                if let earliest = first[slot] {
                    if all[earliest].value == string.value
                        || others[slot]?.contains(where: { all[$0].value == string.value }) == true {
                        // The same text again (an export's repeated source): merge what the copy adds.
                        if all[earliest].widthLimit == nil { all[earliest].widthLimit = string.widthLimit }
                        continue
                    }
                    let shown = all[earliest]
                    merged.notes.append(ReadNote(
                        kind: .duplicateKey, key: string.key, language: string.language, location: string.location,
                        message: "'\(string.key)'\(string.variant.map { " (\($0))" } ?? "") in \(string.language) is also at \(shown.location) with different text; both are measured"))
                    others[slot, default: []].append(kept)
                } else {
                    first[slot] = kept
                }
                if kept != read - 1 { all[kept] = string }
                kept += 1
            }
            merged.notes += tables[t].notes
        }
        all.removeLast(all.count - kept)
        first = [:]
        others = [:]
        merged.strings = all
        all = []
        merged.notes += MissingTranslations.notes(for: merged)
        merged.notes += EmptyTranslations.notes(for: merged)
        FormatSpecifierSampler.applyLimits(to: &merged)
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
