import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A run that keeps only what the summary needs prints the same summary as a run that keeps every
/// finding, holds no findings, and counts them all.
@Suite struct FindingRetentionTests {
    /// The bundled titles at three categories: many truncate, at several sizes each.
    static func verification() throws -> Verification {
        let table = try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        return Verification(strings: table, spec: .default, categories: [.large, .xxxLarge, .ax5], fonts: TestFonts.bundled,
                            parallelism: 2)
    }

    @Test(arguments: [1, 7, 40, nil] as [Int?])
    func boundedSummaryEqualsTheFullOne(limit: Int?) async throws {
        let full = try await Self.verification().run(writingTo: ReportOutputs())
        var bounded = ReportOutputs()
        bounded.retention = .summary(limit: limit)
        let kept = try await Self.verification().run(writingTo: bounded)

        #expect(kept.findings.isEmpty)
        #expect(!full.findings.isEmpty)
        // The counts are the findings' own, counted here by another route.
        var counts: [Finding.Kind: Int] = [:]
        for finding in full.findings { counts[finding.kind, default: 0] += 1 }
        #expect(kept.findingCounts == counts)
        #expect(kept.worstTitles.map { $0.groups.count } == min(limit ?? .max, TitleGroup.groups(full.findings).count))

        let fullText = MemorySink(), keptText = MemorySink()
        SummaryReporter(limit: limit).write(ReportInput(summary: full), to: fullText)
        SummaryReporter(limit: limit).write(ReportInput(summary: kept), to: keptText)
        #expect(keptText.text == fullText.text)
        #expect(fullText.text.contains("titles with findings"))
    }
}
