/// The widest a string may be, as a localization file states it (XLIFF `maxwidth` and `size-unit`).
public struct WidthLimit: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What `value` counts.
    public enum Unit: String, Sendable, Hashable, Codable {
        /// Typographic points, the unit TextFit measures in.
        case point
        /// Device pixels; XLIFF's default unit when `size-unit` is absent.
        case pixel
        /// Characters (grapheme clusters) of the text, whatever their width.
        case char
    }

    /// The limit, in `unit`s.
    public var value: Double
    /// The unit of `value`.
    public var unit: Unit

    /// A limit of `value` `unit`s.
    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public var description: String {
        let number = value == value.rounded() ? String(Int(value)) : String(value)
        return "\(number) \(unit.rawValue)\(value == 1 ? "" : "s")"
    }
}
