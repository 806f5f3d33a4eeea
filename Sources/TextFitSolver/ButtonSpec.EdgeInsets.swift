extension ButtonSpec {
    /// Distances from the frame's edges to the content area, in points, leading/trailing in reading order.
    public struct EdgeInsets: Sendable, Hashable, Codable {
        /// The inset above the content.
        public var top: Double
        /// The inset before the content in reading order (left in English, right in Arabic).
        public var leading: Double
        /// The inset below the content.
        public var bottom: Double
        /// The inset after the content in reading order.
        public var trailing: Double

        /// Makes insets from the four distances.
        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// The sum of the leading and trailing insets.
        public var horizontal: Double { leading + trailing }
        /// The sum of the top and bottom insets.
        public var vertical: Double { top + bottom }

        /// Every inset multiplied by `factor`.
        package func scaled(by factor: Double) -> EdgeInsets {
            EdgeInsets(top: top * factor, leading: leading * factor, bottom: bottom * factor, trailing: trailing * factor)
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case top, leading, bottom, trailing
        }

        /// Decodes `{"top", "leading", "bottom", "trailing"}`; all four are required and no other member is allowed.
        public init(from decoder: any Decoder) throws {
            try StrictKeys.reject(unknownIn: decoder, known: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            top = try container.decode(Double.self, forKey: .top)
            leading = try container.decode(Double.self, forKey: .leading)
            bottom = try container.decode(Double.self, forKey: .bottom)
            trailing = try container.decode(Double.self, forKey: .trailing)
        }
    }
}
