/// What a taken cell's record must agree with beyond what it was measured from
/// (``ReusedCells``): a results file holds neither `--relative-budget` nor `--margin`, so a cell
/// written with others is measured again. Made once for a spec, platform and margin
/// (``RecordedSizings``), with one line's room at every category worked out at the start.
final class RecordedSizing: Sendable {
    let spec: ButtonSpec
    let closeMargin: Double?
    /// The width limit a `close` warning compares with (a one-line button's), and the height.
    private let limitWidth: Double?, limitHeight: Double?
    /// One line's room (``ButtonSolver/lineWidth(pointSize:)``) at each category, by its
    /// ``ContentSizeCategory/ordinal``.
    private let lineWidths: [Double]

    init(spec: ButtonSpec, closeMargin: Double?) {
        self.spec = spec
        self.closeMargin = closeMargin
        limitWidth = spec.numberOfLines == 1 ? spec.fixedFrame?.width ?? spec.maximumWidth : nil
        limitHeight = spec.fixedFrame?.height ?? spec.maximumHeight
        let solver = ButtonSolver(spec: spec)
        var lineWidths = [Double](repeating: 0, count: ContentSizeCategory.allCases.count)
        for category in ContentSizeCategory.allCases {
            lineWidths[category.ordinal] = solver.lineWidth(pointSize: spec.pointSize(at: category))
        }
        self.lineWidths = lineWidths
    }

    /// Whether the budget and the `close` warning `cell` recorded are what this run works out
    /// for it, with `relativeBudget` the percent the run gives the cell's key for its source
    /// (`nil`: no budget applies).
    ///
    /// The budget is worked out again from the recorded source width, as ``CellSolver`` does from
    /// the measured one; the recorded width is rounded to 1/1000 pt, so the two agree within that
    /// rounding, scaled by the budget. `close` is detected again from the recorded fit.
    func agrees(_ cell: CellResult, relativeBudget percent: Double?) -> Bool {
        guard budgetAgrees(sourceWidth: cell.sourceWidth, budget: cell.budget, lineCount: cell.fit.lineCount,
                           neededLineCount: cell.fit.neededLineCount, category: cell.category, relativeBudget: percent)
        else { return false }
        let subject = FindingSubject(
            measurement: cell.measurement, fit: cell.fit, widthLimit: cell.widthLimit, overMaxWidth: cell.overMaxWidth,
            sourceWidth: cell.sourceWidth, budget: cell.budget, limitWidth: limitWidth, limitHeight: limitHeight,
            closeMargin: closeMargin)
        let detected = FindingDescriptor.close.detect(subject)
        let recorded = cell.findings.first { $0.kind == .close }
        guard let detected, let recorded else { return detected == nil && recorded == nil }
        return LengthPrecision.round(detected.amount) == LengthPrecision.round(recorded.amount)
            && detected.message == recorded.message
    }

    /// Whether the budget a cell at `category` recorded (`budget`, worked out from
    /// `sourceWidth`), its fit having `lineCount` lines of the `neededLineCount` its text needs,
    /// is the one this run works out with `percent` (``agrees(_:relativeBudget:)``).
    func budgetAgrees(sourceWidth: Double?, budget: Double?, lineCount: Int, neededLineCount: Int,
                      category: ContentSizeCategory, relativeBudget percent: Double?) -> Bool {
        guard let percent else { return budget == nil && sourceWidth == nil }
        guard let sourceWidth, let budget else { return false }
        let room = CellSolver.room(spec: spec, lineWidth: lineWidths[category.ordinal], lineCount: lineCount,
                                   neededLineCount: neededLineCount)
        let expected = min(sourceWidth * (1 + percent / 100), room)
        return abs(expected - budget) <= 0.0005 * (2 + percent / 100) + 1e-9
    }
}
