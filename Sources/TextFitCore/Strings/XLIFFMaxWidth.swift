/// What an XLIFF `maxwidth` value says: a limit, a limit so large that it never binds, or
/// something that is not a width.
///
/// XLIFF 1.2 gives `maxwidth` as a number. Read: decimal digits with an optional fraction and
/// exponent and an optional `+` (`120`, `12.5`, `1e3`), and `inf` or `infinity` in any case. A
/// value above ``largestBinding`` (`1e308`, or `1e999`, which is infinite as a `Double`) is
/// wider than any text TextFit measures, so it never binds: the string is measured without a
/// limit and a note says so. Refused, with the reason: a negative value, 0, and anything that is
/// not a decimal number (`0x10`, `nan`, `wide`, `12.`, `1 2`).
enum XLIFFMaxWidth: Equatable {
    /// A limit, in the unit's units.
    case limit(Double)
    /// A limit no text reaches.
    case neverBinds
    /// Not a width, and why (to follow the value in a message).
    case refused(String)

    /// The largest limit that can bind: a million points, pixels or characters, past any screen
    /// and any string TextFit measures.
    static let largestBinding = 1_000_000.0

    init(_ raw: String) {
        var text = Substring(raw.trimmingCharacters(in: .whitespaces))
        let negative = text.first == "-"
        if text.first == "+" || negative { text = text.dropFirst() }
        if ["inf", "infinity"].contains(text.lowercased()) {
            self = negative ? .refused("is negative") : .neverBinds
            return
        }
        guard Self.isDecimal(text), let value = Double(text) else {
            self = .refused("is not a decimal number")
            return
        }
        if negative && value != 0 {
            self = .refused("is negative")
        } else if value == 0 {
            self = .refused("is 0, which no text fits")
        } else if !value.isFinite || value > Self.largestBinding {
            self = .neverBinds
        } else {
            self = .limit(value)
        }
    }

    /// Digits, an optional `.` and digits, an optional exponent (`e`, an optional sign, digits).
    private static func isDecimal(_ text: Substring) -> Bool {
        func digits(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        var mantissa = text
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            var exponent = text[text.index(after: e)...]
            if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
            guard digits(exponent) else { return false }
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.allSatisfy(digits)
    }
}
