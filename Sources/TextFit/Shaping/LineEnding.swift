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
/// Only a line of one stretch has an ending (``ShapedText/Splice``): then a candidate
/// "prefix…" is itemized as the line is (its neutrals resolve alike, "…" joins the run) and set
/// in the line's face, but for a suffix the face lacks ("…" in Hebrew, Arabic and Thai fonts),
/// which is a stretch of its own: the kept text is then shaped with the suffix as its context,
/// and the suffix alone, which must be clear of the flag at its start.
///
/// Worked out once per line and size, by the ``Shaper`` whose faces it holds.
struct LineEnding {
    let items: ItemizedText
    let line: ShapedText
    let splice: ShapedText.Splice
    let language: LanguageTag
    let suffix: [UInt32]
    /// The line's face, and the suffix's (the same face, or one of its own).
    let face: ShapingFace
    let suffixFace: ShapingFace
    /// The suffix shaped alone, when it is in a face of its own.
    let alone: Piece?
    /// The line's advances in subunits and its HarfBuzz clusters before each grapheme cluster:
    /// `prefixUnits[c]` sums clusters `0..<c`.
    private let prefixUnits: [Int]
    private let prefixClusters: [Int32]

    /// Pieces tried, each from a safe cluster further back, before shaping from the start.
    static let attempts = 3

    /// A piece as the shaper shapes it: text from a concat-safe cluster start, then the suffix
    /// from `suffixStart` on — shaped with the rest, or only as the context after it when the
    /// suffix takes another face — in one face, script, direction and language.
    struct PieceKey: Hashable {
        var face: Int
        var script: String
        var isRightToLeft: Bool
        var language: LanguageTag
        var scalars: [UInt32]
        var suffixStart: Int
        var suffixIsContext: Bool
    }

    /// What a piece adds to a line, in the face's subunits, and whether it may be spliced on:
    /// its first glyph is clear of `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`.
    struct Piece {
        var units: Int
        var clusters: Int32
        var suffixUnits: Int32
        var suffixClusters: Int32
        var startIsSafe: Bool

        /// The figures of a piece's glyphs, HarfBuzz clusters counted as `Shaper` counts them.
        init(_ glyphs: [ShapedGlyph], suffixStart: Int) {
            var startSeen = false, startUnsafe = false
            var units = 0, clusters: Int32 = 0, suffixUnits: Int32 = 0, suffixClusters: Int32 = 0
            var previous: Int?
            for g in glyphs {
                if g.cluster == 0 {
                    startSeen = true
                    if g.unsafeToConcat { startUnsafe = true }
                }
                let inSuffix = g.cluster >= suffixStart
                if previous != g.cluster {
                    clusters += 1
                    if inSuffix { suffixClusters += 1 }
                }
                units += Int(g.xAdvance)
                if inSuffix { suffixUnits &+= g.xAdvance }
                previous = g.cluster
            }
            self.units = units
            self.clusters = clusters
            self.suffixUnits = suffixUnits
            self.suffixClusters = suffixClusters
            startIsSafe = startSeen && !startUnsafe
        }
    }

    init(items: ItemizedText, line: ShapedText, splice: ShapedText.Splice, language: LanguageTag, suffix: [UInt32],
         face: ShapingFace, suffixFace: ShapingFace, alone: Piece?) {
        self.items = items
        self.line = line
        self.splice = splice
        self.language = language
        self.suffix = suffix
        self.face = face
        self.suffixFace = suffixFace
        self.alone = alone
        var units = [Int](repeating: 0, count: line.logicalClusters.count + 1)
        var clusters = [Int32](repeating: 0, count: line.logicalClusters.count + 1)
        for (c, cluster) in line.logicalClusters.enumerated() {
            units[c + 1] = units[c] + Int(cluster.subunits)
            clusters[c + 1] = clusters[c] + cluster.clusters
        }
        prefixUnits = units
        prefixClusters = clusters
    }

    /// The extent of the first `kept` clusters and the suffix, and what the suffix's cluster
    /// adds to it, from the line and the pieces `piece` shapes (or knows); `nil` when the suffix
    /// would join the last kept cluster or the kept text has no character of its own script
    /// (then its script is Common, not the line's), and the candidate must be shaped whole.
    func measure(kept: Int, piece: (PieceKey) -> Piece) -> (extent: ShapedText.Extent, suffix: ShapedText.LogicalCluster)? {
        guard kept > 0, kept < items.clusters.count else { return nil }
        let cut = items.clusters[kept - 1].upperBound
        guard items.firstScriptedScalar < cut,
              !ItemizedText.joins(suffix, after: items.scalars[items.clusters[kept - 1]]) else { return nil }
        var safe = kept
        var tried = 0
        while true {
            while safe > 0, !line.logicalClusters[safe].concatSafe { safe -= 1 }
            let start = items.clusters[safe].lowerBound
            var scalars = Array(items.scalars[start..<cut])
            scalars.append(contentsOf: suffix)
            let shaped = piece(PieceKey(face: splice.face, script: splice.script, isRightToLeft: splice.isRightToLeft,
                                        language: language, scalars: scalars, suffixStart: cut - start,
                                        suffixIsContext: alone != nil))
            // A piece from the start of the text is the whole new text: nothing to splice onto.
            guard shaped.startIsSafe || safe == 0 else {
                tried += 1
                safe = tried < Self.attempts ? safe - 1 : 0
                continue
            }
            return spliced(units: prefixUnits[safe] + shaped.units, clusters: prefixClusters[safe] + shaped.clusters,
                           piece: shaped)
        }
    }

    /// The extent and the suffix's cluster as ``Shaper`` adds them up: `units` and `clusters` of
    /// the text in the line's face (with the suffix, unless it is `alone`), and the suffix
    /// `alone` in its face, a stretch of its own that comes visually first in right-to-left text.
    private func spliced(units: Int, clusters: Int32, piece: Piece)
    -> (extent: ShapedText.Extent, suffix: ShapedText.LogicalCluster) {
        let scale = Double(face.font.scale)
        let isTracked = face.tracking != .none
        guard let alone else {
            let extent = ShapedText.Extent(advance: Double(units) / scale, clusterCount: Int(clusters),
                                           trackedClusterCount: isTracked ? Int(clusters) : 0,
                                           trackingRule: isTracked ? face.tracking : .none)
            let last = ShapedText.LogicalCluster(advance: Double(piece.suffixUnits) / scale, subunits: piece.suffixUnits,
                                                 clusters: piece.suffixClusters,
                                                 trackedClusters: isTracked ? piece.suffixClusters : 0)
            return (extent, last)
        }
        let suffixAdvance = Double(alone.units) / Double(suffixFace.font.scale)
        let suffixTracked = suffixFace.tracking != .none
        // The first tracked stretch in visual order gives the rule.
        let visual = splice.isRightToLeft ? [suffixFace, face] : [face, suffixFace]
        let rule = visual.first { $0.tracking != .none }?.tracking ?? .none
        let extent = ShapedText.Extent(
            advance: Double(units) / scale + suffixAdvance, clusterCount: Int(clusters + alone.clusters),
            trackedClusterCount: (isTracked ? Int(clusters) : 0) + (suffixTracked ? Int(alone.clusters) : 0),
            trackingRule: rule)
        let last = ShapedText.LogicalCluster(advance: suffixAdvance, subunits: Int32(alone.units), clusters: alone.clusters,
                                             trackedClusters: suffixTracked ? alone.clusters : 0)
        return (extent, last)
    }
}
