import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Missing translations are noted once per key × language, looked up in an index rather than by
/// scanning every note read so far (which made a catalog with many gaps quadratic).
@Suite struct ReaderMissingTranslationTests {
    @Test func indexSeesNotesAppendedSinceItLastLooked() {
        let de = LanguageTag("de")!, fr = LanguageTag("fr")!
        var index = MissingTranslationIndex()
        var notes: [ReadNote] = []
        let seen1 = index.contains(key: "a", language: de, in: notes)
        #expect(!seen1)
        notes.append(ReadNote(kind: .missingTranslation, key: "a", language: de, location: SourceLocation(file: "f"), message: "m"))
        notes.append(ReadNote(kind: .duplicateKey, key: "b", language: de, location: SourceLocation(file: "f"), message: "m"))
        let seen2 = index.contains(key: "a", language: de, in: notes)
        #expect(seen2)
        let seen3 = index.contains(key: "a", language: fr, in: notes)
        #expect(!seen3)
        let seen4 = index.contains(key: "b", language: de, in: notes)
        #expect(!seen4)  // another kind of note
        // Keys compare byte for byte: NFD "Café" is another key than NFC.
        notes.append(ReadNote(kind: .missingTranslation, key: "Caf\u{E9}", language: fr, location: SourceLocation(file: "f"), message: "m"))
        let seen5 = index.contains(key: "Caf\u{E9}", language: fr, in: notes)
        #expect(seen5)
        let seen6 = index.contains(key: "Cafe\u{301}", language: fr, in: notes)
        #expect(!seen6)
    }

    /// A catalog where every key has empty localizations in three languages: one note per
    /// key × language, counted from the catalog's own text.
    @Test func everyGapIsNotedOnce() throws {
        let languages = ["de", "fr", "ja"]
        var entries: [String] = []
        for i in 0..<400 {
            let empty = languages.map { "\"\($0)\": {}" }.joined(separator: ", ")
            entries.append("\"key.\(i)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Title \(i)\"}}, \(empty)}}")
        }
        let text = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(entries.joined(separator: ",\n"))}}"
        let table = try StringCatalogReader.read(data: Data(text.utf8), file: "gaps.xcstrings")
        let missing = table.notes.filter { $0.kind == .missingTranslation }
        #expect(missing.count == text.components(separatedBy: ": {}").count - 1)
        #expect(Set(missing.map { "\($0.key)|\($0.language!)" }).count == missing.count)
        #expect(table.strings.count == 400)
    }
}
