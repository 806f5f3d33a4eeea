import Foundation
import TextFitCore

/// An Objective-C file of the app (`.m`, `.mm`, `.h`) that names `CLLocationButton`: the scan does
/// not read Objective-C, so each such file found in a folder is one note saying that its button
/// is not checked, rather than being passed over in silence.
///
/// Nothing is read as code: the file's bytes are searched for the identifier `CLLocationButton`
/// (not inside a longer one such as `CLLocationButtonLabel` or `MyCLLocationButton`), stopping at
/// the first, and the note is placed on that line. A mention in a comment is a note too.
package enum ObjectiveCButtonNote {
    /// The extensions of the Objective-C files a folder scan looks into.
    static let extensions: Set<String> = ["m", "mm", "h"]

    /// Whether `path` names an Objective-C source or header.
    package static func isObjectiveC(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The note for the file at `path`, or `nil` when it does not name `CLLocationButton` (or
    /// cannot be read: it is not the scan's input, only looked into).
    static func note(for path: String) -> ReadNote? {
        guard let data = FileManager.default.contents(atPath: path),
              let line = data.withUnsafeBytes({ firstLine(naming: "CLLocationButton", in: $0) }) else { return nil }
        return ReadNote(kind: .sourceScan, key: "", language: nil, location: SourceLocation(file: path, line: line),
                        message: "\(path):\(line): Objective-C is not read; its CLLocationButton is not checked "
                            + "(state its configuration in a button spec and check it with --spec)")
    }

    /// The 1-based line of the first place `identifier` stands in `bytes` as a whole identifier;
    /// `nil` when it does not.
    static func firstLine(naming identifier: String, in bytes: UnsafeRawBufferPointer) -> Int? {
        let needle = Array(identifier.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte >= 0x80
        }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, index == 0 || !isIdentifierByte(bytes[index - 1]) {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                let end = index + needle.count
                if matched == needle.count && (end == bytes.count || !isIdentifierByte(bytes[end])) {
                    return bytes[..<index].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                }
            }
            index += 1
        }
        return nil
    }
}
