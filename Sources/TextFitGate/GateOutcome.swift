/// What the gate makes of one finding, most severe first: it fails the gate, it warns, or it was already known.
package enum GateOutcome: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// New or worse under a `fail` level: the gate fails.
    case fail
    /// New or worse under a `warn` level: reported, the gate passes.
    case warn
    /// Already in the baseline, no worse: listed as known, never fails.
    case known

    /// The outcome of a finding at `level` with `status`.
    package init(level: GateLevel, status: GateStatus) {
        if status == .known {
            self = .known
        } else {
            self = level == .fail ? .fail : .warn
        }
    }

    /// More severe outcomes sort first.
    package static func < (a: GateOutcome, b: GateOutcome) -> Bool { a.rank < b.rank }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
