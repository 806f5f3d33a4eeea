import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct SolverCellResultTests {
    static let german = LanguageTag("de")!

    /// Builds a cell for a title-only button the way the pipeline will.
    static func cell(key: String = "Send", language: LanguageTag = german, category: ContentSizeCategory = .large,
                     spec: ButtonSpec, measurement: TextMeasurement, truncated: String? = nil) -> CellResult {
        let fit = ButtonSolver(spec: spec).solve(title: measurement) { width in
            truncated.map { TruncatedTitle(text: $0, width: width, keptClusters: $0.count - 1, fits: true) }
        }
        return CellResult(key: key, language: language, variant: nil, category: category, textStyle: spec.textStyle,
                          measurement: measurement, fit: fit,
                          location: SourceLocation(file: "Localizable.xcstrings", line: 12))
    }

    /// A limit in characters counts grapheme clusters, at the default category only: "Ab👍🏽c"
    /// is four (the thumb with its skin tone is one), so a limit of 2 is exceeded by 2.
    @Test func characterLimitCountsGraphemeClusters() throws {
        let plan = VerificationPlan(spec: .default, keyLimits: [:], categories: [.large, .ax1],
                                    sampler: FormatSpecifierSampler())
        let string = LocalizedString(key: "k", language: Self.german, value: "Ab\u{1F44D}\u{1F3FD}c",
                                     location: SourceLocation(file: "Localizable.xcstrings", line: 1),
                                     widthLimit: WidthLimit(value: 2, unit: .char))
        let cells = try CellSolver(plan: plan, fonts: TestFonts.bundled).cells(for: string)
        #expect(cells.map(\.overMaxWidth) == [2, 0])
    }

    /// A string's cells refer to one origin (key, language, place, table …) rather than each
    /// holding them, and stay values: a cell given another place takes an origin of its own,
    /// its findings move with it, and the other cells keep theirs.
    @Test func aStringsCellsShareOneOriginAndStayValues() throws {
        let plan = VerificationPlan(spec: .default, keyLimits: [:], categories: [.large, .ax1, .ax5],
                                    sampler: FormatSpecifierSampler())
        let place = SourceLocation(file: "Localizable.strings", line: 7)
        let limit = WidthLimit(value: 10, unit: .char)
        var string = LocalizedString(key: "k", language: Self.german,
                                     value: "Aktuellen Standort mit allen Kontakten teilen und senden", location: place,
                                     widthLimit: limit)
        string.table = "Main"
        let cells = try CellSolver(plan: plan, fonts: TestFonts.bundled).cells(for: string)
        #expect(cells.map(\.category) == [.large, .ax1, .ax5])
        #expect(cells.allSatisfy { $0.origin === cells[0].origin })
        for cell in cells {
            #expect(cell.key == "k" && cell.language == Self.german && cell.variant == nil && cell.table == "Main")
            #expect(cell.location == place && cell.widthLimit == limit && cell.formatSample == nil)
            #expect(!cell.findings.isEmpty)
            #expect(cell.findings.allSatisfy { $0.table == "Main" && $0.location == place && $0.key == "k" })
        }
        // 56 characters against a limit of 10, counted at the default category only.
        #expect(cells.map(\.overMaxWidth) == [46, 0, 0])
        let elsewhere = SourceLocation(file: "Other.strings", line: 3)
        var moved = cells[1]
        moved.location = elsewhere
        #expect(moved.origin !== cells[1].origin && moved.location == elsewhere && moved.table == "Main")
        #expect(moved.findings.allSatisfy { $0.location == elsewhere })
        #expect(cells[1].location == place && cells[1].findings.allSatisfy { $0.location == place })
        #expect(moved != cells[1])
        moved.location = place
        #expect(moved == cells[1] && moved.hashValue == cells[1].hashValue)
    }

    @Test func fittingCellHasNoFindings() {
        let m = SolverFixtures.measurement(width: 150, lineHeight: 20, pointSize: 17, language: Self.german)
        #expect(Self.cell(spec: .default, measurement: m).findings.isEmpty)
    }

    @Test func everyKindOfFinding() throws {
        // titleOnly, 400 wide at 17 pt: needs 424, gets 343 → 81 over; radius 40 > the 22 limit;
        // ink −11…24 in the −9…21 area (see SolverGeometryTests) → 5 clipped; U+0E01 has no font
        let spec = ButtonSpec(labelStyle: .titleOnly, cornerRadius: .points(40))
        let m = SolverFixtures.measurement(text: "Aktuellen Standort senden", width: 400, lineHeight: 20, pointSize: 17,
                                           ink: InkBounds(x: 0, y: -11, width: 400, height: 35),
                                           language: Self.german, missing: [0x0E01])
        let cell = Self.cell(spec: spec, measurement: m, truncated: "Aktuellen Standort se…")
        let findings = cell.findings
        #expect(findings.map(\.kind) == [.truncation, .verticalClip, .missingGlyph, .cornerClip])
        let truncation = try #require(findings.first)
        #expect(truncation.message == "needs a 424.0 pt wide frame, 81.0 pt more than the 343.0 pt it gets; "
                + "shows “Aktuellen Standort se…”")
        #expect(truncation.description.hasPrefix("Localizable.xcstrings:12: Send [de, large] truncation: "))
        #expect(findings[1].message.hasPrefix("5.0 pt of ink"))
        #expect(findings[2].message == "no font covers U+0E01")
        #expect(findings[3].message.contains("22.0 pt"))
        // Amounts: the overflow, the clipped ink, one code point, and the radius over the clear limit.
        let expected = [81, 5, 1, 40 - cell.fit.maxCornerRadius]
        #expect(zip(findings.map(\.amount), expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(findings.map(\.amount))")
        // Moving the cell moves its findings.
        var moved = cell
        moved.location = SourceLocation(file: "Other.xcstrings", line: 3)
        #expect(moved.findings.allSatisfy { $0.location == SourceLocation(file: "Other.xcstrings", line: 3) })
    }
}
