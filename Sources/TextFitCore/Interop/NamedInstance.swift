/// A named instance of a variable font, such as `SemiBold`.
package struct NamedInstance: Sendable, Hashable {
    package var name: String
    package var coordinates: [String: Double]
}
