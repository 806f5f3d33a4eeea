/// A verification judged by the gate: every finding with its policy level and its standing
/// against the baseline, and whether the gate fails.
///
/// The gate fails when any finding is new or worse than the baseline under a `fail` level.
/// Warnings and known findings never fail it.
package struct GateResult: Sendable {
    /// The run judged.
    package var result: RunSummary
    /// The policy applied.
    package var policy: GatePolicy
    /// Where the baseline came from; `nil` when there was none (every finding is new).
    package var baselineOrigin: String?
    /// Every finding, judged, in the result's cell order and then kind order.
    package var findings: [GateFinding]
    /// The findings grouped by key, language, variant and kind, in the order of their first cell.
    package var groups: [FindingGroup]
    /// The groups, most severe first (``FindingGroup/severityOrder(_:_:)``), ties in canonical order.
    package private(set) var groupsBySeverity: [FindingGroup]
    /// Whether a failing gate fails the run (`false` with `--no-fail`): the verdict, the
    /// annotations and the job summary then say the gate would fail and is not enforced, and
    /// annotate no errors on a step that passes.
    package var enforced = true

    /// Judges every finding of the in-memory `result` by `policy` against `baseline`.
    package init(result: VerificationResult, policy: GatePolicy, baseline: Baseline?) {
        self.init(result: result.summary, policy: policy, baseline: baseline)
    }

    /// Judges every finding of `result` by `policy` against `baseline`.
    package init(result: RunSummary, policy: GatePolicy, baseline: Baseline?) {
        self.result = result
        self.policy = policy
        baselineOrigin = baseline?.origin
        var judged: [GateFinding] = []
        judged.reserveCapacity(result.findings.count)
        for finding in result.findings {
            let amount = finding.amount
            let id = FindingID(finding)
            judged.append(GateFinding(finding: finding, amount: amount,
                                      baselineAmount: baseline?.amounts[id], level: policy.level(for: finding),
                                      status: baseline?.status(of: id, amount: amount) ?? .new))
        }
        findings = judged

        struct GroupID: Hashable { var key: String; var table: String?; var language: LanguageTag; var variant: String?; var kind: Finding.Kind }
        var members: [GroupID: [GateFinding]] = [:]
        var firstSeen: [GroupID: Int] = [:]
        for (position, item) in judged.enumerated() {
            let id = GroupID(key: item.finding.key, table: item.finding.table, language: item.finding.language, variant: item.finding.variant,
                             kind: item.finding.kind)
            if firstSeen[id] == nil { firstSeen[id] = position }
            members[id, default: []].append(item)
        }
        // A group's first finding is its title's first cell; groups of one title keep kind order.
        // Each group's sort key is made once, not once per comparison.
        struct SortKey { var title: (String, Int, String, String, String); var kind: Int; var id: GroupID }
        let keys = members.keys.map { id -> SortKey in
            let first = judged[firstSeen[id] ?? 0].finding
            return SortKey(title: (first.location?.file ?? "", first.location?.line ?? 0, first.label, id.language.identifier,
                                   id.variant ?? ""),
                           kind: id.kind.order, id: id)
        }
        let groups = keys.sorted { a, b in
            if a.title != b.title { return a.title < b.title }
            return a.kind < b.kind
        }.map { key -> FindingGroup in
            let members = members[key.id] ?? []
            return FindingGroup(findings: members, scale: result.header.target(of: members.first?.finding.location?.file).categories)
        }
        self.groups = groups
        groupsBySeverity = groups.enumerated().sorted { a, b in
            if FindingGroup.severityOrder(a.element, b.element) { return true }
            if FindingGroup.severityOrder(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether any new or worse finding has a `fail` level.
    package var fails: Bool { findings.indices.contains { outcome(of: $0) == .fail } }

    /// How many findings have `outcome`.
    package func count(_ outcome: GateOutcome) -> Int {
        var count = 0
        for index in findings.indices where self.outcome(of: index) == outcome { count += 1 }
        return count
    }

    /// The outcome of the finding at `index`, from its stored members: a finding copied out to
    /// be asked (``GateFinding/outcome`` is computed) would retain and release each of its strings.
    package func outcome(of index: Int) -> GateOutcome {
        GateOutcome(level: findings[index].level, status: findings[index].status)
    }
}
