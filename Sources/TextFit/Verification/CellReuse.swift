/// Where a run may take a string's cells instead of measuring it (`--reuse`): the run asks for
/// each string it is about to measure and measures those it gets no cells for.
///
/// Declared here and implemented above the run, by `ReusedCells` (Gate), which reads an earlier
/// results file; the run knows nothing of files.
package protocol CellReuse: Sendable {
    /// The cells of `string` as the run would measure them under `plan`, taken from elsewhere;
    /// `nil` when they must be measured.
    func taken(for string: LocalizedString, plan: VerificationPlan) throws(InputError) -> TakenCells?
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

    package init(cells: [CellResult], records: [RecordedBytes] = []) {
        self.cells = cells
        self.records = records
    }
}

/// Bytes of an earlier run's record, read where they lie (a mapped results file) rather than
/// copied: `owner` keeps them in memory for as long as the value lives.
package struct RecordedBytes: @unchecked Sendable {
    // @unchecked: the bytes are read-only, and `owner` (immutable, Sendable) keeps them alive.

    /// The bytes.
    package let bytes: UnsafeRawBufferPointer
    /// What holds the bytes.
    private let owner: (any AnyObject & Sendable)?

    /// `bytes`, held by `owner`.
    package init(_ bytes: UnsafeRawBufferPointer, heldBy owner: any AnyObject & Sendable) {
        self.bytes = bytes
        self.owner = owner
    }

    /// No bytes: the record is encoded again.
    package static let none = RecordedBytes()

    private init() {
        bytes = UnsafeRawBufferPointer(start: nil, count: 0)
        owner = nil
    }

    /// Whether there are no bytes.
    package var isEmpty: Bool { bytes.isEmpty }
}
