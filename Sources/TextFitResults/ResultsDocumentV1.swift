/// A results file of schema 1 (textfit before fonts were tabled): every record flat and complete.
struct ResultsDocumentV1: Decodable {
    var fonts: String
    var buttonSpec: ButtonSpec
    var results: [ResultsRecordV1]
    var notes: [ResultsNote]
    var shard: Shard?

    /// The cells, findings detected again from the recorded fits.
    var cells: [CellResult] { results.map { $0.cell(spec: buttonSpec) } }
}
