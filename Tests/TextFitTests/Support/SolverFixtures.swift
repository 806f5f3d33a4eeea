import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Measurements and specs for the solver tests, with every number chosen by hand.
enum SolverFixtures {
    static let english = LanguageTag("en")!

    /// A measurement with only the fields the solver reads set to meaningful values.
    static func measurement(text: String = "Current Location", width: Double, lineHeight: Double,
                            pointSize: Double, ascent: Double = 16, descent: Double = 4,
                            ink: InkBounds? = nil, language: LanguageTag = english,
                            missing: [UInt32] = []) -> TextMeasurement {
        TextMeasurement(text: text, language: language, pointSize: pointSize, weight: 400, tracking: 0,
                        advanceWidth: width, width: width,
                        inkBounds: ink ?? InkBounds(x: 0, y: -3, width: width, height: 15),
                        ascent: ascent, descent: descent, lineHeight: lineHeight, glyphCount: text.count,
                        missingGlyphs: missing, fonts: [])
    }

    static func noTruncation(_ width: Double) -> TruncatedTitle? {
        Issue.record("truncate called with \(width) although the title should fit")
        return nil
    }
}
