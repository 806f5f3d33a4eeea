import Foundation

/// What decides each key's spec beyond the run's: whether a key nothing limits is measured as a
/// wrapping label (``DefaultLabel``), the keys the catalogs limit themselves (an XLIFF
/// `maxwidth`, a catalog's width), and the rules of `--limits`.
///
/// A run's cells hold what each key was measured as, but the HTML report draws each key's
/// preview in its spec. A shard states these (``JSONReport``'s `shard` member), so that
/// `textfit merge` draws every key in the spec the single run draws it in: the same
/// ``resolver(spec:)`` gives both.
package struct KeySpecs: Sendable, Equatable {
    /// Keys nothing limits are wrapping labels (an app's catalogs checked with no `--spec`).
    package var labels: Bool
    /// The keys a catalog limits in some table, sorted: measured with the run's spec, not as labels.
    package var limitedKeys: [String]
    /// The rules of `--limits`, sorted by key.
    package var limits: [KeyLimit]

    package init(labels: Bool, limitedKeys: some Sequence<String>, limits: some Sequence<KeyLimit>) {
        self.labels = labels
        self.limitedKeys = Set(limitedKeys).sorted()
        self.limits = limits.sorted { $0.key < $1.key }
    }

    /// What `plan` resolves keys with.
    package init(of plan: VerificationPlan) {
        self.init(labels: plan.hasDefaultLabel, limitedKeys: plan.fileLimitedKeys, limits: plan.keyLimits.values)
    }

    /// The rules by key, as a string table holds them (``StringTable/keyLimits``).
    package var keyLimits: [String: KeyLimit] {
        Dictionary(limits.map { ($0.key, $0) }) { first, _ in first }
    }

    /// The plan's answer for every key (``VerificationPlan/spec(for:table:)`` with no table): the
    /// run's spec `spec`, the default label's, or a rule's.
    package func resolver(spec: ButtonSpec) -> @Sendable (String) throws(InputError) -> ButtonSpec {
        let plan = plan(spec: spec)
        return { key throws(InputError) in try plan.spec(for: key) }
    }

    /// A plan that resolves keys as the run's did: only what ``VerificationPlan/spec(for:table:)``
    /// reads is set.
    package func plan(spec: ButtonSpec) -> VerificationPlan {
        var plan = VerificationPlan(spec: spec, keyLimits: keyLimits, categories: [], sampler: FormatSpecifierSampler())
        if labels {
            plan.defaultLabel = DefaultLabel.spec(from: spec)
            plan.fileLimitedKeys = Set(limitedKeys)
        }
        return plan
    }
}
