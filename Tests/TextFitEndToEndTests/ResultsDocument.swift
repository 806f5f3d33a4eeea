import Foundation

/// The results JSON of `textfit check --format json` (and of a shard's `--output`), as the
/// end-to-end tests read it back (schema 2: keys whose value is null, an empty `missingGlyphs` and
/// a zero `overflow` or `verticalClip` are left out; records name their file by index into `files`
/// and their faces by index into `fonts`).
struct ResultsDocument: Decodable {
    var schemaVersion: Int
    var passes: Bool
    var results: [Cell]
    var files: [String]
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
        var file: Int?
        var line: Int?
        var fonts: [Int]

        private enum CodingKeys: String, CodingKey {
            case key, language, variant, category, text, pointSize, textWidth, fits, overflow, truncatedText
            case missingGlyphs, verticalClip, cornerClip, maxCornerRadius, minFrame, contentSize, overMaxWidth
            case formatSample, widthLimit, file, line, fonts
        }

        /// Decodes a record, taking absent amounts as 0 and absent missing glyphs as none.
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            key = try c.decode(String.self, forKey: .key)
            language = try c.decode(String.self, forKey: .language)
            variant = try c.decodeIfPresent(String.self, forKey: .variant)
            category = try c.decode(String.self, forKey: .category)
            text = try c.decode(String.self, forKey: .text)
            pointSize = try c.decode(Double.self, forKey: .pointSize)
            textWidth = try c.decode(Double.self, forKey: .textWidth)
            fits = try c.decode(Bool.self, forKey: .fits)
            overflow = try c.decodeIfPresent(Double.self, forKey: .overflow) ?? 0
            truncatedText = try c.decodeIfPresent(String.self, forKey: .truncatedText)
            missingGlyphs = try c.decodeIfPresent([UInt32].self, forKey: .missingGlyphs) ?? []
            verticalClip = try c.decodeIfPresent(Double.self, forKey: .verticalClip) ?? 0
            cornerClip = try c.decode(Bool.self, forKey: .cornerClip)
            maxCornerRadius = try c.decode(Double.self, forKey: .maxCornerRadius)
            minFrame = try c.decode(Size.self, forKey: .minFrame)
            contentSize = try c.decode(Size.self, forKey: .contentSize)
            overMaxWidth = try c.decodeIfPresent(Double.self, forKey: .overMaxWidth)
            formatSample = try c.decodeIfPresent(String.self, forKey: .formatSample)
            widthLimit = try c.decodeIfPresent(Limit.self, forKey: .widthLimit)
            file = try c.decodeIfPresent(Int.self, forKey: .file)
            line = try c.decodeIfPresent(Int.self, forKey: .line)
            fonts = try c.decode([Int].self, forKey: .fonts)
        }
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
