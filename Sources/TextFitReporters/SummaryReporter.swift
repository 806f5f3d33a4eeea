/// The readable summary of a run (`--format summary`), for a person at a terminal, whatever the run's size: the
/// counts, then the titles with findings grouped by key, language and variant, worst first,
/// capped at ``limit`` groups with "… and N more" (the outputs hold the full list), then how far
/// each language scales.
///
/// Worst first means: the smallest category with a finding (more people use it), then the kind
/// in registry order, then the larger amount; ties keep canonical order.
package struct SummaryReporter: Reporter {
    package static let identifier = "summary"
    package static let isStreaming = false
    package static let needs: ReportNeeds = []

    /// The most titles listed; `nil` lists every one.
    package var limit: Int?

    /// The default number of titles listed.
    package static let defaultLimit = 40

    /// Makes the reporter.
    package init(limit: Int? = defaultLimit) {
        self.limit = limit
    }

    /// Where the bundled titles come from, for the summary's header: how many languages have
    /// iOS's own titles, and which have TextFit's estimate; `nil` when no title has a source
    /// (the catalogs the user passed).
    package static func titleSources(_ summary: RunSummary) -> String? {
        guard let (ios, textfit) = TitleSource.languages(of: summary.titles) else { return nil }
        let own = ios.count == 1 ? "1 language" : "\(ios.count) languages"
        var line = "iOS's own (CoreLocationUI.framework) in \(own)"
        if !textfit.isEmpty {
            line += "; TextFit's estimate, not Apple's, in " + textfit.map(\.identifier).joined(separator: ", ")
        }
        return line
    }

    /// Writes the summary of `input`'s run to `sink`.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        let summary = input.summary
        let spec = summary.spec
        let radius: String
        switch spec.cornerRadius {
        case .capsule: radius = "capsule"
        case .points(let r): radius = "radius \(ReportNumber.points(r)) pt"
        }
        let frame = spec.fixedFrame.map { "fixed frame \(ReportNumber.points($0.width))×\(ReportNumber.points($0.height)) pt" }
            ?? "max width \(ReportNumber.points(spec.maximumWidth)) pt"
        sink.writeLine("TextFit: " + summary.cellAccount.describe(sharded: summary.shard != nil))
        let labels = summary.header.defaultLabelKeys ?? 0
        let everyKey = labels >= summary.keyCount && summary.keyCount > 0
        if let model = Self.modelLine(spec), !everyKey { sink.writeLine(model) }
        if !everyKey {
            sink.writeLine("  button: \(spec.labelStyle.rawValue), \(spec.textStyle.rawValue), \(frame), \(radius); fonts: \(summary.fontOrigin)")
        }
        if let titles = Self.titleSources(summary) { sink.writeLine("  titles: " + titles) }
        if labels > 0 {
            let which = everyKey ? "every key" : "\(labels) of \(summary.keyCount) keys"
            sink.writeLine("  no declared limit (\(which)): a wrapping label, \(spec.textStyle.rawValue), "
                + "\(ReportNumber.points(spec.maximumWidth)) pt wide, as many lines as it needs; an expansion finding for a "
                + "translation past IBM's expected growth for its source's length (3× up to 10 characters … 1.5× over 70)"
                + (everyKey ? "; fonts: \(summary.fontOrigin)" : ""))
            sink.writeLine("  " + DefaultLabel.limitsHint)
        }
        for line in NoteDigest(notes: summary.notes, limit: limit).lines { sink.writeLine(line) }
        sink.writeLine(Self.verdict(summary))
        let advisory = Self.advisoryCount(summary)
        let (fileFindings, buttonFindings) = Self.split(summary.lint)
        if !fileFindings.isEmpty {
            sink.writeLine("")
            sink.writeLine("The files read (what the app never sees of them):")
            for finding in fileFindings {
                var line = "  \(finding.kind.descriptor.words): \(finding.message)"
                if let location = finding.location { line += "  (\(location))" }
                sink.writeLine(line)
            }
        }
        if !buttonFindings.isEmpty {
            sink.writeLine("")
            sink.writeLine("The button itself (once per spec and appearance, whatever the title):")
            for finding in buttonFindings {
                var line = "  \(finding.kind.descriptor.words)" + (finding.advisory ? " (advisory)" : "")
                if finding.key != SpecLint.runSpecKey { line += " for \(finding.key)" }
                if let appearance = finding.variant { line += " in \(appearance)" }
                line += ": \(finding.message)"
                if let location = finding.location { line += "  (\(location))" }
                sink.writeLine(line)
            }
        }
        guard summary.failingCellCount > 0 || advisory > 0 || summary.warningCellCount > 0 else { return }

        let (groups, total) = summary.worstTitles
            ?? { let all = TitleGroup.groups(summary.findings.filter { !SpecLint.isLint($0) }); return (all, all.count) }()
        let shown = min(limit ?? groups.count, groups.count)
        sink.writeLine("")
        sink.writeLine("\(total) title\(total == 1 ? "" : "s") with findings, worst first "
            + "(per key and language: the categories, and the detail at the smallest):")
        for group in groups.prefix(shown) {
            let scale = summary.header.target(of: group.location?.file).categories
            let language = group.language.identifier.padding(toLength: 8, withPad: " ", startingAt: 0)
            let label = TableIdentity.label(key: group.key, table: group.table)
            let title = group.variant.map { "\(label) [\($0)]" } ?? label
            for (position, kind) in group.kinds.enumerated() {
                let lead = kind.first
                var line = position == 0 ? "  \(language) \(title): " : "  \(String(repeating: " ", count: 8)) also "
                line += "\(lead.kind.descriptor.words)" + (lead.advisory ? " (warning)" : "")
                    + " at \(ContentSizeCategory.describe(kind.categories, among: scale))"
                if Set(kind.categories).count > 1 { line += "; at \(lead.category.rawValue)" }
                line += " (\(ReportNumber.points(lead.pointSize)) pt): \(lead.message)"
                if position == 0, let location = group.location { line += "  (\(location))" }
                sink.writeLine(line)
            }
        }
        if shown < total {
            let left = total - shown
            sink.writeLine("  … and \(left) more title\(left == 1 ? "" : "s") (every finding is in the JSON, CSV and Markdown outputs)")
        }
        sink.writeLine("")
        sink.writeLine("Largest category at which every title fits, per language:")
        let limits = summary.aggregates.limitsByLanguage.map { limit in
            "\(limit.language.identifier) \(limit.largestFittingCategory?.rawValue ?? "none")"
        }
        var row = "  "
        for item in limits {
            if row.count + item.count > 100 {
                sink.writeLine(row)
                row = "  "
            }
            row += (row == "  " ? "" : " · ") + item
        }
        if row != "  " { sink.writeLine(row) }
        Self.writeRenderingLimits(of: summary, to: sink)
    }

    /// In the iOS models, per key: the largest font size at which iOS renders the title in every
    /// language, and the frame in which every language renders at every category measured, each
    /// with the language that sets it (every key × language is in the JSON's `limitsByKey`).
    static func writeRenderingLimits(of summary: RunSummary, to sink: any ByteSink) {
        let limits = summary.aggregates.limitsByKey.filter { $0.largestFontSize != nil || $0.smallestFrame != nil }
        guard !limits.isEmpty else { return }
        sink.writeLine("")
        sink.writeLine("Largest fontSize iOS renders in the frame, and the smallest frame that renders every category, per key:")
        var keys: [String] = []
        for limit in limits where !keys.contains(limit.key ?? "") { keys.append(limit.key ?? "") }
        for key in keys {
            let mine = limits.filter { $0.key == key }
            // An icon-only button has no font size to state, only its frame.
            var parts: [String] = []
            if let smallest = mine.filter({ $0.largestFontSize != nil }).min(by: { $0.largestFontSize! < $1.largestFontSize! }) {
                let size = smallest.largestFontSize!
                parts.append(size == 0 ? "no fontSize from 12 pt (\(smallest.language.identifier))"
                    : "\(ReportNumber.points(size)) pt (\(smallest.language.identifier))")
            }
            let widest = mine.compactMap { limit in limit.smallestFrame.map { (limit.language, $0) } }
            if let wide = widest.max(by: { $0.1.width < $1.1.width }), let tall = widest.max(by: { $0.1.height < $1.1.height }) {
                parts.append("frame \(ReportNumber.points(wide.1.width)) × \(ReportNumber.points(tall.1.height)) pt"
                    + " (\(wide.0.identifier)\(wide.0 == tall.0 ? "" : ", \(tall.0.identifier)"))")
            }
            sink.writeLine("  \(key): " + parts.joined(separator: "; "))
        }
    }

    /// The line naming the layout model, in the iOS models: `  model: ios18 — CLLocationButton as
    /// iOS 15–18 sizes it; fontSize 18 pt scaled with Dynamic Type (body)`; `nil` for `label`.
    static func modelLine(_ spec: ButtonSpec) -> String? {
        guard let versions = spec.model.iOSVersions else { return nil }
        let size = ReportNumber.points(spec.baseFontSize)
        let sizing = spec.dynamicType == .fixed
            ? "fontSize \(size) pt at every category (UIKit does not scale it)"
            : "fontSize \(size) pt at large, scaled with Dynamic Type as \(spec.textStyle.rawValue) text"
        return "  model: \(spec.model.rawValue) — CLLocationButton as \(versions) sizes it; \(sizing)"
    }

    /// The run-level findings about the files read (entries a stray `;` hides from the app) and
    /// those about the button (the spec's lint), apart: the summary heads them apart.
    static func split(_ findings: [Finding]) -> (files: [Finding], button: [Finding]) {
        (findings.filter { $0.kind == .unreadEntries }, findings.filter { $0.kind != .unreadEntries })
    }

    /// `✗ 12 of 3000 cells have findings: 10 truncated, 2 with missing glyphs`, or the all-clear line.
    package static func verdict(_ summary: RunSummary) -> String {
        if summary.passes {
            var line = summary.spec.model.isIOS
                ? "✓ iOS renders every title in every language at every category"
                : "✓ every title fits in every language at every category"
            if !summary.lint.isEmpty {
                line += " (advisory: " + Set(summary.lint.map(\.kind)).sorted { $0.order < $1.order }
                    .map { $0.descriptor.words }.joined(separator: ", ") + ")"
            }
            let close = advisoryCount(summary)
            if close > 0 { line += "; \(close) close to their limit, within the fonts' error (check on a device)" }
            if let warnings = warnings(summary) { line += "; " + warnings }
            return line
        }
        let counts = summary.findingCounts
        let cellKinds = Finding.Kind.allCases.filter { !$0.descriptor.isRunLevel }
        let countText = cellKinds.compactMap { kind -> String? in
            let failing = (counts[kind] ?? 0) - (summary.warningCounts[kind] ?? 0)
            return counts[kind] != nil && failing > 0 ? "\(failing) \(kind.descriptor.countPhrase)" : nil
        }
        var parts: [String] = []
        let (fileFindings, buttonFindings) = split(summary.lint)
        for (subject, findings) in [("the files", fileFindings), ("the button", buttonFindings)] where !findings.isEmpty {
            let lintKinds = Finding.Kind.allCases.filter { kind in findings.contains { $0.kind == kind } }
            parts.append("\(subject): " + lintKinds.map { kind in
                let count = findings.filter { $0.kind == kind }.count
                let advisory = findings.contains { $0.kind == kind && $0.advisory }
                return kind.descriptor.title.prefix(1).lowercased() + kind.descriptor.title.dropFirst()
                    + (count > 1 ? " (\(count) findings)" : "") + (advisory ? " (advisory)" : "")
            }.joined(separator: ", "))
        }
        if summary.failingCellCount > 0 || summary.lint.isEmpty {
            parts.append("\(summary.failingCellCount) of \(summary.cellCount) cells have findings: \(countText.joined(separator: ", "))")
        }
        if let warnings = warnings(summary) { parts.append(warnings) }
        return "✗ " + parts.joined(separator: "; ")
    }

    /// The cells whose findings only warn (``Finding/advisory``), apart from the failures:
    /// `warnings, not failing: 40 cells, 52 over their relative budget where no frame is known`;
    /// `nil` when there are none.
    static func warnings(_ summary: RunSummary) -> String? {
        guard summary.warningCellCount > 0 else { return nil }
        let kinds = Finding.Kind.allCases.compactMap { kind in
            summary.warningCounts[kind].map { "\($0) \(kind.descriptor.countPhrase)" }
        }
        let cells = summary.warningCellCount == 1 ? "1 cell" : "\(summary.warningCellCount) cells"
        return "warnings, not failing: \(cells), " + kinds.joined(separator: ", ") + " where no frame is known"
    }

    /// How many findings only advise (`close`): listed, never failing.
    static func advisoryCount(_ summary: RunSummary) -> Int {
        summary.findingCounts.filter { $0.key.descriptor.neverFails }.reduce(0) { $0 + $1.value }
    }
}
