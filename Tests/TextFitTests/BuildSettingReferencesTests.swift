import Foundation
import Testing
@testable import TextFitCore

/// Build settings in localized text: Xcode copies `.strings` files without expanding them, so
/// the device shows `$(PRODUCT_NAME)` as written; TextFit measures that text and names it.
@Suite struct BuildSettingReferencesTests {
    @Test func findsBothSpellingsAndModifiers() {
        #expect(BuildSettingReferences.settings(in: "$(PRODUCT_NAME) would like your location") == ["$(PRODUCT_NAME)"])
        #expect(BuildSettingReferences.settings(in: "${PRODUCT_NAME:rfc1034identifier} and $(_X1)") == [
            "${PRODUCT_NAME:rfc1034identifier}", "$(_X1)",
        ])
        for text in ["Costs $5", "$(", "$()", "$(1A)", "$(A B)", "${", "a $ b", "$(unclosed", ""] {
            #expect(BuildSettingReferences.settings(in: text).isEmpty, "\(text)")
        }
    }

    @Test func infoPlistStringsAreMeasuredAsWrittenAndNamed() throws {
        let root = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("de.lproj/InfoPlist.strings")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"CFBundleDisplayName\" = \"$(PRODUCT_NAME)\";\n\"NSCameraUsageDescription\" = \"Fotos\";\n".utf8)
            .write(to: file)
        let table = try LocalizationReader.read(paths: [root.path])
        let name = try #require(table.strings.first { $0.key == "CFBundleDisplayName" })
        #expect(name.value == "$(PRODUCT_NAME)")
        let notes = table.notes.filter { $0.kind == .buildSetting }
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.key == "CFBundleDisplayName" && note.language == LanguageTag("de"))
        #expect(note.location == SourceLocation(file: file.path, line: 1))
        #expect(note.message == "'CFBundleDisplayName' in de holds the build setting $(PRODUCT_NAME): Xcode expands build "
            + "settings in Info.plist files, not in .strings files, which it copies unchanged, so the device shows it as "
            + "written; measured as written")
        // Merged again, the string is not noted twice.
        #expect(BuildSettingReferences.notes(for: table).isEmpty)
    }
}
