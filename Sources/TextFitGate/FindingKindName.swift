/// The command-line and report names of the kinds of finding: `truncation`, `vertical-clip` …
///
/// Each name is stated by the kind's ``FindingDescriptor``; this reads them from the registry.
package enum FindingKindName {
    /// The kebab-case name of `kind`: `vertical-clip`.
    package static func name(of kind: Finding.Kind) -> String { kind.descriptor.name }

    /// The kind named `text` in kebab-case, camelCase or snake_case, ignoring case; `nil` when none is.
    package static func parse(_ text: String) -> Finding.Kind? { FindingRegistry.kind(named: text) }

    /// Every kind's name, in registry order.
    package static var allNames: [String] { FindingRegistry.descriptors.map(\.name) }

    /// The name with spaces for prose: `vertical clip`.
    package static func words(of kind: Finding.Kind) -> String { kind.descriptor.words }
}
