/// The findings of an earlier run — from a catalog, a results JSON or a git revision — that the gate
/// forgives: a finding no worse than its baseline counterpart is known, not new.
package struct Baseline: Sendable {
    /// What the baseline was read from, as the user named it (`old.xcstrings`, `git:main`, `results.json`).
    package var origin: String
    /// Each baseline finding's amount (``FindingAmount``), by identity.
    package var amounts: [FindingID: Double]

    /// Makes a baseline from amounts by identity.
    package init(origin: String, amounts: [FindingID: Double]) {
        self.origin = origin
        self.amounts = amounts
    }

    /// The baseline of every finding in the in-memory `result`.
    package init(origin: String, result: VerificationResult) {
        self.init(origin: origin, findings: result.findings)
    }

    /// The baseline of every finding of a run.
    package init(origin: String, summary: RunSummary) {
        self.init(origin: origin, findings: summary.findings)
    }

    /// The baseline of `findings`.
    package init(origin: String, findings: [Finding]) {
        var amounts: [FindingID: Double] = [:]
        amounts.reserveCapacity(findings.count)
        for finding in findings {
            let id = FindingID(finding)
            // A key read twice with different texts keeps its worse baseline amount.
            amounts[id] = max(amounts[id] ?? finding.amount, finding.amount)
        }
        self.init(origin: origin, amounts: amounts)
    }

    /// How a finding with identity `id` and `amount` stands against this baseline.
    package func status(of id: FindingID, amount: Double) -> GateStatus {
        guard let earlier = amounts[id] else { return .new }
        return FindingAmount.isWorse(amount, than: earlier) ? .worse : .known
    }
}
