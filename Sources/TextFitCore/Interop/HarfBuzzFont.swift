import CHarfBuzz

/// An `hb_face_t` + `hb_font_t` for one face instance, set up for unhinted shaping in
/// fixed-point font units (the scale is `unitsPerEm × 64`), and freed in deinit.
///
/// Each shaping task opens its own; the type is not `Sendable`.
package final class HarfBuzzFont {
    let bytes: FontBytes
    let face: OpaquePointer
    let font: OpaquePointer
    /// Units per em × 64: the scale positions come back in.
    package let scale: Int32

    package static let subunitsPerUnit: Int32 = 64

    package init(bytes: FontBytes, index: Int, variations: [String: Double]) {
        self.bytes = bytes
        face = hb_face_create(bytes.blob, UInt32(index))
        font = hb_font_create(face)
        let upem = Int32(hb_face_get_upem(face))
        scale = upem * Self.subunitsPerUnit
        hb_font_set_scale(font, scale, scale)
        hb_font_set_ptem(font, 0)
        if !variations.isEmpty {
            var settings = variations.sorted { $0.key < $1.key }.map { tag, value in
                let c = Array(tag.utf8) + [32, 32, 32, 32]
                return hb_variation_t(tag: textfit_hb_tag(CChar(c[0]), CChar(c[1]), CChar(c[2]), CChar(c[3])),
                                      value: Float(value))
            }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Whether the font maps `scalar` to a glyph through its `cmap`.
    package func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The PNG image of `glyph` from the face's color bitmap strikes (`CBDT`/`CBLC`, `sbix`),
    /// as the font stores it: the largest strike, since no pixel size is set on the font. `nil`
    /// when the face has no bitmap for the glyph.
    package func png(of glyph: UInt32) -> [UInt8]? {
        guard let blob = hb_ot_color_glyph_reference_png(font, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length)))
    }

    /// The horizontal advance of `glyph` in subunits.
    package func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(font, glyph)
    }

    /// The ink box of `glyph` in subunits.
    package func extents(of glyph: UInt32) -> GlyphExtents {
        var extents = hb_glyph_extents_t()
        _ = hb_font_get_glyph_extents(font, glyph, &extents)
        return GlyphExtents(xBearing: extents.x_bearing, yBearing: extents.y_bearing,
                            width: extents.width, height: extents.height)
    }
}

/// A glyph's ink box in subunits: x bearing, y bearing (top), width, height (negative, downward).
package struct GlyphExtents {
    package var xBearing: Int32
    package var yBearing: Int32
    package var width: Int32
    package var height: Int32
}
