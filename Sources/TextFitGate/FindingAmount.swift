/// How "worse than the baseline" is decided: each kind's descriptor gives its findings an amount
/// where larger is worse (overflow, clipped points, missing code points …); this compares them.
package enum FindingAmount {
    /// Findings whose amounts differ by less than this (points) count as equal: every amount is
    /// derived from lengths reported to 0.01 pt.
    package static let tolerance = 0.005

    /// The amount of the `kind` finding in `cell`; 0 when the cell does not have one.
    package static func of(_ kind: Finding.Kind, in cell: CellResult) -> Double {
        cell.findings.first { $0.kind == kind }?.amount ?? 0
    }

    /// `amount` with its unit, as `kind` describes it: `18.20 pt`, `3 code points`, or the
    /// width limit's own unit.
    package static func describe(_ amount: Double, of kind: Finding.Kind, limit: WidthLimit? = nil) -> String {
        kind.descriptor.describeAmount(amount, limit)
    }

    /// Whether `amount` is worse than `baseline` by more than the tolerance.
    package static func isWorse(_ amount: Double, than baseline: Double) -> Bool {
        amount > baseline + tolerance
    }
}
