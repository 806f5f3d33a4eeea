/// The width and ink of a line cut from a whole text, read from the text's own layout at the
/// size: to the bit what the line gives when it is made a text of its own
/// (``TextMeasurer/preparedLine(of:clusters:)``), itemized, shaped and laid out, but without
/// any of that. ``LineBreaker`` measures its candidate lines with it wherever it applies, and
/// as before otherwise.
///
/// It applies to a text whose layout has ``ShapedText/LineCuts``: one stretch of one face, one
/// run, and every line of it itemized as that same run (``ItemizedText/linesItemizeAlike``),
/// and to a line `[a, b)` that is not empty, holds a scalar of a script of its own when the text
/// does, and whose ends are each the text's end or a cluster marked
/// ``ShapedText/LogicalCluster/breakSafe``. Such a line made a text of its own is then:
/// - itemized as one left-to-right run of the text's script, at level 0 in logical order;
/// - given the text's one face at the size (``Shaper/assignFaces(line:text:textFaces:)``),
///   and so one stretch shaped with the text's setting;
/// - shaped to the text's glyphs of its clusters, in the same order: HarfBuzz documents a
///   cluster start clear of `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` as one where "the two sides will
///   represent the exact same result one would get if breaking input text at the beginning of
///   this cluster and shaping the two sides separately", and an end that is the text's own end
///   is no cut. A blended face's two cuts are each sliced so, and mixed glyph by glyph
///   (``GlyphBlend``: a mixed glyph is unsafe to break where either cut's is, and every glyph
///   is where the cuts do not pair up);
/// - laid out by ``Shaper/shape(_:faces:language:concatFlags:keepsStretches:)`` from those
///   glyphs, whose figures are the text's less what lies before the line: its pen starts at 0
///   where the text's stands at `units(a)` subunits, and its HarfBuzz clusters are counted from
///   0 where the text's stand at `clusters(a)`.
///
/// So the line's advance is `Double(units(b) − units(a)) / scale`, summed as whole subunits as
/// the shaper sums them; its width that advance at the size plus the tracking step times its
/// clusters (``ShapedText/Extent``); and its ink the union of its glyphs' ink boxes, each glyph's
/// left edge `Double(pen − units(a)) / scale + Double(bearing) / scale`, the shaper's very
/// expression, shifted by the tracking of the clusters before it in the line — the least and
/// greatest of which are the figures ``InkExtremes`` finds.
struct LineSlicer {
    /// What lies before a cluster boundary of the text, in its layout.
    private struct Boundary {
        /// The advances before it, in the face's subunits.
        var units: Int
        /// The first glyph at or after it, and the HarfBuzz clusters before it.
        var glyph: Int32
        var clusters: Int32
        /// Whether a line may start or end here (``ShapedText/LogicalCluster/breakSafe``, or the text's ends).
        var exact: Bool
        /// The clusters before it that hold a scalar of a script of its own.
        var scripted: Int32
    }

    private let layout: ShapedText
    private let cuts: ShapedText.LineCuts
    private let boundaries: [Boundary]
    /// Whether a line must hold a scalar of a script of its own to be itemized as the text is.
    private let needsScript: Bool
    private let pointSize: Double
    private let step: Double
    private let everyCluster: Bool

    /// The lines of `text` at `pointSize`, whose layout there is `layout`; `nil` when the
    /// layout has no ``ShapedText/LineCuts``.
    init?(_ text: PreparedText, layout: ShapedText, pointSize: Double, trackingOverride: Double?) {
        guard let cuts = layout.lineCuts else { return nil }
        self.layout = layout
        self.cuts = cuts
        self.pointSize = pointSize
        (step, everyCluster) = layout.tracking(pointSize: pointSize, trackingOverride: trackingOverride)
        let items = text.items
        needsScript = items.firstScriptedScalar < items.scalars.count
        let count = layout.logicalClusters.count
        var boundaries: [Boundary] = []
        boundaries.reserveCapacity(count + 1)
        var next = Boundary(units: 0, glyph: 0, clusters: 0, exact: true, scripted: 0)
        for (c, cluster) in layout.logicalClusters.enumerated() {
            next.exact = c == 0 || cluster.breakSafe
            boundaries.append(next)
            next.units += cluster.subunits
            next.glyph += cluster.glyphCount
            next.clusters += cluster.clusters
            if needsScript, text.hasScript(cluster: c) { next.scripted += 1 }
        }
        next.exact = true
        boundaries.append(next)
        self.boundaries = boundaries
    }

    /// The width of the line of clusters `range`, as ``ShapedText/Extent/width(pointSize:trackingOverride:)``
    /// gives it for the line laid out alone; `nil` when it must be measured that way.
    func width(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        let a = boundaries[range.lowerBound], b = boundaries[range.upperBound]
        guard a.exact, b.exact, !needsScript || b.scripted > a.scripted else { return nil }
        let advance = Double(b.units - a.units) / cuts.scale
        let clusters = Int(b.clusters - a.clusters)
        return advance * pointSize + step * Double(everyCluster || cuts.isTracked ? clusters : 0)
    }

    /// The ink bounds of the line of clusters `range`, for which `width(_:)` is not `nil`.
    func ink(_ range: Range<Int>) -> InkBounds {
        let a = boundaries[range.lowerBound], b = boundaries[range.upperBound]
        let scale = cuts.scale
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for glyph in layout.glyphs[Int(a.glyph)..<Int(b.glyph)] where glyph.hasInk {
            let before = everyCluster || cuts.isTracked ? glyph.clustersBefore - Int(a.clusters) : 0
            let shift = step * Double(before)
            let left = Double(glyph.penUnits - a.units) / scale + Double(glyph.bearingUnits) / scale
            let right = left + Double(glyph.inkWidthUnits) / scale
            minX = min(minX, left * pointSize + shift)
            maxX = max(maxX, right * pointSize + shift)
            minY = min(minY, glyph.inkMinY)
            maxY = max(maxY, glyph.inkMaxY)
        }
        guard minY.isFinite else { return .zero }
        let bottom = minY * pointSize, top = maxY * pointSize
        return InkBounds(x: minX, y: bottom, width: maxX - minX, height: top - bottom)
    }
}
