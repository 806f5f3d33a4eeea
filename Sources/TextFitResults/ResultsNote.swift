/// A note as the results JSON records it (both schemas).
struct ResultsNote: Codable {
    var kind: String
    var key: String
    var language: String?
    var file: String
    var line: Int?
    var message: String
}
