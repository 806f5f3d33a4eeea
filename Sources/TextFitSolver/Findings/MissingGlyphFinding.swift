extension FindingKind {
    /// No font of the stack covers some code points; they would show as boxes.
    public static let missingGlyph = FindingKind(rawValue: "missingGlyph")
}

extension FindingDescriptor {
    /// Missing glyphs: code points no font covers. Amount: how many.
    package static let missingGlyph = FindingDescriptor(
        kind: .missingGlyph, name: "missing-glyph", countPhrase: "with missing glyphs", title: "Missing glyphs",
        ruleDescription: "No font of the stack covers some characters; they show as empty boxes.",
        detect: { subject in
            let missing = subject.measurement.missingGlyphs
            guard !missing.isEmpty else { return nil }
            // Plane 16's private use area is where Apple's SF fonts put SF Symbols pasted into text.
            let symbols = missing.contains { (0x100000...0x10FFFD).contains($0) }
            return FindingDetection(amount: Double(missing.count),
                                    message: "no font covers " + missing.map(ReportNumber.codePoint).joined(separator: ", ")
                                        + (symbols ? " (private use: likely an SF Symbol, drawn only by Apple's SF fonts; measure with them via --fonts)" : ""))
        },
        describeAmount: { amount, _ in counted(Int(amount.rounded()), "code point") })
}
