/// Which key × language pairs a reader's notes already report as missing a translation.
///
/// A reader asks this once per localization it reads; scanning all its notes each time would
/// cost the product of keys and notes (a catalog of 100,000 strings with thousands of notes).
/// The index catches up with the notes appended since it last looked, so each note is read once
/// and every append site of the reader stays as it is.
package struct MissingTranslationIndex {
    private struct Slot: Hashable {
        var key: ExactKey
        var language: LanguageTag
    }

    private var reported: Set<Slot> = []
    /// How many of the reader's notes have been indexed.
    private var indexed = 0

    package init() {}

    /// Whether `notes` hold a `.missingTranslation` note for `key` in `language`.
    package mutating func contains(key: String, language: LanguageTag, in notes: [ReadNote]) -> Bool {
        while indexed < notes.count {
            let note = notes[indexed]
            if note.kind == .missingTranslation, let noted = note.language {
                reported.insert(Slot(key: ExactKey(note.key), language: noted))
            }
            indexed += 1
        }
        return reported.contains(Slot(key: ExactKey(key), language: language))
    }
}
