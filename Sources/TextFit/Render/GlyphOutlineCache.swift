/// Glyph outlines by face instance and glyph id, read with FreeType once each.
///
/// Bounded: one open FreeType face per face instance met (the font collection's faces × the
/// instances its sizes choose), and at most ``capacity`` outlines — past that the oldest half
/// is dropped, so a report over any number of titles holds a few thousand outlines at most.
/// Not `Sendable`: FreeType faces belong to one task.
final class GlyphOutlineCache {
    struct Key: Hashable {
        var face: FontUse
        var glyph: UInt32
    }

    /// The most outlines kept.
    static let capacity = 8_192

    private var faces: [FontUse: FreeTypeOutline] = [:]
    private var bytes: [String: FontBytes] = [:]
    private var outlines: [Key: String] = [:]
    private var order: [Key] = []

    /// The outline of `glyph` in `face`, and the face's units per em.
    func outline(face: FontUse, glyph: UInt32) throws(InputError) -> (path: String, unitsPerEm: Int) {
        let reader = try self.reader(for: face)
        let key = Key(face: face, glyph: glyph)
        if let known = outlines[key] { return (known, reader.unitsPerEm) }
        let path: String
        do {
            path = GlyphOutline.pathData(try reader.outline(of: glyph))
        } catch {
            throw InputError(file: face.file, reason: "cannot read the outline of glyph \(glyph): \(error)")
        }
        if outlines.count >= Self.capacity {
            for old in order.prefix(Self.capacity / 2) { outlines[old] = nil }
            order.removeFirst(Self.capacity / 2)
        }
        outlines[key] = path
        order.append(key)
        return (path, reader.unitsPerEm)
    }

    private func reader(for face: FontUse) throws(InputError) -> FreeTypeOutline {
        if let known = faces[face] { return known }
        let fileBytes: FontBytes
        if let known = bytes[face.file] {
            fileBytes = known
        } else {
            guard let read = FontBytes(path: face.file) else { throw InputError(file: face.file, reason: "cannot read font file") }
            bytes[face.file] = read
            fileBytes = read
        }
        do {
            let reader = try FreeTypeOutline(bytes: fileBytes, index: face.faceIndex, variations: face.variations)
            faces[face] = reader
            return reader
        } catch {
            throw InputError(file: face.file, reason: "cannot open the face for drawing: \(error)")
        }
    }
}
