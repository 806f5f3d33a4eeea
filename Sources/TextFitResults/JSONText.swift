/// Hand-rolled JSON text, appended to a byte buffer: the results file is written record by record
/// with a fixed key order, so no document is ever built in memory.
///
/// Numbers are lengths rounded to ``LengthPrecision`` (1/1000 pt) and written in their shortest
/// form (`17`, `10.828`); strings are UTF-8 with only `"`, `\` and control characters escaped.
/// Also what the SARIF report writes its results with, as Foundation's `JSONEncoder` would
/// (``string(_:as:)`` with ``Escapes/foundation``).
package struct JSONText {
    /// The text so far.
    package var bytes: [UInt8] = []

    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// How a string's control characters are escaped: every one but line feed, carriage return
    /// and tab as `\u00XX` (the results file), or backspace and form feed too in their short
    /// forms, `\b` and `\f`, as Foundation's `JSONEncoder` writes them.
    package enum Escapes: Sendable {
        case results, foundation
    }

    /// Appends literal ASCII (punctuation, keys with their quotes).
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `"name":`.
    package mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends `text` as a JSON string, its control characters escaped as `escapes` says.
    package mutating func string(_ text: String, as escapes: Escapes = .results) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: copy its bytes at once when a scan finds none.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08 where escapes == .foundation: raw("\\b")
            case 0x0C where escapes == .foundation: raw("\\f")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a length rounded to 1/1000 pt, in integer arithmetic: thousandths, then the
    /// integer part and up to three fraction digits without trailing zeros — the same text as
    /// ``number(_:)`` gives for the rounded value, several times faster.
    mutating func length(_ value: Double) {
        let scaled = LengthPrecision.steps(value)
        guard scaled.isFinite, abs(scaled) < 1e15 else {
            bytes.append(contentsOf: Self.number(LengthPrecision.round(value)).utf8)
            return
        }
        var thousandths = Int64(scaled)
        let negative = thousandths < 0
        if negative { thousandths = -thousandths }
        var fraction = thousandths % 1000
        var fractionDigits = 0
        if fraction != 0 {
            fractionDigits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        // Written backwards into a small buffer, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var end = buffer.count
            for _ in 0..<fractionDigits {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            if fractionDigits > 0 {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            end = Self.digits(of: thousandths / 1000, endingAt: end, in: buffer)
            if negative {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// Appends the decimal digits of `value` (not negative): written backwards into a small
    /// buffer, then appended at once.
    private mutating func appendDigits(_ value: Int64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            let start = Self.digits(of: value, endingAt: buffer.count, in: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Writes the decimal digits of `value` (not negative) into `buffer`, backwards from just
    /// before `end`; returns where they start.
    private static func digits(of value: Int64, endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var (start, rest) = (end, value)
        repeat {
            start -= 1
            buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        return start
    }

    /// Appends `list` as a JSON array of strings, escaped as `escapes` says.
    package mutating func strings(_ list: [String], as escapes: Escapes = .results) {
        raw("[")
        for (position, text) in list.enumerated() {
            if position > 0 { raw(",") }
            string(text, as: escapes)
        }
        raw("]")
    }

    /// Appends an integer.
    package mutating func integer(_ value: Int) {
        if value < 0 {
            bytes.append(contentsOf: String(value).utf8)
        } else {
            appendDigits(Int64(value))
        }
    }

    /// Appends `true` or `false`.
    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends `null`.
    mutating func null() { raw("null") }

    /// Appends `{"width":…,"height":…}`.
    mutating func size(_ size: BoxSize) {
        raw("{\"width\":")
        length(size.width)
        raw(",\"height\":")
        length(size.height)
        raw("}")
    }

    /// `value` in its shortest form: integers without a fraction, others as Swift's shortest
    /// round-trip decimal; `null` for a non-finite value, which JSON cannot carry.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(.towardZero), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}
