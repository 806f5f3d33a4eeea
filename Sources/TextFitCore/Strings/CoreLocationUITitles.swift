import Foundation

/// iOS's own Location Button titles, read from a `CoreLocationUI.framework` folder (one copied
/// from an Xcode simulator runtime or a Mac), so a team measures the titles of its iOS version.
///
/// The framework keeps its five titles in the `CoreLocationUI` table under the keys in
/// ``titles`` (`LOCATION_BUTTON_CURRENT_LOCATION` …), one of two ways:
/// - `CoreLocationUI.loctable` or, from iOS 17, `Localizable.loctable`: a binary property list,
///   localization name → key → title, as recent iOS versions ship it (iOS 17+ names Brazilian
///   Portuguese `pt_BR`). A top-level `LocProvenance` member is Apple's bookkeeping,
///   not a localization, and is skipped.
/// - `<name>.lproj/CoreLocationUI.strings`: one file per localization, as old-style text, XML
///   or binary property list, read by `StringsFileReader` (with lines where the format has
///   them).
///
/// When both are present the loctable is read: it is what the system loads. Both are looked
/// for in the folder and in its `Resources/` (a macOS framework's layout).
///
/// Apple names localizations by folder (`languageTag(appleName:)`): `pt` is Brazilian
/// Portuguese, `no` Norwegian Bokmål, `zh_CN`/`zh_TW`/`zh_HK` Simplified, Traditional and Hong
/// Kong Chinese, `yue_CN` Cantonese in Simplified characters; other names are BCP 47 tags with
/// underscores (`en_GB`, `es_419`).
///
/// Bad input is an ``InputError`` naming the file (and line or key): a folder with neither
/// table, a key that is not one of the five, a localization name that is no language, a value
/// that is not a string, a damaged property list. What a reader notices without failing (an
/// empty file, a key written twice) is kept in the table's notes.
public enum CoreLocationUITitles {
    /// The framework's keys and the titles they stand for, which key the bundled catalog and
    /// name `CLLocationButtonLabel`'s cases in English.
    public static let titles: KeyValuePairs<String, String> = [
        "LOCATION_BUTTON_CURRENT_LOCATION": "Current Location",
        "LOCATION_BUTTON_SEND_CURRENT_LOCATION": "Send Current Location",
        "LOCATION_BUTTON_SEND_MY_CURRENT_LOCATION": "Send My Current Location",
        "LOCATION_BUTTON_SHARE_CURRENT_LOCATION": "Share Current Location",
        "LOCATION_BUTTON_SHARE_MY_CURRENT_LOCATION": "Share My Current Location",
    ]

    /// The table's name in the framework.
    package static let tableName = "CoreLocationUI"

    /// Apple's folder names whose BCP 47 tag is not the name with hyphens.
    private static let appleNames: [String: String] = [
        "pt": "pt-BR", "no": "nb", "zh_CN": "zh-Hans", "zh_TW": "zh-Hant", "zh_HK": "zh-HK", "yue_CN": "yue-Hans",
    ]

    /// The BCP 47 tag of a localization as Apple names it (`pt` → `pt-BR`, `no` → `nb`,
    /// `zh_CN` → `zh-Hans`, `zh_TW` → `zh-Hant`, `zh_HK` → `zh-HK`, `yue_CN` → `yue-Hans`,
    /// `en_GB` → `en-GB`); `nil` when the name is no language tag.
    package static func languageTag(appleName: String) -> LanguageTag? {
        LanguageTag(appleNames[appleName] ?? appleName.replacingOccurrences(of: "_", with: "-"))
    }

    /// The title a framework key stands for; `nil` for a key that is not one of the five.
    public static func title(forKey key: String) -> String? {
        titles.first { $0.key == key }?.value
    }

    /// The comment the imported catalog gives `title`'s key.
    static func comment(title: String, key: String) -> String {
        "Location Button title “\(title)”: \(key) in CoreLocationUI.framework. Every title here is iOS's own, "
            + "read from that framework by textfit titles import."
    }

