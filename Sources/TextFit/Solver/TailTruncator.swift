/// Finds the longest "prefix…" of a title that fits a width, the way UILabel truncates the tail.
public enum TailTruncator {
    /// The horizontal ellipsis, U+2026, a label closes a truncated line with.
    public static let ellipsis = "\u{2026}"

    /// Truncates `clusters` (the title's grapheme clusters in logical order) to `availableWidth`.
    ///
    /// Returns `nil` when the whole title fits. Otherwise tries k = n − 1 down to 0 kept
    /// clusters, drops the prefix's trailing whitespace, appends "…", and measures the whole
    /// candidate with `width` (joining scripts change shape at the cut, so pieces' widths don't
    /// add up). The first candidate that fits is the longest, even where widths do not grow
    /// with k. The cut is at the logical end, which is the visual left for right-to-left text.
    /// When even "…" alone is too wide, returns "…" with `fits == false`.
    public static func truncate(clusters: [String], availableWidth: Double,
                                width: (String) throws -> Double) rethrows -> TruncatedTitle? {
        let whole = clusters.joined()
        if try width(whole) <= availableWidth + Tolerance.points { return nil }
        var k = clusters.count - 1
        while k > 0 {
            var kept = k
            while kept > 0, clusters[kept - 1].allSatisfy(\.isWhitespace) { kept -= 1 }
            // A prefix ending in whitespace gives the same text as the shorter prefix `kept`,
            // which the scan reaches next; measure it once, there.
            if kept == k {
                let candidate = clusters[0..<k].joined() + ellipsis
                let measured = try width(candidate)
                if measured <= availableWidth + Tolerance.points {
                    return TruncatedTitle(text: candidate, width: measured, keptClusters: k, fits: true)
                }
                k -= 1
            } else {
                k = kept
            }
        }
        let alone = try width(ellipsis)
        return TruncatedTitle(text: ellipsis, width: alone, keptClusters: 0,
                              fits: alone <= availableWidth + Tolerance.points)
    }

    /// The grapheme clusters of `text` in logical order, as `truncate` takes them.
    public static func clusters(of text: String) -> [String] {
        text.map(String.init)
    }
}
