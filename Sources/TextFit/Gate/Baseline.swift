/// The findings of an earlier run — from a catalog, a results JSON or a git revision — that the gate
/// forgives: a finding no worse than its baseline counterpart is known, not new.
public struct Baseline: Sendable {
    /// What the baseline was read from, as the user named it (`old.xcstrings`, `git:main`, `results.json`).
    public var origin: String
    /// Each baseline finding's amount (``FindingAmount``), by identity.
    public var amounts: [FindingID: Double]

    /// Makes a baseline from amounts by identity.
    public init(origin: String, amounts: [FindingID: Double]) {
        self.origin = origin
        self.amounts = amounts
    }

    /// The baseline of every finding in `result`.
    public init(origin: String, result: VerificationResult) {
        var amounts: [FindingID: Double] = [:]
        for cell in result.cells {
            for finding in cell.findings {
                let amount = finding.amount
                let id = FindingID(finding)
                // A key read twice with different texts keeps its worse baseline amount.
                amounts[id] = max(amounts[id] ?? amount, amount)
            }
        }
        self.init(origin: origin, amounts: amounts)
    }

    /// How a finding with identity `id` and `amount` stands against this baseline.
    public func status(of id: FindingID, amount: Double) -> GateStatus {
        guard let earlier = amounts[id] else { return .new }
        return FindingAmount.isWorse(amount, than: earlier) ? .worse : .known
    }
}
