import CFreeType

/// Glyph outlines from FreeType: one face instance opened at one pixel per font unit, so
/// `FT_Outline_Decompose` hands back unhinted outlines in font units (26.6 fixed point), with the
/// instance's variation coordinates applied — the same design HarfBuzz shaped.
///
/// Not `Sendable`: a FreeType face belongs to one task.
package final class FreeTypeOutline {
    private let face: FreeTypeFace
    /// Units per em of the face.
    package let unitsPerEm: Int
    /// Whether the face has outlines (not only bitmap strikes).
    package let hasOutlines: Bool

    /// Opens face `index` of `bytes` with `variations` (axis tag → value; unknown axes are ignored).
    package init(bytes: FontBytes, index: Int, variations: [String: Double]) throws(FreeTypeError) {
        let library = try FreeTypeLibrary()
        face = try FreeTypeFace(library: library, bytes: bytes, index: index)
        // FontLoader refuses a face whose head table lacks a usable em, so this is always known here.
        unitsPerEm = max(1, face.unitsPerEm ?? 1)
        hasOutlines = face.hasOutlines
        // A face of bitmap strikes only has no outlines to scale (FT_Set_Char_Size fails there
        // with "invalid pixel size"): its glyphs are drawn from their PNGs (HarfBuzzFont.png).
        guard hasOutlines else { return }
        let size = FT_F26Dot6(unitsPerEm * 64)
        let sizeError = FT_Set_Char_Size(face.handle, size, size, 72, 72)
        guard sizeError == 0 else { throw FreeTypeError(call: "FT_Set_Char_Size", code: sizeError) }
        if !variations.isEmpty {
            let axes = try face.variationSpace().axes
            var coordinates = axes.map { axis in
                FT_Fixed(((variations[axis.tag] ?? axis.defaultValue) * 65536).rounded())
            }
            if !coordinates.isEmpty {
                let error = FT_Set_Var_Design_Coordinates(face.handle, FT_UInt(coordinates.count), &coordinates)
                guard error == 0 else { throw FreeTypeError(call: "FT_Set_Var_Design_Coordinates", code: error) }
            }
        }
    }

    /// The outline of glyph `id` in font units, y up; empty for a glyph without one (a space).
    /// A face of bitmap strikes only has none: empty.
    package func outline(of id: UInt32) throws(FreeTypeError) -> [OutlineCommand] {
        guard hasOutlines else { return [] }
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        let error = FT_Load_Glyph(face.handle, FT_UInt(id), flags)
        guard error == 0 else { throw FreeTypeError(call: "FT_Load_Glyph", code: error) }
        let slot = face.handle.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return [] }
        let sink = OutlineSink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineSink.from(user).commands.append(.move(OutlineSink.point(to)))
                return 0
            },
            line_to: { to, user in
                OutlineSink.from(user).commands.append(.line(OutlineSink.point(to)))
                return 0
            },
            conic_to: { control, to, user in
                OutlineSink.from(user).commands.append(.quad(OutlineSink.point(control), OutlineSink.point(to)))
                return 0
            },
            cubic_to: { first, second, to, user in
                OutlineSink.from(user).commands.append(
                    .cubic(OutlineSink.point(first), OutlineSink.point(second), OutlineSink.point(to)))
                return 0
            },
            shift: 0, delta: 0)
        var outline = slot.pointee.outline
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        let decomposeError = FT_Outline_Decompose(&outline, &funcs, unmanaged.toOpaque())
        guard decomposeError == 0 else { throw FreeTypeError(call: "FT_Outline_Decompose", code: decomposeError) }
        return sink.commands
    }
}

/// Collects the commands `FT_Outline_Decompose` calls back with.
private final class OutlineSink {
    var commands: [OutlineCommand] = []

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
    }

    /// A 26.6 point at one pixel per unit, in font units.
    static func point(_ vector: UnsafePointer<FT_Vector>?) -> OutlinePoint {
        let v = vector!.pointee
        return OutlinePoint(x: Double(v.x) / 64, y: Double(v.y) / 64)
    }
}
