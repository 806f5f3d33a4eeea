/// Text for XML and HTML: the one escaper of the SVG drawings, the HTML report and JUnit.
///
/// `&`, `<` and `>` become entities everywhere; in attribute values `"` and `'` too, and tab,
/// line feed and carriage return become character references, which parsers keep where they
/// would fold a literal one into a space. A carriage return is a reference in text as well,
/// since XML parsers turn a literal one into a line feed.
///
/// What XML 1.0 cannot carry (its `Char` production: anything but tab, LF and CR below U+0020,
/// U+FFFE and U+FFFF; surrogates, which Swift's `String` already replaced with U+FFFD when the
/// text was decoded) becomes U+FFFD, the replacement character, so the output always parses and
/// still shows that something was there. HTML's own rules forbid the same code points.
package enum MarkupText {
    /// The replacement for a character XML cannot carry.
    package static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` escaped for element content (`attribute: false`) or a quoted attribute value.
    package static func escape(_ text: String, attribute: Bool = true) -> String {
        // Most text needs nothing: return it as it is when a scan finds nothing to change. The
        // bytes are scanned first; a byte that may start a change sends the text to the scalars.
        let mayChange = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { mayNeedChange($0, attribute: attribute) }
        } ?? true
        if !mayChange || !text.unicodeScalars.contains(where: { needsChange($0, attribute: attribute) }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
            }
        }
        return out
    }

    /// Whether XML 1.0's `Char` production admits `scalar`.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || value >= 0x10000
    }

    /// Whether `byte` of a text's UTF-8 may begin a scalar that ``needsChange(_:attribute:)``:
    /// a control character, one of the escaped ASCII characters, or 0xEF, the lead byte of
    /// U+FFFE and U+FFFF (and of other scalars, which the scalar scan then passes).
    private static func mayNeedChange(_ byte: UInt8, attribute: Bool) -> Bool {
        switch byte {
        case 0x09, 0x0A: attribute
        case 0x00..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): attribute
        default: false
        }
    }

    private static func needsChange(_ scalar: Unicode.Scalar, attribute: Bool) -> Bool {
        switch scalar {
        case "&", "<", ">", "\r": true
        case "\"", "'", "\n", "\t": attribute
        default: !isAllowed(scalar)
        }
    }
}
