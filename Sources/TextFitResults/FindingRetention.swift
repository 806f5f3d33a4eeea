/// What a streamed run keeps of its findings once their records are written.
///
/// The gate (baselines, JUnit, SARIF, annotations) and the Markdown report list every finding,
/// so a run feeding them keeps them all. A run that only prints the readable summary keeps the
/// counts per kind and the summary's worst titles, so its memory does not grow with the
/// findings (a catalog where most cells truncate has almost as many findings as cells).
package enum FindingRetention: Sendable, Hashable {
    /// Every finding.
    case all
    /// The counts per kind and the worst `limit` titles of the summary (`nil`: every title).
    case summary(limit: Int?)
}
