extension FindingKind {
    /// In an iOS model, at the button's alpha the tint and background are too alike for iOS.
    public static let insufficientAlpha = FindingKind(rawValue: "insufficientAlpha")
}

extension FindingDescriptor {
    /// Insufficient alpha (the iOS models): iOS's legibility check (``IOSLegibility``) with each
    /// color at its alpha times the button's `alpha` gives a ratio under 1.5 in both orderings; iOS
    /// logs "failed due to Insufficient Alpha" and the button grants no location. Amount: how far
    /// under 1.5, in ratio units.
    package static let insufficientAlpha = FindingDescriptor(
        kind: .insufficientAlpha, name: "insufficient-alpha", countPhrase: "with insufficient alpha",
        title: "Insufficient alpha (iOS grants no location)",
        ruleDescription: "At the button's opacity iOS's legibility check finds the tint and the background too alike (ratio under 1.5), so the button grants no location.",
        detect: { _ in nil },
        lint: { subject in legibilityFailure(subject, atLayerOpacity: true) },
        describeAmount: { amount, _ in ReportNumber.fixed(amount, decimals: 2) + " under the ratio" })
}
