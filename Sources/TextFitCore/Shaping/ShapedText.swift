/// A shaped line in em units, independent of point size: every size of the same face
/// instances is this layout scaled, so it is shaped once and measured at any size exactly.
///
/// A class, so that a cached layout is shared rather than copied; immutable, so `Sendable`.
package final class ShapedText: Sendable {
    /// One glyph's placement and ink, in em, in visual order.
    package struct Glyph: Sendable, Hashable {
        /// Where the glyph is drawn: pen position plus offset.
        package var x: Double
        /// The vertical offset (marks), y up.
        package var y: Double
        /// The glyph's id in its face, and its face as an index into ``ShapedText/fonts``: what
        /// a renderer needs to draw the outline.
        package var id: UInt32
        package var face: Int32
        package var inkMinX: Double
        package var inkMaxX: Double
        package var inkMinY: Double
        package var inkMaxY: Double
        package var hasInk: Bool
        /// Clusters (all / tracked) entirely to the left of this glyph: tracking shifts it by that many steps.
        package var clustersBefore: Int
        package var trackedClustersBefore: Int
        /// For a glyph of a blended face (``GlyphBlend``), how its own outline is drawn so that
        /// its ink covers the mixed ink box: stretched horizontally by `drawScaleX` about its
        /// origin and moved by `drawShiftX` (em). 1 and 0 for a face used alone.
        package var drawScaleX = 1.0
        package var drawShiftX = 0.0
        /// `x` as whole numbers before the division by the face's scale: the pen within the
        /// glyph's stretch plus its offset, in the face's subunits, and its ink box's left bearing
        /// and width (what `inkMinX` and `inkMaxX` are worked out from): a line measured from
        /// this layout (``LineSlicer``) works out its own from them, to the bit.
        var penUnits = 0
        var bearingUnits: Int32 = 0
        var inkWidthUnits: Int32 = 0
    }

    /// What one grapheme cluster of the text (logical order) adds to the line, in em.
    ///
    /// A HarfBuzz cluster (a ligature, an Indic syllable) can span several grapheme clusters;
    /// its glyphs and its tracking step count for the grapheme cluster it starts in. Summed over
    /// the first k clusters this is the width of that prefix as it sits in the whole line: an
    /// estimate of the prefix shaped on its own, exact but for the few clusters at the cut.
    package struct LogicalCluster: Sendable, Hashable {
        /// The advances of the glyphs of the HarfBuzz clusters starting here.
        var advance: Double
        /// The same advances in its face's subunits (font units × 64), summed exactly; added up
        /// only within a stretch of one face (``ShapedText/Stretch``).
        var subunits = 0
        /// The HarfBuzz clusters starting here, all of them and those set in a tracked font.
        var clusters: Int32
        var trackedClusters: Int32
        /// Whether the line's glyphs before this cluster stay as they are whatever replaces the
        /// text from here on: a HarfBuzz cluster starts here and HarfBuzz left its glyphs clear of
        /// `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`. Only ever true in a line with a ``ShapedText/splice``.
        var concatSafe = false
        /// Whether a line of the text may start here, shaped as the text is on either side: a
        /// HarfBuzz cluster starts here and HarfBuzz left its glyphs clear of
        /// `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` (in both cuts of a blended face). Only set, and
        /// `glyphCount` only counted, in a layout with ``ShapedText/lineCuts``.
        var breakSafe = false
        /// The glyphs of the HarfBuzz clusters starting here.
        var glyphCount: Int32 = 0
    }

    /// What says that the lines of a whole text can be measured from its layout, without being
    /// itemized, shaped or laid out on their own (``LineSlicer``): the text resolves left to
    /// right at level 0 in every line, or in every line holding a strong left-to-right character
    /// (``ItemizedText/leftToRightLines``), and found every cluster the face any line holding
    /// it finds (``Shaper/FaceAssignment/linesFindTheFaces``); its stretches of one face, in
    /// logical order, with its clusters' ``LogicalCluster/breakSafe`` and
    /// ``LogicalCluster/glyphCount`` worked out.
    struct LineCuts: Sendable, Hashable {
        var stretches: [Stretch]
    }

    /// What a line needs for a changed ending to be reshaped from its last concat-safe cluster
    /// rather than whole — HarfBuzz's procedure for `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`: reshape
    /// from a cluster start the line marks safe and splice the piece on when its own first glyph
    /// is clear of the flag too (``LineEnding``).
    ///
    /// Only a line whose runs are all at the paragraph's own level, in the direction its
    /// language suggests, has it — one run of any direction, or left-to-right runs of several
    /// scripts (kana and kanji, a Latin name in Cyrillic) whose clusters all found a face in
    /// their own run's stack. Then a candidate "prefix…" is itemized the same way (its neutrals
    /// resolve alike, "…" joins the cut run) and its clusters take the line's faces.
    struct Splice: Sendable, Hashable {
        /// The runs' direction.
        var isRightToLeft: Bool
        /// The stretches of one face the line was shaped in, in logical order.
        var stretches: [Stretch]
    }

    /// A stretch of one face, shaped with one HarfBuzz call.
    struct Stretch: Sendable, Hashable {
        /// Its scalars and its grapheme clusters.
        var scalars: Range<Int>
        var clusters: Range<Int>
        /// Its run's script tag, and whether HarfBuzz reads a context in that script
        /// (``HarfBuzzBuffer/readsContext(script:)``).
        var script: String
        var readsContext: Bool
        /// The face, as its shaper numbers the faces it has opened (a layout is only ever used
        /// with the measurer that shaped it).
        var face: Int
        /// Its advances in the face's subunits, and its HarfBuzz clusters.
        var units: Int
        var clusterCount: Int32
        /// The face's subunits per em, and its tracking rule (`none` when it has none).
        var scale: Double
        var tracking: TrackingRule
    }

    package let glyphs: [Glyph]
    /// One entry per grapheme cluster of the shaped text, in logical order.
    package let logicalClusters: [LogicalCluster]
    /// The sum of advances, in em.
    package let advance: Double
    /// HarfBuzz glyph clusters in the line, and those set in a font with a tracking rule.
    package let clusterCount: Int
    package let trackedClusterCount: Int
    /// The tracking rule of the first tracked font (`none` if no font has one).
    package let trackingRule: TrackingRule
    /// The largest ascender, largest descender (positive) and largest line gap, in em.
    package let ascender: Double
    package let descender: Double
    package let lineGap: Double
    /// Code points no font of the stack covers, each once, in text order.
    package let missing: [UInt32]
    /// The faces used, in order of first use.
    package let fonts: [FontUse]
    /// Set for a line whose endings can be reshaped from a concat-safe cluster (see ``Splice``).
    let splice: Splice?
    /// Set for a whole text whose lines can be measured from this layout (see ``LineCuts``).
    let lineCuts: LineCuts?
    /// The glyphs that can hold the ink's left and right edges at some size and tracking, and
    /// the ink's vertical extent in em (``InkExtremes``): a measurement reads these instead of
    /// every glyph.
    let inkExtremes: InkExtremes

    init(glyphs: [Glyph], logicalClusters: [LogicalCluster], advance: Double, clusterCount: Int,
         trackedClusterCount: Int, trackingRule: TrackingRule, ascender: Double, descender: Double, lineGap: Double,
         missing: [UInt32], fonts: [FontUse], splice: Splice? = nil, lineCuts: LineCuts? = nil) {
        self.glyphs = glyphs
        self.logicalClusters = logicalClusters
        self.advance = advance
        self.clusterCount = clusterCount
        self.trackedClusterCount = trackedClusterCount
        self.trackingRule = trackingRule
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.missing = missing
        self.fonts = fonts
        self.splice = splice
        self.lineCuts = lineCuts
        inkExtremes = InkExtremes(glyphs)
    }

    /// The glyph count.
    package var glyphCount: Int { glyphs.count }

    /// What the layout's width at any size depends on, without its glyphs.
    package struct Extent: Sendable, Hashable {
        var advance: Double
        var clusterCount: Int
        var trackedClusterCount: Int
        var trackingRule: TrackingRule

        /// The tracking added after each tracked cluster at `pointSize`, in points, and whether
        /// every cluster is tracked (an override) or only those set in a font with a rule.
        func tracking(pointSize: Double, trackingOverride: Double?) -> (step: Double, everyCluster: Bool) {
            if let trackingOverride { return (trackingOverride / 1000 * pointSize, true) }
            return (trackingRule.tracking(atPointSize: pointSize), false)
        }

        /// The advance width with tracking at `pointSize`.
        func width(pointSize: Double, trackingOverride: Double?) -> Double {
            let (step, everyCluster) = tracking(pointSize: pointSize, trackingOverride: trackingOverride)
            return width(pointSize: pointSize, step: step, everyCluster: everyCluster)
        }

        /// The advance width at `pointSize` with `step` points of tracking after each tracked
        /// cluster (each cluster, `everyCluster`), as ``tracking(pointSize:trackingOverride:)`` gives them.
        func width(pointSize: Double, step: Double, everyCluster: Bool) -> Double {
            advance * pointSize + step * Double(everyCluster ? clusterCount : trackedClusterCount)
        }
    }

    /// The layout's width figures.
    package var extent: Extent {
        Extent(advance: advance, clusterCount: clusterCount, trackedClusterCount: trackedClusterCount,
               trackingRule: trackingRule)
    }

    /// The tracking added after each tracked cluster at `pointSize`, in points, and whether
    /// every cluster is tracked (an override) or only those set in a font with a rule.
    package func tracking(pointSize: Double, trackingOverride: Double?) -> (step: Double, everyCluster: Bool) {
        extent.tracking(pointSize: pointSize, trackingOverride: trackingOverride)
    }

    /// `prefix[k]`: the width of the first k grapheme clusters as they sit in this line at
    /// `pointSize`, their advances and tracking; one entry more than the clusters.
    func prefixWidths(pointSize: Double, trackingOverride: Double?) -> [Double] {
        let (step, everyCluster) = tracking(pointSize: pointSize, trackingOverride: trackingOverride)
        var prefix = [Double](repeating: 0, count: logicalClusters.count + 1)
        var advance = 0.0
        var tracked = 0
        for (k, cluster) in logicalClusters.enumerated() {
            advance += cluster.advance
            tracked += Int(everyCluster ? cluster.clusters : cluster.trackedClusters)
            prefix[k + 1] = advance * pointSize + step * Double(tracked)
        }
        return prefix
    }

    /// The largest of `prefixWidths(pointSize:trackingOverride:)`, without making the array.
    func widestPrefix(pointSize: Double, trackingOverride: Double?) -> Double {
        let (step, everyCluster) = tracking(pointSize: pointSize, trackingOverride: trackingOverride)
        var advance = 0.0
        var tracked = 0
        var widest = 0.0
        for cluster in logicalClusters {
            advance += cluster.advance
            tracked += Int(everyCluster ? cluster.clusters : cluster.trackedClusters)
            widest = max(widest, advance * pointSize + step * Double(tracked))
        }
        return widest
    }

    /// The advance width with tracking at `pointSize`: `measurement(…).width` without the ink pass.
    package func width(pointSize: Double, trackingOverride: Double?) -> Double {
        extent.width(pointSize: pointSize, trackingOverride: trackingOverride)
    }

    /// The height of a line of this layout at `pointSize`: ascender, descender and line gap.
    package func lineHeight(pointSize: Double) -> Double {
        (ascender + descender + lineGap) * pointSize
    }

    /// This layout at `pointSize`, with `tracking` (nil: the fonts' own rule) in 1/1000 em.
    package func measurement(text: String, language: LanguageTag, pointSize: Double, weight: Int,
                            trackingOverride: Double?) -> TextMeasurement {
        let (step, everyCluster) = tracking(pointSize: pointSize, trackingOverride: trackingOverride)
        let ink = inkExtremes.bounds(of: glyphs, pointSize: pointSize, step: step, everyCluster: everyCluster)
        let advanceWidth = advance * pointSize
        return TextMeasurement(
            text: text, language: language, pointSize: pointSize, weight: weight, tracking: step,
            advanceWidth: advanceWidth, width: width(pointSize: pointSize, trackingOverride: trackingOverride),
            inkBounds: ink,
            ascent: ascender * pointSize, descent: descender * pointSize,
            lineHeight: lineHeight(pointSize: pointSize),
            glyphCount: glyphs.count, missingGlyphs: missing, fonts: fonts)
    }
}
