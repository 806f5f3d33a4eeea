/// The width and ink of a line cut from a whole text, read from the text's own layout at the
/// size: to the bit what the line gives when it is made a text of its own
/// (``TextMeasurer/preparedLine(of:clusters:)``), itemized, shaped and laid out, but without
/// any of that. ``LineBreaker`` measures its candidate lines with it wherever it applies, and
/// as before otherwise.
///
/// It applies to a text whose layout has ``ShapedText/LineCuts`` (left to right at level 0 in
/// every line, or in every line holding a strong left-to-right character; each cluster's face
/// the one any line holding it finds, in its own run's stack or through another's:
/// ``Shaper/FaceAssignment/linesFindTheFaces``), and to a line `[a, b)` that is not empty and
/// of which:
/// 1. the bidi levels and scripts resolve as the text's (``ItemizedText/lineStarts()``): the line
///    holds a character of bidi type L, when the text's lines need one to resolve left to right
///    (a Latin title in a right-to-left language: a line of digits and punctuation alone is right
///    to left there); it holds a scalar with a script of its own, when the text does; and its
///    first neutrals take the script the text gave them;
/// 2. each end is the text's end; or a cluster strictly inside a stretch of one face whose
///    HarfBuzz cluster starts there clear of `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`
///    (``ShapedText/LogicalCluster/breakSafe``); or the boundary between two stretches in scripts
///    whose context HarfBuzz does not read (``HarfBuzzBuffer/readsContext(script:)``);
/// 3. each boundary between two stretches inside the line has ``HarfBuzzBuffer/contextLength``
///    scalars of the line on either side, or the text's end there, where the stretch on the
///    other side is in a script whose context HarfBuzz reads: HarfBuzz is given the context
///    around each stretch, and a context it reads must be the text's.
///
/// Such a line made a text of its own is then:
/// - itemized into the text's runs over its clusters (the same scripts, level 0, logical order),
///   whose clusters find the text's faces (each the first face of its run's stack that covers
///   it, or the one face every other stack it may try gives it), so its stretches are the
///   text's cut to the line;
/// - shaped to the text's glyphs of those clusters, stretch by stretch, in the same order: a
///   stretch inside the line is shaped as the text's was, with the same text, and the same
///   context or one HarfBuzz does not read; an end at a stretch boundary leaves the stretch
///   whole, its context unread; an end inside a stretch is a cut that HarfBuzz documents, where
///   its flag is clear, as one where "the two sides will represent the exact same result one
///   would get if breaking input text at the beginning of this cluster and shaping the two sides
///   separately". A blended face's two cuts are each sliced so, and mixed glyph by glyph
///   (``GlyphBlend``: a mixed glyph is unsafe to break where either cut's is, and every glyph is
///   where the cuts do not pair up);
/// - laid out by ``Shaper/shape(_:faces:language:concatFlags:keepsStretches:)`` from those
///   glyphs, whose figures are the text's less what lies before the line: each stretch's pen,
///   in its face's subunits, starts at 0 where the text's stands at the units of its clusters
///   before the line, and the HarfBuzz clusters (all and tracked) are counted from 0 where the
///   text's stand at those before the line.
///
/// So the line's advance is the shaper's sum, stretch by stretch, of each stretch's whole
/// subunits in the line divided by its scale; its width that advance at the size plus the
/// tracking of its clusters under the rule of its first tracked face (``ShapedText/Extent``); and
/// its ink the union of its glyphs' ink boxes, each glyph's left edge the shaper's very
/// expression, shifted by the tracking of the clusters before it in the line — the least and
/// greatest of which are the figures ``InkExtremes`` finds.
struct LineSlicer {
    /// What lies before a cluster boundary of the text, in its layout.
    private struct Boundary {
        /// The advances before it, in subunits: a sum across faces, of which only differences
        /// within one stretch are read.
        var units: Int
        /// The first glyph at or after it, and the HarfBuzz clusters before it, all and tracked.
        var glyph: Int32
        var clusters: Int32
        var tracked: Int32
        /// The stretch the cluster starting here belongs to (the last one at the text's end).
        var stretch: Int32
        /// Whether a line may start or end here (condition 2).
        var exact: Bool
    }

    private let layout: ShapedText
    private let stretches: [ShapedText.Stretch]
    /// Whether HarfBuzz reads the context of any stretch (condition 3 then asks).
    private let readsContext: Bool
    private let boundaries: [Boundary]
    private let starts: [ItemizedText.LineStart]
    /// The scalars of the text, and whether any has a script of its own.
    private let scalarCount: Int
    private let hasScript: Bool
    /// The text's clusters, as scalar ranges.
    private let clusters: [Range<Int>]
    private let pointSize: Double
    private let trackingOverride: Double?
    /// The text's tracking at `pointSize` (``ShapedText/tracking(pointSize:trackingOverride:)``):
    /// a line's, where its tracking rule is the text's.
    private let textTracking: (step: Double, everyCluster: Bool)

