/// The notes of a run as the terminal summary shows them: each on its own line when they are
/// few, else grouped by kind — how many, in which languages, and a few examples — so that a
/// catalog with 38,000 missing translations prints a handful of lines before the verdict. The
/// JSON (and Markdown) outputs keep every note.
package struct NoteDigest: Sendable {
    /// One kind of note: how many, per language, and the first few in canonical order.
    package struct Group: Sendable {
        package var kind: ReadNote.Kind
        package var count: Int
        /// Languages with their counts, the most first (then by tag); notes without a language are not in it.
        package var languages: [(language: LanguageTag, count: Int)]
        /// The first notes of the kind, in canonical order, at most ``NoteDigest/examplesPerKind``.
        package var examples: [ReadNote]
    }

    /// Notes listed one per line when there are at most this many (and always with no limit).
    package static let listedWhole = 10
    /// Examples shown per kind.
    package static let examplesPerKind = 2
    /// Languages named per kind; the rest are counted.
    package static let languagesPerKind = 6

    /// Every note, in canonical order.
    package var notes: [ReadNote]
    /// The most example lines, across kinds (`--summary-limit`); `nil` lists every note.
    package var limit: Int?

    package init(notes: [ReadNote], limit: Int?) {
        self.notes = notes
        self.limit = limit
    }

    /// Whether the notes are listed whole rather than grouped.
    package var listsEveryNote: Bool { limit == nil || notes.count <= Self.listedWhole }

    /// The notes grouped by kind, the kinds in order of their first note.
    package var groups: [Group] {
        var order: [ReadNote.Kind] = []
        var byKind: [ReadNote.Kind: Group] = [:]
        var languageCounts: [ReadNote.Kind: [LanguageTag: Int]] = [:]
        for note in notes {
            if byKind[note.kind] == nil {
                order.append(note.kind)
                byKind[note.kind] = Group(kind: note.kind, count: 0, languages: [], examples: [])
            }
            byKind[note.kind]!.count += 1
            if byKind[note.kind]!.examples.count < Self.examplesPerKind { byKind[note.kind]!.examples.append(note) }
            if let language = note.language { languageCounts[note.kind, default: [:]][language, default: 0] += 1 }
        }
        return order.map { kind in
            var group = byKind[kind]!
            group.languages = (languageCounts[kind] ?? [:]).map { (language: $0.key, count: $0.value) }
                .sorted { ($1.count, $0.language) < ($0.count, $1.language) }
            return group
        }
    }

    /// The summary's lines for the notes (none when there are none).
    package var lines: [String] {
        if notes.isEmpty { return [] }
        if listsEveryNote { return notes.map { "  note: \($0)" } }
        var lines = ["  notes: \(notes.count), by kind (every note is in the JSON and Markdown outputs):"]
        var examplesLeft = limit ?? Int.max
        for group in groups {
            var line = "    \(Self.words(group.kind)): \(group.count)"
            if !group.languages.isEmpty {
                let named = group.languages.prefix(Self.languagesPerKind).map { "\($0.language.identifier) \($0.count)" }
                let more = group.languages.count - named.count
                line += " (" + named.joined(separator: ", ")
                    + (more > 0 ? ", and \(more) more language\(more == 1 ? "" : "s")" : "") + ")"
            }
            lines.append(line)
            let shown = group.examples.prefix(max(0, examplesLeft))
            for example in shown { lines.append("      e.g. \(example)") }
            examplesLeft -= shown.count
        }
        return lines
    }

    /// `missingTranslation` as `missing translation`.
    static func words(_ kind: ReadNote.Kind) -> String {
        var words = ""
        for character in kind.rawValue {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words
    }
}
