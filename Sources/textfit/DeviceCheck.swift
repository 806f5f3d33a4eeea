import Foundation
import TextFit

/// `check` with several devices: what it accepts and how it writes the matrix and the outputs
/// over every device.
enum DeviceCheck {
    /// The formats a run over several devices writes: the matrix (the summary, JSON) and the
    /// outputs written over every device (``DeviceReports``).
    static let formats: [ReportFormat] = [.summary, .json, .sarif, .junit, .swift, .html]

    /// Refuses what a run over several devices cannot do.
    static func validate(_ targets: [PlatformTarget], check: TextFitCommand.Check) throws(InputError) {
        guard targets.count > 1 else { return }
        let format = try check.reportOptions.parsedFormat()
        if !formats.contains(format) {
            throw InputError(reason: "--format \(format.rawValue) checks one device at a time; with several devices use "
                + formats.map(\.rawValue).joined(separator: ", ") + ", or name one --device")
        }
        var refused: [String] = []
        if check.reuse != nil { refused.append("--reuse") }
        if check.stamp != nil { refused.append("--stamp") }
        if check.gateOptions.baseline != nil { refused.append("--baseline") }
        if check.shardOptions.shard != nil { refused.append("--shard") }
        if !refused.isEmpty {
            throw InputError(reason: refused.joined(separator: ", ") + " checks one device at a time; name one --device")
        }
    }

    /// Runs every target and writes the matrix (the summary, or `--format json`), the chosen
    /// format over every device, and `--sarif`, `--junit` and `--html`; whether every device
    /// passes (always with `enforced` false).
    static func run(_ verification: Verification, targets: [PlatformTarget], categories: [ContentSizeCategory],
                    format: ReportFormat, check: TextFitCommand.Check, gate: GatePlan, started: Date,
                    enforced: Bool) async throws(InputError) -> Bool {
        let reportOptions = check.reportOptions
        let matrix = try await DeviceMatrix.run(verification, targets: targets, categories: categories)
        let wholeRuns = !(format == .summary || format == .json) || gate.sarif != nil || gate.junit != nil || check.html != nil
        let reports = wholeRuns
            ? try await DeviceReports.run(verification, targets: targets, categories: categories, policy: gate.policy) : nil
        var settings = reportOptions.request(format: format).settings
        settings.fonts = { verification.fonts }
        settings.started = started
        settings.environment = ProcessInfo.processInfo.environment
        let toFile = reportOptions.output.map { $0 != ReportOptions.standardOutputPath } ?? false
        let target = try ReportOptions.sink(reportOptions.output ?? ReportOptions.standardOutputPath, what: format.outputName)
        if format == .summary || format == .json {
            target.write(try text(matrix, json: format == .json))
        } else if let reports {
            try reports.write(format, settings: settings, to: target)
        }
        try target.close()
        // The matrix's summary besides a format written to a file, as one device's run writes its summary.
        if toFile && format != .summary && !reportOptions.quiet {
            let out = FileSink.standardOutput()
            out.write(try text(matrix, json: false))
            try out.flush()
        }
        if let reports {
            for (path, output) in [(gate.sarif, ReportFormat.sarif), (gate.junit, .junit), (check.html, .html)] {
                guard let path else { continue }
                let sink = try ReportOptions.sink(path, what: output.outputName)
                try reports.write(output, settings: settings, to: sink)
                try sink.close()
            }
        }
        return matrix.passes || !enforced
    }

    /// The matrix as the summary or as JSON.
    private static func text(_ matrix: DeviceMatrix, json: Bool) throws(InputError) -> String {
        do {
            return json ? try matrix.json() : matrix.text()
        } catch {
            throw InputError(reason: "cannot encode the device matrix: \(error)")
        }
    }
}
