/// Finds translations that are empty where the source text is not, so a title that would show
/// nothing is named, not only measured.
///
/// An empty value is valid in every format (Xcode accepts `"Title" = "";`, an empty string unit,
/// an empty `<target/>`) and is measured like any other string, 0 wide. It is also the usual trace
/// of a translation tool that wrote a placeholder, so each one gets an `.emptyTranslation` note.
package enum EmptyTranslations {
    /// An `.emptyTranslation` note for every string of `table` outside the source language whose
    /// value is empty while the source-language string of the same table, key and variant (or,
    /// when the source has no such variant, any source-language string of the key in its table) is not. Untranslated
    /// strings (state `new`) are left to the missing-translation notes, and a string already
    /// noted (a table merged twice, as an `.xcloc` bundle's is) is not noted again.
    package static func notes(for table: StringTable) -> [ReadNote] {
        struct Key: Hashable { var table: TableIdentity?; var key: ExactKey }
        struct Slot: Hashable { var key: Key; var variant: String? }
        var sourceText: [Slot: Bool] = [:]   // true: some source text for the slot is not empty
        var anySourceText: [Key: Bool] = [:]
        for string in table.strings where string.language == table.sourceLanguage {
            let key = Key(table: string.tableIdentity, key: ExactKey(string.key))
            let filled = !string.value.isEmpty
            let slot = Slot(key: key, variant: string.variant)
            sourceText[slot] = (sourceText[slot] ?? false) || filled
            anySourceText[key, default: false] = anySourceText[key, default: false] || filled
        }
        struct Reported: Hashable { var key: ExactKey; var language: LanguageTag; var location: SourceLocation }
        var reported = Set<Reported>()
        for note in table.notes where note.kind == .emptyTranslation {
            if let language = note.language {
                reported.insert(Reported(key: ExactKey(note.key), language: language, location: note.location))
            }
        }
        var notes: [ReadNote] = []
        for string in table.strings
        where string.language != table.sourceLanguage && string.value.isEmpty && string.state != .new {
            let key = Key(table: string.tableIdentity, key: ExactKey(string.key))
            guard sourceText[Slot(key: key, variant: string.variant)] ?? anySourceText[key] ?? false,
                  reported.insert(Reported(key: key.key, language: string.language, location: string.location)).inserted
            else { continue }
            notes.append(ReadNote(
                kind: .emptyTranslation, key: string.key, language: string.language, location: string.location,
                message: "\(TableIdentity.quoted(key: string.key, table: string.table))\(string.variant.map { " (\($0))" } ?? "") is empty in \(string.language) but not in \(table.sourceLanguage); measured as an empty title"))
        }
        return notes
    }
}
