import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitBench

/// The one number formatter: its rounding rule (the decimal reading rounded half away from zero)
/// checked against hand-derived values and against two independent computations — Foundation's
/// `Decimal` rounding with `.plain` on the decimal reading, and C's `printf` wherever the value
/// is not near a tie (there every correct rounding agrees).
@Suite struct ReportNumberTests {
    /// Ties and negatives, derived by hand from the decimal reading. Each states where another
    /// rule would differ: `printf` rounds the binary value (12.35 is 12.3499…, so `12.3`; 0.125 is
    /// an exact tie, to even `0.12`), and rounding `value × 100` in `Double` gives 100.4999… for
    /// 1.005, so `1.00`.
    @Test func tiesAndNegativesByHand() {
        let cases: [(Double, Int, String)] = [
            (12.35, 1, "12.4"), (12.45, 1, "12.5"), (-12.35, 1, "-12.4"), (-12.45, 1, "-12.5"),
            (2.675, 2, "2.68"), (-2.675, 2, "-2.68"), (1.005, 2, "1.01"), (-1.005, 2, "-1.01"),
            (0.125, 2, "0.13"), (-0.125, 2, "-0.13"), (0.375, 2, "0.38"), (0.0305, 3, "0.031"),
            (0.5, 0, "1"), (1.5, 0, "2"), (2.5, 0, "3"), (-0.5, 0, "-1"), (-2.5, 0, "-3"),
            (0.05, 1, "0.1"), (-0.05, 1, "-0.1"), (0.15, 1, "0.2"), (0.25, 1, "0.3"), (0.35, 1, "0.4"),
            (0.0304999, 3, "0.030"), (12.3499, 1, "12.3"), (-12.3499, 1, "-12.3"),
            (-0.04, 1, "0.0"), (-0.0, 1, "0.0"), (-0.0004, 3, "0.000"), (0, 0, "0"), (-0.4, 0, "0"),
            (343.03, 2, "343.03"), (7, 0, "7"), (7, 3, "7.000"), (0.0005, 3, "0.001"), (-0.0005, 3, "-0.001"),
            (123_456.789_5, 3, "123456.790"), (0.000_000_5, 6, "0.000001"),
        ]
        for (value, decimals, expected) in cases {
            #expect(ReportNumber.fixed(value, decimals: decimals) == expected, "\(value) to \(decimals)")
        }
        #expect(ReportNumber.points(12.35) == "12.4")
        #expect(ReportNumber.fixed(.infinity, decimals: 1) == "inf")
        #expect(ReportNumber.fixed(-1e20, decimals: 1) == "-100000000000000000000.0")
    }

    /// Values on the grid lengths are kept to, halves of every last decimal, and seeded values
    /// across magnitudes and both signs.
    static func values(decimals: Int) -> [Double] {
        var values: [Double] = []
        for step in stride(from: -30_000, through: 30_000, by: 7) {
            let k = Double(step)
            values += [k / 1000, (k + 0.5) / pow(10, Double(decimals)), k / 8, -k / 1000 - 0.0005]
        }
        var generator = SeededGenerator(seed: 11)
        for index in 0..<5_000 {
            let exponent = Double.random(in: -6...8, using: &generator)
            var value = pow(10, exponent) * (index % 2 == 0 ? 1 : -1)
            if index % 3 == 0 { value = (value * 1000).rounded() / 1000 }
            values.append(value)
        }
        return values
    }

