extension ButtonSpec {
    /// The corner radius the app gives the button.
    public enum CornerRadius: Sendable, Hashable, Codable {
        /// A fixed radius in points (CLLocationButton's `cornerRadius`).
        case points(Double)
        /// Half the frame's shorter side: a pill, or a circle for a square frame (the default).
        case capsule

        /// The radius in points this setting draws `frame` with.
        public func resolved(for frame: BoxSize) -> Double {
            switch self {
            case .points(let radius): radius
            case .capsule: min(frame.width, frame.height) / 2
            }
        }

        /// Decodes a number of points or the string `"capsule"`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .points(number)
                return
            }
            guard let text = try? container.decode(String.self), text.lowercased() == "capsule" else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "cornerRadius must be a number of points or \"capsule\""))
            }
            self = .capsule
        }

        /// Encodes the number or `"capsule"`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .points(let radius): try container.encode(radius)
            case .capsule: try container.encode("capsule")
            }
        }
    }
}
