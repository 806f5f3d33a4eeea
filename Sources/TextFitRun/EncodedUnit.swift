/// The cells of one unit of work — the strings sharing a file, line, key and language — in
/// canonical order, with their records encoded by the task that measured them.
struct EncodedUnit<Record: Sendable>: Sendable {
    /// The cells, in canonical order.
    var cells: [CellResult]
    /// Each cell's encoded record (empty when the consumer's encoder is not active).
    var records: [Record]
    /// Cells the progress line counts for the unit (strings × categories).
    var progressCells: Int
}
