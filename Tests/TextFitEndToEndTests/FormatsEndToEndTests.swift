import Foundation
import Testing

/// `textfit check` on the formats a team hands over: XLIFF limits and format specifiers.
@Suite struct FormatsEndToEndTests {
    static let xcloc = Binary.repositoryRoot.appendingPathComponent("Tests/TextFitTests/Fixtures/de.xcloc").path

    /// The XLIFF gives "Share My Current Location" a 150 pt limit and "Current Location" 120 pt:
    /// the German translation over its limit is flagged by exactly its excess, the one under is not.
    @Test func xliffMaxWidthIsEnforced() throws {
        let run = try Binary.run(["check", Self.xcloc, "--category", "large", "--format", "json", "--no-fail"])
        #expect(run.status == 0, "\(run.stderr)")
        let cells = try ResultsDocument.cells(run.stdout)
        let over = try #require(cells.first { $0.key == "Share My Current Location" && $0.language == "de" })
        #expect(over.text == "Meinen aktuellen Ort teilen")
        #expect(over.widthLimit?.value == 150)
        #expect(over.widthLimit?.unit == "point")
        #expect(over.textWidth > 150)
        // Both stated to 1/1000 pt, each rounded on its own.
        #expect(abs((over.overMaxWidth ?? 0) - (over.textWidth - 150)) <= 0.001 + 1e-9)
        let under = try #require(cells.first { $0.key == "Current Location" && $0.language == "de" })
        #expect(under.text == "Aktueller Ort")
        #expect(under.textWidth <= 120)
        #expect(under.overMaxWidth == 0)
        #expect(under.widthLimit?.value == 120)

        let gate = try Binary.run(["check", Self.xcloc, "--category", "large"])
        #expect(gate.status == 1)
        let expected = String(format: "%.1f", over.overMaxWidth ?? 0)
        #expect(gate.stdout.contains("  de       Share My Current Location: over max width at large (17.0 pt): \(expected) pt over the 150 points its file allows"))
        #expect(!gate.stdout.contains("de       Current Location: large"))
    }

    /// A format specifier is measured with its wide sample, and the sample is reported.
    @Test func formatSpecifiersAreSampled() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Share.xcstrings")
        try Data(CheckEndToEndTests.catalog(key: "Share with %@", values: ["en": "Share with %@", "de": "Mit %@ teilen"]).utf8)
            .write(to: catalog)
        let run = try Binary.run(["check", catalog.path, "--category", "large", "--format", "json", "--no-fail",
                                  "--sample-text", "Wolfgang Amadeus"])
        #expect(run.status == 0, "\(run.stderr)")
        let cells = try ResultsDocument.cells(run.stdout)
        let german = try #require(cells.first { $0.language == "de" })
        #expect(german.text == "Mit Wolfgang Amadeus teilen")
        #expect(german.formatSample == "%@ = Wolfgang Amadeus")
    }
}

/// Pseudolocales measured in the same matrix as the real languages, in points.
@Suite struct PseudoEndToEndTests {
    @Test func pseudolocalesAreWiderBySeparateFactors() throws {
        let run = try Binary.run(["check", "--pseudo", "accented,double,rtl", "--category", "large", "--format", "json", "--no-fail"])
        #expect(run.status == 0, "\(run.stderr)")
        let cells = try ResultsDocument.cells(run.stdout)
        #expect(cells.count == 5 * (CheckEndToEndTests.languages.count + 3))
        for title in CheckEndToEndTests.titles {
            let source = try #require(cells.first { $0.key == title && $0.language == "en" })
            let doubled = try #require(cells.first { $0.key == title && $0.language == "en-XL" })
            let accented = try #require(cells.first { $0.key == title && $0.language == "en-XA" })
            let rightToLeft = try #require(cells.first { $0.key == title && $0.language == "ar-XB" })
            // Double length is the text written twice: twice the width, give or take the kerning
            // and tracking at the one seam (well under a point at 17 pt).
            #expect(doubled.text == title + title)
            #expect(abs(doubled.textWidth - 2 * source.textWidth) < 1, "\(title): \(doubled.textWidth) vs 2 × \(source.textWidth)")
            // Accented: ~40 % more characters plus two brackets; accents keep their letters' widths.
            let ratio = accented.textWidth / source.textWidth
            #expect(ratio > 1.3 && ratio < 1.75, "\(title): accented is \(ratio)× the source")
            // Right to left: the same letters between invisible direction marks, which take no
            // width and no tracking; the override shows each word's letters reversed, so other
            // kerning pairs apply: the same width within 1.5 %.
            #expect(abs(rightToLeft.textWidth - source.textWidth) < 0.015 * source.textWidth,
                    "\(title): rtl \(rightToLeft.textWidth) vs \(source.textWidth)")
        }
    }
}