    /// The decimal reading rounded by `Decimal` with `.plain` (half away from zero) is the value
    /// of the text, which has exactly `decimals` places and a minus sign only when not zero.
    @Test(arguments: 0...6) func agreesWithDecimalRounding(decimals: Int) {
        var mismatches: [String] = []
        for value in Self.values(decimals: decimals) {
            var reading = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX"))!
            var rounded = Decimal()
            NSDecimalRound(&rounded, &reading, decimals, .plain)
            let text = ReportNumber.fixed(value, decimals: decimals)
            let places = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
            let parsed = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
            if parsed != rounded || places != decimals || text.hasPrefix("-") != (rounded < 0), mismatches.count < 5 {
                mismatches.append("\(value): \(text) ≠ \(rounded)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Away from a tie (the scaled fraction more than 0.05 from one half, far more than the
    /// distance between the binary value and its decimal reading at these magnitudes), C's
    /// `printf` gives the same text, but for its `-0.0` where the rule writes `0.0`.
    @Test(arguments: 0...6) func agreesWithPrintfAwayFromTies(decimals: Int) {
        var mismatches: [String] = []
        for value in Self.values(decimals: decimals) {
            let scaled = (value * pow(10, Double(decimals))).magnitude
            guard (scaled - scaled.rounded(.down) - 0.5).magnitude > 0.05 else { continue }
            var expected = String(format: "%.\(decimals)f", value)
            if expected.hasPrefix("-"), expected.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
                expected.removeFirst()
            }
            let got = ReportNumber.fixed(value, decimals: decimals)
            if got != expected, mismatches.count < 5 { mismatches.append("\(value): \(got) ≠ \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Six significant digits without trailing zeros, as `%g` writes the seeded values (none of
    /// which is a tie at the seventh digit) and the opacities, sizes and ratios the messages state.
    @Test func significantDigitsAsPercentG() {
        var values: [Double] = [0, 0.35, 0.5, 1, 1.5, 2, 44, 14.824, 17, 0.0001, 0.000123, 999_999.4, 123_456, 0.099_999_96,
                                9.999_996, -0.35, -44, 1e-5, 1e6, 1e7, 3.25e-7]
        var generator = SeededGenerator(seed: 5)
        for index in 0..<5_000 {
            values.append(pow(10, Double.random(in: -5...7, using: &generator)) * (index % 2 == 0 ? 1 : -1))
        }
        var mismatches: [String] = []
        for value in values {
            let expected = String(format: "%g", value)
            let got = ReportNumber.significant(value)
            if got != expected, mismatches.count < 5 { mismatches.append("\(value): \(got) ≠ \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // A tie at the seventh digit rounds like every other number: the decimal reading, away.
        #expect(ReportNumber.significant(1.234565) == "1.23457")
        #expect(ReportNumber.significant(-1.234565) == "-1.23457")
        #expect(ReportNumber.significant(0.1234565) == "0.123457")
    }

    /// Rounding up, trimming, integers, code points and groups, by hand.
    @Test func theOtherForms() {
        #expect(ReportNumber.ceiling(12.001, decimals: 2) == "12.01")
        #expect(ReportNumber.ceiling(12.000_000_000_001, decimals: 2) == "12.00")
        #expect(ReportNumber.ceiling(-1.234, decimals: 2) == "-1.23")
        #expect(ReportNumber.ceiling(44, decimals: 1) == "44.0")
        #expect(ReportNumber.trimmed(12.5) == "12.5")
        #expect(ReportNumber.trimmed(12.000_4) == "12")
        #expect(ReportNumber.trimmed(-0.000_4) == "0")
        #expect(ReportNumber.trimmed(0.125_5, decimals: 3) == "0.126")
        #expect(ReportNumber.padded(5, width: 2) == "05")
        #expect(ReportNumber.padded(123, width: 2) == "123")
        #expect(ReportNumber.hex(10, width: 2) == "0A")
        #expect(ReportNumber.hex(UInt8(0xE9), width: 2, uppercase: false) == "e9")
        #expect(ReportNumber.codePoint(0xE9) == "U+00E9")
        #expect(ReportNumber.codePoint(0x1F600) == "U+1F600")
        #expect(ReportNumber.grouped(3_000) == "3,000")
        #expect(ReportNumber.grouped(1_234_567) == "1,234,567")
        #expect(ReportNumber.grouped(999) == "999")
        #expect(ReportNumber.grouped(-12_345) == "-12,345")
    }
}
