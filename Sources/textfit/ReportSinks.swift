import TextFit

/// The opened outputs of one `check` or `merge`: the chosen format's target and the standard
/// streams, and the files the other outputs open when they are written.
struct ReportSinks: ReportDestinations {
    /// Where the chosen format goes: the `--output` file or standard output.
    let target: FileSink
    /// Standard output.
    let standardOutput: FileSink
    /// Standard error.
    let standardError = FileSink.standardError()
    /// Whether the chosen format is the readable summary.
    let formatIsSummary: Bool

    /// Whether `--output` names a file.
    var targetIsFile: Bool { target !== standardOutput }

    /// Standard output carries the readable summary (so the gate's verdict can follow it there).
    var standardOutputIsReport: Bool { target !== standardOutput || formatIsSummary }

    func sink(for destination: ReportDestination) throws(InputError) -> any ByteSink {
        switch destination {
        case .target: return target
        case .standardOutput: return standardOutput
        case .verdict: return standardOutputIsReport ? standardOutput : standardError
        case .file(let path, let what): return try FileSink(path: path, what: what)
        case .appending(let path):
            do {
                return try FileSink.appending(path: path)
            } catch {
                throw InputError(file: path, reason: "cannot append the job summary: \(error.reason)")
            }
        }
    }

    /// Closes a file (putting it in place) and flushes a standard stream.
    func finish(_ destination: ReportDestination, _ sink: any ByteSink) throws(InputError) {
        guard let file = sink as? FileSink else { return try sink.flush() }
        if file === standardOutput || file === standardError { try file.flush() } else { try file.close() }
    }
}
