import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct SolverAggregatesTests {
    static let de = LanguageTag("de")!
    static let en = LanguageTag("en")!
    static let fr = LanguageTag("fr")!

    /// A title-only cell whose minimum frame is `textWidth` + 24 (insets 12 + 12, 17 pt body, no icon).
    static func cell(_ key: String, _ language: LanguageTag, _ category: ContentSizeCategory,
                     textWidth: Double) -> CellResult {
        let spec = ButtonSpec(labelStyle: .titleOnly)
        let m = SolverFixtures.measurement(width: textWidth, lineHeight: 20, pointSize: 17, language: language)
        let fit = ButtonSolver(spec: spec).solve(title: m) { _ in nil }
        return CellResult(key: key, language: language, variant: nil, category: category, textStyle: .body,
                          measurement: m, fit: fit, location: nil)
    }

    @Test func widestLanguagePerKeyAndCategory() throws {
        let cells = [
            Self.cell("K", Self.fr, .large, textWidth: 150),   // 174 — ties with de
            Self.cell("K", Self.en, .large, textWidth: 100),   // 124
            Self.cell("K", Self.de, .large, textWidth: 150),   // 174
            Self.cell("K", Self.en, .xLarge, textWidth: 120),  // 144
            Self.cell("K", Self.de, .xLarge, textWidth: 400),  // 424 (over 343: still its needed width)
            Self.cell("K", Self.fr, .xLarge, textWidth: 200),  // 224
        ]
        let aggregates = FitAggregates(cells: cells)
        #expect(aggregates.widths.count == 2)
        let large = aggregates.widths[0]
        #expect(large.key == "K" && large.category == .large)
        #expect(large.width == 174 && large.language == Self.de)   // de before fr by tag
        let xLarge = aggregates.widths[1]
        #expect(xLarge.category == .xLarge && xLarge.width == 424 && xLarge.language == Self.de)
    }

    @Test func largestFittingCategoryPerLanguage() {
        let cells = [
            Self.cell("K", Self.de, .large, textWidth: 300),   // 324 ≤ 343 fits
            Self.cell("K", Self.de, .xLarge, textWidth: 330),  // 354 > 343
            Self.cell("K", Self.de, .xxLarge, textWidth: 310), // 334 fits again, but xLarge already failed
            Self.cell("K", Self.en, .large, textWidth: 100),
            Self.cell("K", Self.en, .xLarge, textWidth: 110),
            Self.cell("L", Self.en, .large, textWidth: 400),   // 424: L never fits in English
            Self.cell("K", Self.fr, .large, textWidth: 500),   // never fits
        ]
        let aggregates = FitAggregates(cells: cells)
        let byKey = aggregates.limitsByKey.map { "\($0.key ?? "*") \($0.language) \($0.largestFittingCategory?.rawValue ?? "none")" }
        #expect(byKey == ["K de large", "K en xLarge", "K fr none", "L en none"])
        let byLanguage = aggregates.limitsByLanguage.map { "\($0.language) \($0.largestFittingCategory?.rawValue ?? "none")" }
        // English: at large, L does not fit, so no category holds for every key
        #expect(byLanguage == ["de large", "en none", "fr none"])
    }
}
