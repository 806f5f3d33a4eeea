import Foundation

/// The results JSON of `textfit check --format json` (and of a shard's `--output`), as the
/// end-to-end tests read it back (schema 2: keys whose value is null are left out; records name
/// their faces by index into `fonts`).
struct ResultsDocument: Decodable {
    var schemaVersion: Int
    var passes: Bool
    var results: [Cell]
    var fonts: [Font]

    struct Font: Decodable {
        var file: String
        var faceIndex: Int
        var sha256: String
        var family: String
        var style: String
        var variations: [String: Double]
    }

    /// One result record; lengths in points.
    struct Cell: Decodable {
        var key: String
        var language: String
        var variant: String?
        var category: String
        var text: String
        var pointSize: Double
        var textWidth: Double
        var fits: Bool
        var overflow: Double
        var truncatedText: String?
        var missingGlyphs: [UInt32]
        var verticalClip: Double
        var cornerClip: Bool
        var maxCornerRadius: Double
        var minFrame: Size
        var contentSize: Size
        var overMaxWidth: Double?
        var formatSample: String?
        var widthLimit: Limit?
        var fonts: [Int]
    }

    struct Size: Decodable {
        var width: Double
        var height: Double
    }

    struct Limit: Decodable {
        var value: Double
        var unit: String
    }

    /// The records of the results JSON in `text` (a run's standard output).
    static func cells(_ text: String) throws -> [Cell] {
        try JSONDecoder().decode(ResultsDocument.self, from: Data(text.utf8)).results
    }
}
