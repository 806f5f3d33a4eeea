extension ButtonSpec {
    /// The location arrow's look, as CoreLocationUI's `LocationButton.Icon` names it.
    public enum Icon: String, Sendable, Hashable, Codable, CaseIterable {
        /// The system's default arrow (drawn filled).
        case arrow
        /// A filled arrow (`arrowFilled`).
        case arrowFilled
        /// An outlined arrow (`arrowOutline`).
        case arrowOutline

        /// Decodes one of the three names, case-insensitively.
        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(String.self)
            guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == raw.lowercased() }) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown icon '\(raw)'; use arrow, arrowFilled or arrowOutline"))
            }
            self = match
        }

        /// Whether the arrow is drawn as an outline rather than filled.
        public var isOutline: Bool { self == .arrowOutline }
    }
}
