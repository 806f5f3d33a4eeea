import Foundation
import Testing
@testable import TextFitSolver

/// `LengthPrecision.steps` and `round` give what the definition gives when it is computed with
/// the C library's rounding (`trunc` for the whole part, `round` for halves away from zero):
/// on the halves of a step and the doubles beside them, on widths that land within the tie
/// tolerance of a half, on the ends of the range where the integer conversion stops, and on
/// half a million values spread over the lengths a run meets.
@Suite struct LengthPrecisionRoundingTests {
    /// The definition, with the C library's rounding.
    static func reference(_ value: Double) -> Double {
        let steps = value * LengthPrecision.stepsPerPoint
        let whole = Foundation.trunc(steps)
        if abs(abs(steps - whole) - 0.5) < LengthPrecision.tieTolerance { return whole + (steps < 0 ? -1 : 1) }
        return Foundation.round(steps)
    }

    @Test func halvesAndTheirNeighbours() {
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0015, -0.0015, 343.0005, -343.0005, 1e-9, -1e-9,
                                4.503599627370495e12, -4.503599627370495e12, 4.503599627370497e12, 1e15, -1e15]
        for half in stride(from: -2000.5, through: 2000.5, by: 1.0) {
            let length = half / LengthPrecision.stepsPerPoint
            values += [length, length.nextUp, length.nextDown, length + 1e-12, length - 1e-12, length + 1e-8,
                       length - 1e-8]
        }
        for value in values {
            #expect(LengthPrecision.steps(value) == Self.reference(value), "\(value)")
        }
        // 0.0015 pt is 1.4999999999999998 steps in binary: within the tolerance, so it is the half.
        #expect(LengthPrecision.steps(0.0015) == 2)
        #expect(LengthPrecision.steps(-0.0015) == -2)
        // A width 1/64000 pt past a half is no tie.
        #expect(LengthPrecision.steps(0.0005 + 1 / 64000.0) == 1)
        #expect(LengthPrecision.round(-0.0001).sign == .plus)
    }

    @Test func valuesOverTheLengthsOfARun() {
        #expect(disagreements(from: -5_000, to: 5_000, step: 0.019_073_486_328_125_7) {
            LengthPrecision.steps($0) == Self.reference($0)
        } == 0)
    }
}
