/// One finding as the gate judges it: the finding, its amount, its policy level and its standing
/// against the baseline.
package struct GateFinding: Sendable, Hashable {
    /// The finding.
    package var finding: Finding
    /// How bad it is (``FindingAmount``).
    package var amount: Double
    /// The amount in the baseline, when the baseline has the same finding.
    package var baselineAmount: Double?
    /// What the policy says about it.
    package var level: GateLevel
    /// How it stands against the baseline.
    package var status: GateStatus

    /// Makes a judged finding.
    package init(finding: Finding, amount: Double, baselineAmount: Double?, level: GateLevel,
                status: GateStatus) {
        self.finding = finding
        self.amount = amount
        self.baselineAmount = baselineAmount
        self.level = level
        self.status = status
    }

    /// What the gate makes of it.
    package var outcome: GateOutcome { GateOutcome(level: level, status: status) }

    /// The identity the baseline is matched by.
    package var id: FindingID { FindingID(finding) }
}
