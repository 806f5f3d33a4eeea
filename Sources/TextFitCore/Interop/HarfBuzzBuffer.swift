import CHarfBuzz

/// One shaped glyph in subunits (font units × 64), in visual order.
package struct ShapedGlyph {
    var glyph: UInt32
    /// The index of the first scalar of the glyph's cluster in the shaped text.
    var cluster: Int
    package var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`, when the shaping asked for it: changing the
    /// text on one side of the start of this glyph's cluster may change the glyphs on the other.
    var unsafeToConcat: Bool
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`, produced by every shaping: breaking the text
    /// at the start of this glyph's cluster and shaping the two sides apart may give other
    /// glyphs. When it is clear, the two sides shaped apart are exactly this shaping's glyphs
    /// on either side (``Shaper``'s line slices).
    var unsafeToBreak = false
}

/// A reusable `hb_buffer_t`; shapes one run at a time with full-text context.
package final class HarfBuzzBuffer {
    let handle: OpaquePointer
    /// The time spent inside `hb_shape` with this buffer so far, summed call by call: the part
    /// of a task's work that is HarfBuzz's own, for the benchmark to set against its floor.
    /// Two reads of the monotonic clock per call, a few hundredths of a microsecond.
    private(set) var shapingTime: Duration = .zero

    package init() { handle = hb_buffer_create() }

    /// How many scalars of the text on each side of the shaped range HarfBuzz keeps as context
    /// (`HB_BUFFER_CONTEXT_LENGTH` in hb-buffer.hh): what `hb_buffer_add_utf32` copies, and all
    /// of the text outside the range that a shaping can depend on.
    static let contextLength = 5

    /// Whether HarfBuzz reads the context of a stretch in the script `scriptTag` (an ISO 15924
    /// tag): only for the scripts that join as Arabic does.
    ///
    /// HarfBuzz 6.0.0 (Debian's) reads a buffer's context in two places only. Arabic joining
    /// (`arabic_joining`, hb-ot-shaper-arabic.cc) takes the joining type of the characters before
    /// and after the range; it runs under the Arabic shaper, which serves Arabic and Syriac, and
    /// under the Universal Shaping Engine for the scripts `has_arabic_joining` lists
    /// (hb-ot-shaper-arabic-joining-list.hh: Adlam, Arabic, Chorasmian, Hanifi Rohingya, Mandaic,
    /// Manichaean, Mongolian, N'Ko, Old Uyghur, Phags-pa, Psalter Pahlavi, Sogdian, Syriac). A
    /// dotted circle is inserted before a leading mark (`hb_insert_dotted_circle`, hb-ot-shape.cc)
    /// when no context precedes it, but only under `HB_BUFFER_FLAG_BOT`, which `shape` never
    /// sets. So a stretch in any other script is shaped to the same glyphs whatever its context.
    static func readsContext(script scriptTag: String) -> Bool {
        switch scriptTag {
        case "Adlm", "Arab", "Chrs", "Rohg", "Mand", "Mani", "Mong", "Nkoo", "Ougr", "Phag", "Phlp", "Sogd", "Syrc": true
        default: false
        }
    }

    deinit { hb_buffer_destroy(handle) }

    /// Shapes `scalars[range]` (with the rest of `scalars` as context) in `font`.
    ///
    /// - Parameters:
    ///   - scriptTag: the ISO 15924 tag HarfBuzz uses, e.g. `Arab`.
    ///   - language: a BCP 47 tag; HarfBuzz maps it to the OpenType language system.
    ///   - rightToLeft: the run's bidi direction.
    ///   - concatFlags: whether to have HarfBuzz mark the glyphs whose clusters are unsafe to
    ///     concatenate at (`HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT`, some extra work); without
    ///     it `unsafeToConcat` is false throughout.
    package func shape(_ scalars: [UInt32], range: Range<Int>, font: HarfBuzzFont, scriptTag: String,
               language: String, rightToLeft: Bool, concatFlags: Bool = false) -> [ShapedGlyph] {
        hb_buffer_clear_contents(handle)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(handle, text.baseAddress, Int32(text.count),
                                UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(handle, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(handle, hb_script_from_string(scriptTag, -1))
        hb_buffer_set_language(handle, hb_language_from_string(language, -1))
        // Invisible controls (bidi marks, ZWJ/ZWNJ after shaping, variation selectors) leave no
        // glyph, as in CoreText, so they take no tracking and no cluster of their own.
        hb_buffer_set_flags(handle, concatFlags ? Self.ignorablesAndConcat : HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES)
        let start = ContinuousClock.now
        hb_shape(font.font, handle, nil, 0)
        shapingTime += ContinuousClock.now - start
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(handle, &count)
        let positions = hb_buffer_get_glyph_positions(handle, &count)
        guard let infos, let positions else { return [] }
        return (0..<Int(count)).map { i in
            let flags = hb_glyph_info_get_glyph_flags(infos + i).rawValue
            return ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                               xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                               yOffset: positions[i].y_offset,
                               unsafeToConcat: concatFlags && flags & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue != 0,
                               unsafeToBreak: flags & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
    }

    private static let ignorablesAndConcat = hb_buffer_flags_t(
        rawValue: HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue | HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT.rawValue)
}
