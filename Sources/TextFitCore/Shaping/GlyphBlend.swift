/// Mixes a line shaped in a face with the same line shaped in the face's blend partner
/// (``FontManifest/OpticalBlend``): the glyphs of one optical size between the two cuts.
///
/// A face and its partner are two cuts of one design: the same text shaped in both gives, glyph
/// for glyph, the same clusters (Inter's text and Display cuts number their glyphs differently,
/// but shape every text of the bundled titles to the same sequence). Each figure — advance,
/// offsets, ink box — is then `(1 − share) × own + share × partner's`, the partner's converted
/// from its units per em to the face's, and rounded to the face's subunits (1/64 font unit,
/// under 0.00001 em), so that a line and any piece of it spliced on later add up alike. A line's
/// advance is that mix of the two cuts' `hb-shape` advances to within the rounding. Where the
/// two shapings do not pair up glyph for glyph (a ligature in one cut only), the face's own
/// glyphs are kept and their advances scaled alike, so that the stretch's advance is still the
/// mix of the two cuts'. The glyphs keep the face's own ids (what a preview draws). A mixed glyph
/// is unsafe to concatenate or to break where either cut's glyph is; where the cuts do not pair
/// up, every glyph is unsafe to break, since a line cut from the stretch is scaled by a factor
/// of its own.
enum GlyphBlend {
    /// `glyphs` shaped in `face` mixed with `partnerGlyphs`, the same text shaped in `partner`;
    /// with `extents`, the glyphs' mixed ink boxes too.
    static func mix(_ glyphs: [ShapedGlyph], face: ShapingFace, partnerGlyphs: [ShapedGlyph], partner: ShapingFace,
                    share: Double, extents: Bool) -> (glyphs: [ShapedGlyph], extents: [GlyphExtents]?) {
        // The partner's subunits in the face's.
        let ratio = Double(face.font.scale) / Double(partner.font.scale)
        func mixed(_ own: Int32, _ other: Int32) -> Int32 {
            nearest((1 - share) * Double(own) + share * Double(other) * ratio)
        }
        let paired = glyphs.count == partnerGlyphs.count
            && zip(glyphs, partnerGlyphs).allSatisfy { $0.cluster == $1.cluster }
        guard paired else {
            let ownTotal = glyphs.reduce(0.0) { $0 + Double($1.xAdvance) }
            let partnerTotal = partnerGlyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * ratio
            let factor = ownTotal == 0 ? 1 : ((1 - share) * ownTotal + share * partnerTotal) / ownTotal
            // The factor belongs to the whole stretch: a line cut from it would be scaled by its
            // own, so no glyph is safe to break at.
            let scaled = glyphs.map { glyph in
                var scaled = glyph
                scaled.xAdvance = Int32((Double(glyph.xAdvance) * factor).rounded())
                scaled.unsafeToBreak = true
                return scaled
            }
            return (scaled, extents ? glyphs.map { face.extents(of: $0.glyph) } : nil)
        }
        var result = glyphs
        var boxes: [GlyphExtents]? = extents ? [] : nil
        boxes?.reserveCapacity(glyphs.count)
        for (i, other) in partnerGlyphs.enumerated() {
            let own = glyphs[i]
            result[i].xAdvance = mixed(own.xAdvance, other.xAdvance)
            result[i].xOffset = mixed(own.xOffset, other.xOffset)
            result[i].yOffset = mixed(own.yOffset, other.yOffset)
            result[i].unsafeToConcat = own.unsafeToConcat || other.unsafeToConcat
            result[i].unsafeToBreak = own.unsafeToBreak || other.unsafeToBreak
            if extents {
                let a = face.extents(of: own.glyph), b = partner.extents(of: other.glyph)
                boxes?.append(GlyphExtents(xBearing: mixed(a.xBearing, b.xBearing), yBearing: mixed(a.yBearing, b.yBearing),
                                           width: mixed(a.width, b.width), height: mixed(a.height, b.height)))
            }
        }
        return (result, boxes)
    }

    /// `value` rounded to the nearest whole number, halves away from zero — `Int32(value.rounded())`
    /// to the bit — without a call to the C library's `round`: the conversion to an integer
    /// truncates in one instruction, and `value` minus its truncation is exact (a double's
    /// fraction needs no more bits than the double has). Traps where that expression traps (not
    /// finite, or outside `Int32`).
    static func nearest(_ value: Double) -> Int32 {
        let whole = Int64(value)
        let fraction = value - Double(whole)
        if fraction >= 0.5 { return Int32(whole + 1) }
        if fraction <= -0.5 { return Int32(whole - 1) }
        return Int32(whole)
    }
}
