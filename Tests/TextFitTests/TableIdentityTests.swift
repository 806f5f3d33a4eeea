import Foundation
import Testing
@testable import TextFitCore

/// The table a string belongs to: the file's base name in the folder above its `*.lproj`, from a
/// path or an XLIFF `original`; and an XLIFF of two `<file>`s with one key is two tables.
@Suite struct TableIdentityTests {
    @Test(arguments: [
        ("App/de.lproj/Main.strings", "App", "Main"),
        ("App/Base.lproj/Localizable.stringsdict", "App", "Localizable"),
        ("App/mul.lproj/Main.xcstrings", "App", "Main"),
        ("Widget/Localizable.xcstrings", "Widget", "Localizable"),
        ("Localizable.strings", "", "Localizable"),
        ("/abs/App/German.lproj/InfoPlist.strings", "/abs/App", "InfoPlist"),
        // XLIFF originals as Xcode exports them: a storyboard's strings are its table.
        ("App/Base.lproj/Main.storyboard", "App", "Main"),
        ("App/en.lproj/Localizable.strings", "App", "Localizable"),
        (".strings", "", ".strings"),
        ("", "", ""),
    ])
    func tableOfAPath(path: String, folder: String, name: String) {
        let table = TableIdentity(path: path)
        #expect(table.folder == folder && table.name == name, "\(path): \(table)")
    }

    @Test func namesArePathsOnlyWhereTwoFoldersShareOne() {
        let tables = [TableIdentity(folder: "App", name: "Localizable"), TableIdentity(folder: "Widget", name: "Localizable"),
                      TableIdentity(folder: "App", name: "Main")]
        let names = TableIdentity.displayNames(tables)
        #expect(names[tables[0]] == "App/Localizable" && names[tables[1]] == "Widget/Localizable")
        #expect(names[tables[2]] == "Main")
        // A folder that ends another's: as many components as tell them apart, below the folder
        // both are in.
        let nested = [TableIdentity(folder: "/src/App", name: "Localizable"),
                      TableIdentity(folder: "/src/Ext/App", name: "Localizable")]
        let deeper = TableIdentity.displayNames(nested)
        #expect(deeper[nested[0]] == "App/Localizable" && deeper[nested[1]] == "Ext/App/Localizable", "\(deeper)")
        let dotted = [TableIdentity(folder: "./Shared", name: "Localizable"), TableIdentity(folder: "./Widget", name: "Localizable")]
        #expect(TableIdentity.displayNames(dotted)[dotted[0]] == "Shared/Localizable")
        #expect(TableIdentity.label(key: "34.title", table: "Main") == "34.title (table Main)")
        #expect(TableIdentity.label(key: "34.title", table: nil) == "34.title")
    }

    /// A loose table at an app's root and one of the same name in a folder of it are named the
    /// same wherever the app is checked out, under any name, and however its path is spelled:
    /// never after the checkout's folder.
    @Test(arguments: ["/tmp/loop", "/home/runner/work/LoopWorkspace/LoopWorkspace", ".", "../loop", "loop", ""])
    func aLooseTableIsNotNamedAfterTheCheckout(root: String) {
        let inside = { (folder: String) in root.isEmpty ? folder : root + "/" + folder }
        let tables = [TableIdentity(path: inside("Interface.strings")),
                      TableIdentity(path: inside("WatchApp/Base.lproj/Interface.strings")),
                      TableIdentity(path: inside("Loop/Extensions/Intents/de.lproj/Interface.strings"))]
        let names = TableIdentity.displayNames(tables)
        #expect(names[tables[0]] == "Interface", "\(root): \(names)")
        #expect(names[tables[1]] == "WatchApp/Interface", "\(root): \(names)")
        #expect(names[tables[2]] == "Intents/Interface", "\(root): \(names)")
    }

    /// Two `<file>`s of one export with the key `34.title` and different sources: each
    /// translation stays with its file's source (no note of a key written twice), a unit
    /// without a target is missing in its own table only.
    @Test func anXLIFFsFilesAreTablesApart() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2">
            <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="de">
            <body>
            <trans-unit id="34.title"><source>Save</source><target>Sichern</target></trans-unit>
            </body>
            </file>
            <file original="App/Base.lproj/Settings.storyboard" source-language="en" target-language="de">
            <body>
            <trans-unit id="34.title"><source>Access to the camera</source></trans-unit>
            </body>
            </file>
            </xliff>
            """
        let read = try XLIFFReader.read(data: Data(xliff.utf8), file: "de.xliff")
        let table = LocalizationReader.merge([read], sourceLanguage: LanguageTag("en")!)
        #expect(table.strings.map(\.value) == ["Save", "Sichern", "Access to the camera"])
        #expect(table.strings.map(\.table) == ["Main", "Main", "Settings"])
        #expect(!table.notes.contains { $0.kind == .duplicateKey })
        let missing = table.notes.filter { $0.kind == .missingTranslation }
        #expect(missing.count == 1 && missing.first?.tableIdentity?.name == "Settings")
        #expect(missing.first?.message.contains("has no de translation") == true)
    }
}
