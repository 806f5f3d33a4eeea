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
    /// (the characters `Character.isNewline` names). Counted on the UTF-8 bytes, since every cell
    /// is checked: NEL is C2 85, LS and PS are E2 80 A8 and E2 80 A9, and no other scalar's
    /// encoding holds those sequences or a byte below 0x80.
    static func hardLineBreaks(in text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ hardLineBreaks(utf8: $0) }) { return count }
        return hardLineBreaks(utf8: Array(text.utf8))
    }

    /// The hard line breaks in the UTF-8 `bytes` of a text.
    private static func hardLineBreaks<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> Int {
        var count = 0
        var afterCR = false
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x0A:
                if !afterCR { count += 1 }
            case 0x0B, 0x0C, 0x0D:
                count += 1
            case 0x85:
                if previous == 0xC2 { count += 1 }
            case 0xA8, 0xA9:
                if previous == 0x80, beforePrevious == 0xE2 { count += 1 }
            default:
                break
            }
            afterCR = byte == 0x0D
            beforePrevious = previous
            previous = byte
        }
        return count
    }
}
