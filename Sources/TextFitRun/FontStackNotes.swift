import Foundation

/// The `.fontsByScript` notes of a run: one for each language the font set has no stack for.
///
/// A language has a stack of its own when its script — the tag's script subtag, else the likely
/// script CLDR gives the language (``LanguageTag/likelyScripts``) — has a stack in the font set.
/// Any other language (`azb` where the locale data knows no script for it, `xx`, a script the set
/// has no fonts for) is still measured: the shaper splits every text into runs by script and
/// gives each run its script's stack. The note says so once per language, with the scripts its
/// texts are written in, most used first ("azb: no font stack for this language; fonts chosen by
/// script: Arabic").
enum FontStackNotes {
    /// The notes of the strings of `strings` at `indices` (ascending): those the run measures.
    static func notes(for strings: [LocalizedString], at indices: [Int], fonts: FontCollection) -> [ReadNote] {
        var first: [LanguageTag: Int] = [:]
        // Looked up only where the language changes: strings come language by language.
        for (position, index) in indices.enumerated()
        where position == 0 || strings[index].language != strings[indices[position - 1]].language {
            if first[strings[index].language] == nil { first[strings[index].language] = index }
        }
        let unstacked = Set(first.keys.filter { language in
            !language.likelyScripts.contains { fonts.hasStack(script: $0, language: language) }
        })
        guard !unstacked.isEmpty else { return [] }
        // The scripts of those languages' texts, by how many characters each has: one pass.
        var counts: [LanguageTag: [String: Int]] = [:]
        for index in indices where unstacked.contains(strings[index].language) {
            for scalar in strings[index].value.unicodeScalars {
                let script = UnicodeScript.tag(of: scalar.value)
                if script != UnicodeScript.common && script != UnicodeScript.inherited && script != UnicodeScript.unknown {
                    counts[strings[index].language, default: [:]][script, default: 0] += 1
                }
            }
        }
        let english = Locale(identifier: "en")
        var notes: [ReadNote] = []
        for language in unstacked.sorted() {
            let used = (counts[language] ?? [:]).sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
            let names = used.map { english.localizedString(forScriptCode: $0) ?? $0 }
            notes.append(ReadNote(
                kind: .fontsByScript, key: "", language: language, location: strings[first[language]!].location,
                message: "\(language): no font stack for this language; fonts chosen by script: "
                    + (names.isEmpty ? "its texts have no letters of any script" : names.joined(separator: ", "))))
        }
        return notes
    }
}
