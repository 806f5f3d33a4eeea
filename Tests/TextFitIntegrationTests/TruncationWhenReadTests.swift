import Foundation
import Testing
@testable import TextFit
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A title left to be truncated when its finding's message is read shows what the definition
/// shows: the exhaustive scan `TailTruncator.truncate(clusters:availableWidth:width:)` over every
/// "prefix…", each measured by a measurer of its own, at the width the button leaves the title
/// (worked out here from the measured width with `ButtonGeometry`). The cells are otherwise the
/// cells of a run that truncates every title at once.
@Suite struct TruncationWhenReadTests {
    /// Every bundled title (Apple's five in each bundled language), at every category, in the
    /// one-line default spec: the titles that do not fit are cut at the larger sizes.
    @Test func aTitleTruncatedWhenReadShowsTheDefinitionsText() throws {
        let categories = ContentSizeCategory.allCases
        let plan = VerificationPlan(spec: .default, keyLimits: [:], categories: categories,
                                    sampler: FormatSpecifierSampler())
        let strings = TestFonts.bundledStrings.filter { $0.value.count > 16 }
        try #require(strings.count >= 100)
        let now = CellSolver(plan: plan, fonts: TestFonts.bundled)
        let later = CellSolver(plan: plan, fonts: TestFonts.bundled, truncatesWhenRead: true)
        var truncated = 0
        var languages = Set<LanguageTag>()
        for string in strings {
            let (eager, lazy) = (try now.cells(for: string), try later.cells(for: string))
            try #require(eager.count == lazy.count)
            for (cut, left) in zip(eager, lazy) {
                #expect(left.measurement == cut.measurement && left.findings.map(\.kind) == cut.findings.map(\.kind))
                var fit = cut.fit
                fit.truncatedText = nil
                #expect(left.fit == fit, "\(string.key) \(string.language) \(cut.category)")
                guard let finding = left.findings.first(where: { $0.kind == .truncation }) else {
                    #expect(cut.fit.truncatedText == nil)
                    continue
                }
                truncated += 1
                languages.insert(string.language)
                let shown = try #require(try Self.definition(string, category: cut.category, spec: plan.spec))
                #expect(finding.message.hasSuffix("; shows “\(shown)”"), "\(string.key) \(string.language)")
                #expect(cut.fit.truncatedText == shown)
                #expect(finding.message == cut.findings.first { $0.kind == .truncation }?.message)
            }
        }
        // Titles cut in many scripts: Latin, Greek, Cyrillic, Arabic, Hebrew, Thai, Indic, CJK.
        #expect(truncated >= 500 && languages.count >= 30, "\(truncated) cells in \(languages.count) languages")
    }

    /// The exhaustive scan at the width the button leaves `string`'s title at `category`.
    static func definition(_ string: LocalizedString, category: ContentSizeCategory,
                           spec: ButtonSpec) throws -> String? {
        let pointSize = spec.pointSize(at: category)
        let weight = spec.fontWeight ?? TypeScale.iOS.metrics(for: spec.textStyle, in: category).weight
        let measurer = TextMeasurer(fonts: TestFonts.bundled, tracking: spec.trackingChoice)
        let whole = try measurer.measure(string.value, language: string.language, pointSize: pointSize, weight: weight)
        let geometry = ButtonGeometry(spec: spec, textWidth: whole.width, lineHeight: whole.lineHeight,
                                      pointSize: whole.pointSize)
        guard !geometry.fits else { return nil }
        return try TailTruncator.truncate(clusters: TailTruncator.clusters(of: string.value),
                                          availableWidth: geometry.availableTextWidth) { text in
            try TextMeasurer(fonts: TestFonts.bundled, tracking: spec.trackingChoice)
                .measure(text, language: string.language, pointSize: pointSize, weight: weight).width
        }?.text
    }

    /// A streamed run whose outputs read no cell's truncated text (the summary alone, listing
    /// every title) truncates nothing while it measures, and prints the same summary as a run
    /// that writes the results JSON and so truncates every cell that does not fit.
    @Test func aSummaryAloneTruncatesOnlyWhatItPrints() async throws {
        let table = try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        func run(json: Bool) async throws -> (summary: String, tally: ShapingTally) {
            let shapings = Guarded(ShapingTally())
            var verification = Verification(strings: table, spec: .default, categories: ContentSizeCategory.allCases,
                                            fonts: TestFonts.bundled, parallelism: 2)
            verification.shapings = { tally in shapings.withLock { $0 = $0 + tally } }
            var outputs = ReportOutputs(json: json ? MemorySink() : nil)
            outputs.retention = .summary(limit: nil)
            let summary = try await verification.run(writingTo: outputs)
            let text = MemorySink()
            SummaryReporter(limit: nil).write(ReportInput(summary: summary), to: text)
            return (text.text, shapings.withLock { $0 })
        }
        let (alone, aloneTally) = try await run(json: false)
        let (beside, besideTally) = try await run(json: true)
        #expect(alone == beside)
        #expect(alone.components(separatedBy: "; shows “").count > 100)
        #expect(aloneTally.pieces == 0 && aloneTally.spliced == 0 && aloneTally.wholeCandidates == 0)
        #expect(besideTally.spliced > 0)
    }
}
