/// A named instance of a variable font, such as `SemiBold`.
public struct NamedInstance: Sendable, Hashable {
    public var name: String
    public var coordinates: [String: Double]
}
