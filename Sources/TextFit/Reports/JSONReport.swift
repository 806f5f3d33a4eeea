import Foundation

/// The full results as JSON: every cell, the aggregates, the spec and the notes.
///
/// Keys are sorted and nothing depends on the clock, so the same inputs give the same bytes.
struct JSONReport {
    var result: VerificationResult

    /// The document's shape; `schemaVersion` changes whenever a key is renamed or removed.
    /// Read back by ``ResultsFile`` (baselines, `textfit merge`).
    struct Document: Codable {
        var schemaVersion = 1
        var tool = "textfit"
        var fonts: String
        var buttonSpec: ButtonSpec
        var passes: Bool
        var results: [ResultsRecordV1]
        var aggregates: FitAggregates
        var notes: [Note]
        /// Which part of a split run this is (`--shard i/n`); left out for a whole run.
        var shard: Shard?
    }

    struct Note: Codable {
        var kind: String
        var key: String
        var language: String?
        var file: String
        var line: Int?
        var message: String
    }

    func render() throws -> String {
        let document = Document(
            fonts: result.fontOrigin, buttonSpec: result.spec, passes: result.passes, results: result.cells.map(ResultsRecordV1.init),
            aggregates: result.aggregates,
            notes: result.notes.map {
                Note(kind: $0.kind.rawValue, key: $0.key, language: $0.language?.identifier, file: $0.location.file,
                     line: $0.location.line, message: $0.message)
            },
            shard: result.shard)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}

extension ResultsRecordV1 {
    /// The record of `cell`.
    init(_ cell: CellResult) {
        let m = cell.measurement, fit = cell.fit
        self.init(key: cell.key, language: cell.language, variant: cell.variant, category: cell.category,
                  textStyle: cell.textStyle, pointSize: m.pointSize, weight: m.weight, text: m.text, textWidth: m.width,
                  lineHeight: m.lineHeight, inkBounds: m.inkBounds, contentSize: fit.contentSize, minFrame: fit.minFrame,
                  frame: fit.frame, fits: fit.fits, overflow: fit.overflow, truncatedText: fit.truncatedText,
                  maxCornerRadius: fit.maxCornerRadius, cornerClip: fit.cornerClip, capsuleFits: fit.capsuleFits,
                  circleFits: fit.circleFits, missingGlyphs: m.missingGlyphs, verticalClip: fit.verticalClip,
                  fonts: m.fonts, location: cell.location, formatSample: cell.formatSample, widthLimit: cell.widthLimit,
                  overMaxWidth: cell.overMaxWidth)
    }
}
