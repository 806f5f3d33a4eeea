import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Every script an iPhone renders is measured in a real font of the bundled set: no box, and
/// the width HarfBuzz's own `hb-shape` gives in the same file.
@Suite struct ScriptCoverageTests {
    /// A word or phrase per script, in a language written in it, and the file the bundled
    /// stack must choose; hb-shape is told the direction. Shared with the end-to-end tests
    /// through `Tests/Fixtures/script-samples.json`.
    struct Sample: Sendable, Decodable, CustomStringConvertible {
        var script: String
        var language: String
        var text: String
        var fontFile: String
        var direction: String
        var description: String { "\(script) (\(language)): \(text)" }
    }

    struct Samples: Decodable {
        var scripts: [Sample]
        var emoji: [EmojiShapingTests.Sample]
    }

    static let fixture: Samples = {
        let url = TestFonts.repositoryRoot.appendingPathComponent("Tests/Fixtures/script-samples.json")
        do { return try JSONDecoder().decode(Samples.self, from: Data(contentsOf: url)) } catch { fatalError("\(url.path): \(error)") }
    }()

    static let samples = fixture.scripts

    @Test(arguments: samples)
    func everyScriptIsMeasuredInItsFontAsHBShapeDoes(sample: Sample) throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let m = try measurer.measure(sample.text, language: TestFonts.tag(sample.language), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs.isEmpty, "\(sample): missing \(m.missingGlyphs.map { String($0, radix: 16) })")
        #expect(m.fonts.map { ($0.file as NSString).lastPathComponent } == [sample.fontFile], "\(sample): \(m.fonts.map(\.file))")
        let font = try #require(m.fonts.first)
        let reference = try HBShape.width(font: font.file, faceIndex: font.faceIndex, text: sample.text,
                                          language: sample.language, pointSize: 17, direction: sample.direction)
        #expect(m.glyphCount == reference.glyphs, "\(sample)")
        #expect(abs(m.advanceWidth - reference.width) <= 0.01,
                "\(sample): TextFit \(m.advanceWidth), hb-shape \(reference.width)")
        // hb-shape's own output has no .notdef either: the font really covers the word.
        let glyphs = try Subprocess.run("/usr/bin/hb-shape", [font.file, "--no-glyph-names", "--no-positions",
                                                              "--no-clusters", "--", sample.text]).stdout
        #expect(!glyphs.contains("[0|") && !glyphs.contains("|0|") && !glyphs.contains("|0]") && glyphs != "[0]\n",
                "\(sample): hb-shape shows .notdef: \(glyphs)")
    }

    /// Each script the bundled manifest maps has a sample here, so a new mapping cannot go untested.
    @Test func everyMappedScriptHasASample() throws {
        let manifest = try FontManifest.load(from: TestFonts.manifestPath)
        let covered = Set(Self.samples.map(\.script))
        // Tested by ShapingCrossCheckTests.
        let elsewhere: Set<String> = ["Latn", "Grek", "Cyrl", "Arab", "Hebr", "Deva", "Beng", "Guru", "Gujr", "Orya",
                                      "Taml", "Telu", "Knda", "Mlym", "Thai", "Hani", "Bopo", "Hira", "Kana", "Hang"]
        for script in manifest.scripts.keys.sorted() {
            #expect(covered.contains(script) || elsewhere.contains(script), "no sample for \(script)")
        }
    }
}
