/// What of a run a ``Reporter`` reads beyond its summary.
///
/// A run keeps only what its reporters read: its cells when one draws them all after the run,
/// every finding when one lists them, and a judgement when one states it.
package struct ReportNeeds: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    /// Makes a set from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Every cell: the run keeps them in memory for the output, unless the output streams them.
    package static let everyCell = ReportNeeds(rawValue: 1 << 0)
    /// Every finding, not only the counts and the summary's worst titles.
    package static let everyFinding = ReportNeeds(rawValue: 1 << 1)
    /// The gate's judgement: the run is judged, and the output written once it is.
    package static let judgement = ReportNeeds(rawValue: 1 << 2)
    /// The gate's judgement if there is one: the output is written once the gate is done and marks
    /// what it judged, but asks for no judgement of its own.
    package static let afterGate = ReportNeeds(rawValue: 1 << 3)
}
