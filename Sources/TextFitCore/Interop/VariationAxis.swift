/// A variation axis of a variable font.
package struct VariationAxis: Sendable, Hashable {
    package var tag: String
    package var minimum: Double
    package var defaultValue: Double
    package var maximum: Double
}
