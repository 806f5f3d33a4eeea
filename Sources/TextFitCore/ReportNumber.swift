import Foundation

/// Number formatting shared by the reports: fixed decimals, never locale-dependent.
package enum ReportNumber {
    /// `value` rounded half away from zero to `decimals` places (on the scaled `Double`) and
    /// written with exactly that many decimals; `0.0` rather than `-0.0` for one decimal.
    ///
    /// The text is that of Swift's shortest form of the rounded value, padded with zeros. Below
    /// 10^15 units that form is the scaled integer's digits with a point put in (such a decimal
    /// is the only one of its length that rounds to the value), so up to three decimals the
    /// digits are written directly: CSV rows hold twenty lengths a cell.
    package static func points(_ value: Double, decimals: Int = 1) -> String {
        let factor = pow10(decimals)
        let units = (value * factor).rounded()
        if decimals <= 3, units.magnitude < 1e15 {
            let negative = units.sign == .minus && !(units == 0 && decimals == 1)
            return FixedPointText.digits(UInt64(units.magnitude), decimals: decimals, negative: negative)
        }
        let rounded = units / factor
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
            if decimals == 0 { text = String(text[..<dot]) }
        } else if decimals > 0 {
            text += "." + String(repeating: "0", count: decimals)
        }
        return text == "-0.0" ? "0.0" : text
    }

    /// `value` rounded up to `decimals` places: a constraint that is never too small.
    package static func ceiling(_ value: Double, decimals: Int = 2) -> String {
        let factor = pow10(decimals)
        return points((value * factor - 1e-9).rounded(.up) / factor, decimals: decimals)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }

    package static func codePoint(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
