/// The cells of one unit of work — the strings sharing a file, line, key and language — in
/// canonical order, with their records encoded by the task that measured them.
package struct EncodedUnit<Record: Sendable>: Sendable {
    /// The cells, in canonical order.
    package var cells: [CellResult]
    /// Each cell's encoded record (empty when the consumer's encoder is not active).
    package var records: [Record]
    /// Cells the progress line counts for the unit (strings × categories).
    package var progressCells: Int
    /// The unit's one string taken as a ``TakenTitle``; ``cells`` and ``records`` are then empty.
    package var title: TakenTitle?
    /// What the results index keeps of ``title``'s string (``CellEncoder/indexDigests(of:)``).
    package var titleDigests: TakenTitle.IndexDigests?

    package init(cells: [CellResult], records: [Record], progressCells: Int) {
        self.cells = cells
        self.records = records
        self.progressCells = progressCells
    }

    /// A unit of one string taken as `title` (``CellEncoder/takesTitles``), with what the
    /// results index keeps of it when one is written.
    package init(title: TakenTitle, digests: TakenTitle.IndexDigests? = nil, progressCells: Int) {
        cells = []
        records = []
        self.progressCells = progressCells
        self.title = title
        titleDigests = digests
    }
}
