/// A width and a height in points: a content box, a frame or a minimum size.
public struct BoxSize: Sendable, Hashable, Codable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Makes a size from its two extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height
    }

    /// Decodes `{"width": …, "height": …}`; both members are required and no other member is allowed.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.reject(unknownIn: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decode(Double.self, forKey: .width)
        height = try container.decode(Double.self, forKey: .height)
    }
}
