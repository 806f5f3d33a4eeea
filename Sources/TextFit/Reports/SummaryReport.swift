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
        let failing = Set(cells.filter { !$0.findings.isEmpty }.map { CellID($0) }).count
        var counts: [Finding.Kind: Int] = [:]
        for finding in findings { counts[finding.kind, default: 0] += 1 }
        let countText = Finding.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(Self.name(kind))" } }
        lines.append("✗ \(failing) of \(cells.count) cells have findings: \(countText.joined(separator: ", "))")

        for kind in Finding.Kind.allCases where counts[kind] != nil {
            lines.append("")
            lines.append("\(Self.title(kind)) (first failing category per title and language):")
            // Group by key, language and variant; report the smallest failing category and the span.
            var groups: [GroupID: [CellResult]] = [:]
            var order: [GroupID] = []
            for cell in cells where cell.findings.contains(where: { $0.kind == kind }) {
                let id = GroupID(key: cell.key, language: cell.language, variant: cell.variant)
                if groups[id] == nil { order.append(id) }
                groups[id, default: []].append(cell)
            }
            order.sort { ($0.language, $0.key, $0.variant ?? "") < ($1.language, $1.key, $1.variant ?? "") }
            for id in order {
                let group = groups[id]!.sorted { $0.category < $1.category }
                let first = group[0]
                let span = group.count == 1 ? first.category.rawValue : "\(first.category.rawValue)…\(group.last!.category.rawValue) (\(group.count))"
                let title = id.variant.map { "\(id.key) [\($0)]" } ?? id.key
                var line = "  \(id.language.identifier.padding(toLength: 8, withPad: " ", startingAt: 0)) \(title): \(span) at \(ReportNumber.points(first.pointSize)) pt"
                switch kind {
                case .truncation:
                    let allowed = first.frame.width
                    line += ": needs \(ReportNumber.points(first.minFrame.width)) pt, \(ReportNumber.points(first.overflow)) over \(ReportNumber.points(allowed))"
                    if let shown = first.truncatedText { line += " → \"\(shown)\"" }
                case .verticalClip:
                    line += ": ink \(ReportNumber.points(first.verticalClip, decimals: 2)) pt outside the content area"
                case .missingGlyph:
                    line += ": no font covers " + first.missingGlyphs.map(ReportNumber.codePoint).joined(separator: " ")
                case .cornerClip:
                    line += ": corner radius over the \(ReportNumber.points(first.maxCornerRadius)) pt that keeps the content clear"
                case .overMaxWidth:
                    line += ": \(ReportNumber.points(first.overMaxWidth)) over its file's limit of \(first.widthLimit.map(\.description) ?? "?")"
                }
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

    private struct CellID: Hashable {
        var key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory
        init(_ cell: CellResult) {
            key = cell.key
            language = cell.language
            variant = cell.variant
            category = cell.category
        }
    }

    static func name(_ kind: Finding.Kind) -> String {
        switch kind {
        case .truncation: "truncated"
        case .verticalClip: "vertically clipped"
        case .missingGlyph: "with missing glyphs"
        case .cornerClip: "corner-clipped"
        case .overMaxWidth: "over their file's width limit"
        }
    }

    static func title(_ kind: Finding.Kind) -> String {
        switch kind {
        case .truncation: "Truncated"
        case .verticalClip: "Vertically clipped"
        case .missingGlyph: "Missing glyphs"
        case .cornerClip: "Corner radius cuts into the content"
        case .overMaxWidth: "Over the width limit the localization file sets"
        }
    }
}
