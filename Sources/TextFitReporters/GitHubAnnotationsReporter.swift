import Foundation

/// The gate as GitHub Actions workflow commands: `::error file=…,line=…,title=…::message` lines,
/// one per ``GateDiagnostic`` (an app's own Location Button: one per kind for every language).
///
/// GitHub shows at most 10 error and 10 warning annotations per step and drops the rest, so
/// this writes at most ``limit`` of each annotation kind — the most severe first
/// (``FindingGroup/severityOrder(_:_:)``) — and then one `::notice::` saying how many were left
/// out. Failing findings become errors, warnings warnings; known findings are not annotated
/// (the pull request did not cause them). When the gate is not enforced (`--no-fail`) the step
/// passes, so failing findings are annotated as warnings that say so, never as errors. The full
/// list goes to the step summary (``GateMarkdownReporter``).
package struct GitHubAnnotationsReporter: Reporter {
    package static let identifier = "annotations"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .judgement

    /// The most annotations of each kind (error, warning) written.
    package var limit: Int

    /// Makes the reporter.
    package init(limit: Int = 10) {
        self.limit = limit
    }

    /// Writes the workflow command lines of `input`'s judgement to `sink`, each ending in a
    /// newline; nothing when nothing fails or warns.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        let gate = input.judgement
        var lines: [String] = []
        var omitted: [GateOutcome: Int] = [:]
        var written: [GateOutcome: Int] = [:]
        for diagnostic in gate.diagnosticsBySeverity() where diagnostic.outcome != .known {
            // What the annotation is: an error only when it fails an enforced gate.
            let annotated: GateOutcome = diagnostic.outcome == .fail && gate.enforced ? .fail : .warn
            guard written[annotated, default: 0] < limit else {
                omitted[annotated, default: 0] += 1
                continue
            }
            written[annotated, default: 0] += 1
            var properties: [String] = []
            if let location = diagnostic.location {
                properties.append("file=" + Self.escapeProperty(location.file))
                if let line = location.line { properties.append("line=\(line)") }
            }
            var title = "textfit \(FindingKindName.name(of: diagnostic.kind)) (\(diagnostic.standingWord))"
            if diagnostic.outcome == .fail && !gate.enforced { title += " fails, not enforced: --no-fail" }
            properties.append("title=" + Self.escapeProperty(title))
            let command = annotated == .fail ? "error" : "warning"
            lines.append("::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))")
        }
        let errors = omitted[.fail] ?? 0, warnings = omitted[.warn] ?? 0
        if errors + warnings > 0 {
            var parts: [String] = []
            if errors > 0 { parts.append("\(errors) more failing finding\(errors == 1 ? "" : "s")") }
            if warnings > 0 { parts.append("\(warnings) more warning\(warnings == 1 ? "" : "s")") }
            lines.append("::notice title=textfit::" + Self.escapeData(parts.joined(separator: " and ")
                + " not annotated (GitHub shows \(limit) of each kind per step); see the job summary"))
        }
        sink.write(lines.map { $0 + "\n" }.joined())
    }

    /// A message with `%`, CR and LF escaped as the runner expects.
    package static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as `escapeData`, and `:` and `,` too.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
