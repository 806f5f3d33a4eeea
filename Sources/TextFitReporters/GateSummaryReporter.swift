/// The gate's verdict for the terminal, printed after the summary: what fails, what warns, what was already known.
///
/// One line per title, language and kind (an app's own Location Button: per kind, every language
/// in one line, ``GateDiagnostic``), most severe first; known findings are listed too, without
/// detail. At most ``limit`` lines, then "… and N more" (JUnit, SARIF and the job summary hold them all).
package struct GateSummaryReporter: Reporter {
    package static let identifier = "gate-summary"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .judgement

    /// The most lines listed; `nil` lists every group.
    package var limit: Int?

    /// Makes the reporter.
    package init(limit: Int? = SummaryReporter.defaultLimit) {
        self.limit = limit
    }

    /// `✗ gate fails: 2 new or worse findings under a fail policy, 0 warnings, 1 known` (`✗ gate
    /// would fail (not enforced: --no-fail): …` when the gate is not enforced).
    package static func verdict(_ gate: GateResult) -> String {
        let failing = gate.count(.fail), warnings = gate.count(.warn), known = gate.count(.known)
        let counts = "\(failing) new or worse finding\(failing == 1 ? "" : "s") under a fail policy, "
            + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(known) known"
        guard gate.fails else { return "✓ gate passes: " + counts }
        return (gate.enforced ? "✗ gate fails: " : "✗ gate would fail (not enforced: --no-fail): ") + counts
    }

    /// Writes the lines of `input`'s judgement to `sink`, each ending in a newline.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        let gate = input.judgement
        sink.writeLine("")
        var header = "Gate: policy \(gate.policy)"
        header += gate.baselineOrigin.map { "; baseline \($0)" } ?? "; no baseline (every finding is new)"
        if let shard = gate.result.shard { header += "; shard \(shard)" }
        sink.writeLine(header)
        sink.writeLine(Self.verdict(gate))
        let groups = gate.diagnosticsBySeverity()
        let shown = limit.map { min($0, groups.count) } ?? groups.count
        for diagnostic in groups.prefix(shown) {
            let label: String
            switch diagnostic.outcome {
            case .fail: label = "FAIL \(diagnostic.standingWord)"
            case .warn: label = "warn \(diagnostic.standingWord)"
            case .known: label = "known"
            }
            // An app's own button: every language in one line, its message naming them.
            let languages = diagnostic.languages
            let language = (languages.count == 1 ? languages[0].identifier : "\(languages.count) lang.")
                .padding(toLength: 8, withPad: " ", startingAt: 0)
            var line = "  \(label.padding(toLength: 10, withPad: " ", startingAt: 0)) \(language) "
            let group = diagnostic.groups[0]
            if diagnostic.isButton {
                line += diagnostic.message
            } else if group.outcome == .known {
                line += "\(group.title): \(FindingKindName.words(of: group.kind)) at \(ContentSizeCategory.describe(group.categories(with: .known), among: group.scale))"
            } else {
                line += "\(group.title): \(group.detail)"
            }
            if let location = diagnostic.location { line += "  (\(location))" }
            sink.writeLine(line)
        }
        if shown < groups.count {
            let left = groups.count - shown
            sink.writeLine("  … and \(left) more (every one is in the JUnit, SARIF and job-summary outputs)")
        }
    }
}
