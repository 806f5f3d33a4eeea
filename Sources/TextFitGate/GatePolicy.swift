/// Which findings fail the gate and which only warn.
///
/// The most specific matching rule decides (the one that narrows the most of kinds, categories
/// and languages); between equally specific rules, `fail` wins. A finding no rule matches gets
/// `defaultLevel`. Rules come from `--fail-on`, `--warn-on` and a policy file alike, so their
/// order never matters.
package struct GatePolicy: Sendable, Hashable, CustomStringConvertible {
    /// The level of a finding no rule matches.
    package var defaultLevel: GateLevel
    /// The rules.
    package var rules: [GateRule]

    /// Makes a policy.
    package init(defaultLevel: GateLevel, rules: [GateRule]) {
        self.defaultLevel = defaultLevel
        self.rules = rules
    }

    /// Every finding fails the gate: TextFit's behaviour without a policy.
    package static let failOnEverything = GatePolicy(defaultLevel: .fail, rules: [])

    /// The policy from command-line rules and an optional policy file.
    ///
    /// The default level is the file's `default` when it sets one; otherwise `warn` when any
    /// fail rule is given (naming what fails makes the rest warnings), else `fail`.
    package static func combining(file: GatePolicyFile?, failOn: [String], warnOn: [String]) throws(InputError) -> GatePolicy {
        var rules = file?.rules ?? []
        for spec in failOn { rules.append(try GateRule.parse(spec, level: .fail, context: "--fail-on")) }
        for spec in warnOn { rules.append(try GateRule.parse(spec, level: .warn, context: "--warn-on")) }
        let anyFail = rules.contains { $0.level == .fail }
        return GatePolicy(defaultLevel: file?.defaultLevel ?? (anyFail ? .warn : .fail), rules: rules)
    }

    /// The level `finding` gets: the most specific matching rule's; with none, `warn` for an
    /// advisory finding, else the default level.
    package func level(for finding: Finding) -> GateLevel {
        // An advisory kind (`close`) never fails the gate by itself.
        if finding.kind.descriptor.neverFails { return .warn }
        var best: GateRule?
        for rule in rules where rule.matches(finding) {
            guard let current = best else { best = rule; continue }
            if rule.specificity > current.specificity
                || (rule.specificity == current.specificity && rule.level == .fail) {
                best = rule
            }
        }
        return best?.level ?? (finding.advisory ? .warn : defaultLevel)
    }

    /// `fail on everything`, or the default and the rules: `warn by default; fail on truncation@...xxxLarge`.
    package var description: String {
        if rules.isEmpty { return "\(defaultLevel == .fail ? "fail" : "warn") on everything" }
        var parts = ["\(defaultLevel.rawValue) by default"]
        for level in GateLevel.allCases {
            let named = rules.filter { $0.level == level }.map(\.description)
            if !named.isEmpty { parts.append("\(level.rawValue) on \(named.joined(separator: ", "))") }
        }
        return parts.joined(separator: "; ")
    }
}
