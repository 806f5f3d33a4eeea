/// The name of a kind of finding — `truncation`, `verticalClip` … — as results and reports spell it.
///
/// A kind is a name, not an enum case: each kind is declared, with everything about it, in its
/// own `FindingDescriptor` file, and `FindingRegistry` lists them. Adding a kind is one new
/// descriptor file and one line in the registry.
public struct FindingKind: RawRepresentable, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The camel-case name: `verticalClip`.
    public let rawValue: String

    /// The kind named `rawValue`, whether or not it is registered (unknown kinds never match a finding).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Every registered kind, in the registry's order (the order reports list kinds in).
    public static var allCases: [FindingKind] { FindingRegistry.descriptors.map(\.kind) }

    /// The kind's descriptor: detection, amount, names and texts.
    package var descriptor: FindingDescriptor { FindingRegistry.descriptor(of: self) }

    /// The kind's position in the registry: reports order kinds by it.
    package var order: Int { FindingRegistry.order(of: self) }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
