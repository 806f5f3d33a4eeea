extension FindingKind {
    /// The corner radius cuts into the content.
    public static let cornerClip = FindingKind(rawValue: "cornerClip")
}

extension FindingDescriptor {
    /// Corner clipping: the applied radius cuts into the content. Amount: how far the applied
    /// radius exceeds the largest one that keeps the content clear.
    package static let cornerClip = FindingDescriptor(
        kind: .cornerClip, name: "corner-clip", countPhrase: "corner-clipped", title: "Corner radius cuts into the content",
        ruleDescription: "The button's corner radius cuts into the title or the icon.",
        detect: { subject in
            let fit = subject.fit
            guard fit.cornerClip else { return nil }
            return FindingDetection(amount: max(0, fit.cornerRadius - fit.maxCornerRadius),
                                    message: "the corner radius cuts into the content; at most "
                                        + "\(points(fit.maxCornerRadius)) keeps it clear")
        })
}
