/// What a gate policy does with a finding: fail the gate, or only warn.
package enum GateLevel: String, Sendable, Hashable, Codable, CaseIterable {
    /// A new or worse finding fails the gate (exit 1).
    case fail
    /// A new or worse finding is reported as a warning; the gate still passes.
    case warn
}
