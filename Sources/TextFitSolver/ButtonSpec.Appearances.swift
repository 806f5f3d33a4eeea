extension ButtonSpec {
    /// The appearances the button is checked and drawn in: `"light"`, `"dark"`, `"both"` (the
    /// default), or a list of appearance names (which may add `lightIncreasedContrast` and
    /// `darkIncreasedContrast`). Kept sorted, without repeats.
    public struct Appearances: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The appearances, in ``Appearance`` order; never empty.
        public let list: [Appearance]

        /// The appearances given; an empty list means both light and dark.
        public init(_ list: [Appearance]) {
            let sorted = Set(list).sorted()
            self.list = sorted.isEmpty ? [.light, .dark] : sorted
        }

        /// Light and dark (the default).
        public static let both = Appearances([.light, .dark])

        /// Decodes `"light"`, `"dark"`, `"both"`, one appearance name, or a non-empty list of names.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            func parse(_ name: String) throws -> [Appearance] {
                if name.lowercased() == "both" { return [.light, .dark] }
                guard let appearance = Appearance(parsing: name) else {
                    throw DecodingError.dataCorrupted(.init(
                        codingPath: decoder.codingPath,
                        debugDescription: "unknown appearance '\(name)'; use light, dark, both, lightIncreasedContrast "
                            + "or darkIncreasedContrast"))
                }
                return [appearance]
            }
            if let name = try? container.decode(String.self) {
                self.init(try parse(name))
                return
            }
            guard let names = try? container.decode([String].self), !names.isEmpty else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "appearances must be \"light\", \"dark\", \"both\" or a non-empty list of appearance names"))
            }
            self.init(try names.flatMap(parse))
        }

        /// Encodes the list of names.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(list.map(\.rawValue))
        }

        public var description: String { list.map(\.rawValue).joined(separator: ", ") }
    }
}
