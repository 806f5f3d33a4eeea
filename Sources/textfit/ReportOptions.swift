import ArgumentParser
import TextFit

/// The output options `check` and `merge` share: the format, where it goes, and how much the
/// readable summary says.
struct ReportOptions: ParsableArguments {
    @Option(help: "Output format: summary, json, csv, markdown, swift, html (needs --output), xcode (FILE:LINE:COLUMN: error|warning: lines for Xcode), sarif or junit.", completion: CompletionValues.formats)
    var format = Checked<ReportFormat>(argument: "summary")

    @Option(help: "Write the chosen format to this file (the summary still goes to standard output), or to standard output for '-'. The results JSON gets an index beside it (FILE.index) for a later --reuse.")
    var output: String?

    @Flag(help: ArgumentHelp("Draw every cell in the HTML report; without it a run of more than \(HTMLReporter.defaultPreviewLimit) cells draws only its failing and close cells and counts the others."))
    var htmlAll = false

    @Flag(help: "Print only the final verdict line (the outputs asked for are still written).")
    var quiet = false

    @Option(help: ArgumentHelp("List at most this many titles in the summary and the gate's verdict; 0 lists all.",
                               valueName: "n"))
    var summaryLimit: Int = SummaryReporter.defaultLimit

    @Option(help: ArgumentHelp("The name of the enum --format swift declares (default: \(SwiftTableReporter.defaultTypeName)).",
                               valueName: "name"))
    var swiftType: String = SwiftTableReporter.defaultTypeName

    func validate() throws {
        try InputError.exitOnBadInput { () throws in _ = try parsedFormat() }
    }

    /// The format asked for; an unknown one (or a --swift-type Swift cannot take, or a negative
    /// --summary-limit) throws.
    func parsedFormat() throws(InputError) -> ReportFormat {
        _ = try SwiftTableReporter.validTypeName(swiftType, option: "--swift-type")
        let parsed = try format.get()
        if summaryLimit < 0 { throw InputError(reason: "--summary-limit must be 0 or more") }
        return parsed
    }

    /// The summary's cap: `nil` (everything) for 0.
    var limit: Int? { summaryLimit == 0 ? nil : summaryLimit }

    /// What the run writes: the chosen format (to `--output` or standard output) and, when the
    /// format went to a file, the readable summary besides it; `ReportPlan` decides from it (with
    /// the gate's outputs added) which reporters run.
    func request(format: ReportFormat) -> ReportRequest {
        var request = ReportRequest(format: format)
        request.settings.summaryLimit = limit
        request.settings.swiftTypeName = swiftType
        request.settings.drawsEveryCell = htmlAll
        request.quiet = quiet
        request.summaryBesides = toFile != nil && format != .summary
        return request
    }

    /// `--output` unless it names standard output.
    private var toFile: String? { output.flatMap { $0 == Self.standardOutputPath ? nil : $0 } }

    /// The chosen format's target (the `--output` file, or standard output) and the standard
    /// streams, opened before the run so a path that cannot be written fails first.
    func sinks(format: ReportFormat, standardOutput: FileSink) throws(InputError) -> ReportSinks {
        let target = try toFile.map { path throws(InputError) in try FileSink(path: path, what: format.outputName) } ?? standardOutput
        return ReportSinks(target: target, standardOutput: standardOutput, formatIsSummary: format == .summary)
    }

    /// The `--output` that names standard output, as `render --output` takes it too.
    static let standardOutputPath = "-"

    /// `path` opened for writing (`what` names the output in errors), or standard output for `-`.
    static func sink(_ path: String, what: String) throws(InputError) -> FileSink {
        path == standardOutputPath ? .standardOutput() : try FileSink(path: path, what: what)
    }
}
