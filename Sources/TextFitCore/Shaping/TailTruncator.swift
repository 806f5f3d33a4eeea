/// Finds the longest "prefix…" of a title that fits a width, the way UILabel truncates the tail.
///
/// The definition is `truncate(clusters:availableWidth:width:)`: of the candidates k = n − 1
/// down to 1 kept clusters whose last cluster is not whitespace, the longest whose whole
/// "prefix…" fits, or "…" alone. `truncate(_:pointSize:availableWidth:measurer:)` gives the
/// same answer from the one shaping of the whole line and a few shapings at the cut, so a long
/// title costs linear time rather than one shaping per cluster.
package enum TailTruncator {
    /// The horizontal ellipsis, U+2026, a label closes a truncated line with.
    package static let ellipsis = "\u{2026}"
    package static let ellipsisScalars: [UInt32] = [0x2026]

    /// How much narrower than its estimate a candidate is taken to be able to shape, in em.
    ///
    /// The estimate of "prefix…" is the prefix's width inside the whole line plus the width of
    /// "…". Shaped alone, the prefix differs only at the cut: a ligature or a syllable the cut
    /// splits (whose whole advance the estimate counts), a kerning pair with "…" instead of the
    /// next letter, a joining letter's final form instead of its medial one. In the bundled
    /// fonts, on the sentences of the tests, that makes a candidate up to 0.1 em narrower than
    /// its estimate in Latin and Greek, 0.17 em in Arabic and 0.67 em in Urdu's Nastaliq, whose
    /// forms change most with what follows. A candidate estimated wider than the room by more than this is never shaped;
    /// when a shaping shows the cut making more difference than half of it, the allowance grows
    /// to twice that difference for the rest of the search.
    static let cutAllowance = 1.0

    /// Consecutive candidates found too wide after which the search halves the gap to the
    /// longest candidate known to fit instead of stepping one cluster at a time. Real text needs
    /// a few shapings (at most 6 per cell in the tests and in the catalogs tried); the bound
    /// keeps the count logarithmic should the estimates be off for many clusters in a row.
    package static let stepsBeforeHalving = 8

    /// Truncates `clusters` (the title's grapheme clusters in logical order) to `availableWidth`.
    ///
    /// Returns `nil` when the whole title fits. Otherwise tries k = n − 1 down to 0 kept
    /// clusters, drops the prefix's trailing whitespace, appends "…", and measures the whole
    /// candidate with `width` (joining scripts change shape at the cut, so pieces' widths don't
    /// add up). The first candidate that fits is the longest, even where widths do not grow
    /// with k. The cut is at the logical end, which is the visual left for right-to-left text.
    /// When even "…" alone is too wide, returns "…" with `fits == false`.
    ///
    /// This measures up to n candidates, each as long as the title: quadratic in the title's
    /// length. It is the definition; `truncate(_:pointSize:availableWidth:measurer:)` is what
    /// runs measure with.
    package static func truncate(clusters: [String], availableWidth: Double,
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

    /// Truncates prepared `text` at `pointSize` to `availableWidth` in `measurer`'s fonts: the
    /// same title `truncate(clusters:availableWidth:width:)` returns with `measurer`'s widths.
    ///
    /// The whole line's layout gives each cluster's advance and tracking, so the width of every
    /// prefix as it sits in the line is a prefix sum; with the width of "…" that estimates every
    /// candidate at once. Only candidates estimated within `cutAllowance` of the room are shaped
    /// (for real, as "prefix…", without entering the measurer's caches; only their width figures
    /// stay with the text, for its other sizes set in the same faces), longest first, until one
    /// fits; each shaping also gives the width of "…" as set after the prefix, which sharpens
    /// the estimates. A title costs its one layout (usually cached already), a scan of
    /// its clusters and a few shapings of the kept prefix, whatever its length.
    package static func truncate(_ text: PreparedText, pointSize: Double, availableWidth: Double,
                                measurer: TextMeasurer) throws(InputError) -> TruncatedTitle? {
        let limit = availableWidth + Tolerance.points
        let tracking = measurer.trackingOverride
        let line = try measurer.layout(text, pointSize: pointSize)
        if line.width(pointSize: pointSize, trackingOverride: tracking) <= limit { return nil }
        // "…" alone, as the last resort measures it; only an estimate until then, so a collection
        // with no font for text of no script fails only where it used to: when "…" is all that fits.
        let measureAlone = { () throws(InputError) -> Double in
            try measurer.ellipsisLayout(for: text, pointSize: pointSize).width(pointSize: pointSize,
                                                                              trackingOverride: tracking)
        }
        let aloneEstimate = try? measureAlone()
        let items = text.items
        let count = items.clusters.count
        // prefixWidth[k]: the first k clusters' advances and tracking as laid out in the whole line.
        let prefixWidth = line.prefixWidths(pointSize: pointSize, trackingOverride: tracking)
        var allowance = cutAllowance * pointSize
        var ellipsisWidth = aloneEstimate ?? 0
        // Candidates at or above `ceiling` were shaped and are too wide; `best` is the longest that fits.
        var best: (kept: Int, width: Double)?
        var ceiling = count
        var misses = 0
        while true {
            let floor = best?.kept ?? 0
            var k = ceiling - 1
            while k > floor, prefixWidth[k] + ellipsisWidth - allowance > limit || text.isWhitespace(cluster: k - 1) {
                k -= 1
            }
            if k <= floor { break }
            if misses >= stepsBeforeHalving {
                var middle = floor + (k - floor + 1) / 2
                while middle > floor + 1, text.isWhitespace(cluster: middle - 1) { middle -= 1 }
                if middle > floor, !text.isWhitespace(cluster: middle - 1) { k = middle }
            }
            let measured = try candidate(text, kept: k, line: line, pointSize: pointSize, measurer: measurer)
            let width = measured.extent.width(pointSize: pointSize, trackingOverride: tracking)
            let narrowing = prefixWidth[k] + ellipsisWidth - width
            if narrowing > allowance / 2 { allowance = 2 * narrowing }
            if let last = measured.ellipsis {
                let (candidateStep, candidateEvery) = measured.extent.tracking(pointSize: pointSize,
                                                                               trackingOverride: tracking)
                ellipsisWidth = last.advance * pointSize
                    + candidateStep * Double(candidateEvery ? last.clusters : last.trackedClusters)
            }
            if width <= limit {
                best = (k, width)
            } else {
                ceiling = k
                misses += 1
            }
        }
        guard let best else {
            let alone: Double
            if let aloneEstimate { alone = aloneEstimate } else { alone = try measureAlone() }
            return TruncatedTitle(text: ellipsis, width: alone, keptClusters: 0, fits: alone <= limit)
        }
        return TruncatedTitle(text: items.text(clusters: 0..<best.kept, appending: ellipsis), width: best.width,
                              keptClusters: best.kept, fits: true)
    }

    /// The first `kept` clusters of `text` and "…", shaped at `pointSize`, or known from a
    /// size with the same faces.
    ///
    /// Where the ending of `line` (the layout at `pointSize`, ``LineEnding``) allows, only the
    /// cut word and "…" are shaped (or known) and spliced onto the line's glyphs before them,
    /// which HarfBuzz guarantees to be what shaping the whole candidate gives; else the whole
    /// candidate is shaped.
    ///
    /// A width is reused only when the candidate's scripts are among the text's: then its faces
    /// are among those the text's layout signature stands for (a prefix of neutral characters
    /// alone takes other faces). A spliced candidate's are, by the splice's conditions.
    private static func candidate(_ text: PreparedText, kept: Int, line: ShapedText, pointSize: Double,
                                  measurer: TextMeasurer) throws(InputError) -> PreparedText.Candidate {
        let key = PreparedText.CandidateKey(kept: kept, signature: text.plan.signature(pointSize: pointSize))
        if let known = text.candidate(key) { return known }
        let measured: PreparedText.Candidate
        let reusable: Bool
        if let ending = try measurer.lineEnding(of: text, line: line, suffix: ellipsisScalars, pointSize: pointSize),
           let spliced = measurer.shapeEnding(ending, kept: kept) {
            measured = PreparedText.Candidate(extent: spliced.extent, ellipsis: spliced.suffix)
            reusable = true
        } else {
            let items = ItemizedText(prefixOf: text.items, clusters: kept, appending: Character(ellipsis),
                                     rightToLeftHint: text.language.isRightToLeft)
            let shaped = try measurer.shapeOnce(items, language: text.language, weight: text.weight, pointSize: pointSize)
            measured = PreparedText.Candidate(
                extent: shaped.extent, ellipsis: items.clusters.count == kept + 1 ? shaped.logicalClusters.last : nil)
            let textScripts = Set(text.items.runs.map(\.script))
            reusable = items.runs.allSatisfy { textScripts.contains($0.script) }
        }
        if reusable { text.keep(measured, for: key) }
        return measured
    }

    /// The grapheme clusters of `text` in logical order, as `truncate` takes them.
    package static func clusters(of text: String) -> [String] {
        text.map(String.init)
    }
}