    /// Reads every title of the framework at `path`, keyed by its English title, in the
    /// development language `en`; each string's location is the file (and line) it was read from.
    public static func read(framework path: String) throws(InputError) -> StringTable {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(file: path, reason: "not a folder; expected a CoreLocationUI.framework folder")
        }
        let folders = [path, (path as NSString).appendingPathComponent("Resources")]
        // iOS 15's table is CoreLocationUI.loctable; from iOS 17 the titles are in Localizable.loctable.
        for folder in folders {
            for name in [tableName, "Localizable"] {
                let loctable = (folder as NSString).appendingPathComponent(name + ".loctable")
                if FileManager.default.fileExists(atPath: loctable) { return try readLoctable(at: loctable) }
            }
        }
        for folder in folders {
            let files = stringsFiles(in: folder)
            if !files.isEmpty { return try readStringsFiles(files) }
        }
        throw InputError(file: path, reason: "not a CoreLocationUI.framework folder: it holds no \(tableName).loctable, "
                         + "no Localizable.loctable "
                         + "and no *.lproj/\(tableName).strings (nor does its Resources/ folder)")
    }

    /// `*.lproj/CoreLocationUI.strings` in `folder`, sorted by path.
    private static func stringsFiles(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { name in
            let file = ((folder as NSString).appendingPathComponent(name) as NSString)
                .appendingPathComponent(tableName + ".strings")
            return FileManager.default.fileExists(atPath: file) ? file : nil
        }
    }

    private static let english = LanguageTag("en")!

    /// The language of a localization name, or an error naming the file and the name.
    private static func language(_ name: String, file: String, key: String? = nil) throws(InputError) -> LanguageTag {
        guard let tag = languageTag(appleName: name) else {
            throw InputError(file: file, key: key, reason: "unknown localization '\(name)': not a language tag")
        }
        return tag
    }

    /// The string for one framework entry, or an error naming the unknown key.
    private static func string(key: String, value: String, language: LanguageTag,
                               location: SourceLocation, keyPath: String?) throws(InputError) -> LocalizedString {
        guard let title = title(forKey: key) else {
            throw InputError(file: location.file, line: location.line, key: keyPath,
                             reason: "unknown key '\(key)'; a CoreLocationUI table holds "
                                + titles.map(\.key).joined(separator: ", "))
        }
        return LocalizedString(key: title, language: language, value: value, state: .translated, location: location,
                               comment: comment(title: title, key: key))
    }

    private static func readStringsFiles(_ files: [String]) throws(InputError) -> StringTable {
        var table = StringTable(sourceLanguage: english)
        for file in files {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
            let language = try language(String(folder.dropLast(".lproj".count)), file: file)
            let read = try StringsFileReader.read(path: file, language: language, sourceLanguage: english)
            table.notes += read.notes
            for entry in read.strings {
                table.strings.append(try string(key: entry.key, value: entry.value, language: language,
                                                location: entry.location, keyPath: nil))
            }
        }
        return table
    }

    private static func readLoctable(at file: String) throws(InputError) -> StringTable {
        let data = try InputError.contents(of: file)
        guard data.starts(with: Array("bplist".utf8)) else {
            throw InputError(file: file, reason: "not a binary property list (a .loctable starts with 'bplist')")
        }
        let plist = try BinaryPropertyList(data: data, file: file)
        guard plist.rootIsDictionary else {
            throw InputError(file: file, reason: "a .loctable must hold a dictionary of localizations")
        }
        var table = StringTable(sourceLanguage: english)
        let location = SourceLocation(file: file)
        for (name, value) in plist.entries where name != "LocProvenance" {
            let language = try language(name, file: file, key: name)
            guard let entries = value as? [String: Any] else {
                throw InputError(file: file, key: name, reason: "not a dictionary of titles")
            }
            if entries.isEmpty {
                table.notes.append(ReadNote(kind: .emptyFile, key: "", language: language, location: location,
                                            message: "\(file) holds no titles for '\(name)'"))
            }
            for key in entries.keys.sorted() {
                guard let text = entries[key] as? String else {
                    throw InputError(file: file, key: "\(name).\(key)", reason: "not a string")
                }
                table.strings.append(try string(key: key, value: text, language: language, location: location,
                                                keyPath: "\(name).\(key)"))
            }
        }
        return table
    }

    /// The String Catalog of `table`'s titles, in the bundled catalog's format (what
    /// `textfit check` reads): one entry per title with its framework key in the comment,
    /// extraction state `manual` (the titles are iOS's, not in the app's code), every
    /// localization in state `translated`.
    package static func catalog(_ table: StringTable) -> Data {
        StringCatalogWriter.data(for: table, manual: true)
    }
}
