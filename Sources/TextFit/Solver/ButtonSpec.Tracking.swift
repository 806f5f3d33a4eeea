extension ButtonSpec {
    /// The letter spacing the title is set with.
    public enum Tracking: Sendable, Hashable, Codable {
        /// The size-specific tracking the system font applies by itself (the default).
        case auto
        /// A fixed tracking in thousandths of an em, as design tools state it (−20 tightens).
        case thousandthsOfEm(Double)

        /// Decodes the string `"auto"` or a number of thousandths of an em.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                guard number.isFinite else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                            debugDescription: "tracking must be a finite number"))
                }
                self = .thousandthsOfEm(number)
                return
            }
            guard let text = try? container.decode(String.self), text.lowercased() == "auto" else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "tracking must be \"auto\" or a number of thousandths of an em"))
            }
            self = .auto
        }

        /// Encodes `"auto"` or the number.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .auto: try container.encode("auto")
            case .thousandthsOfEm(let value): try container.encode(value)
            }
        }
    }
}
