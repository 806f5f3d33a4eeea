import Foundation

/// Everything about one kind of finding, in one place: how it is detected in a cell, how bad it
/// is (its amount), its message, its names on the command line, in policies and in reports, and
/// its SARIF rule.
///
/// Each kind has its own file declaring its ``FindingKind`` constant and its descriptor;
/// ``FindingRegistry`` lists them in report order.
package struct FindingDescriptor: Sendable {
    /// The kind described.
    package let kind: FindingKind
    /// The kebab-case name used by `--fail-on`, `--warn-on`, policy files and reports: `vertical-clip`.
    package let name: String
    /// How the summary counts cells with it: `truncated` (as in "3 truncated").
    package let countPhrase: String
    /// The summary's heading for it: `Truncated`.
    package let title: String
    /// What it means, one sentence: the SARIF rule's short description.
    package let ruleDescription: String
    /// The finding in a cell, with its amount and message; `nil` when the cell does not have it.
    package let detect: @Sendable (FindingSubject) -> FindingDetection?
    /// For a run-level kind (the legibility lint): the finding in a spec and appearance, which
    /// holds for every title, so a run reports it once per spec and appearance instead of per
    /// cell; `nil` for the kinds detected in cells.
    package let lint: (@Sendable (LintSubject) -> FindingDetection?)?
    /// An amount with its unit (`18.20 pt`, `3 code points`), given the cell's width limit.
    package let describeAmount: @Sendable (Double, WidthLimit?) -> String
    /// Whether findings of this kind never fail, whatever a policy says (`close`: a needed frame
    /// within the SF Pro stand-in's error of its limit); they are warnings in every output. An
    /// advisory finding of another kind (``Finding/advisory``: the WCAG contrast lint under an
    /// iOS model) warns by default and fails where a rule names it.
    package let neverFails: Bool

    /// Makes a descriptor. `describeAmount` defaults to points with two decimals (three when two
    /// would read as 0).
    package init(kind: FindingKind, name: String, countPhrase: String, title: String, ruleDescription: String,
                detect: @escaping @Sendable (FindingSubject) -> FindingDetection?,
                lint: (@Sendable (LintSubject) -> FindingDetection?)? = nil,
                describeAmount: (@Sendable (Double, WidthLimit?) -> String)? = nil, neverFails: Bool = false) {
        self.kind = kind
        self.name = name
        self.countPhrase = countPhrase
        self.title = title
        self.ruleDescription = ruleDescription
        self.detect = detect
        self.lint = lint
        self.neverFails = neverFails
        self.describeAmount = describeAmount ?? { amount, _ in FindingDescriptor.amountInPoints(amount) }
    }

    /// Whether the kind is found in the spec, once per run (``lint``), rather than in cells.
    package var isRunLevel: Bool { lint != nil }

    /// The SARIF rule id: `textfit/` and the name.
    package var ruleID: String { "textfit/" + name }

    /// The SARIF rule name: the kind's name in upper camel case (`VerticalClip`).
    package var ruleName: String { kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() }

    /// The name with spaces, for prose: `vertical clip`.
    package var words: String { name.replacingOccurrences(of: "-", with: " ") }

    /// A length in points as finding messages print it: one decimal, or as many more (up to the
    /// three that lengths are kept to) as it takes for a length that is not 0 not to read as 0.
    /// Rounded by ``ReportNumber``'s rule.
    package static func points(_ value: Double) -> String {
        ReportNumber.fixed(value, decimals: decimals(for: value)) + " pt"
    }

    /// Lengths that go together (what a frame needs, the overflow, what it gets) with the decimals
    /// that keep `amount` from reading as 0: "343.03, 0.03 more than 343.00".
    package static func points(_ values: [Double], keeping amount: Double) -> [String] {
        let decimals = decimals(for: amount)
        return values.map { ReportNumber.fixed($0, decimals: decimals) + " pt" }
    }

    /// The decimals that state `value` without reading as 0 or as twice its size: 1 from 0.1 up
    /// (and for 0 itself), 2 from 0.01, else 3 (lengths are kept to 1/1000 pt).
    static func decimals(for value: Double) -> Int {
        let magnitude = abs(value)
        if magnitude == 0 || magnitude >= 0.1 { return 1 }
        return magnitude >= 0.01 ? 2 : 3
    }

    /// An amount in points for the gate's reports: two decimals, or three when two read as 0.
    static func amountInPoints(_ amount: Double) -> String {
        ReportNumber.points(amount, decimals: max(2, decimals(for: amount))) + " pt"
    }

    /// `count` and `noun`, with an `s` unless the count is one: `3 code points`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
