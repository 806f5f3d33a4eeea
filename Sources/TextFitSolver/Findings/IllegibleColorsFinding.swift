import Foundation

extension FindingKind {
    /// In an iOS model, iOS finds the tint and background too alike and grants no location.
    public static let illegibleColors = FindingKind(rawValue: "illegibleColors")
}

extension FindingDescriptor {
    /// Illegible colors (the iOS models): iOS's legibility check (``IOSLegibility``) at full
    /// opacity, each color at its own alpha, gives a ratio under 1.5 in both orderings; iOS logs
    /// "failed due to illegible colors" and the button grants no location. Amount: how far under
    /// 1.5, in ratio units.
    package static let illegibleColors = FindingDescriptor(
        kind: .illegibleColors, name: "illegible-colors", countPhrase: "with illegible colors",
        title: "Illegible colors (iOS grants no location)",
        ruleDescription: "iOS's legibility check finds the tint and the background too alike (luminance ratio under 1.5), so the button grants no location.",
        detect: { _ in nil },
        lint: { subject in legibilityFailure(subject, atLayerOpacity: false) },
        describeAmount: { amount, _ in ReportNumber.fixed(amount, decimals: 2) + " under the ratio" })

    /// The finding of iOS's legibility check in `subject`, at full or at the layer's opacity; `nil`
    /// outside the iOS models or when the colors pass.
    static func legibilityFailure(_ subject: LintSubject, atLayerOpacity: Bool) -> FindingDetection? {
        let spec = subject.spec
        guard spec.model.isIOS else { return nil }
        let check = IOSLegibility(spec: spec, appearance: subject.appearance, atLayerOpacity: atLayerOpacity)
        guard !check.passes else { return nil }
        // Colors that fail at full opacity are illegible colors; insufficient alpha is the failure
        // the button's alpha adds.
        if atLayerOpacity, !IOSLegibility(spec: spec, appearance: subject.appearance, atLayerOpacity: false).passes {
            return nil
        }
        let opacity = atLayerOpacity ? "at the button's alpha \(ReportNumber.significant(spec.alpha))" : "at full opacity"
        let message = "iOS grants no location: tint \(spec.tint(in: subject.appearance).hex) on background "
            + "\(spec.background(in: subject.appearance).hex) \(opacity) has a luminance ratio of "
            + ReportNumber.fixed(check.ratio, decimals: 3) + ", under the 1.5 iOS requires"
        return FindingDetection(amount: IOSLegibility.minimumRatio - check.ratio, message: message)
    }
}
