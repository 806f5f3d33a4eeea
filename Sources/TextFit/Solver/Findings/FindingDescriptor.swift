import Foundation

/// Everything about one kind of finding, in one place: how it is detected in a cell, how bad it
/// is (its amount), its message, its names on the command line, in policies and in reports, and
/// its SARIF rule.
///
/// Each kind has its own file declaring its ``FindingKind`` constant and its descriptor;
/// ``FindingRegistry`` lists them in report order.
public struct FindingDescriptor: Sendable {
    /// The kind described.
    public let kind: FindingKind
    /// The kebab-case name used by `--fail-on`, `--warn-on`, policy files and reports: `vertical-clip`.
    public let name: String
    /// How the summary counts cells with it: `truncated` (as in "3 truncated").
    public let countPhrase: String
    /// The summary's heading for it: `Truncated`.
    public let title: String
    /// What it means, one sentence: the SARIF rule's short description.
    public let ruleDescription: String
    /// The finding in a cell, with its amount and message; `nil` when the cell does not have it.
    public let detect: @Sendable (FindingSubject) -> FindingDetection?
    /// For a run-level kind (the legibility lint): the finding in a spec and appearance, which
    /// holds for every title, so a run reports it once per spec and appearance instead of per
    /// cell; `nil` for the kinds detected in cells.
    public let lint: (@Sendable (LintSubject) -> FindingDetection?)?
    /// An amount with its unit (`18.20 pt`, `3 code points`), given the cell's width limit.
    public let describeAmount: @Sendable (Double, WidthLimit?) -> String

    /// Makes a descriptor. `describeAmount` defaults to points with two decimals.
    public init(kind: FindingKind, name: String, countPhrase: String, title: String, ruleDescription: String,
                detect: @escaping @Sendable (FindingSubject) -> FindingDetection?,
                lint: (@Sendable (LintSubject) -> FindingDetection?)? = nil,
                describeAmount: (@Sendable (Double, WidthLimit?) -> String)? = nil) {
        self.kind = kind
        self.name = name
        self.countPhrase = countPhrase
        self.title = title
        self.ruleDescription = ruleDescription
        self.detect = detect
        self.lint = lint
        self.describeAmount = describeAmount ?? { amount, _ in ReportNumber.points(amount, decimals: 2) + " pt" }
    }

    /// Whether the kind is found in the spec, once per run (``lint``), rather than in cells.
    public var isRunLevel: Bool { lint != nil }

    /// The SARIF rule id: `textfit/` and the name.
    public var ruleID: String { "textfit/" + name }

    /// The SARIF rule name: the kind's name in upper camel case (`VerticalClip`).
    public var ruleName: String { kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() }

    /// The name with spaces, for prose: `vertical clip`.
    public var words: String { name.replacingOccurrences(of: "-", with: " ") }

    /// A length in points with one decimal, as finding messages print them.
    public static func points(_ value: Double) -> String {
        String(format: "%.1f pt", value)
    }

    /// `count` and `noun`, with an `s` unless the count is one: `3 code points`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
