/// One finding as the gate judges it: the finding, its amount, its policy level and its standing
/// against the baseline.
public struct GateFinding: Sendable, Hashable {
    /// The finding.
    public var finding: Finding
    /// How bad it is (``FindingAmount``).
    public var amount: Double
    /// The amount in the baseline, when the baseline has the same finding.
    public var baselineAmount: Double?
    /// What the policy says about it.
    public var level: GateLevel
    /// How it stands against the baseline.
    public var status: GateStatus

    /// Makes a judged finding.
    public init(finding: Finding, amount: Double, baselineAmount: Double?, level: GateLevel,
                status: GateStatus) {
        self.finding = finding
        self.amount = amount
        self.baselineAmount = baselineAmount
        self.level = level
        self.status = status
    }

    /// What the gate makes of it.
    public var outcome: GateOutcome { GateOutcome(level: level, status: status) }

    /// The identity the baseline is matched by.
    public var id: FindingID { FindingID(finding) }
}
