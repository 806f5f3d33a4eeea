/// The strings table a string belongs to: what an app looks a string up in, with its key
/// (`NSLocalizedString(key, tableName:)`, `String(localized:table:)`).
///
/// A table is named by its file's base name — `Localizable` for `de.lproj/Localizable.strings`
/// and `Localizable.stringsdict`, `Main` for a storyboard's `Main.strings`, `InfoPlist`, a String
/// Catalog's own name — and lives in a folder: the one holding its `*.lproj` folders, or the
/// catalog. Two targets of one app may each have a `Localizable` table; their folders tell them
/// apart. XLIFF names each table by its `<file original="…">`, read the same way.
///
/// A string's identity is its table and its key: the same key in two tables is two strings, each
/// translated and compared with its own table's source.
package struct TableIdentity: Hashable, Sendable, Comparable {
    /// The folder holding the table's `*.lproj` folders or its catalog, as the path spells it
    /// (`""` for a path without a folder).
    package var folder: String
    /// The table's name: the file's base name.
    package var name: String

    package init(folder: String, name: String) {
        self.folder = folder
        self.name = name
    }

    /// The table of the localization file at `path` (a file path, or an XLIFF `original`): its
    /// base name, in the folder above its `*.lproj` folder (or its own folder when it is in none).
    package init(path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = parts.popLast() ?? ""
        if let last = parts.last, last.lowercased().hasSuffix(".lproj") { parts.removeLast() }
        let dot = file.lastIndex(of: ".").flatMap { $0 == file.startIndex ? nil : $0 }
        self.init(folder: parts.joined(separator: "/"), name: dot.map { String(file[..<$0]) } ?? file)
    }

    /// The path spelling: `App/Localizable`, or the name alone without a folder.
    package var path: String { folder.isEmpty ? name : folder + "/" + name }

    package static func < (a: TableIdentity, b: TableIdentity) -> Bool { (a.folder, a.name) < (b.folder, b.name) }

    /// How `key` is named where its table must be said: the key alone when `table` is `nil` (its
    /// key is in one table only), else `key (table Main)`.
    package static func label(key: String, table: String?) -> String {
        table.map { "\(key) (table \($0))" } ?? key
    }

    /// `key` quoted, for messages, with its table where it must be said: `'34.title' (table Main)`.
    package static func quoted(key: String, table: String?) -> String {
        "'\(key)'" + (table.map { " (table \($0))" } ?? "")
    }

    /// The name each table is shown by where it must be said: its name, or where tables of that
    /// name live in several folders (two targets' `Localizable`), the name after as many of its
    /// folder's last components as tell them apart (`App/Localizable`, `Widget/Localizable`).
    ///
    /// The components are those below the folder all of them are in: a loose `Interface.strings`
    /// at an app's root and `WatchApp/Interface.strings` are `Interface` and
    /// `WatchApp/Interface`, not named after the folder the app is checked out in. So the names
    /// are the same wherever the app is checked out, under whatever name, and however its path is
    /// spelled (`.`, `../app`, `/abs/app`).
    package static func displayNames(_ tables: some Collection<TableIdentity>) -> [TableIdentity: String] {
        var byName: [String: Set<TableIdentity>] = [:]
        for table in tables { byName[table.name, default: []].insert(table) }
        var names: [TableIdentity: String] = [:]
        for (name, group) in byName {
            guard group.count > 1 else {
                for table in group { names[table] = name }
                continue
            }
            // `./Shared` and `Shared` name the same folder.
            let spelled = group.map { table in
                (table, table.folder.split(separator: "/").filter { $0 != "." }.map(String.init))
            }
            // The folder all of them are in, as its components: left out of every name.
            var shared = spelled.first?.1 ?? []
            for (_, components) in spelled.dropFirst() {
                shared = Array(zip(shared, components).prefix { $0 == $1 }.map(\.0))
            }
            let folders = spelled.map { ($0.0, Array($0.1.dropFirst(shared.count))) }
            let deepest = folders.map(\.1.count).max() ?? 0
            var depth = 1
            func shown(_ components: [String]) -> String { (components.suffix(depth) + [name]).joined(separator: "/") }
            while depth < deepest, Set(folders.map { shown($0.1) }).count < group.count { depth += 1 }
            for (table, components) in folders { names[table] = shown(components) }
        }
        return names
    }
}
