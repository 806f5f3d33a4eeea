/// How glyphs are drawn, by face instance and glyph id, read once each: outlines with FreeType,
/// color bitmaps (emoji strikes) with HarfBuzz, and for a glyph neither can draw a box with a
/// note saying why — drawing never fails.
///
/// Bounded: one open FreeType face and one HarfBuzz font per face instance met (the font
/// collection's faces × the instances its sizes choose), and at most ``capacity`` glyphs or
/// ``byteCapacity`` bytes of path data and images — past either the oldest half is dropped, so a
/// report over any number of titles holds a few thousand glyphs at most.
/// Not `Sendable`: FreeType faces belong to one task.
package final class GlyphOutlineCache {
    package struct Key: Hashable {
        var face: FontUse
        var glyph: UInt32

        package init(face: FontUse, glyph: UInt32) {
            self.face = face
            self.glyph = glyph
        }
    }

    /// How one glyph is drawn: an outline, an image, or nothing at all (a space).
    struct Shape {
        var path: String
        var image: GlyphImage?
        /// Why the glyph is a box, when it is one.
        var note: String?
        var unitsPerEm: Int
        var isEmpty: Bool { path.isEmpty && image == nil }
        var byteCount: Int { path.utf8.count + (image?.dataURI.utf8.count ?? 0) }
    }

    /// A glyph's measured ink box in em (y up), as the layout has it; `nil` for a glyph without ink.
    struct Ink {
        var minX: Double
        var maxX: Double
        var minY: Double
        var maxY: Double
    }

    /// The most glyphs kept.
    static let capacity = 8_192
    /// The most bytes of path data and images kept (images are a few kilobytes each).
    static let byteCapacity = 32 << 20

    private var faces: [FontUse: Result<FreeTypeOutline, FreeTypeError>] = [:]
    private var fonts: [FontUse: HarfBuzzFont] = [:]
    private var bytes: [String: FontBytes?] = [:]
    private var shapes: [Key: Shape] = [:]
    private var order: [Key] = []
    private var storedBytes = 0

    /// How `glyph` of `face` is drawn; `ink` is its measured ink box, which sizes the box of a
    /// glyph that cannot be drawn (and tells a blank glyph, which needs nothing, from one that can't).
    func shape(face: FontUse, glyph: UInt32, ink: Ink?) -> Shape {
        let key = Key(face: face, glyph: glyph)
        if let known = shapes[key] { return known }
        let shape = read(face: face, glyph: glyph, ink: ink)
        if shapes.count >= Self.capacity || storedBytes + shape.byteCount > Self.byteCapacity {
            let dropped = order.prefix(max(1, order.count / 2))
            for old in dropped { storedBytes -= shapes.removeValue(forKey: old)?.byteCount ?? 0 }
            order.removeFirst(dropped.count)
        }
        shapes[key] = shape
        order.append(key)
        storedBytes += shape.byteCount
        return shape
    }

    private func read(face: FontUse, glyph: UInt32, ink: Ink?) -> Shape {
        let name = "\(face.family.isEmpty ? face.file : face.family) glyph \(glyph)"
        guard let fileBytes = self.fileBytes(face.file) else {
            return box(unitsPerEm: 1000, advance: nil, ink: ink, note: "\(name): drawn as a box: cannot read the font file \(face.file)")
        }
        let font = harfBuzz(face, bytes: fileBytes)
        let unitsPerEm = max(1, Int(font.scale / HarfBuzzFont.subunitsPerUnit))
        var problem: String?
        switch reader(face, bytes: fileBytes) {
        case .success(let reader):
            do {
                let path = GlyphOutline.pathData(try reader.outline(of: glyph))
                if !path.isEmpty { return Shape(path: path, unitsPerEm: reader.unitsPerEm) }
            } catch {
                problem = "cannot read its outline: \(error)"
            }
        case .failure(let error):
            problem = "cannot open the face for drawing: \(error)"
        }
        let subunits = Double(HarfBuzzFont.subunitsPerUnit)
        if let png = font.png(of: glyph) {
            let extents = font.extents(of: glyph)
            let image = GlyphImage(png: png, x: Double(extents.xBearing) / subunits, top: Double(extents.yBearing) / subunits,
                                   width: Double(extents.width) / subunits, height: -Double(extents.height) / subunits)
            if image.width > 0, image.height > 0 { return Shape(path: "", image: image, unitsPerEm: unitsPerEm) }
        }
        // No outline and no bitmap: a blank glyph (a space) needs nothing; one with ink is a box.
        guard ink != nil || problem != nil else { return Shape(path: "", unitsPerEm: unitsPerEm) }
        let reason = problem ?? "it has neither an outline nor a bitmap TextFit can draw"
        return box(unitsPerEm: unitsPerEm, advance: Double(font.advance(of: glyph)) / subunits, ink: ink,
                   note: "\(name) (\(face.file)): drawn as a box: \(reason)")
    }

    /// A box over the glyph's advance (or its ink where the advance is unknown), as high as its ink
    /// or 0.7 em.
    private func box(unitsPerEm: Int, advance: Double?, ink: Ink?, note: String) -> Shape {
        let em = Double(unitsPerEm)
        let x = advance == nil ? (ink?.minX ?? 0) * em : 0
        let width = advance ?? ((ink.map { $0.maxX - $0.minX } ?? 0.5) * em)
        let bottom = (ink?.minY ?? 0) * em, top = (ink?.maxY ?? 0.7) * em
        return Shape(path: GlyphOutline.boxPath(x: x, width: width > 0 ? width : 0.5 * em, bottom: bottom,
                                                top: top > bottom ? top : bottom + 0.7 * em),
                     note: note, unitsPerEm: unitsPerEm)
    }

    private func fileBytes(_ file: String) -> FontBytes? {
        if let known = bytes[file] { return known }
        let read = FontBytes(path: file)
        bytes[file] = read
        return read
    }

    private func harfBuzz(_ face: FontUse, bytes: FontBytes) -> HarfBuzzFont {
        if let known = fonts[face] { return known }
        let font = HarfBuzzFont(bytes: bytes, index: face.faceIndex, variations: face.variations)
        fonts[face] = font
        return font
    }

    private func reader(_ face: FontUse, bytes: FontBytes) -> Result<FreeTypeOutline, FreeTypeError> {
        if let known = faces[face] { return known }
        let opened: Result<FreeTypeOutline, FreeTypeError>
        do {
            opened = .success(try FreeTypeOutline(bytes: bytes, index: face.faceIndex, variations: face.variations))
        } catch {
            opened = .failure(error)
        }
        faces[face] = opened
        return opened
    }
}
