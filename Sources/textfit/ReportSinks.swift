import TextFit

/// The opened outputs of one `check` or `merge`.
struct ReportSinks {
    var format: ReportFormat
    /// Where the chosen format goes.
    var target: FileSink
    /// Standard output.
    var standardOutput: FileSink
    /// Whether only the verdict line is printed.
    var quiet: Bool
    /// Whether the summary is printed besides the chosen format (it went to a file).
    var writesSummary: Bool
    /// The summary's cap.
    var limit: Int?
    /// The Swift format's enum name.
    var swiftTypeName = ReportFormat.defaultSwiftTypeName

    /// What the run streams: the chosen format if it is JSON or CSV (a quiet summary streams nothing).
    var streamed: ReportOutputs { .streaming(format, to: target) }

    /// Standard output carries the readable summary (so the gate's verdict can follow it there).
    var standardOutputIsReport: Bool { target !== standardOutput || format == .summary }

    /// Writes what follows the run: the chosen format when it is not streamed, and the summary;
    /// then flushes and closes the file.
    /// The Xcode format is written by ``finish(xcode:)`` once the gate has judged the findings,
    /// so its file stays open here.
    func finish(_ summary: RunSummary) throws(InputError) {
        if format == .xcode {
            if writesSummary && !quiet { SummaryReport(summary: summary, limit: limit).write(to: standardOutput) }
            try standardOutput.flush()
            return
        }
        if format == .summary {
            if !quiet { SummaryReport(summary: summary, limit: limit).write(to: target) }
        } else {
            format.write(summary, to: target, summaryLimit: limit, swiftTypeName: swiftTypeName)
        }
        if writesSummary && !quiet { SummaryReport(summary: summary, limit: limit).write(to: standardOutput) }
        if target !== standardOutput { try target.close() }
        try standardOutput.flush()
    }

    /// Writes the Xcode format from the gate's judgement, then closes its file.
    func finish(xcode gate: GateResult) throws(InputError) {
        XcodeReport(gate: gate).write(to: target)
        if target !== standardOutput { try target.close() }
        try standardOutput.flush()
    }
}
