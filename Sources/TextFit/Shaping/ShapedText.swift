/// A shaped line in em units, independent of point size: every size of the same face
/// instances is this layout scaled, so it is shaped once and measured at any size exactly.
///
/// A class, so that a cached layout is shared rather than copied; immutable, so `Sendable`.
public final class ShapedText: Sendable {
    /// One glyph's placement and ink, in em, in visual order.
    struct Glyph: Sendable, Hashable {
        /// Where the glyph is drawn: pen position plus offset.
        var x: Double
        var inkMinX: Double
        var inkMaxX: Double
        var inkMinY: Double
        var inkMaxY: Double
        var hasInk: Bool
        /// Clusters (all / tracked) entirely to the left of this glyph: tracking shifts it by that many steps.
        var clustersBefore: Int
        var trackedClustersBefore: Int
    }

    let glyphs: [Glyph]
    /// The sum of advances, in em.
    public let advance: Double
    /// HarfBuzz glyph clusters in the line, and those set in a font with a tracking rule.
    public let clusterCount: Int
    public let trackedClusterCount: Int
    /// The tracking rule of the first tracked font (`none` if no font has one).
    public let trackingRule: TrackingRule
    /// The largest ascender, largest descender (positive) and largest line gap, in em.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// Code points no font of the stack covers, each once, in text order.
    public let missing: [UInt32]
    /// The faces used, in order of first use.
    public let fonts: [FontUse]

    init(glyphs: [Glyph], advance: Double, clusterCount: Int, trackedClusterCount: Int, trackingRule: TrackingRule,
         ascender: Double, descender: Double, lineGap: Double, missing: [UInt32], fonts: [FontUse]) {
        self.glyphs = glyphs
        self.advance = advance
        self.clusterCount = clusterCount
        self.trackedClusterCount = trackedClusterCount
        self.trackingRule = trackingRule
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.missing = missing
        self.fonts = fonts
    }

    /// The glyph count.
    public var glyphCount: Int { glyphs.count }

    /// This layout at `pointSize`, with `tracking` (nil: the fonts' own rule) in 1/1000 em.
    public func measurement(text: String, language: LanguageTag, pointSize: Double, weight: Int,
                            trackingOverride: Double?) -> TextMeasurement {
        let step: Double
        let tracked: Int
        if let trackingOverride {
            step = trackingOverride / 1000 * pointSize
            tracked = clusterCount
        } else {
            step = trackingRule.tracking(atPointSize: pointSize)
            tracked = trackedClusterCount
        }
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for glyph in glyphs where glyph.hasInk {
            let shift = step * Double(trackingOverride == nil ? glyph.trackedClustersBefore : glyph.clustersBefore)
            minX = min(minX, glyph.inkMinX * pointSize + shift)
            maxX = max(maxX, glyph.inkMaxX * pointSize + shift)
            minY = min(minY, glyph.inkMinY * pointSize)
            maxY = max(maxY, glyph.inkMaxY * pointSize)
        }
        let ink = minX.isFinite ? InkBounds(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
        let advanceWidth = advance * pointSize
        return TextMeasurement(
            text: text, language: language, pointSize: pointSize, weight: weight, tracking: step,
            advanceWidth: advanceWidth, width: advanceWidth + step * Double(tracked), inkBounds: ink,
            ascent: ascender * pointSize, descent: descender * pointSize,
            lineHeight: (ascender + descender + lineGap) * pointSize,
            glyphCount: glyphs.count, missingGlyphs: missing, fonts: fonts)
    }
}
