import Foundation

/// The settings of an `.xcconfig` file, as Xcode reads them for a configuration based on it
/// (Xcode Help, "Adding a build configuration file to your project"): one `NAME = value` per
/// line, `//` comments, `#include "other.xcconfig"` (and `#include?`, which may name a file that
/// is not there) read in place relative to the including file, a later line overriding an earlier one.
///
/// A setting with a condition (`NAME[sdk=watchos*] = …`) is left out: it applies to some builds
/// only, and the unconditional value is the one every build starts from.
enum XcodeConfigFile {
    /// The settings of the file at `path`; empty when it cannot be read. Includes deeper than
    /// 16 files (or a cycle) are not followed.
    static func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard depth < 16, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var settings: [String: String] = [:]
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = Substring(raw)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = Substring(line.trimmingCharacters(in: .whitespaces))
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else {
                    continue
                }
                let name = String(line[line.index(after: open)..<close])
                let included = name.hasPrefix("/") ? name : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
                settings.merge(Self.settings(at: included, depth: depth + 1)) { _, later in later }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("[") else { continue }
            settings[name] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return settings
    }
}
