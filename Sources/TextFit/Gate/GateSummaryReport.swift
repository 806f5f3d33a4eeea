/// The gate's verdict for the terminal, printed after the summary: what fails, what warns, what was already known.
///
/// One line per title, language and kind, most severe first; known findings are listed too, without detail.
public struct GateSummaryReport: Sendable {
    /// The judged run.
    public var gate: GateResult

    /// Makes the report.
    public init(gate: GateResult) { self.gate = gate }

    /// The lines, ending in a newline.
    public func render() -> String {
        var lines: [String] = [""]
        var header = "Gate: policy \(gate.policy)"
        header += gate.baselineOrigin.map { "; baseline \($0)" } ?? "; no baseline (every finding is new)"
        if let shard = gate.result.shard { header += "; shard \(shard)" }
        lines.append(header)
        let failing = gate.count(.fail), warnings = gate.count(.warn), known = gate.count(.known)
        let counts = "\(failing) new or worse finding\(failing == 1 ? "" : "s") under a fail policy, "
            + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(known) known"
        lines.append((gate.fails ? "✗ gate fails: " : "✓ gate passes: ") + counts)
        for group in gate.groupsBySeverity {
            let label: String
            switch group.outcome {
            case .fail: label = "FAIL \(group.lead.status.rawValue)"
            case .warn: label = "warn \(group.lead.status.rawValue)"
            case .known: label = "known"
            }
            let language = group.language.identifier.padding(toLength: 8, withPad: " ", startingAt: 0)
            var line = "  \(label.padding(toLength: 10, withPad: " ", startingAt: 0)) \(language) "
            if group.outcome == .known {
                line += "\(group.title): \(FindingKindName.words(of: group.kind)) at \(FindingGroup.describe(group.categories(with: .known)))"
            } else {
                line += "\(group.title): \(group.detail)"
            }
            if let location = group.location { line += "  (\(location))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
