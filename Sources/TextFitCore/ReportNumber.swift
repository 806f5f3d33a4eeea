import Foundation

/// Every number TextFit writes, as text: the one formatter of the reports, the finding messages,
/// the drawings and the command line; never locale-dependent.
///
/// **The rounding rule.** A value is stated with `decimals` places by rounding its decimal
/// reading — the shortest decimal that reads back as the `Double`, the digits Swift's
/// `description` writes — to the nearest multiple of 10^-`decimals`, a tie away from zero, as
/// taught in school and as `Decimal` rounds with `.plain`. Lengths are kept to 1/1000 pt, so
/// the ties that occur are decimal ones: `12.35` is 12.3499… in binary and `12.45` is 12.4500…1,
/// yet both read as ties and round up, to `12.4` and `12.5`, wherever they are stated (C's
/// `printf` rounds the binary value and gives `12.3` and `12.5`; rounding `value × 10^decimals`
/// in `Double` gives `1.00` for `1.005`). A minus sign is written only when the rounded value is
/// not zero (`-0.04` to one decimal is `0.0`).
///
/// The digits are written with integer arithmetic from `value × 10^decimals`, which rounds as
/// the decimal reading does unless its fraction lies within a few units in the last place of a
/// half; only those near-ties are rounded through `Decimal`. A large run states a few lengths for
/// every failing cell, and `String(format:)` goes through CFString and a `va_list` for each.
/// What the integer path does not cover (not finite, or 2^53 units and more) is written by
/// `printf`.
package enum ReportNumber {
    /// The most decimals stated: six significant digits of 10^-4 (lengths are kept to 1/1000 pt).
    package static let maximumDecimals = 9

    /// `value` with exactly `decimals` places (0 to ``maximumDecimals``), by the rounding rule.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        let decimals = min(max(decimals, 0), maximumDecimals)
        let scaled = value * powersOfTen[decimals]
        guard scaled.isFinite, scaled.magnitude < exactLimit else {
            return String(format: "%.\(decimals)f", value)
        }
        // The product is within half a unit in its last place of value × 10^decimals, and the
        // decimal reading within one: away from a half by more than that, both round alike.
        let fraction = scaled.magnitude - scaled.magnitude.rounded(.down)
        if (fraction - 0.5).magnitude > 64 * scaled.ulp {
            let units = scaled.rounded(.toNearestOrAwayFromZero)
            return digits(UInt64(units.magnitude), decimals: decimals, negative: units < 0)
        }
        return nearTie(value, decimals: decimals)
    }

    /// The rounding rule through `Decimal`, for a product near a half: the decimal reading
    /// rounded with `.plain` (a tie away from zero), then its units.
    private static func nearTie(_ value: Double, decimals: Int) -> String {
        guard var reading = Decimal(string: value.description, locale: posix) else {
            return String(format: "%.\(decimals)f", value)
        }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &reading, decimals, .plain)
        var units = rounded
        for _ in 0..<decimals { units *= 10 }
        let text = units.description
        let negative = text.hasPrefix("-")
        guard let magnitude = UInt64(negative ? String(text.dropFirst()) : text) else {
            return String(format: "%.\(decimals)f", value)
        }
        return digits(magnitude, decimals: decimals, negative: negative && magnitude != 0)
    }

    /// A length in points: ``fixed(_:decimals:)`` with one decimal unless told otherwise.
    package static func points(_ value: Double, decimals: Int = 1) -> String {
        fixed(value, decimals: decimals)
    }

    /// `value` rounded up to `decimals` places: a constraint that is never too small. A value
    /// within 10^-9 units above a step (the noise of the arithmetic) stays on that step.
    package static func ceiling(_ value: Double, decimals: Int = 2) -> String {
        let factor = powersOfTen[min(max(decimals, 0), maximumDecimals)]
        return fixed((value * factor - 1e-9).rounded(.up) / factor, decimals: decimals)
    }

    /// `value` with at most `decimals` places and no trailing zeros (`0.5`, `44`, `12.125`).
    package static func trimmed(_ value: Double, decimals: Int = 3) -> String {
        var text = fixed(value, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value` with six significant digits and no trailing zeros, as C's `%g` writes an opacity,
    /// a size or a ratio (`0.35`, `44`, `14.824`), rounded by the rule above. Outside 10^-4 ..<
    /// 10^6, where `%g` switches to an exponent, `%g`'s own text.
    package static func significant(_ value: Double) -> String {
        let magnitude = value.magnitude
        guard value.isFinite, magnitude == 0 || (magnitude >= 1e-4 && magnitude < 999_999.5) else {
            return String(format: "%g", value)
        }
        var exponent = 0
        if magnitude >= 1 {
            while exponent < 5, magnitude >= powersOfTen[exponent + 1] { exponent += 1 }
        } else if magnitude > 0 {
            while exponent > -4, magnitude < 1 / powersOfTen[-exponent] { exponent -= 1 }
        }
        // Six significant digits: 5 − exponent decimals, from 0 (10^5) to 9 (10^-4).
        return trimmed(value, decimals: 5 - exponent)
    }

    /// `value` in decimal, padded with zeros to `width` digits (`05`).
    package static func padded(_ value: Int, width: Int) -> String {
        let text = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// `value` in hexadecimal, padded with zeros to `width` digits (`0A`, `00e9`).
    package static func hex<Value: BinaryInteger>(_ value: Value, width: Int, uppercase: Bool = true) -> String {
        let text = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// `U+00E9`: a code point as Unicode writes it, at least four uppercase hexadecimal digits.
    package static func codePoint(_ scalar: UInt32) -> String {
        "U+" + hex(scalar, width: 4)
    }

    /// `3000` → `3,000`: digits in groups of three, whatever the locale.
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = number < 0 ? "-" : ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// The locale of `description`'s digits: a point, no grouping.
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The largest magnitude of units written with integer arithmetic: 2^53, below which every
    /// integer is a `Double`.
    private static let exactLimit = 9_007_199_254_740_992.0

    /// Powers of ten exactly representable as `Double`, for the decimals handled here.
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 1e7, 1e8, 1e9]

    /// `units` ÷ 10^`decimals` with exactly `decimals` decimals (no point for 0), signed.
    static func digits(_ units: UInt64, decimals: Int, negative: Bool) -> String {
        // At most 16 digits, a point, a leading 0 and up to 9 decimals, and a sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = 32
            var rest = units
            var written = 0
            repeat {
                if written == decimals, decimals > 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: ".")
                }
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written <= decimals
            if negative {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }
}
