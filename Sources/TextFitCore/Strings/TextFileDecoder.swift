import Foundation

/// Turns the bytes of a text localization file into a string: UTF-8 or UTF-16, with or without a BOM.
///
/// `.strings` files come in both encodings (Xcode long wrote UTF-16; teams commit UTF-8), and a
/// BOM is optional in either. Without a BOM, NUL bytes all on odd (or all on even) offsets mark
/// UTF-16 little (big) endian — the high bytes of its ASCII characters; anything else is read as
/// UTF-8. Anything else is an ``InputError`` naming the line
/// of the first byte that is not UTF-8; a file that starts with a corrupted UTF-16 byte-order
/// mark (``checkByteOrderMark(_:file:)``) is one naming that cause.
enum TextFileDecoder {
    /// The encoding found, for messages.
    enum Encoding: String { case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE" }

    static func decode(_ data: Data, file: String) throws(InputError) -> (text: String, encoding: Encoding) {
        try checkByteOrderMark(data, file: file)
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return (try utf8(bytes[3...], file: file, offset: 3), .utf8)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return (try utf16(bytes[2...], littleEndian: true, file: file), .utf16LE)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return (try utf16(bytes[2...], littleEndian: false, file: file), .utf16BE)
        }
        // No BOM. NUL bytes are valid UTF-8, so UTF-16 of ASCII text ("A" is 41 00) would pass as
        // UTF-8 full of NULs: the NUL pattern is looked at first. A text file never holds NUL, and
        // UTF-16 holds one in the high byte of every ASCII character (the quotes, `=` and `;` of
        // every entry), all on one side: odd offsets for little endian, even for big endian.
        if bytes.count >= 2, bytes.count % 2 == 0 {
            var evenNULs = 0, oddNULs = 0
            for i in stride(from: 0, to: bytes.count, by: 2) {
                if bytes[i] == 0 { evenNULs += 1 }
                if bytes[i + 1] == 0 { oddNULs += 1 }
            }
            if oddNULs > 0, oddNULs > evenNULs * 4 {
                return (try utf16(bytes[...], littleEndian: true, file: file), .utf16LE)
            }
            if evenNULs > 0, evenNULs > oddNULs * 4 {
                return (try utf16(bytes[...], littleEndian: false, file: file), .utf16BE)
            }
        }
        if let text = String(bytes: bytes, encoding: .utf8) {
            return (text, .utf8)
        }
        return (try utf8(bytes[...], file: file, offset: 0), .utf8)
    }

    /// The bytes a UTF-16 byte-order mark becomes when the file is decoded as UTF-8 with
    /// replacement characters and saved again as UTF-8: `FF` and `FE` are not UTF-8, so each is
    /// replaced by U+FFFD, whose UTF-8 is `EF BF BD`.
    static let corruptedByteOrderMark: [UInt8] = [0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD]

    /// Refuses a file that starts with a corrupted UTF-16 byte-order mark, naming the cause. Core
    /// Foundation refuses it too (its old-style parser stops at the first U+FFFD: "Unexpected
    /// character '0xfffd'"), and so does any XML or JSON parser; found in a folder, the file is
    /// named in an `.unreadableFile` note and the run goes on (``LocalizationReader``).
    static func checkByteOrderMark(_ data: Data, file: String) throws(InputError) {
        guard data.starts(with: corruptedByteOrderMark) else { return }
        throw InputError.noteInFolderRun(
            .unreadableFile, file: file, line: 1,
            reason: "a corrupted byte-order mark: the file starts with the bytes EF BF BD EF BF BD, two U+FFFD replacement "
                + "characters where a UTF-16 byte-order mark (FF FE) was, as when a UTF-16 file is decoded as UTF-8 and saved "
                + "again; Apple's parsers refuse it too, so save it again as UTF-8 or UTF-16")
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, file: String, offset: Int) throws(InputError) -> String {
        if let text = String(bytes: bytes, encoding: .utf8) { return text }
        // Find the first byte that breaks UTF-8, to name its line.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var consumed = 0
        var line = 1
        var lastGood = bytes.startIndex
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                lastGood = bytes.startIndex + consumed
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                break loop
            case .error:
                break loop
            }
        }
        let byte = lastGood < bytes.endIndex ? "0x" + ReportNumber.hex(bytes[lastGood], width: 2) : "?"
        throw InputError(file: file, line: line,
                         reason: "not UTF-8 or UTF-16 text (byte \(byte) at offset \(lastGood) is not UTF-8)")
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool, file: String) throws(InputError) -> String {
        guard bytes.count % 2 == 0 else {
            throw InputError(file: file, reason: "UTF-16 text with an odd number of bytes (truncated?)")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        var line = 1
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var scalars = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                break loop
            case .error:
                throw InputError(file: file, line: line, reason: "invalid UTF-16 (an unpaired surrogate)")
            }
        }
        return String(scalars)
    }
}
