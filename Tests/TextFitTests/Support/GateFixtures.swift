import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Cells with hand-checkable numbers for the gate's tests.
enum GateFixtures {
    /// Title only, default insets 7/12/7/12 and 343 pt maximum width: a title `w` wide needs
    /// `w + 24` (the 12 + 12 insets, unscaled at 17 pt), so it overflows by `w + 24 − 343` when `w > 319`.
    static let spec = ButtonSpec(labelStyle: .titleOnly)

    static func tag(_ text: String) -> LanguageTag { LanguageTag(text)! }

    /// A cell of `key` in `language` at `category`, measured `width` wide at 17 pt.
    static func cell(_ key: String, _ language: String, _ category: ContentSizeCategory, width: Double, line: Int,
                     file: String = "App/Localizable.xcstrings", variant: String? = nil, missing: [UInt32] = [],
                     spec: ButtonSpec = spec) -> CellResult {
        let measurement = SolverFixtures.measurement(text: "\(key) in \(language)", width: width, lineHeight: 20,
                                                     pointSize: 17, language: tag(language), missing: missing)
        let fit = ButtonSolver(spec: spec).solve(title: measurement) { available in
            TruncatedTitle(text: "\(key.prefix(3))…", width: available - 1, keptClusters: 3, fits: true)
        }
        return CellResult(key: key, language: tag(language), variant: variant, category: category, textStyle: .body,
                          measurement: measurement, fit: fit, location: SourceLocation(file: file, line: line))
    }

    static func result(_ cells: [CellResult], spec: ButtonSpec = spec) -> VerificationResult {
        VerificationResult(cells: cells, spec: spec, fontOrigin: "test", notes: [])
    }
}
