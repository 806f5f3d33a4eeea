extension ButtonSpec {
    /// The type table the title follows: ``typeScale``, iOS's when it is `nil`.
    package var resolvedTypeScale: PlatformTypeScale { typeScale ?? .iOS }

    /// The font size of the iOS models when the app sets none (or one under 12 pt): 18 pt, as
    /// `CLLocationButton` has it. On the watch, where only SwiftUI's `LocationButton` exists
    /// and SwiftUI hands the button the environment's resolved font, the text style's size at
    /// `large` in the watch table (Body: 16 pt): an estimate, as no public source shows how the
    /// watch button sizes itself (docs/platforms.md).
    package var defaultIOSFontSize: Double {
        guard resolvedTypeScale == .watchOS else { return Model.defaultFontSize }
        return TypeScale.watchOS.metrics(for: textStyle, in: .default).pointSize
    }

    /// The measurer's tracking: ``Tracking/choice``, with SF Compact's table in place of SF Pro's
    /// on the watch when the spec asks for the system's (`auto`).
    package var trackingChoice: TrackingChoice {
        if resolvedTypeScale == .watchOS, case .auto = tracking { return .watchSystem }
        return tracking.choice
    }

    /// The spec as `target` draws it: its usable width as the maximum width (the minimum width
    /// kept under it), and its type table. A fixed frame stays the app's.
    ///
    /// Throws when the spec's text style is not in the target's table (Callout or Subheadline on
    /// the watch).
    package func on(_ target: PlatformTarget) throws(InputError) -> ButtonSpec {
        var spec = self
        let scale = target.typeScale
        guard scale.styles.contains(textStyle) else {
            throw InputError(reason: "--platform \(target.platform.rawValue): the text style \(textStyle.rawValue) does not "
                + "exist there; use one of \(scale.styles.map(\.rawValue).joined(separator: ", "))")
        }
        spec.typeScale = scale == .iOS ? nil : scale
        spec.maximumWidth = target.usableWidth
        spec.minimumSize.width = min(spec.minimumSize.width, target.usableWidth)
        return spec
    }
}
