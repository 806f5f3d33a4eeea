/// The gate as Markdown for a GitHub job summary (`$GITHUB_STEP_SUMMARY`): the verdict and the
/// full table of findings, failing first, then warnings, then known ones: a row per title,
/// language and kind, and per kind for an app's own Location Button (``GateDiagnostic``).
///
/// GitHub accepts at most 1 MiB of summary per step, so rows stop before ``byteLimit`` and a
/// last line counts the rows left out.
package struct GateMarkdownReporter: Reporter {
    package static let identifier = "gate-markdown"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .judgement

    /// The most UTF-8 bytes written.
    package var byteLimit: Int

    /// Makes the reporter.
    package init(byteLimit: Int = 1_000_000) {
        self.byteLimit = byteLimit
    }

    /// Writes the Markdown of `input`'s judgement to `sink`, ending in a newline.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        sink.write(Self.markdown(input.judgement, byteLimit: byteLimit))
    }

    /// The Markdown of `gate`, at most `byteLimit` bytes.
    static func markdown(_ gate: GateResult, byteLimit: Int) -> String {
        let result = gate.result
        var out: [String] = []
        var title = "## TextFit gate: "
            + (!gate.fails ? "✓ passes" : gate.enforced ? "✗ fails" : "✗ would fail (not enforced: --no-fail)")
        if let shard = result.shard { title += " (shard \(shard))" }
        out.append(title)
        out.append("")
        let keys = result.keyCount, languages = result.languageCount
        let failing = gate.count(.fail), warnings = gate.count(.warn), known = gate.count(.known)
        out.append("\(result.cellCount) cells (\(keys) key\(keys == 1 ? "" : "s") × \(languages) language\(languages == 1 ? "" : "s")); "
            + "\(failing) new or worse finding\(failing == 1 ? "" : "s") under a fail policy, "
            + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(known) known. "
            + "Policy: \(MarkdownReporter.escape(gate.policy.description)). "
            + "Baseline: \(gate.baselineOrigin.map { "`\($0)`" } ?? "none").")
        let groups = gate.diagnosticsBySeverity()
        guard !groups.isEmpty else { return out.joined(separator: "\n") + "\n" }
        out.append("")
        out.append("| Gate | Key | Language | Finding | Where |")
        out.append("|---|---|---|---|---|")
        var bytes = out.reduce(0) { $0 + $1.utf8.count + 1 }
        for (position, diagnostic) in groups.enumerated() {
            let gateText: String
            switch diagnostic.outcome {
            case .fail: gateText = "✗ fail (\(diagnostic.standingWord))"
            case .warn: gateText = "⚠︎ warn (\(diagnostic.standingWord))"
            case .known: gateText = "known"
            }
            // An app's own button: one row for every language, its message naming them.
            let group = diagnostic.groups[0]
            let title = diagnostic.isButton ? diagnostic.key : group.title
            let language = diagnostic.isButton && diagnostic.languages.count > 1 ? "\(diagnostic.languages.count) languages"
                : group.language.identifier
            let detail = diagnostic.isButton ? diagnostic.message : group.detail
            let row = "| \(gateText) | \(MarkdownReporter.escape(title)) | \(language) | "
                + "\(MarkdownReporter.escape(detail)) | \(diagnostic.location.map { MarkdownReporter.escape($0.description) } ?? "") |"
            let left = groups.count - position
            // Keep room for the closing line.
            if bytes + row.utf8.count + 1 + 80 > byteLimit {
                out.append("")
                out.append("…and \(left) more row\(left == 1 ? "" : "s") left out (GitHub's summary limit).")
                break
            }
            out.append(row)
            bytes += row.utf8.count + 1
        }
        return out.joined(separator: "\n") + "\n"
    }
}
