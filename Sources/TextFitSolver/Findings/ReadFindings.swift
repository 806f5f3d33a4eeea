/// The findings a run takes from what the readers noted: problems of the app's files that are
/// bugs on the device, not layout, so they fail the gate like any finding instead of passing as
/// a note.
///
/// Each is a run-level ``Finding`` (the outputs and the gate take it with the legibility lint's):
/// an `.unreadEntries` note — entries of a `.strings` file the app never sees — becomes an
/// ``FindingKind/unreadEntries`` finding with the note's key (the first entry lost), language,
/// place and message, and the number of entries lost as its amount.
package enum ReadFindings {
    /// The findings of `notes` for a run over `categories`.
    package static func findings(notes: [ReadNote], categories: [ContentSizeCategory]) -> [Finding] {
        let category = categories.min() ?? .default
        return notes.filter { $0.kind == .unreadEntries }.map { note in
            Finding(kind: .unreadEntries, key: note.key, language: note.language ?? SpecLint.language, variant: nil,
                    category: category, amount: Double(UnreadEntries.count(in: note)), message: note.message,
                    location: note.location)
        }
    }
}
