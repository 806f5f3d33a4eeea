/// How a finding stands against the baseline.
package enum GateStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not in the baseline (or there is no baseline).
    case new
    /// In the baseline, but by a larger amount now (``FindingAmount``).
    case worse
    /// In the baseline by the same or a smaller amount: a problem that was already there.
    case known
}
