extension FindingKind {
    /// A one-line title holds a hard line break, which a one-line button cannot show.
    public static let hardLineBreak = FindingKind(rawValue: "hardLineBreak")
}

extension FindingDescriptor {
    /// A hard line break in a one-line title: CLLocationButton and a one-line label draw one
    /// line, so the text after the break is lost or run together. Amount: how many line breaks
    /// (LF, CR, CR LF, NEL, LS, PS, VT, FF; a CR LF counts once).
    public static let hardLineBreak = FindingDescriptor(
        kind: .hardLineBreak, name: "hard-line-break", countPhrase: "with a line break in one line",
        title: "Line break in a one-line title",
        ruleDescription: "The title holds a hard line break, but the button shows one line.",
        detect: { subject in
            guard subject.fit.numberOfLines == 1 else { return nil }
            let breaks = subject.measurement.text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
            guard breaks > 0 else { return nil }
            return FindingDetection(amount: Double(breaks),
                                    message: "holds \(counted(breaks, "hard line break")), but the button shows one line")
        },
        describeAmount: { amount, _ in counted(Int(amount.rounded()), "line break") })
}
