/// Where a string came from: the file and, where the format has lines, the 1-based line.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    public var description: String {
        line.map { "\(file):\($0)" } ?? file
    }

    /// The extensions of the files an app creates its own Location Buttons in: Swift, and
    /// Interface Builder's storyboards and XIBs (docs/buttons.md).
    package static let appSourceExtensions: Set<String> = ["swift", "storyboard", "xib"]

    /// Whether the location is in an app's Swift, storyboard or XIB file: an app's own Location
    /// Button, checked in every language as one button (no catalog string is placed there).
    package var isAppSource: Bool {
        // An ASCII path, as nearly every one is, is read byte by byte: each byte is a character
        // there. Reports ask this of every title (JUnit's cases), where searching the characters
        // with Foundation took a fifth of the report's time.
        let bytes = file.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
            let suffix = bytes[bytes.index(after: dot)...]
            guard !suffix.contains(UInt8(ascii: "/")) else { return false }
            return Self.appSourceExtensions.contains(String(Substring(suffix)).lowercased())
        }
        guard let dot = file.lastIndex(of: "."), !file[dot...].contains("/") else { return false }
        return Self.appSourceExtensions.contains(file[file.index(after: dot)...].lowercased())
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line ?? 0) < (b.file, b.line ?? 0)
    }
}
