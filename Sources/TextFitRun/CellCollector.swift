/// Keeps every cell: for callers that want them all in memory (``Verification/run()``).
final class CellCollector: OrderedConsumer {
    private var cells: [CellResult] = []
    let encoder = NoRecords()

    func consume(_ unit: EncodedUnit<Void>) { cells.append(contentsOf: unit.cells) }

    func finish() throws(InputError) -> [CellResult] { cells }
}
