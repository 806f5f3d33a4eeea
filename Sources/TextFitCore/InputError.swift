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
    /// When the fault is only that a file names no language TextFit can use (its language is
    /// not a language tag, an `.xcloc` holds no XLIFF): a file the user named is refused with
    /// it, one found in a folder the user named is named in a note of this kind and skipped instead.
    /// The kind of that note; `nil` for every other error.
    var noteInFolderRun: ReadNote.Kind?
    /// Whether the input was at fault, or an output that could not be written.
    public var fault: Fault = .input

    /// Whose fault an error is: the command line exits 2 for the input and 3 for an output.
    public enum Fault: Sendable, Hashable {
        /// A file, flag or catalog entry the user handed TextFit.
        case input
        /// An output that could not be written (a full disk, a folder that cannot be written):
        /// the input was fine, and the output is absent rather than partial.
        case output
    }

    /// An output that could not be written: `file` is the output's path (`nil` for standard output).
    package init(output file: String?, reason: String) {
        self.init(file: file, reason: reason)
        fault = .output
    }

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
    /// An error that a folder run turns into a note of `kind` (see ``noteInFolderRun``).
    static func noteInFolderRun(_ kind: ReadNote.Kind = .unknownLanguage, file: String, line: Int? = nil, key: String? = nil,
                                reason: String) -> InputError {
        var error = InputError(file: file, line: line, key: key, reason: reason)
        error.noteInFolderRun = kind
        return error
    }

    /// The bytes of the file at `path`, or an `InputError` naming it: "cannot read `what`: why".
    package static func contents(of path: String, what: String = "the file") throws(InputError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, reason: "cannot read \(what): \(error.localizedDescription)")
        }
    }

    /// Writes `data` to the file at `path`, making its folder, or throws an `InputError` naming
    /// it as an output: "cannot write `what`: why".
    package static func write(_ data: Data, to path: String, what: String) throws(InputError) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw InputError(output: path, reason: "cannot write \(what): \(error.localizedDescription)")
        }
    }
}
