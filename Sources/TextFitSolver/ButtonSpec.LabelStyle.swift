extension ButtonSpec {
    /// What the button shows, as CoreLocationUI's `label` and `icon` together choose it.
    public enum LabelStyle: String, Sendable, Hashable, Codable, CaseIterable {
        /// The location arrow, then the title (the default).
        case titleAndIcon
        /// The title alone (`icon = .none`).
        case titleOnly
        /// The location arrow alone (`label = .none`).
        case iconOnly

        /// Decodes one of the three names, case-insensitively.
        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(String.self)
            guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == raw.lowercased() }) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown label style '\(raw)'; use titleAndIcon, titleOnly or iconOnly"))
            }
            self = match
        }

        /// Whether the title is drawn.
        public var showsTitle: Bool { self != .iconOnly }
        /// Whether the location arrow is drawn.
        public var showsIcon: Bool { self != .titleOnly }
    }
}
