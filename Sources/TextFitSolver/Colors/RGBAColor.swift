import Foundation

/// An sRGB color with straight (not premultiplied) alpha, each component from 0 to 1.
///
/// What the legibility lint and the renderer work with once a spec's color is resolved for an
/// appearance: compositing (Porter–Duff "over"), WCAG 2.x relative luminance and `#RRGGBB[AA]`.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0 to 1.
    public var red: Double
    /// Green, 0 to 1.
    public var green: Double
    /// Blue, 0 to 1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Makes a color from components from 0 to 1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A color from 8-bit components, as Apple's tables state them.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); `nil` for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var values: [Int] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            values.append(high * 16 + low)
        }
        self.init(red8: values[0], green8: values[1], blue8: values[2],
                  alpha: values.count == 4 ? Double(values[3]) / 255 : 1)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; uppercase, components rounded to 8 bits.
    public var hex: String {
        func byte(_ value: Double) -> String { ReportNumber.hex(Int((value * 255).rounded()), width: 2) }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hex }

    /// The color with its opacity multiplied by `factor` (a view's `alpha` applied to its colors).
    package func fading(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// This color drawn over `backdrop` (Porter–Duff source-over, straight alpha in and out).
    package func over(_ backdrop: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha
        }
        return RGBAColor(red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue),
                         alpha: outAlpha)
    }

    /// WCAG 2.x relative luminance of the color's RGB (alpha ignored: composite first).
    ///
    /// Each sRGB component is linearized with the sRGB transfer function (threshold 0.04045, the
    /// IEC 61966-2-1 value WCAG 2.2's definition now cites; the older 0.03928 gives the same
    /// result for every 8-bit value) and weighted 0.2126, 0.7152, 0.0722.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
}
