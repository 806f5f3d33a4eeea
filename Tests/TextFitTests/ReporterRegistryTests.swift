import Foundation
import Testing
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The registry: every format has its reporter, named as `--format` names it; only JSON and CSV
/// stream; what each output reads sets when it is written.
@Suite struct ReporterRegistryTests {
    @Test func everyFormatHasTheReporterOfItsName() {
        for format in ReportFormat.allCases {
            let reporter = ReporterRegistry.reporter(for: format, settings: ReportSettings())
            #expect(type(of: reporter).identifier == format.rawValue)
            #expect(ReporterRegistry.type(named: format.rawValue).map(ObjectIdentifier.init) == ObjectIdentifier(type(of: reporter)))
        }
        let names = ReporterRegistry.all.map { $0.identifier }
        #expect(names == ["summary", "json", "csv", "markdown", "swift", "html", "xcode", "sarif", "junit",
                          "gate-summary", "verdict", "annotations", "gate-markdown"])
        #expect(Set(names).count == names.count)
        #expect(ReporterRegistry.type(named: "xml") == nil)
    }

    @Test func onlyJSONAndCSVStream() {
        #expect(ReporterRegistry.all.filter { $0.isStreaming }.map { $0.identifier } == ["json", "csv"])
        for reporter in ReporterRegistry.all {
            #expect(reporter.isStreaming == (reporter is any StreamingReporter.Type), "\(reporter.identifier)")
        }
    }

    @Test func whatAReporterReadsSetsItsStage() {
        let judged = ReporterRegistry.all.filter { $0.stage == .judged }.map { $0.identifier }
        #expect(judged == ["html", "xcode", "sarif", "junit", "gate-summary", "verdict", "annotations", "gate-markdown"])
        let judging = ReporterRegistry.all.filter { $0.needs.contains(.judgement) }.map { $0.identifier }
        #expect(judging == ["xcode", "sarif", "junit", "gate-summary", "annotations", "gate-markdown"])
        #expect(ReporterRegistry.all.filter { $0.needs.contains(.everyFinding) }.map { $0.identifier } == ["markdown"])
        #expect(ReporterRegistry.all.filter { $0.needs.contains(.everyCell) }.map { $0.identifier } == ["json", "csv", "html"])
    }

    /// The settings reach the reporters made for a format.
    @Test func settingsReachTheFormatsReporters() throws {
        var settings = ReportSettings()
        settings.summaryLimit = 3
        settings.swiftTypeName = "Frames"
        settings.drawsEveryCell = true
        let summary = try #require(ReporterRegistry.reporter(for: .summary, settings: settings) as? SummaryReporter)
        #expect(summary.limit == 3)
        let swift = try #require(ReporterRegistry.reporter(for: .swift, settings: settings) as? SwiftTableReporter)
        #expect(swift.typeName == "Frames")
        let html = try #require(ReporterRegistry.reporter(for: .html, settings: settings) as? HTMLReporter)
        #expect(html.drawsEveryCell)
        settings.started = Date(timeIntervalSince1970: 1_700_000_000)
        settings.environment = ["SOURCE_DATE_EPOCH": "1600000000"]
        let junit = try #require(ReporterRegistry.reporter(for: .junit, settings: settings) as? JUnitReporter)
        #expect(junit.timing() == JUnitReporter.Timing(start: Date(timeIntervalSince1970: 1_600_000_000), seconds: 0))
    }

    /// A streamed output needs the cells when it is written afterwards, and says so.
    @Test func aStreamedOutputWrittenWithoutCellsNamesWhatItNeeds() {
        let summary = GateFixtures.result([GateFixtures.cell("Send", "de", .large, width: 100, line: 3)]).summary
        #expect(throws: InputError(reason: "--format json needs every cell, and the run did not keep them")) {
            try JSONReporter().render(ReportInput(summary: summary))
        }
    }
}
