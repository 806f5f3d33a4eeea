/// A variation axis of a variable font.
public struct VariationAxis: Sendable, Hashable {
    public var tag: String
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double
}
