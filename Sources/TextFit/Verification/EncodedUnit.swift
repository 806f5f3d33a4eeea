/// The cells of one unit of work — the strings sharing a file, line, key and language — in
/// canonical order, with their records encoded by the task that measured them.
struct EncodedUnit: Sendable {
    /// The cells, in canonical order.
    var cells: [CellResult]
    /// Each cell's encoded records (empty when no streamed output is wanted).
    var records: [EncodedRecord]
    /// Cells the progress line counts for the unit (strings × categories).
    var progressCells: Int
}
