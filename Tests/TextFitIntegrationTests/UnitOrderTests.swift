import Foundation
import Testing
@testable import TextFitRun
@testable import TextFitSolver

/// The units a run measures (``Verification/prepare()``): one per place (file, line, key,
/// language), in that order, whatever order the strings were read in.
@Suite struct UnitOrderTests {
    static func string(_ key: String, _ language: String, file: String, line: Int, variant: String? = nil) -> LocalizedString {
        LocalizedString(key: key, language: LanguageTag(language)!, value: "\(key) \(variant ?? "")", variant: variant,
                        location: SourceLocation(file: file, line: line))
    }

    /// Two files, a key with two plural forms at one line (one unit), the rest one string a
    /// unit; `b` read before `a`, and lines out of order within `a`.
    static let read = [
        string("Later", "de", file: "b/de.lproj/Localizable.strings", line: 2),
        string("Photos", "de", file: "a/de.lproj/Localizable.stringsdict", line: 7, variant: "plural.one"),
        string("Send", "de", file: "a/de.lproj/Localizable.strings", line: 9),
        string("Share", "de", file: "a/de.lproj/Localizable.strings", line: 4),
        string("Photos", "de", file: "a/de.lproj/Localizable.stringsdict", line: 7, variant: "plural.other"),
        string("Earlier", "de", file: "b/de.lproj/Localizable.strings", line: 1),
    ]

    static func units(of strings: [LocalizedString]) async -> [[LocalizedString]] {
        let verification = Verification(strings: StringTable(sourceLanguage: LanguageTag("en")!, strings: strings),
                                        spec: ButtonSpec(), categories: [.large], fonts: TestFonts.bundled, parallelism: 1)
        return await verification.prepare().1
    }

    @Test func unitsComeInPlaceOrderHoweverTheStringsWereRead() async {
        let expected = [
            ["a/de.lproj/Localizable.strings:4 Share"],
            ["a/de.lproj/Localizable.strings:9 Send"],
            ["a/de.lproj/Localizable.stringsdict:7 Photos plural.one", "a/de.lproj/Localizable.stringsdict:7 Photos plural.other"],
            ["b/de.lproj/Localizable.strings:1 Earlier"],
            ["b/de.lproj/Localizable.strings:2 Later"],
        ]
        func described(_ units: [[LocalizedString]]) -> [[String]] {
            units.map { $0.map { "\($0.location.file):\($0.location.line ?? 0) \($0.key)" + ($0.variant.map { " \($0)" } ?? "") } }
        }
        #expect(described(await Self.units(of: Self.read)) == expected)
        // Read in place order already: the same units, taken as they come.
        let sorted = Self.read.sorted { (UnitPlace($0), $0.variant ?? "") < (UnitPlace($1), $1.variant ?? "") }
        #expect(described(await Self.units(of: sorted)) == expected)
    }
}
