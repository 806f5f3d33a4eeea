extension ButtonSpec {
    /// The letter spacing the title is set with.
    public enum Tracking: Sendable, Hashable, Codable {
        /// What iOS applies (the default): Apple's SF Pro table by point size for the system
        /// font and the face standing in for it, each other font's own rule.
        case auto
        /// Each font family's own rule: for Inter 4's optical cuts, none (`"font"`).
        case font
        /// A fixed tracking in thousandths of an em, as design tools state it (−20 tightens).
        case thousandthsOfEm(Double)

        /// The measurer's tracking for this choice.
        package var choice: TrackingChoice {
            switch self {
            case .auto: return .system
            case .font: return .font
            case .thousandthsOfEm(let value): return .fixed(value)
            }
        }

        /// Decodes the string `"auto"` or `"font"`, or a number of thousandths of an em.
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
            switch (try? container.decode(String.self))?.lowercased() {
            case "auto": self = .auto
            case "font": self = .font
            default:
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "tracking must be \"auto\", \"font\" or a number of thousandths of an em"))
            }
        }

        /// Encodes `"auto"`, `"font"` or the number.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .auto: try container.encode("auto")
            case .font: try container.encode("font")
            case .thousandthsOfEm(let value): try container.encode(value)
            }
        }
    }
}
