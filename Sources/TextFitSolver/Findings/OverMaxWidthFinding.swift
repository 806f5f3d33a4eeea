extension FindingKind {
    /// The text is wider than the limit its localization file sets (XLIFF `maxwidth`).
    public static let overMaxWidth = FindingKind(rawValue: "overMaxWidth")
}

extension FindingDescriptor {
    /// Over the file's width limit. Amount: the excess, in the limit's unit.
    package static let overMaxWidth = FindingDescriptor(
        kind: .overMaxWidth, name: "over-max-width", countPhrase: "over their file's width limit",
        title: "Over the width limit the localization file sets",
        ruleDescription: "The title is wider than the width limit its file sets (XLIFF maxwidth or a limits file).",
        detect: { subject in
            let over = subject.overMaxWidth
            guard over > 0, let limit = subject.widthLimit else { return nil }
            let amount: String
            switch limit.unit {
            case .char: amount = counted(Int(over.rounded()), "character")
            case .point: amount = points(over)
            case .pixel: amount = ReportNumber.fixed(over, decimals: decimals(for: over)) + " pixels"
            }
            return FindingDetection(amount: over, message: "\(amount) over the \(limit) its file allows")
        },
        describeAmount: { amount, limit in
            if let limit, limit.unit == .char { return counted(Int(amount.rounded()), "character") }
            return amountInPoints(amount)
        })
}
