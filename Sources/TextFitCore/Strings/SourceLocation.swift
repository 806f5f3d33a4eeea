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

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line ?? 0) < (b.file, b.line ?? 0)
    }
}
