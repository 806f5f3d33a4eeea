extension FindingKind {
    /// The title needs a wider frame than it gets and would show "…".
    public static let truncation = FindingKind(rawValue: "truncation")
}

extension FindingDescriptor {
    /// Truncation: the frame the title needs is wider than the one it gets. Amount: the overflow
    /// in points (how much wider the frame would have to be).
    public static let truncation = FindingDescriptor(
        kind: .truncation, name: "truncation", countPhrase: "truncated", title: "Truncated",
        ruleDescription: "The title needs a wider frame than the button gets, so it is truncated with “…”.",
        detect: { subject in
            let fit = subject.fit
            guard !fit.fits else { return nil }
            var message = "needs a \(points(fit.minFrame.width)) wide frame, \(points(fit.overflow)) "
                + "more than the \(points(fit.frame.width)) it gets"
            if let truncated = fit.truncatedText { message += "; shows “\(truncated)”" }
            return FindingDetection(amount: fit.overflow, message: message)
        })
}
