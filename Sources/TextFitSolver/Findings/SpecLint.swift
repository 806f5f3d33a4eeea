import Foundation

/// The legibility lint of a run: each run-level kind (``FindingDescriptor/lint``) checked once
/// per spec and appearance — the run's spec, and each sidecar role (a key whose limits-file
/// entry is a spec object) whose findings differ from the run's.
///
/// Lint findings are ``Finding`` values so that every output and the gate take them as they take
/// the others: the key names the spec (``runSpecKey`` or the sidecar's key), the language is
/// `zxx` (no linguistic content: the finding holds in every language), the variant is the
/// appearance (left out when every appearance has the same finding), the category is the
/// smallest the run checks, and the place is the spec file or the sidecar entry.
package enum SpecLint {
    /// The key lint findings of the run's own spec carry.
    package static let runSpecKey = "(button spec)"
    /// The language lint findings carry: ISO 639's `zxx`, "no linguistic content".
    package static let language = LanguageTag("zxx")!

    /// Whether `finding` is a lint finding rather than a title's.
    package static func isLint(_ finding: Finding) -> Bool { finding.kind.descriptor.isRunLevel }

    /// The lint findings of `spec` for a run over `categories`, named `key` and placed at `location`.
    package static func findings(spec: ButtonSpec, key: String = runSpecKey, location: SourceLocation?,
                                categories: [ContentSizeCategory]) -> [Finding] {
        let category = categories.min() ?? .default
        var found: [Finding] = []
        for descriptor in FindingRegistry.descriptors {
            guard let lint = descriptor.lint else { continue }
            var perAppearance: [(Appearance, FindingDetection, LintSubject)] = []
            for appearance in spec.appearances.list {
                let subject = LintSubject(spec: spec, appearance: appearance, category: category)
                if let detection = lint(subject) { perAppearance.append((appearance, detection, subject)) }
            }
            guard let first = perAppearance.first else { continue }
            let same = perAppearance.count == spec.appearances.list.count
                && perAppearance.allSatisfy { $0.1 == first.1 }
            for (appearance, detection, subject) in same ? [first] : perAppearance {
                found.append(Finding(kind: descriptor.kind, key: key, language: language,
                                     variant: same ? nil : appearance.rawValue, category: category,
                                     pointSize: subject.pointSize, amount: detection.amount,
                                     message: detection.message, location: location, advisory: detection.advisory))
            }
        }
        return found
    }

    /// The lint of a run: the run's spec (read from `specFile`, `nil` for the default spec), then
    /// each sidecar spec object in key order whose findings are not the run spec's. A sidecar
    /// entry that is not a valid spec is left to the cells of its key, which report it.
    package static func findings(spec: ButtonSpec, specFile: String?, keyLimits: [String: KeyLimit],
                         categories: [ContentSizeCategory], resolve: (String) throws -> ButtonSpec) -> [Finding] {
        let own = findings(spec: spec, location: specFile.map { SourceLocation(file: $0) }, categories: categories)
        struct Shape: Hashable { var kind: FindingKind; var variant: String?; var message: String }
        let ownShapes = Set(own.map { Shape(kind: $0.kind, variant: $0.variant, message: $0.message) })
        var all = own
        for key in keyLimits.keys.sorted() {
            guard let limit = keyLimits[key], case .buttonSpec = limit.kind, let keyed = try? resolve(key) else { continue }
            let role = findings(spec: keyed, key: key, location: limit.location, categories: categories)
            all += role.filter { !ownShapes.contains(Shape(kind: $0.kind, variant: $0.variant, message: $0.message)) }
        }
        return all
    }
}
