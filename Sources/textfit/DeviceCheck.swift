import TextFit

/// `check` with several devices: what it accepts and how it writes the matrix.
enum DeviceCheck {
    /// Refuses what a run over several devices cannot do (one results document per run).
    static func validate(_ targets: [PlatformTarget], check: TextFitCommand.Check) throws(InputError) {
        guard targets.count > 1 else { return }
        let format = try check.reportOptions.parsedFormat()
        if format != .summary && format != .json {
            throw InputError(reason: "--format \(format.rawValue) checks one device at a time; with several devices "
                + "use the summary or --format json (the matrix), or name one --device")
        }
        var refused: [String] = []
        if check.html != nil { refused.append("--html") }
        if check.reuse != nil { refused.append("--reuse") }
        if check.stamp != nil { refused.append("--stamp") }
        if check.gateOptions.baseline != nil { refused.append("--baseline") }
        if check.shardOptions.shard != nil { refused.append("--shard") }
        if !refused.isEmpty {
            throw InputError(reason: refused.joined(separator: ", ") + " checks one device at a time; name one --device")
        }
    }

    /// Runs every target and writes the matrix; whether every device passes (always with `enforced` false).
    static func run(_ verification: Verification, targets: [PlatformTarget], categories: [ContentSizeCategory],
                    format: ReportFormat, reportOptions: ReportOptions, enforced: Bool) async throws(InputError) -> Bool {
        let matrix = try await DeviceMatrix.run(verification, targets: targets, categories: categories)
        let text: String
        do {
            text = format == .json ? try matrix.json() : matrix.text()
        } catch {
            throw InputError(reason: "cannot encode the device matrix: \(error)")
        }
        let sink = try ReportOptions.sink(reportOptions.output ?? ReportOptions.standardOutputPath,
                                          what: format == .json ? "the device matrix" : "the summary")
        sink.write(text)
        try sink.close()
        return matrix.passes || !enforced
    }
}
