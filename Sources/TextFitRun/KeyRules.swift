/// What a run's plan says of one key in one table (``VerificationPlan/rules(for:table:)``),
/// worked out once for a string rather than once for each question its measuring asks: whether
/// the key is measured as a ``DefaultLabel``, and the relative budget its translations are held
/// to.
package struct KeyRules: Sendable, Hashable {
    /// Whether the key is measured as a ``DefaultLabel`` (``VerificationPlan/isDefaultLabel(_:table:)``).
    package let isDefaultLabel: Bool
    /// The budget in percent of the key's rule of the limits, else the run's (`--relative-budget`);
    /// `nil` when neither gives one.
    let givenBudget: Double?

    /// Whether translations of the key are compared with their source: a budget applies to it.
    package var comparesWithSource: Bool { givenBudget != nil || isDefaultLabel }

    /// The relative budget of a translation whose source text is `source`: the given one, else
    /// for a ``DefaultLabel`` the threshold for the length of `source`; `nil` when none applies.
    package func relativeBudget(source: String?) -> Double? {
        if let givenBudget { return givenBudget }
        guard isDefaultLabel, let source else { return nil }
        return DefaultLabel.expansionPercent(sourceCharacters: source.count)
    }
}
