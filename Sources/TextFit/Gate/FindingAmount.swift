/// How bad a finding is, as one number where larger is worse: what "worse than the baseline" compares.
///
/// - truncation: the overflow in points (how much wider the title needs the frame to be);
/// - vertical clip: the points of ink outside the content area;
/// - missing glyph: the number of code points no font covers;
/// - corner clip: how far the spec's corner radius exceeds the largest radius that keeps the content clear;
/// - over max width: how far the text exceeds its file's width limit, in the limit's unit.
public enum FindingAmount {
    /// Findings whose amounts differ by less than this (points) count as equal: every amount is
    /// derived from lengths reported to 0.01 pt.
    public static let tolerance = 0.005

    /// The amount of a `kind` finding in `cell`, fitted to `spec`.
    public static func of(_ kind: Finding.Kind, in cell: CellResult, spec: ButtonSpec) -> Double {
        // A switch, so that a new kind cannot be added without saying how bad its findings are.
        switch kind {
        case .truncation: cell.overflow
        case .verticalClip: cell.verticalClip
        case .missingGlyph: Double(cell.missingGlyphs.count)
        case .cornerClip: max(0, spec.cornerRadius.resolved(for: cell.frame) - cell.maxCornerRadius)
        case .overMaxWidth: cell.overMaxWidth
        }
    }

    /// `amount` with its unit: `18.20 pt`, `3 code points` for missing glyphs, or the width
    /// limit's own unit.
    public static func describe(_ amount: Double, of kind: Finding.Kind, limit: WidthLimit? = nil) -> String {
        if kind == .missingGlyph {
            let count = Int(amount.rounded())
            return "\(count) code point\(count == 1 ? "" : "s")"
        }
        if kind == .overMaxWidth, let limit, limit.unit == .char {
            let count = Int(amount.rounded())
            return "\(count) character\(count == 1 ? "" : "s")"
        }
        return ReportNumber.points(amount, decimals: 2) + " pt"
    }

    /// Whether `amount` is worse than `baseline` by more than the tolerance.
    public static func isWorse(_ amount: Double, than baseline: Double) -> Bool {
        amount > baseline + tolerance
    }
}
