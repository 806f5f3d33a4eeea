import Foundation

/// The gate as the diagnostics Xcode and SwiftPM read (`--format xcode`) from a build step's output: one line per
/// diagnostic, `FILE:LINE:COLUMN: error|warning: message [textfit/kind]`.
///
/// That is the shape compilers print (`{full path}:{line}:{column}: {severity}: {text}`), the
/// one Xcode's issue navigator parses from a build phase or a build-tool plugin and shows on the
/// file's line, as linters' Xcode reporters print too. Each ``GateDiagnostic`` (a title's key ×
/// language × variant × kind; an app's own Location Button's kind in every language) is one
/// line, placed at the string in its catalog or at the button: the file's absolute
/// path, the line the reader recorded, and the column where the value starts on that line
/// (found by ``valueColumn(in:fileExtension:)``; 1 when the line does not show it). A lint
/// finding is placed on its spec file (line 1 when the reader has no line).
///
/// `error` is what fails the gate; `warning` what it warns on and what the baseline already
/// knows (the pull request did not cause it, but the catalog still has it). When the gate is not
/// enforced (`--no-fail`) nothing is an error, as a build that passes shows no errors. Lines come
/// in the gate's canonical order: by file and line, then key, language and kind.
package struct XcodeReporter: Reporter {
    package static let identifier = "xcode"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .judgement

    /// The folder relative paths are resolved against.
    package var base: String

    /// Makes the reporter; relative paths are resolved against `base` (default: the working folder).
    package init(base: String = FileManager.default.currentDirectoryPath) {
        self.base = base
    }

    /// Writes the lines of `input`'s judgement to `sink`, each ending in a newline.
    ///
    /// The columns are read from the catalogs, one file at a time in the diagnostics' order
    /// (sorted by file), so only one file is held in memory.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        let gate = input.judgement
        var open: (path: String, lines: FileLines?)?
        for diagnostic in gate.diagnostics() {
            var path = "", line = 1, column = 1
            if let location = diagnostic.location {
                path = absolute(location.file)
                if open?.path != path { open = (path, FileLines(path: path)) }
                if let recorded = location.line, recorded > 0 {
                    line = recorded
                    if let text = open?.lines?.line(recorded) {
                        column = Self.valueColumn(in: text, fileExtension: (path as NSString).pathExtension.lowercased()) ?? 1
                    }
                }
            }
            sink.writeLine(Self.line(path: path, line: line, column: column, severity: Self.severity(of: diagnostic.outcome, in: gate),
                                     message: diagnostic.message, rule: diagnostic.kind.descriptor.ruleID))
        }
    }

    /// `error` for an outcome that fails an enforced gate, else `warning`.
    static func severity(of outcome: GateOutcome, in gate: GateResult) -> String {
        outcome == .fail && gate.enforced ? "error" : "warning"
    }

    /// `path` made absolute against ``base`` and standardized; empty stays empty.
    func absolute(_ path: String) -> String {
        guard !path.isEmpty else { return path }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// One diagnostic line, without its newline; a message's line breaks become spaces so the
    /// diagnostic stays one line. With no file, the line starts `textfit: ` as a tool's own
    /// diagnostics do.
    package static func line(path: String, line: Int, column: Int, severity: String, message: String, rule: String) -> String {
        let flat = message.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
        let place = path.isEmpty ? "textfit" : "\(path):\(line):\(column)"
        return "\(place): \(severity): \(flat) [\(rule)]"
    }

    /// The 1-based column (in characters) where a string's value starts on its line, for the line
    /// shapes the readers record: a String Catalog's `"value" : "…"`, a `.strings` entry's
    /// `"key" = "…"`, an XLIFF unit's `<target …>` (or `<source …>`), a stringsdict's
    /// `<string>`; `nil` when the line does not hold one.
    package static func valueColumn(in line: Substring, fileExtension: String) -> Int? {
        let chars = Array(line)
        func after(_ marker: String, from start: Int = 0) -> Int? {
            let m = Array(marker)
            guard m.count <= chars.count else { return nil }
            var i = start
            while i + m.count <= chars.count {
                if Array(chars[i..<(i + m.count)]) == m { return i + m.count }
                i += 1
            }
            return nil
        }
        func skipSpaces(_ i: Int) -> Int {
            var i = i
            while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
            return i
        }
        // The 1-based column after `separator` and the opening quote that follows it, from `i`.
        func valueColumn(after separator: Character, from i: Int) -> Int? {
            var i = skipSpaces(i)
            guard i < chars.count, chars[i] == separator else { return nil }
            i = skipSpaces(i + 1)
            guard i < chars.count, chars[i] == "\"" else { return nil }
            return i + 2
        }
        switch fileExtension {
        case "xcstrings":
            guard let i = after("\"value\"") else { return nil }
            return valueColumn(after: ":", from: i)
        case "strings":
            var i = skipSpaces(0)
            guard i < chars.count else { return nil }
            if chars[i] == "\"" {
                i += 1
                while i < chars.count, chars[i] != "\"" { i += chars[i] == "\\" ? 2 : 1 }
                i += 1
            } else {
                while i < chars.count, chars[i] != "=", chars[i] != " ", chars[i] != "\t" { i += 1 }
            }
            return valueColumn(after: "=", from: i)
        case "stringsdict":
            return after("<string>").map { $0 + 1 }
        case _ where SourceLocation.appSourceExtensions.contains(fileExtension):
            // An app's own Location Button (docs/buttons.md): the column where its name starts.
            for name in ["CLLocationButton", "LocationButton", "<clLocationButton"] {
                if let end = after(name) { return end - name.count + 1 }
            }
            return nil
        default:
            for tag in ["<target", "<source"] {
                guard let start = after(tag), let end = after(">", from: start) else { continue }
                return end + 1
            }
            return nil
        }
    }

    /// A file's lines, read whole once (the report visits files one at a time); `nil` lines when
    /// it cannot be read (the column is then 1).
    struct FileLines {
        let data: [UInt8]
        /// Where each line starts.
        let starts: [Int]

        init?(path: String) {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            self.data = [UInt8](data)
            var starts = [0]
            for (index, byte) in self.data.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
            self.starts = starts
        }

        /// The 1-based line `number`, without its line break; `nil` past the end.
        func line(_ number: Int) -> Substring? {
            guard number >= 1, number <= starts.count else { return nil }
            let start = starts[number - 1]
            var end = number < starts.count ? starts[number] - 1 : data.count
            if end > start, data[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return Substring(String(decoding: data[start..<max(start, end)], as: UTF8.self))
        }
    }
}
