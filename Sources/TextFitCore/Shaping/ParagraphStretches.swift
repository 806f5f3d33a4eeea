/// What HarfBuzz is told about a stretch besides its text: the font (its file's bytes, face
/// index and axis values), the script, language and direction, and whether it marks the glyphs
/// unsafe to concatenate. Two shapings with equal settings, equal scalars in the shaped range and
/// equal context on each side (``HarfBuzzBuffer/contextLength`` scalars) are the same glyphs.
/// `HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT` only adds a flag to the glyphs HarfBuzz gives
/// without it ("should be produced by the shaper. By default it will not be produced since it
/// incurs a cost"), so a shaping with `concatFlags` is also one without, its flags cleared.
struct StretchSetting: Equatable {
    var bytes: ObjectIdentifier
    var index: Int
    var variations: [String: Double]
    var script: String
    var language: String
    var rightToLeft: Bool
    var concatFlags: Bool

    /// Whether glyphs shaped with this setting are, flags aside, the glyphs of `other`: equal
    /// settings, but for the concat flags this one may have produced and `other` not asked for.
    func serves(_ other: StretchSetting) -> Bool {
        (concatFlags || !other.concatFlags) && rightToLeft == other.rightToLeft && index == other.index
            && bytes == other.bytes && script == other.script && language == other.language
            && variations == other.variations
    }
}

/// The raw HarfBuzz output of the stretches of whole texts a shaper shaped last, and the glyphs
/// of a line cut from such a text taken from them instead of shaping the line again, wherever
/// HarfBuzz's glyph flags say that is exact.
///
/// HarfBuzz documents `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` (hb-buffer.h): "when this flag is not
/// present, then it is safe to break the glyph-run at the beginning of this cluster, and the two
/// sides will represent the exact same result one would get if breaking input text at the
/// beginning of this cluster and shaping the two sides separately. This can be used to optimize
/// paragraph layout, by avoiding re-shaping of each line after line-breaking." HarfBuzz sets the
/// flag on every shaping, wherever anything (a ligature, kerning, a contextual form, Arabic
/// joining, an Indic syllable) reaches across the start of a cluster; its own
/// `HB_BUFFER_FLAG_VERIFY` checks the promise by shaping the text cut at every clear cluster.
///
/// A line's stretch `[a, b)` is HarfBuzz given the line's scalars, that range and a setting. It
/// is the text's shaping of `[s + a, s + b)` (`s` the line's offset in the text) when the text's
/// stretch `[p, q)` with the same setting holds it, the scalars are the same, and each end is exact:
/// - an end strictly inside `[p, q)` is a cut: a HarfBuzz cluster of the text's shaping starts
///   there and its glyphs are clear of `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`, so the glyphs on either
///   side are what shaping that side alone gives;
/// - an end that is also the text stretch's end is no cut: HarfBuzz sees the same text there, and
///   the context it keeps beyond it (the ``HarfBuzzBuffer/contextLength`` scalars each side, all
///   a shaping reads of the text outside its range) must be the same scalars too.
///
/// The glyphs of clusters `[s + a, s + b)` are then, in the same visual order, the line's, with
/// cluster values less `s`; with HarfBuzz's default monotone clusters they are contiguous in
/// either direction. Only `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT` may differ at a cut, where the line
/// ends and the text went on: the glyphs of the first and last cluster next to a cut are marked
/// unsafe to concatenate (and to break), the flags' conservative side. The flags only choose
/// between two exact ways of measuring a truncation candidate (``LineEnding``). A text's
/// stretches are kept shaped with the concat flags (``StretchSetting``), so a line sliced from
/// them may ask for the flags or not: a line without them gets every flag cleared.
///
/// The bidi levels and scripts of a line are resolved afresh, and may differ from the text's (a
/// neutral at the line's start takes the script after it): the stretch's setting is then
/// another, and the line is shaped. A line that starts or ends within
/// ``HarfBuzzBuffer/contextLength`` scalars of another run or face of the text (a Latin name in
/// Japanese, an emoji, punctuation in a fallback font) sees other context there, and that
/// stretch is shaped too.
struct ParagraphStretches {
    private struct Entry {
        var setting: StretchSetting
        var range: Range<Int>
        var scalars: [UInt32]
        var glyphs: [ShapedGlyph]
    }

