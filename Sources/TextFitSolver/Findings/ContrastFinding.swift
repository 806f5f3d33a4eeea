import Foundation

extension FindingKind {
    /// The title's color stands out too little from the button's background.
    public static let contrast = FindingKind(rawValue: "contrast")
}

extension FindingDescriptor {
    /// Low contrast: the WCAG 2.x ratio of tint to background, both composited as seen, under
    /// the threshold for the title's size. Amount: how far under, in ratio units (4.5 − 3.9 = 0.6).
    ///
    /// In the label model a spec that keeps the system's colors at full opacity is not checked
    /// (see ``ButtonSpec/usesSystemColors``). In the iOS models every spec is checked, the default
    /// white on `systemBlue` too, and the finding is advisory: iOS's own rule is the 1.5 luminance
    /// ratio (`illegible-colors`, `insufficient-alpha`), so WCAG's figures only warn.
    package static let contrast = FindingDescriptor(
        kind: .contrast, name: "contrast", countPhrase: "with low contrast", title: "Low contrast",
        ruleDescription: "The title's color contrasts too little with the button's background (WCAG 2.x contrast ratio).",
        detect: { _ in nil },
        lint: { subject in
            let spec = subject.spec
            guard spec.model.isIOS || !spec.usesSystemColors, spec.labelStyle.showsTitle || spec.labelStyle.showsIcon else {
                return nil
            }
            let contrast = ColorContrast(spec: spec, appearance: subject.appearance)
            let required = subject.requiredContrast
            // Compared at the precision reported, so a ratio printed as 4.50:1 never fails 4.5:1.
            let ratio = (contrast.ratio * 100).rounded() / 100
            guard ratio < required else { return nil }
            let size = ReportNumber.significant(subject.pointSize) + " pt" + (subject.weight >= 700 ? " bold" : "")
            let basis = spec.legibility.minimumContrast == nil
                ? "the \(ratioText(required)) WCAG 2.x asks of \(size) text" : "the spec's minimum \(ratioText(required))"
            var message = "tint \(contrast.text.hex) on background \(contrast.background.hex)"
            if spec.alpha < 1 || spec.background(in: subject.appearance).alpha < 1 {
                message += " (as seen over the system background \(subject.appearance.systemBackground.hex))"
            }
            message += " has a contrast ratio of \(ratioText(ratio)), under \(basis); APCA Lc "
                + ReportNumber.fixed(contrast.lightnessContrast, decimals: 1)
            if spec.model.isIOS { message += " (advisory: iOS itself asks a luminance ratio of 1.5)" }
            return FindingDetection(amount: ((required - ratio) * 100).rounded() / 100, message: message,
                                    advisory: spec.model.isIOS)
        },
        describeAmount: { amount, _ in ReportNumber.fixed(amount, decimals: 2) + " under the ratio" })

    /// `4.50:1`.
    static func ratioText(_ ratio: Double) -> String { ReportNumber.fixed(ratio, decimals: 2) + ":1" }
}
