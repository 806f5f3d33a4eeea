import Foundation

extension FindingKind {
    /// A translation much wider than the source string it replaces.
    public static let expansion = FindingKind(rawValue: "expansion")
}

extension FindingDescriptor {
    /// Expansion: the translation is wider than its relative budget, the source string's width at
    /// the same category plus a percentage (`--relative-budget`, or a rule's `relativeBudget`),
    /// capped by the room the spec gives. Amount: the ratio of the translation's width to the
    /// source's (1.62 = 62 % wider), so it means something even where no width is known.
    ///
    /// Where no frame is known (``DefaultLabel``: nothing declares the string's frame) the finding
    /// is advice (``Finding/advisory``): a heuristic, a warning unless a policy names `expansion`.
    /// Against a known frame (the run's spec, a declared limit) it fails like the others.
    package static let expansion = FindingDescriptor(
        kind: .expansion, name: "expansion", countPhrase: "over their relative budget",
        title: "Wider than the source string allows",
        ruleDescription: "The translation is wider than the source string it replaces plus the relative budget.",
        detect: { subject in
            guard let source = subject.sourceWidth, let budget = subject.budget, source > 0 else { return nil }
            let width = subject.measurement.width
            guard width > budget + Tolerance.points else { return nil }
            let ratio = width / source
            return FindingDetection(
                amount: ratio,
                message: ReportNumber.fixed(ratio, decimals: 2) + "× the source's width"
                    + " (\(points(width)) where the budget allows \(points(budget)))",
                advisory: !subject.frameKnown)
        },
        describeAmount: { amount, _ in ReportNumber.fixed(amount, decimals: 2) + "×" })
}
