/// Every ``Reporter``, and the one that writes each ``ReportFormat``.
///
/// ``ReportPlan`` asks the registry for each format's reporter, the chosen format's and those
/// written besides it (`--html`, `--junit`, `--sarif`, the summary); the gate's outputs (its
/// verdict, annotations and job summary) have no format and are made by the plan itself.
package enum ReporterRegistry {
    /// Every reporter: the formats' in ``ReportFormat`` order, then the gate's other outputs.
    package static let all: [any Reporter.Type] = [
        SummaryReporter.self, JSONReporter.self, CSVReporter.self, MarkdownReporter.self, SwiftTableReporter.self,
        HTMLReporter.self, XcodeReporter.self, SARIFReporter.self, JUnitReporter.self,
        GateSummaryReporter.self, VerdictReporter.self, GitHubAnnotationsReporter.self, GateMarkdownReporter.self,
    ]

    /// The reporter whose ``Reporter/identifier`` is `identifier`, if any.
    package static func type(named identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }

    /// The reporter that writes `format`, with the options of `settings`.
    package static func reporter(for format: ReportFormat, settings: ReportSettings) -> any Reporter {
        switch format {
        case .summary: SummaryReporter(limit: settings.summaryLimit)
        case .json: JSONReporter()
        case .csv: CSVReporter()
        case .markdown: MarkdownReporter()
        case .swift: SwiftTableReporter(typeName: settings.swiftTypeName)
        case .html: HTMLReporter(settings: settings)
        case .xcode: XcodeReporter()
        case .sarif: SARIFReporter()
        case .junit: settings.junit
        }
    }
}
