import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ReaderStringsDictTests {
    static let english = "App/en.lproj-fixture/Localizable.stringsdict"
    let en = LanguageTag("en")!

    @Test func readsPluralSubstitutionDeviceAndWidthRules() throws {
        let table = try StringsDictReader.read(path: Fixture.path(Self.english), language: en)
        #expect(table.keys == ["%lld files in %lld folders", "%lld items", "Tap to share", "Welcome"])
        #expect(table.notes.isEmpty)

        // A format that is only %#@items@ reads as plural variants, as Xcode migrates it.
        let items = table.strings.filter { $0.key == "%lld items" }
        #expect(items.map { $0.variant ?? "-" } == ["plural.one", "plural.other"])
        #expect(items.map(\.value) == ["%lld item", "%lld items"])
        #expect(items[0].location.line == (try Fixture.line(of: "<string>%lld item</string>", in: Self.english)))

        // Two variables: one string holding the format, with two substitutions.
        let files = try #require(table.strings.first { $0.key == "%lld files in %lld folders" })
        #expect(files.value == "%#@arg1@ in %#@arg2@")
        #expect(files.variant == nil)
        #expect(files.substitutions.map(\.name) == ["arg1", "arg2"])
        #expect(files.substitutions.map(\.formatSpecifier) == ["lld", "lld"])
        #expect(files.substitutions.map(\.argumentNumber) == [1, 2])
        #expect(files.substitutions[1].variants.map(\.value) == ["%2$lld folder", "%2$lld folders"])
        #expect(files.substitutions[1].variants[0].location.line
                == (try Fixture.line(of: "%2$lld folder<", in: Self.english)))

        let tap = table.strings.filter { $0.key == "Tap to share" }
        #expect(tap.map { $0.variant ?? "-" } == ["device.applewatch", "device.mac", "device.other"])
        #expect(tap.map(\.value) == ["Share", "Click to share", "Tap to share"])

        let welcome = table.strings.filter { $0.key == "Welcome" }
        #expect(welcome.map { $0.variant ?? "-" } == ["width.20", "width.50"])
        #expect(welcome[1].value == "Welcome to the app")
    }

    @Test func everyCLDRCategoryIsRead() throws {
        let table = try read(Self.plist("""
            <key>%d days</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@days@</string>
                <key>days</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>zero</key><string>no days</string>
                    <key>one</key><string>a day</string>
                    <key>two</key><string>two days</string>
                    <key>few</key><string>%d days (few)</string>
                    <key>many</key><string>%d days (many)</string>
                    <key>other</key><string>%d days</string>
                </dict>
            </dict>
            """))
        #expect(table.strings.map { $0.variant ?? "-" }
                == ["plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other"])
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    func read(_ text: String) throws -> StringTable {
        try StringsDictReader.read(data: Data(text.utf8), file: "x.stringsdict", language: en)
    }

    func readError(_ text: String) -> InputError? {
        do { _ = try read(text); return nil } catch let error as InputError { return error } catch {
            Issue.record("not an InputError: \(error)"); return nil
        }
    }

    static let good = """
        <key>%d apples</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@apples@</string>
            <key>apples</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>one</key>
                <string>%d apple</string>
                <key>other</key>
                <string>%d apples</string>
            </dict>
        </dict>
        """

    @Test func truncatedPlistNamesALine() throws {
        let full = Self.plist(Self.good)
        let cut = String(full.prefix(upTo: full.range(of: "<key>other</key>")!.lowerBound))
        let error = try #require(readError(cut))
        #expect(error.file == "x.stringsdict")
        #expect(error.reason.hasPrefix("not well-formed XML"))
        // The cut text ends on its 15th line, mid-element; the parser reports the end of input there.
        #expect(cut.components(separatedBy: "\n").count == 15)
        #expect(error.line == 15)
        #expect(error.reason.contains("ends before its elements are closed"))
    }

    @Test func unknownCategoryAndRuleTypeAreReported() throws {
        let odd = Self.good.replacingOccurrences(of: "<key>one</key>", with: "<key>single</key>")
        let table = try read(Self.plist(odd))
        #expect(table.strings.map(\.value) == ["%d apples"])
        let note = try #require(table.notes.first)
        #expect(note.kind == .unsupportedVariation)
        #expect(note.message.contains("'single'"))
        #expect(note.location.line == 14)  // the <string> after <key>single</key> (line 13)
    }

    /// Translation tools leave `other` out for be, pl, ru, uk: what is there is read, the gap noted.
    @Test func pluralRuleWithoutOtherIsReadAndNoted() throws {
        let ukrainian = """
            <key>%d files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>one</key>
                    <string>%d файл</string>
                    <key>few</key>
                    <string>%d файли</string>
                    <key>many</key>
                    <string>%d файлів</string>
                </dict>
            </dict>
            """
        let table = try StringsDictReader.read(data: Data(Self.plist(ukrainian).utf8), file: "uk.lproj/L.stringsdict",
                                               language: LanguageTag("uk")!)
        #expect(table.strings.map { $0.variant ?? "-" } == ["plural.one", "plural.few", "plural.many"])
        #expect(table.strings.map(\.value) == ["%d файл", "%d файли", "%d файлів"])
        let note = try #require(table.notes.first)
        #expect(table.notes.count == 1)
        #expect(note.kind == .missingPluralForm)
        #expect(note.location.line == 10)  // the rule's <dict>, after <key>files</key> on line 9
        #expect(note.message.contains("no 'other' form in uk; measured one, few, many"))
    }

    /// A well-formed plist that breaks the .stringsdict schema is read as far as it goes; each
    /// break is a note at its line, never a lost file.
    @Test func brokenRulesAreNotedAndTheRestRead() throws {
        let missingVariable = Self.good.replacingOccurrences(of: "<string>%#@apples@</string>", with: "<string>%#@pears@</string>")
        let missing = try read(Self.plist(missingVariable))
        #expect(missing.strings.map(\.value) == ["%#@pears@"])  // measured as the app shows it
        let note = try #require(missing.notes.first { $0.message.contains("%#@pears@") })
        #expect(note.kind == .unsupportedVariation)
        #expect(note.location.line == 8)  // 4 lines of plist header, then key, dict, format key, format
        #expect(note.key == "%d apples")
        let empty = Self.good.replacingOccurrences(of: "<string>%d apple</string>", with: "<string></string>")
        #expect(try read(Self.plist(empty)).strings.map(\.value) == ["", "%d apples"])  // valid, 0 wide
        let number = Self.good.replacingOccurrences(of: "<string>%d apple</string>", with: "<integer>1</integer>")
        let numbered = try read(Self.plist(number))
        #expect(numbered.strings.map(\.value) == ["%d apples"])
        #expect(numbered.notes.map(\.location.line) == [14])
        #expect(numbered.notes.first?.message.contains("not a string") == true)
        let flat = try read(Self.plist("<key>k</key><string>v</string>\n<key>Go</key><dict><key>NSStringLocalizedFormatKey</key><string>Go</string></dict>"))
        #expect(flat.strings.map(\.key) == ["Go"])
        #expect(flat.notes.map(\.key) == ["k"])
        #expect(flat.notes.first?.message.contains("not a dictionary") == true)
        #expect(try #require(readError(Self.plist("").replacingOccurrences(of: "<dict>\n\n</dict>", with: "<string>x</string>")))
                .reason.contains("must hold a dictionary"))
    }
}