    /// The lines of `text` at `pointSize`, whose layout there is `layout`; `nil` when the
    /// layout has no ``ShapedText/LineCuts``.
    init?(_ text: PreparedText, layout: ShapedText, pointSize: Double, trackingOverride: Double?) {
        guard let cuts = layout.lineCuts else { return nil }
        self.layout = layout
        stretches = cuts.stretches
        readsContext = cuts.stretches.contains { $0.readsContext }
        self.pointSize = pointSize
        self.trackingOverride = trackingOverride
        textTracking = layout.tracking(pointSize: pointSize, trackingOverride: trackingOverride)
        let items = text.items
        starts = text.lineStarts
        scalarCount = items.scalars.count
        hasScript = items.firstScriptedScalar < scalarCount
        clusters = items.clusters
        let count = layout.logicalClusters.count
        var boundaries: [Boundary] = []
        boundaries.reserveCapacity(count + 1)
        var next = Boundary(units: 0, glyph: 0, clusters: 0, tracked: 0, stretch: 0, exact: true)
        var stretch = 0
        for (c, cluster) in layout.logicalClusters.enumerated() {
            while stretches[stretch].clusters.upperBound <= c { stretch += 1 }
            next.stretch = Int32(stretch)
            next.exact = c == 0
                || (c > stretches[stretch].clusters.lowerBound ? cluster.breakSafe
                    : !stretches[stretch].readsContext && !stretches[stretch - 1].readsContext)
            boundaries.append(next)
            next.units += cluster.subunits
            next.glyph += cluster.glyphCount
            next.clusters += cluster.clusters
            next.tracked += cluster.trackedClusters
        }
        next.exact = true
        boundaries.append(next)
        self.boundaries = boundaries
    }

    /// Whether the line of clusters `range` meets the three conditions.
    private func applies(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let a = range.lowerBound, b = range.upperBound
        guard boundaries[a].exact, boundaries[b].exact else { return false }
        let start = starts[a], lineStart = clusters[a].lowerBound, lineEnd = clusters[b - 1].upperBound
        guard start.resolvesAlike, !hasScript || Int(start.firstScripted) < lineEnd,
              Int(start.firstStrongLeft) < lineEnd else { return false }
        guard readsContext else { return true }
        let context = HarfBuzzBuffer.contextLength
        for k in Int(boundaries[a].stretch)..<Int(boundaries[b - 1].stretch) {
            let boundary = stretches[k].scalars.upperBound
            if lineStart > 0, boundary - lineStart < context, stretches[k + 1].readsContext { return false }
            if lineEnd < scalarCount, lineEnd - boundary < context, stretches[k].readsContext { return false }
        }
        return true
    }

    /// The stretches of the line `[a, b)`, each with its clusters in the line and its subunits
    /// before the line, in logical order.
    private func pieces(_ a: Int, _ b: Int, _ body: (ShapedText.Stretch, Range<Int>, Int) -> Void) {
        for k in Int(boundaries[a].stretch)...Int(boundaries[b - 1].stretch) {
            let stretch = stretches[k]
            let first = max(a, stretch.clusters.lowerBound), last = min(b, stretch.clusters.upperBound)
            body(stretch, first..<last, boundaries[first].units - boundaries[stretch.clusters.lowerBound].units)
        }
    }

    /// The width figures of the line of clusters `range`, as the shaper sums them for the line
    /// laid out alone.
    private func extent(_ a: Int, _ b: Int) -> ShapedText.Extent {
        var pen = 0.0
        var tracked = 0
        var rule: TrackingRule?
        pieces(a, b) { stretch, clusters, _ in
            pen += Double(boundaries[clusters.upperBound].units - boundaries[clusters.lowerBound].units) / stretch.scale
            if stretch.tracking != .none {
                tracked += Int(boundaries[clusters.upperBound].clusters - boundaries[clusters.lowerBound].clusters)
                if rule == nil { rule = stretch.tracking }
            }
        }
        return ShapedText.Extent(advance: pen, clusterCount: Int(boundaries[b].clusters - boundaries[a].clusters),
                                 trackedClusterCount: tracked, trackingRule: rule ?? .none)
    }

    /// The width of the line of clusters `range`, as ``ShapedText/Extent/width(pointSize:trackingOverride:)``
    /// gives it for the line laid out alone; `nil` when it must be measured that way.
    func width(_ range: Range<Int>) -> Double? {
        guard applies(range) else { return nil }
        let extent = self.extent(range.lowerBound, range.upperBound)
        let (step, everyCluster) = tracking(of: extent)
        return extent.width(pointSize: pointSize, step: step, everyCluster: everyCluster)
    }

    /// The tracking of a line of `extent` at the size, as ``ShapedText/Extent/tracking(pointSize:trackingOverride:)``
    /// gives it: the text's, worked out once, where the line's rule is the text's.
    private func tracking(of extent: ShapedText.Extent) -> (step: Double, everyCluster: Bool) {
        extent.trackingRule == layout.trackingRule
            ? textTracking : extent.tracking(pointSize: pointSize, trackingOverride: trackingOverride)
    }

    /// The ink bounds of the line of clusters `range`, for which `width(_:)` is not `nil`.
    func ink(_ range: Range<Int>) -> InkBounds {
        let a = range.lowerBound, b = range.upperBound
        let (step, everyCluster) = tracking(of: extent(a, b))
        let origin = boundaries[a]
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        var pen = 0.0
        pieces(a, b) { stretch, clusters, before in
            let scale = stretch.scale
            for glyph in layout.glyphs[Int(boundaries[clusters.lowerBound].glyph)..<Int(boundaries[clusters.upperBound].glyph)]
            where glyph.hasInk {
                let count = everyCluster ? glyph.clustersBefore - Int(origin.clusters)
                                         : glyph.trackedClustersBefore - Int(origin.tracked)
                let shift = step * Double(count)
                let left = pen + Double(glyph.penUnits - before) / scale + Double(glyph.bearingUnits) / scale
                let right = left + Double(glyph.inkWidthUnits) / scale
                minX = min(minX, left * pointSize + shift)
                maxX = max(maxX, right * pointSize + shift)
                minY = min(minY, glyph.inkMinY)
                maxY = max(maxY, glyph.inkMaxY)
            }
            pen += Double(boundaries[clusters.upperBound].units - boundaries[clusters.lowerBound].units) / scale
        }
        guard minY.isFinite else { return .zero }
        let bottom = minY * pointSize, top = maxY * pointSize
        return InkBounds(x: minX, y: bottom, width: maxX - minX, height: top - bottom)
    }
}
