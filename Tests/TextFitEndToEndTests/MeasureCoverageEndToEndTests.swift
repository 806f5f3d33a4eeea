import Foundation
import Testing

/// `textfit measure` on a word in every script an iPhone renders and on twenty emoji: no
/// missing glyph, and the width hb-shape gives with the font the tool names.
@Suite struct MeasureCoverageEndToEndTests {
    struct Samples: Decodable {
        struct Script: Decodable { var language: String; var text: String; var fontFile: String; var direction: String }
        struct Emoji: Decodable { var kind: String; var text: String }
        var scripts: [Script]
        var emoji: [Emoji]
    }

    struct Case: Sendable, CustomStringConvertible {
        var language: String
        var text: String
        var direction: String
        var description: String { "\(language): \(text)" }
    }

    static let cases: [Case] = {
        let url = Binary.repositoryRoot.appendingPathComponent("Tests/Fixtures/script-samples.json")
        guard let data = try? Data(contentsOf: url), let samples = try? JSONDecoder().decode(Samples.self, from: data) else {
            fatalError("cannot read \(url.path)")
        }
        return samples.scripts.map { Case(language: $0.language, text: $0.text, direction: $0.direction) }
            + samples.emoji.map { Case(language: "en", text: $0.text, direction: "ltr") }
    }()

    struct Measured: Decodable {
        struct Font: Decodable { var file: String; var faceIndex: Int }
        var advanceWidth: Double
        var glyphCount: Int
        var missingGlyphs: [UInt32]?
        var fonts: [Font]
    }

    @Test(arguments: cases)
    func measureReportsNoBoxAndHBShapesWidth(sample: Case) throws {
        let run = try Binary.run(["measure", sample.text, "--lang", sample.language, "--size", "17", "--tracking", "0", "--json"])
        #expect(run.status == 0, "\(sample): \(run.stderr)")
        let m = try JSONDecoder().decode(Measured.self, from: Data(run.stdout.utf8))
        #expect(m.missingGlyphs == nil || m.missingGlyphs == [], "\(sample): \(m.missingGlyphs ?? [])")
        #expect(m.fonts.count == 1, "\(sample): \(m.fonts.map(\.file))")
        let font = try #require(m.fonts.first)
        let glyphs = try HBShape.glyphs(font: font.file, faceIndex: font.faceIndex, text: sample.text, language: sample.language,
                                        pointSize: 17, direction: sample.direction)
        #expect(!glyphs.contains { $0.g == 0 }, "\(sample): hb-shape shows a box")
        #expect(m.glyphCount == glyphs.count)
        let width = Double(glyphs.reduce(0) { $0 + $1.ax }) / 1000
        #expect(abs(m.advanceWidth - width) <= 0.01, "\(sample): textfit \(m.advanceWidth), hb-shape \(width)")
    }
}
