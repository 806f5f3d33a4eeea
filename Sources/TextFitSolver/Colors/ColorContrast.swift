import Foundation

/// How a button's title stands out from its background in one appearance, as a person sees it:
/// both colors composited, then compared by WCAG 2.x's contrast ratio and by APCA's Lc.
///
/// The button is drawn as UIKit draws a view with `alpha` below 1: the background color (with
/// its own alpha) and the tint over it make one layer, and that layer is composited at the
/// button's `alpha` over the view behind, taken to be the appearance's `systemBackground`.
package struct ColorContrast: Sendable, Hashable {
    /// The title's color as seen.
    package let text: RGBAColor
    /// The background's color as seen.
    package let background: RGBAColor
    /// WCAG 2.x contrast ratio, 1 to 21: (L1 + 0.05) / (L2 + 0.05) of the relative luminances.
    package let ratio: Double
    /// APCA Lc (APCA-W3 0.0.98G-4g), about −108 to 106; positive for dark text on a light
    /// background, negative for light on dark. A second opinion: WCAG 3 drafts use it.
    package let lightnessContrast: Double

    /// The contrast of `tint` over `fill`, the pair at `alpha`, over `backdrop`.
    package init(tint: RGBAColor, fill: RGBAColor, alpha: Double, backdrop: RGBAColor) {
        let layerBackground = fill
        let layerText = tint.over(fill)
        background = layerBackground.fading(by: alpha).over(backdrop)
        text = layerText.fading(by: alpha).over(backdrop)
        ratio = Self.ratio(text, background)
        lightnessContrast = Self.apca(text: text, background: background)
    }

    /// The contrast of `spec`'s colors in `appearance`.
    package init(spec: ButtonSpec, appearance: Appearance) {
        self.init(tint: spec.tint(in: appearance), fill: spec.background(in: appearance), alpha: spec.alpha,
                  backdrop: appearance.systemBackground)
    }

    /// WCAG 2.x contrast ratio of two opaque colors.
    package static func ratio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let (la, lb) = (a.relativeLuminance, b.relativeLuminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// APCA-W3 0.0.98G-4g Lc of `text` on `background` (both opaque), with its published constants.
    package static func apca(text: RGBAColor, background: RGBAColor) -> Double {
        func screenLuminance(_ color: RGBAColor) -> Double {
            let y = 0.2126729 * pow(color.red, 2.4) + 0.7151522 * pow(color.green, 2.4) + 0.0721750 * pow(color.blue, 2.4)
            return y < 0.022 ? y + pow(0.022 - y, 1.414) : y
        }
        let (yText, yBackground) = (screenLuminance(text), screenLuminance(background))
        guard abs(yBackground - yText) >= 0.0005 else { return 0 }
        if yBackground > yText {
            let sapc = (pow(yBackground, 0.56) - pow(yText, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        }
        let sapc = (pow(yBackground, 0.65) - pow(yText, 0.62)) * 1.14
        return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
    }
}
