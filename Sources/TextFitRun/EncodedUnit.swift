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

    package init(cells: [CellResult], records: [Record], progressCells: Int) {
        self.cells = cells
        self.records = records
        self.progressCells = progressCells
    }

    /// A unit of one string taken as `title` (``CellEncoder/takesTitles``).
    package init(title: TakenTitle, progressCells: Int) {
        cells = []
        records = []
        self.progressCells = progressCells
        self.title = title
    }
}
