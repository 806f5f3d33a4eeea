/// Finds the keys a language lacks, so an untranslated string is reported instead of silently
/// measured as its source text.
package enum MissingTranslations {
    /// A `.missingTranslation` note for every key (not stale) that some language in `table` has no
    /// string for in the key's own table (``TableIdentity``), unless a reader already reported
    /// that key, table and language.
    ///
    /// The languages considered are every language with a string, a missing-translation note or an
    /// empty file (`.emptyFile`); a
    /// key counts as present in a language when any variant of it is. Notes come grouped by
    /// language (sorted), keys in table order, each placed at the key's source-language string
    /// (or, failing that, its first string).
    package static func notes(for table: StringTable) -> [ReadNote] {
        // Keys and languages are numbered once, and presence kept in a flat grid: a large catalog
        // has a hundred thousand strings, and hashing pairs of them costs more than the rest.
        struct TableKey: Hashable {
            var table: TableIdentity?
            var key: ExactKey

            /// By key alone: the table's folder is a path, longer than most keys, and a key is in
            /// one table or a few; equality tells them apart.
            func hash(into hasher: inout Hasher) { hasher.combine(key) }
        }
        var keyIndex: [TableKey: Int] = [:]
        var keys: [String] = []
        var tableNames: [String?] = []
        var tableKeys: [TableIdentity?] = []
        var languageIndex: [String: Int] = [:]
        var languages: [LanguageTag] = []
        var place: [SourceLocation?] = []
        var live: [Bool] = []
        var cells: [(key: Int, language: Int)] = []
        cells.reserveCapacity(table.strings.count + table.notes.count)

        func number(_ key: String, table: TableIdentity?, named name: String?) -> Int {
            let slot = TableKey(table: table, key: ExactKey(key))
            if let k = keyIndex[slot] { return k }
            keyIndex[slot] = keys.count
            keys.append(key)
            tableNames.append(name)
            tableKeys.append(table)
            place.append(nil)
            live.append(false)
            return keys.count - 1
        }
        func number(_ language: LanguageTag) -> Int {
            if let l = languageIndex[language.identifier] { return l }
            languageIndex[language.identifier] = languages.count
            languages.append(language)
            return languages.count - 1
        }

        // By index, member by member: a string copied to be asked would retain each of its
        // members. A file's strings share a language: the last one's number is asked first.
        let strings = table.strings
        var last: (language: LanguageTag, number: Int)?
        for index in strings.indices {
            let k = number(strings[index].key, table: strings[index].tableIdentity, named: strings[index].table)
            let l: Int
            if let last, last.language == strings[index].language {
                l = last.number
            } else {
                l = number(strings[index].language)
                last = (strings[index].language, l)
            }
            cells.append((k, l))
            if place[k] == nil || (strings[index].language == table.sourceLanguage && strings[index].variant == nil) {
                place[k] = strings[index].location
            }
            if strings[index].state != .stale { live[k] = true }
        }
        let keyCount = keys.count
        for note in table.notes where note.kind == .missingTranslation || note.kind == .emptyFile {
            guard let language = note.language else { continue }
            // A language whose only file is empty lacks every key: it is counted, with nothing present.
            let l = number(language)
            guard note.kind == .missingTranslation, let k = keyIndex[TableKey(table: note.tableIdentity, key: ExactKey(note.key))]
            else { continue }
            cells.append((k, l))
        }
        var present = [Bool](repeating: false, count: keyCount * languages.count)
        for cell in cells { present[cell.language * keyCount + cell.key] = true }

        var notes: [ReadNote] = []
        let order = languages.indices.sorted { languages[$0] < languages[$1] }
        for l in order {
            for k in 0..<keyCount where live[k] && !present[l * keyCount + k] {
                guard let location = place[k] else { continue }
                var note = ReadNote(kind: .missingTranslation, key: keys[k], language: languages[l], location: location,
                                    message: "\(TableIdentity.quoted(key: keys[k], table: tableNames[k])) has no \(languages[l]) translation")
                note.tableIdentity = tableKeys[k]
                notes.append(note)
            }
        }
        return notes
    }

    /// The untranslated keys of each language, from a table's `.missingTranslation` notes.
    package static func keysByLanguage(_ table: StringTable) -> [LanguageTag: [String]] {
        var result: [LanguageTag: [String]] = [:]
        for note in table.notes where note.kind == .missingTranslation {
            guard let language = note.language else { continue }
            if result[language]?.contains(note.key) != true { result[language, default: []].append(note.key) }
        }
        return result
    }
}
