/// The glyph outlines a page's previews use, each defined once under a page-wide id (`o0`, `o1`
/// …) in a shared `<defs>`: bounded by the fonts' glyphs, not by the cells.
struct HTMLGlyphOutlines {
    /// Each outline's id number.
    private var ids: [GlyphOutlineCache.Key: Int] = [:]
    /// The definitions, one line each, in id order.
    private(set) var definitions = ""

    /// `drawing` with its outlines renumbered to page-wide ids, defining the new ones.
    mutating func adopt(_ drawing: ButtonDrawing) -> ButtonDrawing {
        var local: [Int] = []
        for outline in drawing.outlines {
            let key = GlyphOutlineCache.Key(face: outline.face, glyph: outline.glyph)
            if let known = ids[key] {
                local.append(known)
            } else {
                let next = ids.count
                ids[key] = next
                definitions += SVGButton.definition(outline, id: "o\(next)") + "\n"
                local.append(next)
            }
        }
        var drawing = drawing
        drawing.title = drawing.title.map { var glyphs = $0; glyphs.outline = local[glyphs.outline]; return glyphs }
        drawing.overflow = drawing.overflow.map { var glyphs = $0; glyphs.outline = local[glyphs.outline]; return glyphs }
        return drawing
    }
}
