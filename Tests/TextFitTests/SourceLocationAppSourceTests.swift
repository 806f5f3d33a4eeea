import Testing

@testable import TextFitCore

/// Which files hold an app's own Location Buttons (Swift, storyboards, XIBs), decided by the
/// extension after the last dot of the file's name.
@Suite struct SourceLocationAppSourceTests {
    /// Paths and whether each is app source, decided by hand from the rule: the text after the
    /// path's last dot, when no "/" follows that dot, is `swift`, `storyboard` or `xib` in any case.
    static let cases: [(path: String, isAppSource: Bool)] = [
        ("App/ContentView.swift", true),
        ("App/Base.lproj/Main.storyboard", true),
        ("App/Views/Cell.xib", true),
        ("App/Legacy/OLD.SWIFT", true),
        ("App/Mixed.StoryBoard", true),
        ("App/de.lproj/Localizable.strings", false),
        ("App/Resources/Localizable.xcstrings", false),
        ("App/View.swift.bak", false),
        ("App/Sources.swift/README", false),
        ("Makefile", false),
        ("App/.swift", true),
        ("", false),
        // Beyond ASCII: read by characters, with the same answers.
        ("Ünïcode/Vïew.swift", true),
        ("Ünïcode/Vïew.strings", false),
        ("Ordner.xib/Übersicht", false),
        ("アプリ/画面.xib", true),
    ]

    @Test(arguments: cases)
    func theExtensionAfterTheLastDotDecides(_ example: (path: String, isAppSource: Bool)) {
        #expect(SourceLocation(file: example.path).isAppSource == example.isAppSource)
    }
}
