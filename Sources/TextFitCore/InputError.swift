import Foundation

/// A problem with something the user handed TextFit: a file, a flag, a catalog entry.
///
/// Its `description` is one line that names the file (and line or key) first, the way
/// compilers report, so a terminal or CI log can link straight to it. The command-line
/// tool prints it and exits with status 2.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file at fault, as the user named it; `nil` for a flag or argument.
    public var file: String?
    /// The 1-based line in `file`, where known.
    public var line: Int?
    /// The catalog key or JSON key path at fault, where known.
    public var key: String?
    /// What is wrong, in words a user can act on.
    public var reason: String

    public init(file: String? = nil, line: Int? = nil, key: String? = nil, reason: String) {
        self.file = file
        self.line = line
        self.key = key
        self.reason = reason
    }

    public var description: String {
        var place = ""
        if let file {
            place = Self.escapingControls(file)
            if let line { place += ":\(line)" }
        }
        if let key {
            let key = Self.escapingControls(key)
            place += place.isEmpty ? "key '\(key)'" : " (key '\(key)')"
        }
        let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        return place.isEmpty ? oneLine : "\(place): \(oneLine)"
    }

    /// `text` with control characters written as escapes (`\n`, `\t`, `\u{1B}`), so a file name
    /// or key holding a line break still gives a one-line message.
    static func escapingControls(_ text: String) -> String {
        func breaks(_ scalar: Unicode.Scalar) -> Bool {
            [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
        guard text.unicodeScalars.contains(where: breaks) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where breaks(scalar):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension InputError {
    /// The bytes of the file at `path`, or an `InputError` naming it.
    public static func contents(of path: String) throws(InputError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, reason: "cannot read the file: \(error.localizedDescription)")
        }
    }
}
