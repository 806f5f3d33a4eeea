/// iOS's own legibility check of a Location Button's colors (`../shared/apple/README.md`,
/// "Colors"): WCAG 2.x relative luminances of the tint and the background, each composited at
/// its effective opacity, the tint's worst case against the background's.
///
/// A color at opacity a is taken over black (its darkest) and over white (its lightest):
/// `L(c, black)` and `L(c, white)`. The button passes when
/// `(L(tint, black) + 0.05) / (L(background, white) + 0.05) ≥ 1.5` — the tint lighter than the
/// background however either is seen — or `(L(background, black) + 0.05) / (L(tint, white) + 0.05)
/// ≥ 1.5` — the background lighter. iOS runs it at opacity 1 (each color's own alpha: "illegible
/// colors") and at the layer's opacity (each color's alpha times the button's: "Insufficient
/// Alpha"); failing either, the button grants no location.
package struct IOSLegibility: Sendable, Hashable {
    /// The threshold both orderings are held to.
    package static let minimumRatio = 1.5

    /// The ratio with the tint as the lighter color: (L(tint, black) + 0.05) / (L(background, white) + 0.05).
    package let tintLighter: Double
    /// The ratio with the background as the lighter color: (L(background, black) + 0.05) / (L(tint, white) + 0.05).
    package let backgroundLighter: Double

    /// The check of `tint` on `background` (straight alpha each) with the layer at `opacity`.
    package init(tint: RGBAColor, background: RGBAColor, opacity: Double) {
        func seen(_ color: RGBAColor, over backdrop: RGBAColor) -> Double {
            color.fading(by: opacity).over(backdrop).relativeLuminance
        }
        tintLighter = (seen(tint, over: .black) + 0.05) / (seen(background, over: .white) + 0.05)
        backgroundLighter = (seen(background, over: .black) + 0.05) / (seen(tint, over: .white) + 0.05)
    }

    /// The better of the two orderings: what is held to 1.5.
    package var ratio: Double { max(tintLighter, backgroundLighter) }

    /// Whether iOS accepts the colors (the ratio is at least 1.5).
    package var passes: Bool { ratio >= Self.minimumRatio }

    /// The check of `spec`'s colors in `appearance`, at full opacity (`atLayerOpacity` false) or at
    /// the spec's `alpha`.
    package init(spec: ButtonSpec, appearance: Appearance, atLayerOpacity: Bool) {
        self.init(tint: spec.tint(in: appearance), background: spec.background(in: appearance),
                  opacity: atLayerOpacity ? spec.alpha : 1)
    }
}
