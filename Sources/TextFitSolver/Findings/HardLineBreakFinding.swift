extension FindingKind {
    /// A one-line title holds a hard line break, which a one-line button cannot show.
    public static let hardLineBreak = FindingKind(rawValue: "hardLineBreak")
}

extension FindingDescriptor {
    /// A hard line break in a one-line title: CLLocationButton and a one-line label draw one
    /// line, so the text after the break is lost or run together. Amount: how many line breaks
    /// (LF, CR, CR LF, NEL, LS, PS, VT, FF; a CR LF counts once).
    package static let hardLineBreak = FindingDescriptor(
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
        return Array(text.utf8).withUnsafeBufferPointer { hardLineBreaks(utf8: $0) }
    }

    /// The hard line breaks in the UTF-8 `bytes` of a text: only the few bytes that can end a
    /// break are looked at, and the bytes before them checked where it matters.
    private static func hardLineBreaks(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // Most titles hold none of those bytes: a pass without branches or early exit (which the
        // compiler turns into vector code) says so before the exact loop.
        var candidates: UInt8 = 0
        for byte in bytes {
            candidates |= (byte &- 0x0A < 4 ? 1 : 0) | (byte == 0x85 ? 1 : 0) | (byte & 0xFE == 0xA8 ? 1 : 0)
        }
        guard candidates != 0 else { return 0 }
        var count = 0
        for index in bytes.indices {
            switch bytes[index] {
            case 0x0A:
                if index == 0 || bytes[index - 1] != 0x0D { count += 1 }
            case 0x0B, 0x0C, 0x0D:
                count += 1
            case 0x85:
                if index >= 1, bytes[index - 1] == 0xC2 { count += 1 }
            case 0xA8, 0xA9:
                if index >= 2, bytes[index - 1] == 0x80, bytes[index - 2] == 0xE2 { count += 1 }
            default:
                break
            }
        }
        return count
    }
}
