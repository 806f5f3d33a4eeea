import ArgumentParser
import TextFit

/// The output options `check` and `merge` share: the format, where it goes, and how much the
/// readable summary says.
struct ReportOptions: ParsableArguments {
    @Option(help: "Output format: summary, json, csv, markdown, swift, html (needs --output) or xcode (FILE:LINE:COLUMN: error|warning: lines for Xcode).", completion: CompletionValues.formats)
    var format = Checked<ReportFormat>(argument: "summary")

    @Option(help: "Write the chosen format to this file (the summary still goes to standard output), or to standard output for '-'.")
    var output: String?

    @Flag(help: ArgumentHelp("Draw every cell in the HTML report; without it a run of more than \(HTMLReport.defaultPreviewLimit) cells draws only its failing and close cells and counts the others."))
    var htmlAll = false

    @Flag(help: "Print only the final verdict line (the outputs asked for are still written).")
    var quiet = false

    @Option(help: ArgumentHelp("List at most this many titles in the summary and the gate's verdict; 0 lists all.",
                               valueName: "n"))
    var summaryLimit: Int = SummaryReport.defaultLimit

    @Option(help: ArgumentHelp("The name of the enum --format swift declares (default: \(ReportFormat.defaultSwiftTypeName)).",
                               valueName: "name"))
    var swiftType: String = ReportFormat.defaultSwiftTypeName

    func validate() throws {
        try InputError.exitOnBadInput { () throws in _ = try parsedFormat() }
    }

    /// The format asked for; an unknown one (or a --swift-type Swift cannot take, or a negative
    /// --summary-limit) throws.
    func parsedFormat() throws(InputError) -> ReportFormat {
        _ = try ReportFormat.swiftTypeName(swiftType, option: "--swift-type")
        let parsed = try format.get()
        if summaryLimit < 0 { throw InputError(reason: "--summary-limit must be 0 or more") }
        return parsed
    }

    /// The summary's cap: `nil` (everything) for 0.
    var limit: Int? { summaryLimit == 0 ? nil : summaryLimit }

    /// Where the chosen format goes and where the summary goes, opened: the `--output` file or
    /// standard output.
    func sinks(format: ReportFormat, standardOutput: FileSink) throws(InputError) -> ReportSinks {
        let toFile = output.flatMap { $0 == Self.standardOutputPath ? nil : $0 }
        // The HTML report is written by its own sink once the run is done (HTMLReport): nothing
        // goes to `target` then, so it opens no file, which would replace the page with nothing.
        let target = format == .html && toFile != nil ? FileSink.standardOutput()
            : try toFile.map { path throws(InputError) in try FileSink(path: path, what: format.outputName) } ?? standardOutput
        return ReportSinks(format: format, target: target, standardOutput: standardOutput, quiet: quiet,
                           writesSummary: toFile != nil && format != .summary, limit: limit, swiftTypeName: swiftType)
    }

    /// The `--output` that names standard output, as `render --output` takes it too.
    static let standardOutputPath = "-"

    /// `path` opened for writing (`what` names the output in errors), or standard output for `-`.
    static func sink(_ path: String, what: String) throws(InputError) -> FileSink {
        path == standardOutputPath ? .standardOutput() : try FileSink(path: path, what: what)
    }
}
