import Foundation

/// A `Double` with a fixed number of decimals, as text, without Foundation's `String(format:)`.
///
/// Finding messages state lengths with one to three decimals, and a large run writes a few of
/// them for every failing cell; `String(format:)` goes through CFString and a `va_list` for
/// each, which cost more than the geometry they describe. These functions give the same text
/// byte for byte with integer arithmetic, and hand the rare value they do not cover (not finite,
/// or too large to scale exactly) to the slow path.
package enum FixedPointText {
    /// The largest scaled magnitude handled in integer arithmetic: below 2^52, a `Double`'s
    /// fraction part and its distance from one half are exact.
    private static let exactLimit = 4_503_599_627_370_496.0

    /// Powers of ten exactly representable as `Double`, for the decimals handled here.
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `value` as C's `printf("%.*f", decimals, value)` writes it, and so as
    /// `String(format: "%.\(decimals)f", value)`: rounded to nearest on the exact binary value,
    /// a tie to the even last digit, a minus sign whenever the sign bit is set (`-0.0`).
    package static func printf(_ value: Double, decimals: Int) -> String {
        guard decimals >= 0, decimals < powersOfTen.count, value.isFinite else {
            return String(format: "%.\(decimals)f", value)
        }
        let factor = powersOfTen[decimals]
        let magnitude = value.magnitude
        let scaled = magnitude * factor
        guard scaled < exactLimit else { return String(format: "%.\(decimals)f", value) }
        // The product's rounding error, exactly (a fused multiply-add): magnitude × factor − scaled.
        let error = (-scaled).addingProduct(magnitude, factor)
        let whole = scaled.rounded(.down)
        // Exact: both are multiples of scaled's ulp (or the difference is far below zero).
        let aboveHalf = (scaled - whole) - 0.5
        var units = UInt64(whole)
        if aboveHalf > 0 || (aboveHalf == 0 && (error > 0 || (error == 0 && units % 2 == 1))) {
            units += 1
        }
        return digits(units, decimals: decimals, negative: value.sign == .minus)
    }

    /// `units` ÷ 10^`decimals` with exactly `decimals` decimals (no point for 0), signed.
    static func digits(_ units: UInt64, decimals: Int, negative: Bool) -> String {
        // At most 16 integer digits, a point, 6 decimals and a sign.
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
