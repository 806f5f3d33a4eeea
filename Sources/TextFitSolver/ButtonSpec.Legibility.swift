extension ButtonSpec {
    /// The thresholds of the legibility lint (`contrast`, `translucent`, `undersized`), each
    /// overridable in the spec's `legibility` object. docs/button-spec.md states why each default.
    public struct Legibility: Sendable, Hashable, Codable {
        /// The contrast ratio the title needs; `nil` (the default) follows WCAG 2.x by size:
        /// 4.5:1 under 18 pt (under 14 pt when bold, weight 700 or more), 3:1 from there.
        public var minimumContrast: Double?
        /// The lowest opacity — the button's `alpha` times its background color's own alpha —
        /// before the button counts as translucent. Default 0.5: Apple publishes no figure.
        public var minimumAlpha: Double
        /// The smallest frame side, in points. Default 44, the HIG's minimum hit target.
        public var minimumSide: Double
        /// How many times its content's height a fixed frame may be before it counts as too
        /// large. Default 3.
        public var maximumHeightRatio: Double

        /// Makes thresholds; every argument defaults to the documented default.
        public init(minimumContrast: Double? = nil, minimumAlpha: Double = 0.5, minimumSide: Double = 44,
                    maximumHeightRatio: Double = 3) {
            self.minimumContrast = minimumContrast
            self.minimumAlpha = minimumAlpha
            self.minimumSide = minimumSide
            self.maximumHeightRatio = maximumHeightRatio
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case minimumContrast, minimumAlpha, minimumSide, maximumHeightRatio
        }

        /// Decodes the object; fields left out take their defaults, unknown fields and values out
        /// of range are errors naming the field.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.reject(unknownIn: decoder, known: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let defaults = Legibility()
            minimumContrast = try container.decodeIfPresent(Double.self, forKey: .minimumContrast)
            minimumAlpha = try container.decodeIfPresent(Double.self, forKey: .minimumAlpha) ?? defaults.minimumAlpha
            minimumSide = try container.decodeIfPresent(Double.self, forKey: .minimumSide) ?? defaults.minimumSide
            maximumHeightRatio = try container.decodeIfPresent(Double.self, forKey: .maximumHeightRatio)
                ?? defaults.maximumHeightRatio
            if let minimumContrast, !(minimumContrast.isFinite && minimumContrast >= 1 && minimumContrast <= 21) {
                throw DecodingError.dataCorruptedError(forKey: .minimumContrast, in: container,
                                                       debugDescription: "must be from 1 to 21, not \(minimumContrast)")
            }
            guard minimumAlpha.isFinite, (0...1).contains(minimumAlpha) else {
                throw DecodingError.dataCorruptedError(forKey: .minimumAlpha, in: container,
                                                       debugDescription: "must be from 0 to 1, not \(minimumAlpha)")
            }
            guard minimumSide.isFinite, minimumSide >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .minimumSide, in: container,
                                                       debugDescription: "must be 0 or more, not \(minimumSide)")
            }
            guard maximumHeightRatio.isFinite, maximumHeightRatio >= 1 else {
                throw DecodingError.dataCorruptedError(forKey: .maximumHeightRatio, in: container,
                                                       debugDescription: "must be 1 or more, not \(maximumHeightRatio)")
            }
        }
    }
}
