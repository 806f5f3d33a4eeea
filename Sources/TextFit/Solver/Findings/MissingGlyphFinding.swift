extension FindingKind {
    /// No font of the stack covers some code points; they would show as boxes.
    public static let missingGlyph = FindingKind(rawValue: "missingGlyph")
}

extension FindingDescriptor {
    /// Missing glyphs: code points no font covers. Amount: how many.
    public static let missingGlyph = FindingDescriptor(
        kind: .missingGlyph, name: "missing-glyph", countPhrase: "with missing glyphs", title: "Missing glyphs",
        ruleDescription: "No font of the stack covers some characters; they show as empty boxes.",
        detect: { subject in
            let missing = subject.measurement.missingGlyphs
            guard !missing.isEmpty else { return nil }
            return FindingDetection(amount: Double(missing.count),
                                    message: "no font covers " + missing.map(ReportNumber.codePoint).joined(separator: ", "))
        },
        describeAmount: { amount, _ in counted(Int(amount.rounded()), "code point") })
}
