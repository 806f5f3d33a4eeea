extension GateResult {
    /// The diagnostics the gate's outputs report, in the groups' canonical order: each title's
    /// group as it is, each app button's groups of one kind as one diagnostic placed where its
    /// first group is.
    package func diagnostics() -> [GateDiagnostic] {
        struct ButtonID: Hashable { var key: String; var variant: String?; var kind: Finding.Kind }
        var buttonGroups: [ButtonID: [FindingGroup]] = [:]
        for group in groups where group.location?.isAppSource == true {
            buttonGroups[ButtonID(key: group.key, variant: group.variant, kind: group.kind), default: []].append(group)
        }
        guard !buttonGroups.isEmpty else { return groups.map(GateDiagnostic.init(group:)) }
        var languagesByKey: [String: Set<LanguageTag>] = [:]
        for title in result.titles where title.location?.isAppSource == true {
            languagesByKey[title.key, default: []].insert(title.language)
        }
        var diagnostics: [GateDiagnostic] = []
        var written = Set<ButtonID>()
        for group in groups {
            guard group.location?.isAppSource == true else {
                diagnostics.append(GateDiagnostic(group: group))
                continue
            }
            let id = ButtonID(key: group.key, variant: group.variant, kind: group.kind)
            guard written.insert(id).inserted else { continue }
            diagnostics.append(GateDiagnostic(button: buttonGroups[id] ?? [group],
                                              checkedLanguages: languagesByKey[group.key]?.count ?? 0,
                                              hasBaseline: baselineOrigin != nil))
        }
        return diagnostics
    }

    /// ``diagnostics()``, most severe first (``GateDiagnostic/severityOrder(_:_:)``), ties in
    /// canonical order.
    package func diagnosticsBySeverity() -> [GateDiagnostic] {
        // A run with no app button reports its groups as they are, already sorted.
        guard groups.contains(where: { $0.location?.isAppSource == true }) else {
            return groupsBySeverity.map(GateDiagnostic.init(group:))
        }
        return GateDiagnostic.bySeverity(diagnostics()) { $0 }
    }
}
