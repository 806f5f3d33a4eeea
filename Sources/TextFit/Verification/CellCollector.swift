/// Keeps every cell: for callers that want them all in memory (``Verification/run()``).
final class CellCollector: OrderedConsumer {
    private var cells: [CellResult] = []
    let encoder = RecordEncoder.none

    func consume(_ unit: EncodedUnit) { cells.append(contentsOf: unit.cells) }

    func finish() throws(InputError) -> [CellResult] { cells }
}
