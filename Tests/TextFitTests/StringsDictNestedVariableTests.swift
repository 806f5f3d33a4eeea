import Foundation
import Testing
@testable import TextFitCore
@testable import TextFitRun

/// `.stringsdict` variables as Core Foundation resolves them: one named inside another's forms
/// (`%2$#@accounts@` in a form of `count`) is the same key's variable, expanded there; and
/// `%1#@count@` (digits without `$`, a field width) names `count`. The expected texts are
/// written by hand from CLDR's English rules: one is 1, and other the sampler's widest integer
/// in that category (`many` below); the expansion, not that choice, is what is tested.
@Suite struct StringsDictNestedVariableTests {
    let english = LanguageTag("en")!
    var many: String { FormatSpecifierSampler().widestInteger(in: .other, language: english) }

    static func plist(_ body: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>\(body)</dict></plist>
            """.utf8)
    }

    static func rule(_ name: String, one: String, other: String) -> String {
        """
        <key>\(name)</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>\(one)</string>
        <key>other</key><string>\(other)</string>
        </dict>
        """
    }

    func read(_ body: String) throws -> StringTable {
        try StringsDictReader.read(data: Self.plist(body), file: "en.lproj/Localizable.stringsdict", language: english)
    }

    /// Every text measured for the table, as the run samples them.
    func measured(_ table: StringTable) -> [String] {
        let sampler = FormatSpecifierSampler()
        return table.strings.flatMap { sampler.samples(for: $0).map(\.text) }
    }

    @Test func aVariableInsideAnotherVariablesFormsIsExpanded() throws {
        let table = try read("""
            <key>items</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1$#@count@</string>
            \(Self.rule("count", one: "%1$d item in %2$#@accounts@", other: "%1$d items in %2$#@accounts@"))
            \(Self.rule("accounts", one: "%2$d account", other: "%2$d accounts"))
            </dict>
            """)
        #expect(table.notes.isEmpty, "\(table.notes)")
        #expect(measured(table) == [
            "1 item in 1 account", "1 item in \(many) accounts",
            "\(many) items in 1 account", "\(many) items in \(many) accounts",
        ])
    }

    @Test func nestedVariablesInAFormatWithText() throws {
        let table = try read("""
            <key>sync</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>Synced %1$#@count@</string>
            \(Self.rule("count", one: "%1$d item from %2$#@accounts@", other: "%1$d items from %2$#@accounts@"))
            \(Self.rule("accounts", one: "%2$d account", other: "%2$d accounts"))
            </dict>
            """)
        #expect(table.notes.isEmpty, "\(table.notes)")
        #expect(Set(measured(table)) == [
            "Synced 1 item from 1 account", "Synced 1 item from \(many) accounts",
            "Synced \(many) items from 1 account", "Synced \(many) items from \(many) accounts",
        ])
    }

    @Test func digitsWithoutDollarNameTheVariable() throws {
        let table = try read("""
            <key>selected</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1#@count@ selected</string>
            \(Self.rule("count", one: "%d file", other: "%d files"))
            </dict>
            <key>alone</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1#@count@</string>
            \(Self.rule("count", one: "%d photo", other: "%d photos"))
            </dict>
            """)
        #expect(table.notes.isEmpty, "\(table.notes)")
        #expect(measured(table) == ["1 file selected", "\(many) files selected", "1 photo", "\(many) photos"])
        #expect(StringsDictInterpreter.variables(in: "%1#@count@ and %2$#@other@").map(\.name) == ["count", "other"])
        #expect(StringsDictInterpreter.variables(in: "%1#@count@").map(\.argument) == [nil])
    }

    @Test func aFormNamingItsOwnVariableEnds() throws {
        let table = try read("""
            <key>loop</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@ left</string>
            \(Self.rule("count", one: "%d and %#@count@", other: "%d"))
            </dict>
            """)
        #expect(Set(measured(table)) == ["1 and %#@count@ left", "\(many) left"])
    }

    @Test func aMissingNestedVariableIsNamed() throws {
        let table = try read("""
            <key>items</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1$#@count@</string>
            \(Self.rule("count", one: "%1$d item in %2$#@accounts@", other: "%1$d items"))
            </dict>
            """)
        let note = try #require(table.notes.first)
        #expect(note.message == "a form of 'count' uses %#@accounts@ but 'items' has no 'accounts' dictionary; measured as written")
    }
}
