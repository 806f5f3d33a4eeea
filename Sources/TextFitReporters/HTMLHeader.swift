/// The top of the HTML page: the verdict, the counts, the lint's findings and the filters'
/// choices, each escaped and ready for its slot.
struct HTMLHeader {
    /// The appearances of the specs, for the Appearance filter; the first is shown first.
    let appearances: [Appearance]
    /// The verdict line, as the summary words it.
    let verdict: String
    /// The model and the cell counts.
    let counts: String
    /// The lint's findings as a list (or the line saying there are none).
    let lint: String
    /// The languages, categories and kinds the filters offer, as `<option>`s.
    let languageOptions: String, categoryOptions: String, kindOptions: String, appearanceOptions: String

    /// The header of `result`, summarized by `summary`, with the gate's standing of the lint's
    /// findings; `spec` gives each key's spec, whose appearances the filter offers.
    init(result: VerificationResult, summary: RunSummary, gate: GateResult?, languages: [LanguageTag],
         categories: [ContentSizeCategory], spec: (String) throws(InputError) -> ButtonSpec) throws(InputError) {
        let cells = result.cells
        var appearances = result.spec.appearances.list
        for key in Set(cells.map(\.key)).sorted() {
            for appearance in try spec(key).appearances.list where !appearances.contains(appearance) {
                appearances.append(appearance)
            }
        }
        self.appearances = appearances
        verdict = MarkupText.escape(SummaryReporter.verdict(summary), attribute: false)
        let model = result.spec.model.iOSVersions.map { "Model \(result.spec.model.rawValue): CLLocationButton as \($0) sizes it. " }
        counts = (model ?? "") + "\(Set(cells.map(\.label)).count) keys × \(languages.count) languages × "
            + "\(categories.count) categories = \(cells.count) cells"
        lint = Self.lint(result.lint, gate: gate)
        languageOptions = languages.map { "<option>\(MarkupText.escape($0.identifier, attribute: false))</option>" }.joined()
        categoryOptions = categories.map { "<option>\($0.rawValue)</option>" }.joined()
        kindOptions = FindingKind.allCases.filter { !$0.descriptor.isRunLevel }
            .map { "<option value=\"\($0.descriptor.name)\">\($0.descriptor.words)</option>" }.joined()
        appearanceOptions = appearances.map { "<option>\($0.rawValue)</option>" }.joined()
    }

    /// The lint's findings, each with its standing in the gate: a list, or the line saying
    /// there are none.
    static func lint(_ findings: [Finding], gate: GateResult?) -> String {
        guard !findings.isEmpty else { return "<p class=\"none\">No contrast, translucency or size finding for the spec.</p>" }
        var text = "<ul>"
        for finding in findings {
            let status = gate?.findings.first { $0.finding == finding }.map { $0.outcome == .known ? "known" : $0.status.rawValue }
            text += "<li class=\"finding\" data-kind=\"\(finding.kind.descriptor.name)\"><b>\(finding.kind.descriptor.words)</b>"
            if finding.advisory { text += " (advisory)" }
            if finding.key != SpecLint.runSpecKey { text += " for \(MarkupText.escape(finding.key, attribute: false))" }
            if let variant = finding.variant { text += " in \(MarkupText.escape(variant, attribute: false))" }
            if let status { text += " <span class=\"status \(status)\">\(status)</span>" }
            text += ": \(MarkupText.escape(finding.message, attribute: false))"
            if let location = finding.location { text += " " + HTMLReporter.link(location) }
            text += "</li>"
        }
        return text + "</ul>"
    }
}
