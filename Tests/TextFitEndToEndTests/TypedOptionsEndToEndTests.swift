import Foundation
import Testing

/// Options are typed values checked in `validate()`: a value that is not one is refused with
/// TextFit's one-line message and exit 2 before any input is read, and shell completion offers
/// the closed choices by name.
@Suite struct TypedOptionsEndToEndTests {
    /// A bad option value is reported before the files are read: the spec named here does not
    /// exist, yet the message is the option's (validated first), not the missing file's.
    @Test(arguments: [
        (["render", "Go", "--output", "-", "--spec", "/nonexistent/spec.json", "--appearance", "dusk"],
         "textfit: --appearance: unknown appearance 'dusk'; use light, dark, lightIncreasedContrast or darkIncreasedContrast\n"),
        (["check", "/nonexistent/catalog.xcstrings", "--margin=-1"],
         "textfit: --margin must be a percentage, 0 or more\n"),
        (["check", "/nonexistent/catalog.xcstrings", "--relative-budget", "inf"],
         "textfit: --relative-budget must be a percentage, 0 or more\n"),
        (["check", "/nonexistent/catalog.xcstrings", "--category", "large...huge"],
         "textfit: --category: 'large...huge' is not a range of categories such as large...AX5\n"),
        (["measure", "Go", "--font", "/nonexistent/font.ttf", "--variation", "wght=600,opsz"],
         "textfit: --variation: 'opsz' is not TAG=VALUE (e.g. wght=600)\n"),
        (["pseudo", "/nonexistent/catalog.xcstrings", "--output", "/nonexistent/out.xcstrings", "--locales", "accented, en-QQ"],
         "textfit: --locales: 'en-QQ' has no pseudolocale region (XA accented, XB right to left, XL double length, XM bounded)\n"),
        (["check", "/nonexistent/catalog.xcstrings", "--pseudo", "bogus"],
         "textfit: --pseudo: 'bogus' is neither a pseudolocale style (accented, double, bounded, rtl) nor a language tag\n"),
        (["check", "/nonexistent/catalog.xcstrings", "--fail-on", "truncation@huge"],
         "textfit: --fail-on: 'huge' is not a category or a range of categories such as large...AX5, ...xxxLarge or AX1...\n"),
        (["fonts", "/nonexistent/catalog.xcstrings", "--lang", "1x_"],
         "textfit: --lang: '1x_' is not a language tag\n"),
    ])
    func badValueIsRefusedBeforeInputIsRead(_ arguments: [String], _ message: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.status == 2, "stdout: \(run.stdout)")
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
    }

    /// The text a typed option was given still decides the output: `--category all` (any case)
    /// prints every category as a JSON array, one category a single object.
    @Test func measureCategoryAllStillPrintsEveryCategory() throws {
        let all = try Binary.run(["measure", "Go", "--category", "ALL", "--json"])
        #expect(all.status == 0, "stderr: \(all.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 12)
        let one = try Binary.run(["measure", "Go", "--category", "AX1", "--json"])
        #expect(one.status == 0, "stderr: \(one.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) is [String: Any])
    }

    /// Completion offers the appearances, text styles and categories by name.
    @Test func completionOffersTheClosedChoices() throws {
        let run = try Binary.run(["--generate-completion-script", "zsh"])
        #expect(run.status == 0)
        for value in ["lightIncreasedContrast", "darkIncreasedContrast", "largeTitle", "caption2", "AX5", "xcode"] {
            #expect(run.stdout.contains("'\(value)'"), "zsh completion lacks \(value)")
        }
    }
}
