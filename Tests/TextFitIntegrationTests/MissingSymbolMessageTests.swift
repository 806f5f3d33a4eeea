import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A code point of plane 16's private use area (where Apple's SF fonts put SF Symbols pasted into
/// text, as Maccy's "Notifications and sounds 􀱁" has) is named as an SF Symbol in the finding.
@Suite struct MissingSymbolMessageTests {
    @Test func aPrivateUseSymbolIsNamedAsOne() throws {
        let plan = VerificationPlan(spec: .default, keyLimits: [:], categories: [.large], sampler: FormatSpecifierSampler())
        func finding(_ value: String) throws -> Finding? {
            let string = LocalizedString(key: "k", language: LanguageTag("am")!, value: value,
                                         location: SourceLocation(file: "Localizable.xcstrings", line: 1))
            let cell = try #require(try CellSolver(plan: plan, fonts: TestFonts.bundled).cells(for: string).first)
            return cell.findings.first { $0.kind == .missingGlyph }
        }
        let symbol = try #require(try finding("Sounds \u{100C41}"))
        #expect(symbol.message == "no font covers U+100C41 (private use: likely an SF Symbol, drawn only by Apple's SF fonts; "
            + "measure with them via --fonts)")
        // A missing glyph elsewhere (a plane-15 private use code point) is named without it.
        let other = try #require(try finding("Sounds \u{F0041}"))
        #expect(other.message == "no font covers U+F0041")
    }
}
