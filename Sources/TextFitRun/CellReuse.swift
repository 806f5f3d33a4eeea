/// Where a run may take a string's cells instead of measuring it (`--reuse`): the run asks for
/// each string it is about to measure and measures those it gets no cells for.
///
/// Declared here and implemented above the run, by `ReusedCells` (Gate), which reads an earlier
/// results file; the run knows nothing of files.
package protocol CellReuse: Sendable {
    /// The cells of `string` as the run would measure them under `plan`, taken from elsewhere;
    /// `nil` when they must be measured. When `asTitle`, as a ``TakenTitle``
    /// (``TakenCells/title``) where the cells can be taken without their records being read: the
    /// run's consumer folds and writes such titles.
    func taken(for string: LocalizedString, plan: VerificationPlan, asTitle: Bool) throws(InputError) -> TakenCells?
}

extension CellReuse {
    /// The cells of `string` under `plan`, as cells (``taken(for:plan:asTitle:)`` without a title).
    package func taken(for string: LocalizedString, plan: VerificationPlan) throws(InputError) -> TakenCells? {
        try taken(for: string, plan: plan, asTitle: false)
    }
}

/// A string's cells taken from an earlier run (``CellReuse``), with the bytes each was written as.
package struct TakenCells: Sendable {
    /// The cells, in the order ``CellSolver/cells(for:)`` makes them.
    package var cells: [CellResult]
    /// For each cell, its record as the earlier results file holds it — from its first member to
    /// `"fonts":`, the part a run's encoder writes of a cell — when those are the bytes this run
    /// would write; empty bytes for a cell whose record must be encoded again. Empty when none
    /// is known.
    package var records: [RecordedBytes]

    /// The cells as their shares, their records not read (``CellReuse/taken(for:plan:asTitle:)``);
    /// ``cells`` and ``records`` are then empty.
    package var title: TakenTitle?

    package init(cells: [CellResult], records: [RecordedBytes] = []) {
        self.cells = cells
        self.records = records
    }

    package init(title: TakenTitle) {
        cells = []
        records = []
        self.title = title
    }
}
