/// The command-line and report names of the kinds of finding: `truncation`, `vertical-clip` …
///
/// Each name is stated by the kind's ``FindingDescriptor``; this reads them from the registry.
public enum FindingKindName {
    /// The kebab-case name of `kind`: `vertical-clip`.
    public static func name(of kind: Finding.Kind) -> String { kind.descriptor.name }

    /// The kind named `text` in kebab-case, camelCase or snake_case, ignoring case; `nil` when none is.
    public static func parse(_ text: String) -> Finding.Kind? { FindingRegistry.kind(named: text) }

    /// Every kind's name, in registry order.
    public static var allNames: [String] { FindingRegistry.descriptors.map(\.name) }

    /// The name with spaces for prose: `vertical clip`.
    public static func words(of kind: Finding.Kind) -> String { kind.descriptor.words }
}