    /// The most stretches kept: the few stretches of a text at the sizes measured last (a
    /// blended face and its partner are two). Each holds its text (shared with the text's
    /// itemization, not copied) and its glyphs.
    static let capacity = 16
    private var entries: [Entry] = []

    /// The glyphs of `scalars[range]` shaped with `setting` (or with the concat flags too), when kept.
    func glyphs(_ scalars: [UInt32], range: Range<Int>, setting: StretchSetting) -> [ShapedGlyph]? {
        entries.last { $0.range == range && $0.setting.serves(setting) && $0.scalars == scalars }?.glyphs
    }

    /// Keeps `glyphs`, HarfBuzz's shaping of `scalars[range]` with `setting`; the oldest goes first.
    mutating func keep(_ glyphs: [ShapedGlyph], scalars: [UInt32], range: Range<Int>, setting: StretchSetting) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(setting: setting, range: range, scalars: scalars, glyphs: glyphs))
    }

    /// The glyphs of `scalars[range]` shaped with `setting`, for a line whose first scalar is
    /// scalar `offset` of its text, taken from a kept stretch of the text where that is exact
    /// (see the type's documentation); `nil` when the line must be shaped.
    func slice(_ scalars: [UInt32], range: Range<Int>, offset: Int, setting: StretchSetting) -> [ShapedGlyph]? {
        let start = offset + range.lowerBound, end = offset + range.upperBound
        for entry in entries.reversed()
        where entry.range.lowerBound <= start && end <= entry.range.upperBound && entry.setting.serves(setting) {
            if let glyphs = Self.slice(entry, start: start, end: end, of: scalars, range: range, offset: offset,
                                       concatFlags: setting.concatFlags) {
                return glyphs
            }
        }
        return nil
    }

    private static func slice(_ entry: Entry, start: Int, end: Int, of scalars: [UInt32], range: Range<Int>,
                              offset: Int, concatFlags: Bool) -> [ShapedGlyph]? {
        let text = entry.scalars, whole = entry.range, context = HarfBuzzBuffer.contextLength
        guard end <= text.count, text[start..<end].elementsEqual(scalars[range]) else { return nil }
        let cutBefore = start > whole.lowerBound, cutAfter = end < whole.upperBound
        if !cutBefore, !text[max(0, start - context)..<start]
            .elementsEqual(scalars[max(0, range.lowerBound - context)..<range.lowerBound]) {
            return nil
        }
        if !cutAfter, !text[end..<min(text.count, end + context)]
            .elementsEqual(scalars[range.upperBound..<min(scalars.count, range.upperBound + context)]) {
            return nil
        }
        // The glyphs of the clusters in [start, end), contiguous in visual order, and whether a
        // HarfBuzz cluster clear of UNSAFE_TO_BREAK starts at each cut.
        var first = -1, last = -1, inside = 0, lastCluster = -1
        var clearBefore = false, clearAfter = false
        for (i, glyph) in entry.glyphs.enumerated() {
            if cutBefore, glyph.cluster == start {
                if glyph.unsafeToBreak { return nil }
                clearBefore = true
            }
            if cutAfter, glyph.cluster == end {
                if glyph.unsafeToBreak { return nil }
                clearAfter = true
            }
            guard start <= glyph.cluster, glyph.cluster < end else { continue }
            if first < 0 { first = i }
            last = i
            inside += 1
            lastCluster = max(lastCluster, glyph.cluster)
        }
        guard cutBefore == clearBefore, cutAfter == clearAfter else { return nil }
        guard first >= 0 else { return [] }
        guard inside == last - first + 1 else { return nil }
        var glyphs = Array(entry.glyphs[first...last])
        for i in glyphs.indices {
            if (cutBefore && glyphs[i].cluster == start) || (cutAfter && glyphs[i].cluster == lastCluster) {
                glyphs[i].unsafeToConcat = true
                glyphs[i].unsafeToBreak = true
            }
            if !concatFlags { glyphs[i].unsafeToConcat = false }
            glyphs[i].cluster -= offset
        }
        return glyphs
    }
}
