/// The readable summary of a verification: one line per failing title and language with the
/// first failing category, the overflow and what the user would see.
struct SummaryReport {
    var result: VerificationResult

    func render() -> String {
        let cells = result.cells
        let keys = Set(cells.map(\.key)).count
        let languages = Set(cells.map(\.language)).count
        let categories = Set(cells.map(\.category)).count
        let spec = result.spec
        var lines: [String] = []
        let radius: String
        switch spec.cornerRadius {
        case .capsule: radius = "capsule"
        case .points(let r): radius = "radius \(ReportNumber.points(r)) pt"
        }
        let frame = spec.fixedFrame.map { "fixed frame \(ReportNumber.points($0.width))×\(ReportNumber.points($0.height)) pt" }
            ?? "max width \(ReportNumber.points(spec.maximumWidth)) pt"
        lines.append("TextFit: \(keys) key\(keys == 1 ? "" : "s") × \(languages) language\(languages == 1 ? "" : "s") × \(categories) categor\(categories == 1 ? "y" : "ies") = \(cells.count) cells")
        lines.append("  button: \(spec.labelStyle.rawValue), \(spec.textStyle.rawValue), \(frame), \(radius); fonts: \(result.fontOrigin)")
        for note in result.notes { lines.append("  note: \(note)") }

        let findings = result.findings
        if findings.isEmpty {
            lines.append("✓ every title fits in every language at every category")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(Self.verdict(result))
        for kind in Finding.Kind.allCases {
            // Group by key, language and variant; report the smallest failing category and the span.
            var groups: [GroupID: [Finding]] = [:]
            var order: [GroupID] = []
            for finding in findings where finding.kind == kind {
                let id = GroupID(key: finding.key, language: finding.language, variant: finding.variant)
                if groups[id] == nil { order.append(id) }
                groups[id, default: []].append(finding)
            }
            guard !order.isEmpty else { continue }
            lines.append("")
            lines.append("\(kind.descriptor.title) (first failing category per title and language):")
            order.sort { ($0.language, $0.key, $0.variant ?? "") < ($1.language, $1.key, $1.variant ?? "") }
            for id in order {
                let group = groups[id]!.sorted { $0.category < $1.category }
                let first = group[0]
                let span = group.count == 1 ? first.category.rawValue : "\(first.category.rawValue)…\(group.last!.category.rawValue) (\(group.count))"
                let title = id.variant.map { "\(id.key) [\($0)]" } ?? id.key
                var line = "  \(id.language.identifier.padding(toLength: 8, withPad: " ", startingAt: 0)) \(title): \(span) at \(ReportNumber.points(first.pointSize)) pt: \(first.message)"
                if let location = first.location { line += "  (\(location))" }
                lines.append(line)
            }
        }
        lines.append("")
        lines.append("Largest category at which every title fits, per language:")
        let limits = result.aggregates.limitsByLanguage.map { limit in
            "\(limit.language.identifier) \(limit.largestFittingCategory?.rawValue ?? "none")"
        }
        var row = "  "
        for item in limits {
            if row.count + item.count > 100 {
                lines.append(row)
                row = "  "
            }
            row += (row == "  " ? "" : " · ") + item
        }
        if row != "  " { lines.append(row) }
        return lines.joined(separator: "\n") + "\n"
    }

    private struct GroupID: Hashable {
        var key: String
        var language: LanguageTag
        var variant: String?
    }

    /// `✗ 12 of 3000 cells have findings: 10 truncated, 2 with missing glyphs`, or the all-clear line.
    static func verdict(_ result: VerificationResult) -> String {
        var failing = 0
        var counts: [Finding.Kind: Int] = [:]
        for cell in result.cells where !cell.findings.isEmpty {
            failing += 1
            for finding in cell.findings { counts[finding.kind, default: 0] += 1 }
        }
        guard failing > 0 else { return "✓ every title fits in every language at every category" }
        let countText = Finding.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.descriptor.countPhrase)" } }
        return "✗ \(failing) of \(result.cells.count) cells have findings: \(countText.joined(separator: ", "))"
    }
}
