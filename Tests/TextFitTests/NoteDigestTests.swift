import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The summary groups many notes by kind and language with a few examples, capped by
/// `--summary-limit`; a few notes are listed whole; the JSON keeps every one.
@Suite struct NoteDigestTests {
    /// 20 missing translations (de 12, fr 8), then 9 empty translations in ja, then one empty file.
    static let notes: [ReadNote] = {
        var notes: [ReadNote] = []
        for index in 0..<20 {
            let language = index < 12 ? "de" : "fr"
            notes.append(ReadNote(kind: .missingTranslation, key: "key\(index)", language: LanguageTag(language)!,
                                  location: SourceLocation(file: "en.lproj/Localizable.strings", line: index + 1),
                                  message: "'key\(index)' has no \(language) translation"))
        }
        for index in 0..<9 {
            notes.append(ReadNote(kind: .emptyTranslation, key: "key\(index)", language: LanguageTag("ja")!,
                                  location: SourceLocation(file: "ja.lproj/Localizable.strings", line: index + 1),
                                  message: "'key\(index)' is empty in ja but not in en; measured as an empty title"))
        }
        notes.append(ReadNote(kind: .emptyFile, key: "", language: LanguageTag("ko")!,
                              location: SourceLocation(file: "ko.lproj/Localizable.strings", line: nil),
                              message: "holds no strings"))
        return notes
    }()

    /// Grouped: one line per kind with the count and the languages by count, two examples each.
    @Test func manyNotesAreGroupedByKindAndLanguage() {
        let lines = NoteDigest(notes: Self.notes, limit: 40).lines
        #expect(lines == [
            "  notes: 30, by kind (every note is in the JSON and Markdown outputs):",
            "    missing translation: 20 (de 12, fr 8)",
            "      e.g. en.lproj/Localizable.strings:1: 'key0' has no de translation",
            "      e.g. en.lproj/Localizable.strings:2: 'key1' has no de translation",
            "    empty translation: 9 (ja 9)",
            "      e.g. ja.lproj/Localizable.strings:1: 'key0' is empty in ja but not in en; measured as an empty title",
            "      e.g. ja.lproj/Localizable.strings:2: 'key1' is empty in ja but not in en; measured as an empty title",
            "    empty file: 1 (ko 1)",
            "      e.g. ko.lproj/Localizable.strings: holds no strings",
        ])
    }

    /// `--summary-limit 3` allows three examples in all; the counts stay whole.
    @Test func theLimitCapsTheExamples() {
        let lines = NoteDigest(notes: Self.notes, limit: 3).lines
        #expect(lines.filter { $0.hasPrefix("      e.g. ") }.count == 3)
        #expect(lines.contains("    empty file: 1 (ko 1)"))
        #expect(lines.count == 1 + 3 + 3)
    }

    /// More languages than are named are counted.
    @Test func languagesPastSixAreCounted() {
        let notes = ["de", "fr", "ja", "ko", "ru", "es", "it", "pt"].enumerated().map { index, language in
            ReadNote(kind: .missingTranslation, key: "k", language: LanguageTag(language)!,
                     location: SourceLocation(file: "en.lproj/Localizable.strings", line: 1), message: "m\(index)")
        } + Self.notes.prefix(5)
        let line = NoteDigest(notes: notes, limit: 40).lines[1]
        #expect(line == "    missing translation: 13 (de 6, es 1, fr 1, it 1, ja 1, ko 1, and 2 more languages)")
    }

    /// Up to ten notes, or no limit (`--summary-limit 0`), each note has its line as before.
    @Test func fewNotesOrNoLimitListEveryNote() {
        let few = Array(Self.notes.prefix(10))
        #expect(NoteDigest(notes: few, limit: 40).lines == few.map { "  note: \($0)" })
        #expect(NoteDigest(notes: Self.notes, limit: nil).lines.count == Self.notes.count)
        #expect(NoteDigest(notes: [], limit: 40).lines.isEmpty)
    }

    /// Through the summary and the JSON of a run: the summary holds the digest, the JSON every note.
    @Test func theSummaryGroupsAndTheJSONKeepsEveryNote() throws {
        let result = VerificationResult(cells: [], spec: .default, fontOrigin: "Fonts/manifest.json", notes: Self.notes)
        let summaryText = MemorySink()
        SummaryReporter(limit: 40).write(ReportInput(summary: result.summary), to: summaryText)
        #expect(summaryText.text.contains("  notes: 30, by kind"))
        #expect(!summaryText.text.contains("  note: "))
        let json = MemorySink()
        _ = try result.write(to: ReportOutputs(json: json))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
        let notes = try #require(document["notes"] as? [[String: Any]])
        #expect(notes.count == Self.notes.count)
    }
}
