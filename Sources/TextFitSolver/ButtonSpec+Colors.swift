extension ButtonSpec {
    /// The tint the system draws when the spec sets none: white, as on the default Location Button.
    package static let systemTint = Color.system(SystemColor.named("white")!)
    /// The background the system draws when the spec sets none: `systemBlue`.
    package static let systemBackgroundColor = Color.system(SystemColor.named("systemBlue")!)

    /// The title's and arrow's color in `appearance`, before the button's `alpha`.
    package func tint(in appearance: Appearance) -> RGBAColor {
        (tintColor ?? Self.systemTint).value(in: appearance)
    }

    /// The frame's fill in `appearance`, before the button's `alpha`.
    package func background(in appearance: Appearance) -> RGBAColor {
        (backgroundColor ?? Self.systemBackgroundColor).value(in: appearance)
    }

    /// Whether the button is drawn in the system's own colors at full opacity: the spec sets
    /// neither color and leaves `alpha` at 1. The system accepts its own default look, so the
    /// contrast lint leaves it alone (docs/button-spec.md gives its ratios).
    package var usesSystemColors: Bool { tintColor == nil && backgroundColor == nil && alpha == 1 }
}
