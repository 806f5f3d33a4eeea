import Foundation
import Testing
@testable import TextFitCore

/// `GlyphBlend.nearest` rounds as the C library's `round` does (halves away from zero), checked
/// against `Foundation.round` on the halves, the doubles next to them, the ends of `Int32` and a
/// million values spread over the range a blend's subunits take.
@Suite struct GlyphBlendRoundingTests {
    static func libm(_ value: Double) -> Int32 { Int32(Foundation.round(value)) }

    @Test func halvesAndTheirNeighbours() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 1e9 + 0.5, -1e9 - 0.5,
                                Double(Int32.max) - 0.4, Double(Int32.min) + 0.4, Double(Int32.max), Double(Int32.min)]
        for half in stride(from: -1000.5, through: 1000.5, by: 1.0) {
            values += [half, half.nextUp, half.nextDown]
        }
        for value in values {
            #expect(GlyphBlend.nearest(value) == Self.libm(value), "\(value)")
        }
        // The double just below one half rounds down: adding 0.5 and truncating would not.
        #expect(GlyphBlend.nearest(0.49999999999999994) == 0)
        #expect(GlyphBlend.nearest(-0.49999999999999994) == 0)
    }

    @Test func valuesOverTheSubunitRange() {
        #expect(disagreements(from: -4_000_000, to: 4_000_000, step: 7.389_056_098_930_65) {
            GlyphBlend.nearest($0) == Self.libm($0)
        } == 0)
    }
}
