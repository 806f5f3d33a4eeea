import Foundation
import Testing
@testable import TextFit
@testable import TextFitBench

/// The fixed-point formatter gives `String(format: "%.Nf")`'s text byte for byte, and the
/// reports' rounding (``ReportNumber/points(_:decimals:)``) keeps its text: both checked against
/// Foundation's `printf`-style formatting over many values, the awkward ones included.
@Suite struct FixedPointTextTests {
    /// Values where formatting goes wrong if it is not exact: ties in decimal that are not ties in
    /// binary (2.675 is 2.67499…), exact binary ties (0.125 rounds to even, 0.12), signed zeros,
    /// negatives that round to zero, the limit of the exact path, and what C prints as words.
    static let awkward: [Double] = [
        0, -0.0, 0.5, 1.5, 2.5, -0.5, -2.5, 0.05, 0.15, 0.25, 0.35, 0.45, 1.005, 2.675, 0.125, 0.375, 0.0625,
        -0.04, -0.0004, 1e-300, -1e-300, .leastNonzeroMagnitude, 343.03, 319.0004, 0.0305, 10.828125000000002,
        4_503_599_627_370_495, 4_503_599_627_370_496, 9_007_199_254_740_994, 1e15, 1e17, -1e20,
        .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// Seeded values across magnitudes from 1e-9 to 1e17, both signs, half of them on a 1/1000 grid
    /// (lengths are kept to 1/1000 pt, so halves of the last decimal are common).
    static func spread(count: Int) -> [Double] {
        var generator = SeededGenerator(seed: 7)
        return (0..<count).map { index in
            let exponent = Double.random(in: -9...17, using: &generator)
            var value = pow(10, exponent) * (index % 2 == 0 ? 1 : -1)
            if index % 4 < 2 { value = (value * 1000).rounded() / 1000 }
            return value
        }
    }

    /// Every decimal the messages use and more: same text as `String(format:)`.
    @Test(arguments: 0...6) func matchesStringFormat(decimals: Int) {
        var values = Self.awkward + Self.spread(count: 20_000)
        // Halves of the last decimal, the grid of lengths, and eighths (exact binary ties).
        for step in -3_000...3_000 {
            let k = Double(step)
            values += [(k + 0.5) / pow(10, Double(decimals)), k / 1000, k / 8, k / 1000 + 0.0005]
        }
        var mismatches: [String] = []
        for value in values {
            let expected = String(format: "%.\(decimals)f", value)
            let got = FixedPointText.printf(value, decimals: decimals)
            if got != expected, mismatches.count < 5 { mismatches.append("\(value): \(got) ≠ \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Examples to read: rounding to even on an exact tie, the nearest on the binary value, signs.
    @Test func examples() {
        #expect(FixedPointText.printf(0.125, decimals: 2) == "0.12")
        #expect(FixedPointText.printf(0.375, decimals: 2) == "0.38")
        #expect(FixedPointText.printf(2.675, decimals: 2) == "2.67")
        #expect(FixedPointText.printf(-0.0, decimals: 1) == "-0.0")
        #expect(FixedPointText.printf(-0.04, decimals: 1) == "-0.0")
        #expect(FixedPointText.printf(343.03, decimals: 2) == "343.03")
        #expect(FixedPointText.printf(7, decimals: 0) == "7")
        #expect(FixedPointText.printf(0.0305, decimals: 3) == "0.030")  // 0.030499999…
    }

    /// The reports' numbers: the value rounded half away from zero on the scaled `Double`, printed
    /// with `decimals` places; `0.0`, not `-0.0`, at one decimal. The reference rounds the same
    /// way and prints the rounded value with `String(format:)`, which gives back its digits while
    /// the `Double` is far closer to them than half the last decimal (below 10^10 here).
    @Test(arguments: 0...3) func reportNumbersKeepTheirText(decimals: Int) {
        let factor = pow(10, Double(decimals))
        var values = Self.awkward.filter(\.isFinite).filter { abs($0) < 1e10 }
            + Self.spread(count: 20_000).filter { abs($0) < 1e10 }
        for step in -3_000...3_000 {
            let k = Double(step)
            values += [(k + 0.5) / factor, k / 1000, k / 8, k / 1000 + 0.0005, k / 1000 - 0.0005]
        }
        var mismatches: [String] = []
        for value in values {
            let rounded = (value * factor).rounded() / factor
            var expected = String(format: "%.\(decimals)f", rounded)
            if expected == "-0.0" { expected = "0.0" }
            let got = ReportNumber.points(value, decimals: decimals)
            if got != expected, mismatches.count < 5 { mismatches.append("\(value): \(got) ≠ \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(ReportNumber.points(-0.0001, decimals: 3) == "-0.000")
        #expect(ReportNumber.points(-0.01, decimals: 1) == "0.0")
    }
}
