/// Breaks a title into lines the way UILabel does with `byWordWrapping`.
///
/// Lines end at UAX #14 line-break opportunities from ICU's line break iterator with the
/// string's language (dictionary breaks for Thai, Lao, Khmer and Burmese, breaks between CJK
/// ideographs, none between Hangul syllables of a word as UIKit's standard strategy keeps
/// Korean words whole); a hard line break (LF, CR LF, LS, PS …) always ends a line. Lines are filled
/// greedily: each takes the most text up to a break opportunity whose width, shaped as a line of
/// its own with trailing whitespace left out, fits. A word wider than the line on its own is
/// broken between grapheme clusters, as UIKit breaks it by character. When the title needs more
/// lines than it may show, the last line shown holds the rest of the text tail-truncated with
/// "…" (``TailTruncator``), as a label truncates its last line.
///
/// Cost: the whole title's layout (already made to measure it) estimates every line's width by
/// prefix sums; only candidates whose estimate is within an allowance of the width are measured,
/// longest first, so a title costs a few line layouts per line whatever its length. A line
/// measured is "shaped alone", but most lines are not given to HarfBuzz again: the shaper takes
/// a line's glyphs from the title's own shaping at that size wherever HarfBuzz left the line's
/// ends clear of `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`, which HarfBuzz documents as "the exact same
/// result one would get if breaking input text at the beginning of this cluster and shaping the
/// two sides separately … to optimize paragraph layout, by avoiding re-shaping of each line after
/// line-breaking" (``ParagraphStretches`` says when a slice is exact). A line that ends inside a
/// kerned pair, a ligature or joined letters is shaped. Most lines are not even made texts of
/// their own: in a title whose lines read left to right (every line, or in a right-to-left
/// language every line holding a left-to-right letter), a line with such clear ends, or ends
/// between two faces or scripts whose context HarfBuzz does not read (and the context of each
/// stretch inside it unchanged where HarfBuzz reads it), is measured from the title's layout
/// itself (``LineSlicer``), its width by whole subunits and its ink from the title's glyphs, the
/// figures a layout of its own would give; only the lines shown get their ink, and their text
/// is written from the title's scalars when an output reads it (``TextLine``).
package enum LineBreaker {
    /// A place where a line may or must end: the index of the cluster the next line starts with.
    struct Opportunity: Sendable, Hashable {
        var cluster: Int
        var isHard: Bool
    }

    /// How much narrower than its estimate a line may shape, in em, for a candidate estimated
    /// too wide to be shaped anyway. A line shaped on its own differs from its stretch of the
    /// whole title only at its two ends (a kerning pair or a joining form across the break);
    /// grows, as the truncator's allowance does, when a shaping shows more.
    static let allowance = 0.25

    /// The lines of `text` at `pointSize` in lines `width` wide, showing at most `maxLines`
    /// (`nil`: all of them). `whole` is `text` measured at `pointSize` when the caller has it.
    package static func layout(_ text: PreparedText, pointSize: Double, width: Double, maxLines: Int?,
                              measurer: TextMeasurer, whole: TextMeasurement? = nil) throws(InputError) -> LineLayout {
        let items = text.items
        let count = items.clusters.count
        guard count > 0 else {
            return LineLayout(lines: [TextLine(text: "", width: 0)], inks: [.zero], neededLineCount: 1,
                              neededWidth: 0, isTruncated: false)
        }
        if let line = try oneLine(text, pointSize: pointSize, width: width, measurer: measurer, whole: whole) {
            return LineLayout(lines: [TextLine(text: line.text, width: line.width)], inks: [line.inkBounds],
                              neededLineCount: 1, neededWidth: line.width, isTruncated: false)
        }
        let breaks = try opportunities(text, breaker: measurer.lineBreaker)
        let layout = try measurer.layout(text, pointSize: pointSize)
        let prefix = layout.prefixWidths(pointSize: pointSize, trackingOverride: measurer.trackingOverride)
        let slicer = LineSlicer(text, layout: layout, pointSize: pointSize, trackingOverride: measurer.trackingOverride)
        let limit = width + Tolerance.points
        var slack = allowance * pointSize

        /// The line [start, drawnEnd) shaped alone.
        func measureAlone(_ start: Int, _ end: Int) throws(InputError) -> TextMeasurement {
            try measurer.measure(measurer.preparedLine(of: text, clusters: start..<end), pointSize: pointSize, lineOf: text)
        }
        /// The line [start, drawnEnd) measured from the text's layout where that is exact, else shaped alone.
        func measure(_ start: Int, _ end: Int) throws(InputError) -> Line {
            // A line of whitespace alone draws nothing, as the empty title does.
            if start == end { return Line(width: 0, alone: nil) }
            if let width = slicer?.width(start..<end) {
                measurer.titleLineCount += 1
                return Line(width: width, alone: nil)
            }
            let alone = try measureAlone(start, end)
            return Line(width: alone.width, alone: alone)
        }
        /// A line shown: its text, width and ink.
        func shownLine(_ start: Int, _ drawn: Int, _ line: Line) throws(InputError) -> (line: TextLine, ink: InkBounds) {
            if let alone = line.alone { return (TextLine(text: alone.text, width: alone.width), alone.inkBounds) }
            if start == drawn { return (TextLine(text: "", width: 0), .zero) }
            if let slicer {
                return (TextLine(scalars: items.scalars, range: items.scalarRange(clusters: start..<drawn), width: line.width),
                        slicer.ink(start..<drawn))
            }
            let alone = try measureAlone(start, drawn)
            return (TextLine(text: alone.text, width: alone.width), alone.inkBounds)
        }
        /// `end` with the whitespace (and line break) clusters before it left out, not below `start`.
        func drawnEnd(_ start: Int, _ end: Int) -> Int {
            var drawn = end
            while drawn > start, text.isWhitespace(cluster: drawn - 1) { drawn -= 1 }
            return drawn
        }
        /// Of the ends `end(k)` for `k` in `candidates` (ascending, each estimated within the
        /// allowance), the longest whose line from `start` fits; `nil` when none fits.
        func longest(from start: Int, among candidates: Range<Int>,
                     end: (Int) -> Int) throws(InputError) -> (end: Int, drawn: Int, line: Line)? {
            for k in candidates.reversed() {
                let end = end(k)
                let drawn = drawnEnd(start, end)
                let estimate = prefix[drawn] - prefix[start]
                if estimate - slack > limit { continue }
                let line = try measure(start, drawn)
                let narrowing = estimate - line.width
                if narrowing > slack / 2 { slack = 2 * narrowing }
                if line.width <= limit { return (end, drawn, line) }
            }
            return nil
        }
        /// The cluster the opportunity `k` ends a line at: the text's end past the last.
        func opportunityEnd(_ k: Int) -> Int { k < breaks.count ? breaks[k].cluster : count }
        /// Whether the line [start, end) is estimated too wide to fit even allowing for the cut.
        func tooWide(_ start: Int, _ end: Int) -> Bool {
            prefix[drawnEnd(start, end)] - prefix[start] - slack > limit
        }

        var natural: [(start: Int, end: Int, drawn: Int, line: Line)] = []
        var start = 0
        var next = 0  // the first opportunity after `start`
        while start < count {
            while next < breaks.count, breaks[next].cluster <= start { next += 1 }
            // The opportunities up to the first hard one, until one is estimated too wide.
            var index = next
            while true {
                let end = opportunityEnd(index)
                if tooWide(start, end) { break }
                index += 1
                if end == count || breaks[index - 1].isHard { break }
            }
            if let found = try longest(from: start, among: next..<index, end: opportunityEnd) {
                natural.append((start, found.end, found.drawn, found.line))
                start = found.end
                continue
            }
            // Not even the first word fits: break it between clusters, at least one per line.
            let first = opportunityEnd(next)
            var end = start + 1
            while end < first, !tooWide(start, end) { end += 1 }
            if let found = try longest(from: start, among: (start + 1)..<end, end: { $0 }) {
                natural.append((start, found.end, found.drawn, found.line))
                start = found.end
            } else {
                let drawn = drawnEnd(start, start + 1)
                natural.append((start, start + 1, drawn, try measure(start, drawn)))
                start += 1
            }
        }

        let neededWidth = natural.map(\.line.width).max() ?? 0
        let shown = maxLines.map { min(max(1, $0), natural.count) } ?? natural.count
        var lines: [TextLine] = [], inks: [InkBounds] = []
        lines.reserveCapacity(shown)
        inks.reserveCapacity(shown)
        for entry in natural[0..<shown] {
            let line = try shownLine(entry.start, entry.drawn, entry.line)
            lines.append(line.line)
            inks.append(line.ink)
        }
        let isTruncated = shown < natural.count
        if isTruncated {
            let last = try truncatedLine(text, from: natural[shown - 1].start, breaks: breaks, pointSize: pointSize,
                                         width: width, measurer: measurer)
            lines[shown - 1] = TextLine(text: last.text, width: last.width)
            inks[shown - 1] = last.inkBounds
        }
        return LineLayout(lines: lines, inks: inks, neededLineCount: natural.count, neededWidth: neededWidth,
                          isTruncated: isTruncated)
    }

    /// A candidate line's width, and its measurement when it was made a text of its own
    /// (`nil` when it was measured from its text's layout by a ``LineSlicer``).
    struct Line {
        var width: Double
        var alone: TextMeasurement?
    }

    /// `text` measured whole when it is the one line the greedy fill below would give: the
    /// answer without break opportunities, prefix sums or a second shaping, for the many titles
    /// and labels that fit their line.
    ///
    /// The fill takes the whole text as its first line exactly when (a) no hard line break ends
    /// a line before the text's end, (b) no whitespace trails it (the fill would leave it out
    /// and shape the rest alone), (c) no opportunity on the way is estimated too wide, which the
    /// fill's estimate allows while every prefix sum is within the allowance of the width, and
    /// (d) the whole line, shaped alone, fits. A line shaped alone is the text's own layout, so
    /// (d) is the whole text's measurement; `nil` when any of the four does not hold.
    static func oneLine(_ text: PreparedText, pointSize: Double, width: Double, measurer: TextMeasurer,
                        whole: TextMeasurement?) throws(InputError) -> TextMeasurement? {
        let items = text.items
        let limit = width + Tolerance.points
        if let whole, whole.width > limit { return nil }
        if text.isWhitespace(cluster: items.clusters.count - 1) { return nil }
        for scalar in items.scalars where isHardBreak(scalar) { return nil }
        let layout = try measurer.layout(text, pointSize: pointSize)
        guard layout.widestPrefix(pointSize: pointSize, trackingOverride: measurer.trackingOverride)
            - allowance * pointSize <= limit else { return nil }
        if let whole { return whole }
        let line = try measurer.measure(text, pointSize: pointSize)
        return line.width <= limit ? line : nil
    }

    /// Whether UAX #14 always breaks after `scalar` (classes BK, CR, LF and NL: U+000A–U+000D,
    /// U+0085, U+2028, U+2029): a line never runs past one. A comparison, not a set's hash,
    /// for every scalar of every title measured as a label.
    static func isHardBreak(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The last line shown when text follows it: the rest of the title from cluster `start` up
    /// to its next hard line break, tail-truncated to `width`, closed with "…" in any case.
    static func truncatedLine(_ text: PreparedText, from start: Int, breaks: [Opportunity], pointSize: Double,
                              width: Double, measurer: TextMeasurer) throws(InputError) -> TextMeasurement {
        let items = text.items
        let count = items.clusters.count
        let hard = breaks.first { $0.isHard && $0.cluster > start && $0.cluster < count }?.cluster
        var end = hard ?? count
        while end > start, text.isWhitespace(cluster: end - 1) { end -= 1 }
        let segment = items.text(clusters: start..<end)
        let limit = width + Tolerance.points
        func measure(_ string: String) throws(InputError) -> TextMeasurement {
            try measurer.measure(string, language: text.language, pointSize: pointSize, weight: text.weight)
        }
        if hard == nil {
            let rest = try measurer.prepare(segment, language: text.language, weight: text.weight)
            if let cut = try TailTruncator.truncate(rest, pointSize: pointSize, availableWidth: width, measurer: measurer) {
                return try measure(cut.text)
            }
        }
        // The segment ends the line but more text follows: "segment…" when it fits, else cut shorter.
        let closed = try measure(segment + TailTruncator.ellipsis)
        if closed.width <= limit { return closed }
        let clusters = TailTruncator.clusters(of: segment)
        // The definition's search, with the whole segment counted as too wide: the longest
        // shorter prefix whose "prefix…" fits. Only this rare case (the segment fits, but not
        // with "…") takes it, and it stops within a few clusters of the end.
        var failure: InputError?
        let cut = TailTruncator.truncate(clusters: clusters, availableWidth: width) { candidate -> Double in
            if candidate == segment || failure != nil { return .infinity }
            do throws(InputError) { return try measure(candidate).width } catch {
                failure = error
                return .infinity
            }
        }
        if let failure { throw failure }
        return try measure(cut?.text ?? TailTruncator.ellipsis)
    }

    /// The break opportunities of `text` as cluster indices, from ICU once per text: with
    /// `breaker`'s iterators when given (a measurer's, kept open), else with a breaker of its own.
    static func opportunities(_ text: PreparedText, breaker: ICULineBreaker? = nil) throws(InputError) -> [Opportunity] {
        if let known = text.lineBreaks { return known }
        let items = text.items
        // The cluster starting at each scalar offset, or -1 inside a cluster.
        var clusterStarting = [Int32](repeating: -1, count: items.scalars.count + 1)
        for (index, cluster) in items.clusters.enumerated() { clusterStarting[cluster.lowerBound] = Int32(index) }
        clusterStarting[items.scalars.count] = Int32(items.clusters.count)
        var found: [Opportunity] = []
        let locale = text.language.identifier
        let all = try (breaker ?? ICULineBreaker()).opportunities(items.scalars, locale: locale)
        for opportunity in all {
            // A break inside a grapheme cluster (which UAX #14 allows in rare sequences) is not one a label takes.
            guard opportunity.scalarOffset <= items.scalars.count else { continue }
            let cluster = Int(clusterStarting[opportunity.scalarOffset])
            guard cluster > 0 else { continue }
            // UIKit's standard line-break strategy for labels keeps Hangul words whole
            // (`NSLineBreakStrategy.hangulWordPriority`): no soft break between two Hangul syllables.
            if !opportunity.isHard, cluster < items.clusters.count,
               isHangul(items.scalars[items.clusters[cluster - 1].lowerBound]),
               isHangul(items.scalars[items.clusters[cluster].lowerBound]) {
                continue
            }
            if let last = found.last, last.cluster == cluster {
                found[found.count - 1].isHard = last.isHard || opportunity.isHard
            } else {
                found.append(Opportunity(cluster: cluster, isHard: opportunity.isHard))
            }
        }
        text.lineBreaks = found
        return found
    }

    /// Whether `scalar` is of the Hangul script.
    static func isHangul(_ scalar: UInt32) -> Bool {
        UnicodeScript.code(of: scalar) == hangul
    }
    private static let hangul = UnicodeScript.code(of: 0xAC00)

}
