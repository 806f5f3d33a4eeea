/// Scales a custom font size along a text style's Dynamic Type curve, as `UIFontMetrics` does.
///
/// Model: a value given at the default category (`.large`) is multiplied by the style's size
/// ratio, `size(category) / size(.large)`, read from the type scale. A base equal to the style's
/// own `.large` size therefore lands exactly on the published size at every category, and a
/// base of 20 pt for Body at AX5 becomes 20 × 53 / 17 ≈ 62.35 pt. No rounding is applied.
///
/// How close this is to UIKit: Apple documents `UIFontMetrics(forTextStyle:)` only as scaling
/// "based on the current Dynamic Type settings" and publishes no curve. Public measurements
/// show the device does not use exactly this ratio: Jared Sinclair ("Scaled Metric Surprises on
/// iOS & iPadOS", 2024) reports `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)` at
/// `.medium` returning 16.333…, not 16, and says the gap widens toward the ends of the range.
/// That article gives only this one number, which is not enough to rebuild Apple's curve, so
/// this type keeps the ratio of the published sizes. Expect device results for custom
/// fonts to differ by a fraction of a point, more at the extreme categories.
package struct FontMetrics: Sendable {
    /// The text style whose curve this scales along.
    package let textStyle: TextStyle
    /// The type scale the curve is read from.
    package let scale: TypeScale

    /// Creates metrics for `textStyle`, reading sizes from `scale` (Apple's iOS table by default).
    package init(textStyle: TextStyle, scale: TypeScale = .iOS) {
        self.textStyle = textStyle
        self.scale = scale
    }

    /// The factor `size(category) / size(.large)` for this text style.
    package func scaleFactor(for category: ContentSizeCategory) -> Double {
        let base = scale.metrics(for: textStyle, in: .default).pointSize
        let scaled = scale.metrics(for: textStyle, in: category).pointSize
        return scaled / base
    }

    /// Scales `value`, given at the default category (`.large`), to `category`.
    package func scaledValue(_ value: Double, for category: ContentSizeCategory) -> Double {
        value * scaleFactor(for: category)
    }

    /// The point size at `category`: the scaled `base`, or the style's own size when `base` is nil.
    package func scaledPointSize(base: Double?, for category: ContentSizeCategory) -> Double {
        guard let base else { return scale.metrics(for: textStyle, in: category).pointSize }
        return scaledValue(base, for: category)
    }
}
