import Foundation

/// What one diagnostic reports — one line of `--format xcode`, one SARIF result, one GitHub
/// annotation, one JUnit failure of a button.
///
/// A catalog's title gives one diagnostic per language and kind (its ``FindingGroup``). An app's
/// own Location Button (its strings placed on a Swift, storyboard or XIB line,
/// ``SourceLocation/isAppSource``) gives one per kind for every language together, as the
/// developer reads it on the button's line:
/// `LocationButton(.shareCurrentLocation) is not drawn by iOS in de, el, ru at xLarge and larger
/// (needs 251.3 pt of its 220 pt frame, in de at AX5); iOS grants no location` — the languages
/// sorted (a long list shortened), the categories from the smallest that has the finding, and
/// the worst need against the frame. The per-cell details stay in the JSON and CSV records.
package struct GateDiagnostic: Sendable {
    /// The groups reported: one for a title; for a button one per language, sorted by language.
    package let groups: [FindingGroup]
    /// Whether this is an app's own Location Button, reported for every language at once.
    package let isButton: Bool
    /// How many languages the button was checked in (its titles in the run); 0 for a title.
    package let checkedLanguages: Int
    /// Whether the run was judged against a baseline (the message then says how it stands).
    package let hasBaseline: Bool
    /// The most severe outcome among the findings.
    package let outcome: GateOutcome
    /// The finding that stands for the diagnostic when sorting by severity: the smallest
    /// category with the most severe outcome, the largest amount among the languages.
    package let lead: GateFinding

    /// A title's diagnostic: its one group.
    package init(group: FindingGroup) {
        groups = [group]
        isButton = false
        checkedLanguages = 0
        hasBaseline = false
        outcome = group.outcome
        lead = group.lead
    }

    /// A button's diagnostic: `groups` (of one key, variant and kind; not empty), checked in
    /// `checkedLanguages` languages.
    package init(button groups: [FindingGroup], checkedLanguages: Int, hasBaseline: Bool) {
        let sorted = groups.sorted { $0.language < $1.language }
        self.groups = sorted
        isButton = true
        self.checkedLanguages = checkedLanguages
        self.hasBaseline = hasBaseline
        let outcome = sorted.map(\.outcome).min() ?? .known
        self.outcome = outcome
        lead = sorted.filter { $0.outcome == outcome }.map(\.lead).min { a, b in
            if a.finding.category != b.finding.category { return a.finding.category < b.finding.category }
            return a.amount > b.amount
        } ?? sorted[0].lead
    }

    /// The string's key.
    package var key: String { groups[0].key }
    /// The key's table where the key is in more than one table (``FindingGroup/table``).
    package var table: String? { groups[0].table }
    /// The variation path, `nil` for the plain string.
    package var variant: String? { groups[0].variant }
    /// What went wrong.
    package var kind: Finding.Kind { groups[0].kind }
    /// Where the title or the button is.
    package var location: SourceLocation? { groups[0].location }
    /// The languages reported, sorted.
    package var languages: [LanguageTag] { groups.map(\.language) }
    /// Every finding, language by language, smallest category first in each.
    package var findings: [GateFinding] { groups.flatMap(\.findings) }
    /// The categories with a finding, in any language, smallest first.
    package var categories: [ContentSizeCategory] { Set(findings.map(\.finding.category)).sorted() }

    /// One word for the standing, as ``FindingGroup/standingWord``: `worse` when any language's
    /// is, `known` when the outcome is.
    package var standingWord: String {
        guard outcome != .known else { return "known" }
        let words = Set(groups.filter { $0.outcome == outcome }.map(\.standingWord))
        return words.contains(GateStatus.worse.rawValue) ? GateStatus.worse.rawValue : GateStatus.new.rawValue
    }

    /// The status of the whole: `new` when every language's group is new, `known` when every
    /// one is known, `worse` otherwise.
    package var status: GateStatus {
        let statuses = Set(groups.map(\.status))
        return statuses == [.new] ? .new : statuses == [.known] ? .known : .worse
    }

    /// The one-line message: the group's for a title; for a button, every language combined.
    package var message: String {
        guard isButton else { return groups[0].message }
        let worst = findings.filter { $0.outcome == outcome }.max { $0.amount < $1.amount } ?? lead
        let place = "\(Self.languagePhrase(languages, of: checkedLanguages)) \(Self.categoryPhrase(categories, among: groups[0].scale))"
        let at = "in \(worst.finding.language) at \(worst.finding.category.rawValue)"
        var text: String
        switch kind {
        case _ where kind.descriptor.isRunLevel:
            // The legibility lint holds for the button's spec, in every language.
            text = "\(key): \(FindingKindName.words(of: kind)): \(worst.finding.message)"
        case .renderFailure:
            text = "\(key) is not drawn by iOS \(place)"
            if let need = worst.finding.need { text += " (\(Self.describe(need)), \(at))" }
            text += "; iOS grants no location"
        case .close:
            text = "\(key) is close to its frame's limit \(place)"
            if let need = worst.finding.need { text += " (\(Self.describe(need)), \(at))" }
            text += ": the stand-in fonts may differ from the device, check on one"
        default:
            text = "\(key): \(FindingKindName.words(of: kind)) \(place): \(worst.finding.message) (\(at))"
        }
        if hasBaseline { text += " (\(standing))" }
        return text
    }

    /// How the languages stand against the baseline: one word when they agree, else each
    /// standing with its languages (`new in de, el; known in ru`).
    var standing: String {
        let words = groups.map { ($0.language, $0.standingWord) }
        let distinct = Array(Set(words.map(\.1))).sorted()
        guard distinct.count > 1 else { return distinct.first ?? "new" }
        return distinct.map { word in
            "\(word) in " + words.filter { $0.1 == word }.map(\.0.identifier).joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// The most languages a message names before it shortens the list.
    static let namedLanguages = 6

    /// `in de, el, ru`; `in de, el, es, fi, fr … (14 languages)` past ``namedLanguages``;
    /// `in all 41 languages` when every language checked has it.
    static func languagePhrase(_ languages: [LanguageTag], of checked: Int) -> String {
        if languages.count > 1, languages.count == checked { return "in all \(checked) languages" }
        let names = languages.map(\.identifier)
        guard names.count > namedLanguages else { return "in " + names.joined(separator: ", ") }
        return "in " + names.prefix(namedLanguages - 1).joined(separator: ", ") + " … (\(names.count) languages)"
    }

    /// `at every size` (every category of `scale`, the platform's), `at xLarge and larger` (a run
    /// up to the largest), otherwise the categories as ``ContentSizeCategory/describe(_:among:)``
    /// lists them.
    static func categoryPhrase(_ categories: [ContentSizeCategory],
                               among scale: [ContentSizeCategory] = ContentSizeCategory.allCases) -> String {
        if categories == scale { return "at every size" }
        if let first = categories.first, categories.count > 1, categories == scale.filter({ $0 >= first }) {
            return "at \(first.rawValue) and larger"
        }
        return "at " + ContentSizeCategory.describe(categories, among: scale)
    }

    /// `needs 251.3 pt of its 220 pt frame`; `needs 62.0 pt of its 44 pt tall frame` for a height.
    static func describe(_ need: FrameNeed) -> String {
        let frame = need.frame == need.frame.rounded() && abs(need.frame) < 1e9
            ? "\(Int(need.frame)) pt" : FindingDescriptor.points(need.frame)
        return "needs \(FindingDescriptor.points(need.needed)) of its \(frame)\(need.side == .height ? " tall" : "") frame"
    }

    /// `items` most severe first by their diagnostics (``severityOrder(_:_:)``), ties kept in the
    /// order given: the one ordering the gate's diagnostics and SARIF's capped results share.
    package static func bySeverity<Item>(_ items: [Item], _ diagnostic: (Item) -> GateDiagnostic) -> [Item] {
        items.enumerated().sorted { a, b in
            let left = diagnostic(a.element), right = diagnostic(b.element)
            if severityOrder(left, right) { return true }
            if severityOrder(right, left) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Sorts most severe first, as ``FindingGroup/severityOrder(_:_:)`` sorts groups.
    package static func severityOrder(_ a: GateDiagnostic, _ b: GateDiagnostic) -> Bool {
        FindingGroup.severityOrder(outcome: a.outcome, lead: a.lead, kind: a.kind,
                                   before: b.outcome, lead: b.lead, kind: b.kind)
    }
}
