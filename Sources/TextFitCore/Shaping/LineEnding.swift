import Foundation

/// The ending of a shaped line, to be replaced by its first clusters and a suffix ("…")
/// without shaping the kept text again.
///
/// This is HarfBuzz's procedure for `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`: from the cut, go back to
/// the nearest cluster start that the line marks safe, shape from there to the end of the new
/// text, and when the piece's own first glyph is clear of the flag too, the line's glyphs
/// before that cluster and the piece's together are what shaping the whole new text gives;
/// otherwise go back to the safe cluster before (after `attempts` pieces, or when there is
/// none, from the start of the text: the whole new text, as a piece). In a line whose words are
/// kerned against each other the safe places are word starts, so a piece is the cut word and
/// the suffix, which recur from string to string and which the shaper keeps.
///
/// Only a line whose runs are at the paragraph's own level has an ending (``ShapedText/Splice``):
/// one run of either direction, or left-to-right runs of several scripts. Then a candidate
/// "prefix…" is itemized as the line is (its neutrals resolve alike, "…" joins the cut run)
/// and its clusters take the line's faces. HarfBuzz shapes each stretch of one run and face
/// apart, with the text around as context: the stretches before the cut one stay as they are
/// (when the cut is at least `contextLength` characters into its stretch, their context is
/// unchanged too), the cut stretch is reshaped from its last safe cluster (or from its start,
/// with the same text before it as context), and the stretches after it go. A suffix the cut
/// stretch's face lacks ("…" in Hebrew, Arabic and Thai fonts, or after a period set in a
/// fallback font) is a stretch of its own: the kept text is then shaped with the suffix as its
/// context, and the suffix alone, which must be clear of the flag at its start.
///
/// Worked out once per layout by the ``Shaper`` whose faces it holds, and kept with the text
/// (``PreparedText/endings``); a class, so that each candidate shares it instead of copying its
/// arrays.
package final class LineEnding {
    let items: ItemizedText
    let line: ShapedText
    let splice: ShapedText.Splice
    let suffix: [UInt32]
    /// The face of each of the line's stretches.
    let faces: [ShapingFace]
    /// For each script of the line, the suffix after a cut in a run of that script; none for a
    /// script whose stack lacks the suffix in a line of several runs (the candidates are shaped
    /// whole).
    let suffixes: [String: Suffix]

    /// The suffix after a cut in a run of one script.
    struct Suffix {
        /// The face the suffix takes.
        var face: ShapingFace
        /// The script, direction and language pieces are shaped in, as the shaper numbers them.
        var setting: Int
        /// The suffix shaped alone in `face`: its stretch when the cut stretch is in another face.
        var alone: Piece
    }
    /// The line's advances in subunits and its HarfBuzz clusters before each grapheme cluster:
    /// `prefixUnits[c]` sums clusters `0..<c` (across faces; differences within a stretch are in
    /// its face's subunits).
    private let prefixUnits: [Int]
    private let prefixClusters: [Int32]

    /// Pieces tried, each from a safe cluster further back, before shaping the cut stretch from its start.
    static let attempts = 3

    /// The characters of context HarfBuzz keeps on each side of a text it shapes
    /// (`HB_BUFFER_CONTEXT_LENGTH`), and how many a piece from a stretch's start is given.
    static let contextLength = 5

    /// A piece as the shaper shapes it: `scalars[start...]` — text of one stretch, then the
    /// suffix from `suffixStart` on, shaped with the rest or only as the context after it when
    /// it takes another face — in one face, script, direction and language, with the scalars
    /// before `start` as context.
    ///
    /// The text is `text` followed by `suffix`: `text` a slice of the line's scalars while the
    /// key is looked up (no copy per candidate), made compact when the piece is kept.
    package struct PieceKey: Hashable {
        /// The face's number (``ShapingFace/ordinal``); where the shaper keeps the piece's glyphs
        /// alone, their glyph source's (``ShapingFace/glyphSource``).
        var face: Int
        /// The script, direction and language, as the shaper numbers them (``Shaper/PieceSetting``).
        var setting: Int
        package var text: ArraySlice<UInt32>
        var suffix: [UInt32]
        var start: Int
        var suffixIsContext: Bool

        package init(face: Int, setting: Int, text: ArraySlice<UInt32>, suffix: [UInt32], start: Int, suffixIsContext: Bool) {
            self.face = face
            self.setting = setting
            self.text = text
            self.suffix = suffix
            self.start = start
            self.suffixIsContext = suffixIsContext
        }

        /// Where the suffix starts in the piece's scalars.
        var suffixStart: Int { text.count }
        /// The piece's scalars, context included: `text` and `suffix`.
        var scalars: [UInt32] { Array(text) + suffix }
        /// Its length in scalars.
        var count: Int { text.count + suffix.count }

        /// The same key holding a copy of its text alone, not the line it was sliced from.
        package var compact: PieceKey {
            var key = self
            key.text = ArraySlice(Array(text))
            return key
        }

        /// The scalars are compared and hashed as bytes, in one call each rather than one per
        /// scalar: a piece is looked up for every spliced candidate.
        package static func == (a: PieceKey, b: PieceKey) -> Bool {
            guard a.face == b.face, a.setting == b.setting, a.start == b.start,
                  a.suffixIsContext == b.suffixIsContext, a.text.count == b.text.count,
                  a.suffix == b.suffix else { return false }
            return a.text.withUnsafeBytes { x in
                b.text.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
            }
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(face)
            hasher.combine(setting)
            hasher.combine(start)
            hasher.combine(suffixIsContext)
            hasher.combine(text.count)
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
            suffix.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// What a piece adds to a line, in the face's subunits, and whether it may be spliced on:
    /// its first glyph is clear of `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`.
    struct Piece {
        var units: Int
        var clusters: Int32
        var suffixUnits: Int
        var suffixClusters: Int32
        var startIsSafe: Bool

        /// The figures of a piece's glyphs, HarfBuzz clusters counted as `Shaper` counts them.
        init(_ glyphs: [ShapedGlyph], start: Int, suffixStart: Int) {
            var startSeen = false, startUnsafe = false
            var units = 0, suffixUnits = 0, clusters: Int32 = 0, suffixClusters: Int32 = 0
            var previous: Int?
            for g in glyphs {
                if g.cluster == start {
                    startSeen = true
                    if g.unsafeToConcat { startUnsafe = true }
                }
                let inSuffix = g.cluster >= suffixStart
                if previous != g.cluster {
                    clusters += 1
                    if inSuffix { suffixClusters += 1 }
                }
                units += Int(g.xAdvance)
                if inSuffix { suffixUnits += Int(g.xAdvance) }
                previous = g.cluster
            }
            self.units = units
            self.clusters = clusters
            self.suffixUnits = suffixUnits
            self.suffixClusters = suffixClusters
            startIsSafe = startSeen && !startUnsafe
        }
    }

    init(items: ItemizedText, line: ShapedText, splice: ShapedText.Splice, suffix: [UInt32], faces: [ShapingFace],
         suffixes: [String: Suffix]) {
        self.items = items
        self.line = line
        self.splice = splice
        self.suffix = suffix
        self.faces = faces
        self.suffixes = suffixes
        var units = [Int](repeating: 0, count: line.logicalClusters.count + 1)
        var clusters = [Int32](repeating: 0, count: line.logicalClusters.count + 1)
        for (c, cluster) in line.logicalClusters.enumerated() {
            units[c + 1] = units[c] + cluster.subunits
            clusters[c + 1] = clusters[c] + cluster.clusters
        }
        prefixUnits = units
        prefixClusters = clusters
    }

    /// The extent of the first `kept` clusters and the suffix, and what the suffix's cluster
    /// adds to it, from the line and the pieces `piece` shapes (or knows); `nil` when the suffix
    /// would join the last kept cluster, the kept text has no character of its own script (then
    /// its script is Common, not the line's), the cut is too near the start of a stretch after
    /// the first, or the suffix in a face of its own depends on the text before it — and the
    /// candidate must be shaped whole.
    func measure(kept: Int, piece: (PieceKey) -> Piece) -> (extent: ShapedText.Extent, suffix: ShapedText.LogicalCluster)? {
        guard kept > 0, kept < items.clusters.count,
              let cutStretch = splice.stretches.firstIndex(where: { $0.clusters.contains(kept - 1) }) else { return nil }
        let stretch = splice.stretches[cutStretch]
        let face = faces[cutStretch]
        let cut = items.clusters[kept - 1].upperBound
        guard items.firstScriptedScalar < cut, cutStretch == 0 || cut - stretch.scalars.lowerBound >= Self.contextLength,
              !ItemizedText.joins(suffix, after: items.scalars[items.clusters[kept - 1]]) else { return nil }
        guard let ending = suffixes[stretch.script] else { return nil }
        let apart = ending.face !== face
        if apart, !ending.alone.startIsSafe { return nil }
        let first = stretch.clusters.lowerBound
        var safe = kept
        var tried = 0
        while true {
            while safe > first, !line.logicalClusters[safe].concatSafe { safe -= 1 }
            // From the stretch's start, the piece has the text before it as context, as in the
            // candidate shaped whole.
            let start = items.clusters[safe].lowerBound
            let contextStart = safe == first ? max(0, start - Self.contextLength) : start
            let shaped = piece(PieceKey(face: stretch.face, setting: ending.setting,
                                        text: items.scalars[contextStart..<cut], suffix: suffix,
                                        start: start - contextStart, suffixIsContext: apart))
            guard shaped.startIsSafe || safe == first else {
                tried += 1
                safe = tried < Self.attempts ? safe - 1 : first
                continue
            }
            return spliced(cutStretch: cutStretch, units: prefixUnits[safe] - prefixUnits[first] + shaped.units,
                           clusters: prefixClusters[safe] - prefixClusters[first] + shaped.clusters, piece: shaped,
                           suffix: apart ? ending : nil)
        }
    }

    /// The extent and the suffix's cluster as ``Shaper`` adds them up, stretch by stretch in
    /// visual order: the line's stretches before the cut one, the cut one with `units` and
    /// `clusters` (with the suffix, unless it is `alone`), and the suffix `alone` in its face,
    /// a stretch of its own, last in logical order.
    private func spliced(cutStretch: Int, units: Int, clusters: Int32, piece: Piece, suffix apart: Suffix?)
    -> (extent: ShapedText.Extent, suffix: ShapedText.LogicalCluster) {
        let face = faces[cutStretch]
        let last: ShapedText.LogicalCluster
        if let apart {
            let alone = apart.alone
            last = ShapedText.LogicalCluster(advance: Double(alone.units) / Double(apart.face.font.scale),
                                             subunits: alone.units, clusters: alone.clusters,
                                             trackedClusters: apart.face.tracking != .none ? alone.clusters : 0)
        } else {
            last = ShapedText.LogicalCluster(advance: Double(piece.suffixUnits) / Double(face.font.scale),
                                             subunits: piece.suffixUnits, clusters: piece.suffixClusters,
                                             trackedClusters: face.tracking != .none ? piece.suffixClusters : 0)
        }
        // The stretches in logical order: the line's before the cut one, the cut one, the suffix
        // apart; added up in visual order (reversed for right to left).
        let count = cutStretch + 1 + (apart == nil ? 0 : 1)
        var advance = 0.0
        var clusterCount = 0, tracked = 0
        var rule: TrackingRule?
        for position in 0..<count {
            let s = splice.isRightToLeft ? count - 1 - position : position
            let (stretchFace, stretchUnits, stretchClusters): (ShapingFace, Int, Int32)
            if s < cutStretch {
                (stretchFace, stretchUnits, stretchClusters) = (faces[s], splice.stretches[s].units,
                                                                splice.stretches[s].clusterCount)
            } else if s == cutStretch {
                (stretchFace, stretchUnits, stretchClusters) = (face, units, clusters)
            } else {
                let apart = apart!
                (stretchFace, stretchUnits, stretchClusters) = (apart.face, apart.alone.units, apart.alone.clusters)
            }
            advance += Double(stretchUnits) / Double(stretchFace.font.scale)
            clusterCount += Int(stretchClusters)
            if stretchFace.tracking != .none {
                tracked += Int(stretchClusters)
                if rule == nil { rule = stretchFace.tracking }
            }
        }
        return (ShapedText.Extent(advance: advance, clusterCount: clusterCount, trackedClusterCount: tracked,
                                  trackingRule: rule ?? .none), last)
    }
}
