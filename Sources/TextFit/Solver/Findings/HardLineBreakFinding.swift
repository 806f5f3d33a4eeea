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
            let breaks = hardLineBreaks(in: subject.measurement.text)
            guard breaks > 0 else { return nil }
            return FindingDetection(amount: Double(breaks),
                                    message: "holds \(counted(breaks, "hard line break")), but the button shows one line")
        },
        describeAmount: { amount, _ in counted(Int(amount.rounded()), "line break") })
}

extension FindingDescriptor {
    /// The hard line breaks in `text`: LF, VT, FF, CR, NEL, LS and PS, a CR LF counting once
    /// (the characters `Character.isNewline` names), counted by scalar since every cell is checked.
    static func hardLineBreaks(in text: String) -> Int {
        var count = 0
        var afterCR = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A:
                if !afterCR { count += 1 }
                afterCR = false
            case 0x0D:
                count += 1
                afterCR = true
            case 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                count += 1
                afterCR = false
            default:
                afterCR = false
            }
        }
        return count
    }
}
