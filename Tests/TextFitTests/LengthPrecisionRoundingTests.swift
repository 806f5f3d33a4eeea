import Foundation
import Testing
@testable import TextFitCore
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

    /// A fit is rounded length by length, in place: each length, each line's width among them,
    /// as the definition rounds it; a failing amount (an overflow, clipped ink, a height
    /// overflow) never to 0; its verdicts, text and counts as they were.
    @Test func aFitIsRoundedLengthByLength() {
        func rounded(_ value: Double) -> Double { Self.reference(value) / LengthPrecision.stepsPerPoint }
        func failing(_ value: Double) -> Double { value > 0 ? max(rounded(value), 1 / LengthPrecision.stepsPerPoint) : 0 }
        let l = [10.828125000000002, 895.0125, 343.0005, 0.0015, 17.123456, 44.000499, 120.25 + 1e-9, 8.0004,
                 60.5, 0.0004, 0.0002, 33.3333, 1.9996]
        for fits in [false, true] {
            let fit = ButtonFit(
                contentSize: BoxSize(width: l[0], height: l[1]), minFrame: BoxSize(width: l[2], height: l[3]),
                frame: BoxSize(width: l[4], height: l[5]), availableTextWidth: l[6], fits: fits, overflow: l[9],
                truncatedText: "Aktuellen Standort…", maxCornerRadius: l[7], cornerRadius: l[8], cornerClip: true,
                capsuleFits: false, circleFits: nil, verticalClip: l[10], iconSide: l[11], numberOfLines: 3,
                lines: [TextLine(text: "Aktuellen", width: l[12]),
                        TextLine(scalars: Array("Standort teilen".unicodeScalars.map(\.value)), range: 0..<8, width: l[6])],
                neededLineCount: 4, heightOverflow: l[9], model: .label)
            let r = LengthPrecision.round(fit)
            #expect(r.contentSize == BoxSize(width: rounded(l[0]), height: rounded(l[1])))
            #expect(r.minFrame == BoxSize(width: rounded(l[2]), height: rounded(l[3])))
            #expect(r.frame == BoxSize(width: rounded(l[4]), height: rounded(l[5])))
            #expect(r.availableTextWidth == rounded(l[6]) && r.maxCornerRadius == rounded(l[7])
                        && r.cornerRadius == rounded(l[8]) && r.iconSide == rounded(l[11]))
            // 0.0004 pt rounds to 0, but an overflow that is there stays 0.001 pt; a fitting one rounds.
            #expect(r.overflow == (fits ? rounded(l[9]) : failing(l[9])) && r.overflow == (fits ? 0 : 0.001))
            #expect(r.verticalClip == failing(l[10]) && r.verticalClip == 0.001 && r.heightOverflow == failing(l[9]))
            #expect(r.lines.map(\.width) == [rounded(l[12]), rounded(l[6])] && r.lines.map(\.text) == ["Aktuellen", "Standort"])
            #expect(r.fits == fits && r.truncatedText == fit.truncatedText && r.cornerClip && !r.capsuleFits
                        && r.circleFits == nil && r.numberOfLines == 3 && r.neededLineCount == 4 && r.model == .label)
            // Every length moved by less than half a step, and at least one moved.
            #expect(abs(r.contentSize.width - l[0]) <= 0.0005 && r.minFrame.width != l[2])
        }
    }
}
