import Foundation
import Testing
@testable import TextFitRun
@testable import TextFitSolver

/// A stray character after a complete `.strings` entry: Core Foundation stops reading there
/// without an error. Each expectation is checked against Foundation's own parser on this machine
/// (`PropertyListSerialization`, which runs swift-corelibs-foundation's CFOldStylePList.c), and
/// the lost entries are counted by hand.
@Suite struct ReaderUnreadEntriesTests {
    let german = LanguageTag("de")!

    func read(_ text: String) throws -> StringTable {
        try StringsFileReader.read(data: Data(text.utf8), file: "de.lproj/Localizable.strings", language: german)
    }

    /// The dictionary Core Foundation makes of `text`, or `nil` when it refuses it.
    func coreFoundation(_ text: String) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)) as? [String: String]
    }

    @Test func strayDoubleSemicolonKeepsTheEntriesBeforeIt() throws {
        let text = "\"a\" = \"eins\";\n\"b\" = \"zwei\";;\n\"c\" = \"drei\";\n/* d */\n\"d\" = \"vier\";\n\"e\" = \"fünf\";\n\"f\";\n"
        let table = try read(text)
        #expect(table.strings.map(\.key) == ["a", "b"])
        #expect(coreFoundation(text) == ["a": "eins", "b": "zwei"])
        let note = try #require(table.notes.first { $0.kind == .unreadEntries })
        #expect(note.location == SourceLocation(file: "de.lproj/Localizable.strings", line: 2))
        #expect(note.language == german)
        #expect(note.key == "c")
        // c, d, e and f: four entries, the first three named with their lines.
        #expect(note.message.contains("never sees the 4 entries after it, 'c' (line 3), 'd' (line 5), 'e' (line 6), …"))
        #expect(note.message.contains("a stray ';' at line 2"))
        #expect(UnreadEntries.count(in: note) == 4)
    }

    @Test func anyCharacterThatCannotStartAKeyStopsTheRead() throws {
        for stray in ["}", ",", ")", "#", "="] {
            let text = "\"a\" = \"eins\";\n\(stray)\n\"b\" = \"zwei\";\n"
            let table = try read(text)
            #expect(table.strings.map(\.key) == ["a"], "\(stray)")
            #expect(coreFoundation(text) == ["a": "eins"], "\(stray)")
            let note = try #require(table.notes.first { $0.kind == .unreadEntries })
            #expect(note.message.contains("the app never sees the entry after it, 'b' (line 3)"))
            #expect(UnreadEntries.count(in: note) == 1)
        }
    }

    @Test func aStraySemicolonAtTheEndLosesNothing() throws {
        let text = "\"a\" = \"eins\";\n\"b\" = \"zwei\";;\n"
        let table = try read(text)
        #expect(table.strings.map(\.key) == ["a", "b"])
        #expect(coreFoundation(text) == ["a": "eins", "b": "zwei"])
        #expect(table.notes.isEmpty)
    }

    @Test func textAfterTheStopThatDoesNotParseIsNamed() throws {
        let text = "\"a\" = \"eins\";;\n\"b\" = \"zwei\";\n\"c\" = \"drei\"\n"
        let table = try read(text)
        #expect(table.strings.map(\.key) == ["a"])
        #expect(coreFoundation(text) == ["a": "eins"])
        let note = try #require(table.notes.first { $0.kind == .unreadEntries })
        #expect(note.message.contains("never sees the entry after it, 'b' (line 2)"))
        #expect(note.message.contains("does not parse either (line 4: the file ends before ';' after the entry for 'c')"))
    }

    /// Core Foundation refuses these, so they stay errors: a stray `;` first in the file, and
    /// one inside braces (the dictionary then lacks its closing `}`).
    @Test func whatCoreFoundationRefusesStaysAnError() {
        for text in [";\"a\" = \"eins\";\n", "{ \"a\" = \"eins\";; \"b\" = \"zwei\"; }\n"] {
            #expect(coreFoundation(text) == nil)
            #expect(throws: InputError.self) { try read(text) }
        }
    }

    @Test func theRunFailsOnEntriesTheAppNeverReads() throws {
        let table = try read("\"a\" = \"eins\";;\n\"b\" = \"zwei\";\n\"c\" = \"drei\";\n")
        let findings = ReadFindings.findings(notes: table.notes, categories: [.large, .small])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.kind == .unreadEntries)
        #expect(finding.amount == 2)
        #expect(finding.category == .small)
        #expect(finding.key == "b" && finding.language == german)
        #expect(finding.location == SourceLocation(file: "de.lproj/Localizable.strings", line: 1))
        #expect(finding.kind.descriptor.isRunLevel && !finding.kind.descriptor.neverFails && !finding.advisory)
        #expect(finding.describedAmount == "2 entries")
        // Nothing else a reader notes becomes a finding.
        #expect(ReadFindings.findings(notes: [ReadNote(kind: .duplicateKey, key: "a", language: german,
                                                       location: SourceLocation(file: "x"), message: "m")],
                                      categories: [.large]).isEmpty)
    }
}
