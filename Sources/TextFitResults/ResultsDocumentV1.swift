/// A results file of schema 1 (textfit before fonts were tabled): every record flat and complete,
/// with its faces and place. Decode it with ``ResultsRecord/versionKey`` set to 1.
struct ResultsDocumentV1: Decodable {
    var fonts: String
    var buttonSpec: ButtonSpec
    var results: [ResultsRecord]
    var notes: [ResultsNote]
    var shard: Shard?

    /// The cells, findings detected again from the recorded fits.
    ///
    /// - Throws: when a record lacks a member every record has (position given as `results[i]`).
    func cells(file: String) throws(InputError) -> [CellResult] {
        var cells: [CellResult] = []
        cells.reserveCapacity(results.count)
        for (position, record) in results.enumerated() {
            guard let cell = record.cell(spec: buttonSpec, faces: record.faces ?? [], location: record.location) else {
                throw InputError(file: file, key: "results[\(position)]", reason: "not a results record of schema 1")
            }
            cells.append(cell)
        }
        return cells
    }
}
