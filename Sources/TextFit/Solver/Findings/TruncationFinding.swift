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
            let lengths = points([fit.minFrame.width, fit.overflow, fit.frame.width], keeping: fit.overflow)
            var message = "needs a \(lengths[0]) wide frame, \(lengths[1]) more than the \(lengths[2]) it gets"
            if let truncated = fit.truncatedText { message += "; shows “\(truncated)”" }
            return FindingDetection(amount: fit.overflow, message: message)
        })
}
