/// The findings of one kind for one title in one language, across categories: what one JUnit
/// failure line, one SARIF result and one annotation report.
package struct FindingGroup: Sendable, Hashable {
    /// The string's key.
    package var key: String
    /// The table's name where the key is in more than one table; `nil` where it is in one.
    package var table: String?
    /// The language of the title.
    package var language: LanguageTag
    /// The variation path, `nil` for the plain string.
    package var variant: String?
    /// What went wrong.
    package var kind: Finding.Kind
    /// The findings, smallest category first; never empty.
    package let findings: [GateFinding]
    /// The most severe outcome among the findings.
    package let outcome: GateOutcome
    /// The group's standing: `new` when no category was in the baseline, `known` when every one
    /// was no worse, `worse` otherwise.
    package let status: GateStatus
    /// The finding that stands for the group: the smallest category with the most severe outcome.
    package let lead: GateFinding
    /// The categories the title's platform publishes, smallest first: those its category ranges
    /// run over (``ContentSizeCategory/describe(_:among:)``).
    package let scale: [ContentSizeCategory]

    /// Makes a group; `findings` must not be empty and must share key, language, variant and kind.
    /// `scale` is the categories the title's platform publishes (iOS's twelve by default).
    package init(findings: [GateFinding], scale: [ContentSizeCategory] = ContentSizeCategory.allCases) {
        self.scale = scale
        let first = findings[0].finding
        key = first.key
        table = first.table
        language = first.language
        variant = first.variant
        kind = first.kind
        let sorted = findings.sorted { $0.finding.category < $1.finding.category }
        self.findings = sorted
        // Worked out once: severity sorting compares these many times.
        let outcome = sorted.map(\.outcome).min() ?? .known
        self.outcome = outcome
        let statuses = Set(sorted.map(\.status))
        status = statuses == [.new] ? .new : statuses == [.known] ? .known : .worse
        lead = sorted.first { $0.outcome == outcome } ?? sorted[0]
    }

    /// Where the title is defined.
    package var location: SourceLocation? { lead.finding.location }

    /// The categories whose findings have `outcome`.
    package func categories(with outcome: GateOutcome) -> [ContentSizeCategory] {
        findings.filter { $0.outcome == outcome }.map(\.finding.category)
    }

    /// The title as reports name it: the key (with its table where the key is in more than one),
    /// with the variant in parentheses.
    package var title: String {
        let label = TableIdentity.label(key: key, table: table)
        return variant.map { "\(label) (\($0))" } ?? label
    }

    /// One line: `Send My Current Location [de] truncation at xxxLarge (new): needs …; known at AX1…AX5`.
    package var message: String { "\(title) [\(language)] \(detail)" }

    /// How the categories with the group's ``outcome`` stand against the baseline, one word when
    /// they agree: `new`, `worse`, `known`; else each status with its categories, the way JUnit
    /// lists them one by one: `new at xxxLarge, worse at AX1`.
    package var standing: String {
        guard outcome != .known else { return "known" }
        let judged = findings.filter { $0.outcome == outcome }
        let statuses = GateStatus.allCases.filter { status in judged.contains { $0.status == status } }
        guard statuses.count > 1 else { return statuses.first?.rawValue ?? lead.status.rawValue }
        return statuses.map { status in
            let categories = judged.filter { $0.status == status }.map(\.finding.category)
            return "\(status.rawValue) at " + ContentSizeCategory.describe(categories, among: scale)
        }.joined(separator: ", ")
    }

    /// One word for the standing of the categories with the group's ``outcome``, for labels and
    /// titles: `new` when every one is new, `worse` when any is worse (as SARIF's `updated`),
    /// `known` for known ones.
    package var standingWord: String {
        guard outcome != .known else { return "known" }
        return findings.contains { $0.outcome == outcome && $0.status == .worse } ? GateStatus.worse.rawValue
            : GateStatus.new.rawValue
    }

    /// The message without the title and language: `truncation at xxxLarge (new): needs …; known at AX1…AX5`.
    package var detail: String {
        let lead = self.lead
        var text = "\(FindingKindName.words(of: kind)) at " + ContentSizeCategory.describe(categories(with: outcome), among: scale)
        text += " (\(standing)): \(lead.finding.message)"
        for other in GateOutcome.allCases where other != outcome {
            let rest = categories(with: other)
            guard !rest.isEmpty else { continue }
            let verb: String
            switch other {
            case .fail: verb = "fails"
            case .warn: verb = "warns"
            case .known: verb = "known"
            }
            text += "; \(verb) at \(ContentSizeCategory.describe(rest, among: scale))"
        }
        return text
    }

    /// Sorts most severe first: outcome, then the smallest category (more people use it), then
    /// kind (in declaration order, so amounts of one unit are compared), then the larger amount.
    package static func severityOrder(_ a: FindingGroup, _ b: FindingGroup) -> Bool {
        severityOrder(outcome: a.outcome, lead: a.lead, kind: a.kind, before: b.outcome, lead: b.lead, kind: b.kind)
    }

    /// The order of ``severityOrder(_:_:)`` by the parts it compares, for whatever reports findings.
    package static func severityOrder(outcome a: GateOutcome, lead la: GateFinding, kind ka: Finding.Kind,
                                      before b: GateOutcome, lead lb: GateFinding, kind kb: Finding.Kind) -> Bool {
        if a != b { return a < b }
        if la.finding.category != lb.finding.category { return la.finding.category < lb.finding.category }
        if ka != kb { return ka.order < kb.order }
        return la.amount > lb.amount
    }

}
