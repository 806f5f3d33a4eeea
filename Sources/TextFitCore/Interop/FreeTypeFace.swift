import CFreeType

/// An `FT_Face` opened from bytes in memory; keeps its library and its bytes alive.
///
/// TextFit uses FreeType to validate font files and read what describes a face: its names,
/// weight class, horizontal header metrics, variation axes and named instances.
final class FreeTypeFace {
    let library: FreeTypeLibrary
    let bytes: FontBytes
    let handle: FT_Face

    /// Opens face `index` of `bytes`.
    init(library: FreeTypeLibrary, bytes: FontBytes, index: Int) throws(FreeTypeError) {
        var face: FT_Face?
        let error = FT_New_Memory_Face(library.handle, bytes.baseAddress, FT_Long(bytes.count), FT_Long(index), &face)
        guard error == 0, let face else { throw FreeTypeError(call: "FT_New_Memory_Face", code: error) }
        self.library = library
        self.bytes = bytes
        self.handle = face
    }

    deinit { FT_Done_Face(handle) }

    /// The number of faces in the file (more than one for a collection).
    var faceCount: Int { Int(handle.pointee.num_faces) }
    var familyName: String { handle.pointee.family_name.map { String(cString: $0) } ?? "" }
    var styleName: String { handle.pointee.style_name.map { String(cString: $0) } ?? "" }
    /// Whether the file is an SFNT (OpenType/TrueType) font, outline or bitmap.
    var isSFNT: Bool { textfit_ft_is_sfnt(handle) != 0 }

    /// Whether the face has outlines; `false` for a face of bitmap strikes only (CBDT, sbix),
    /// which FreeType can size only to one of its strikes (`FT_Select_Size`), never to a scale.
    var hasOutlines: Bool { textfit_ft_is_scalable(handle) != 0 }

    /// Units per em from the `head` table.
    ///
    /// FreeType's `units_per_EM` is 0 for a face without outlines (a CBDT or sbix color bitmap
    /// font such as Noto Color Emoji), although its `head` table states the em that its `hmtx`
    /// advances and bitmap strikes are measured against; HarfBuzz and CoreText use that value.
    var unitsPerEm: Int? {
        guard let raw = FT_Get_Sfnt_Table(handle, FT_SFNT_HEAD) else { return nil }
        let head = raw.assumingMemoryBound(to: TT_Header.self).pointee
        return Int(head.Units_Per_EM)
    }

    /// Whether the face has the SFNT table `tag` (four ASCII characters, e.g. `CBDT`).
    func hasTable(_ tag: String) -> Bool {
        let bytes = Array(tag.utf8)
        guard bytes.count == 4 else { return false }
        let code = bytes.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
        var length: FT_ULong = 0
        return FT_Load_Sfnt_Table(handle, code, 0, nil, &length) == 0 && length > 0
    }

    /// The color glyph tables the face has, of `CBDT`, `sbix`, `COLR` and `SVG ` (in that order):
    /// bitmap strikes, Apple's bitmap strikes, layered vector glyphs, SVG documents.
    var colorTables: [String] {
        ["CBDT", "sbix", "COLR", "SVG "].filter(hasTable)
    }

    /// The OS/2 weight class (100…900), or `nil` when the face has no OS/2 table.
    var weightClass: Int? {
        guard let raw = FT_Get_Sfnt_Table(handle, FT_SFNT_OS2) else { return nil }
        let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        return os2.version == 0xFFFF ? nil : Int(os2.usWeightClass)
    }

    /// The `hhea` ascender, descender (negative) and line gap in font units, as CoreText uses them.
    var horizontalHeader: (ascender: Int, descender: Int, lineGap: Int)? {
        guard let raw = FT_Get_Sfnt_Table(handle, FT_SFNT_HHEA) else { return nil }
        let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        return (Int(hhea.Ascender), Int(hhea.Descender), Int(hhea.Line_Gap))
    }

    /// The variation axes and named instances of a variable font; empty for a static font.
    func variationSpace() throws(FreeTypeError) -> (axes: [VariationAxis], instances: [NamedInstance]) {
        guard textfit_ft_has_multiple_masters(handle) != 0 else { return ([], []) }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        let error = FT_Get_MM_Var(handle, &master)
        guard error == 0, let master else { throw FreeTypeError(call: "FT_Get_MM_Var", code: error) }
        defer { FT_Done_MM_Var(library.handle, master) }
        let mm = master.pointee
        let axes = (0..<Int(mm.num_axis)).map { i -> VariationAxis in
            let axis = mm.axis[i]
            return VariationAxis(
                tag: FreeTypeFace.tagString(axis.tag),
                minimum: Double(axis.minimum) / 65536, defaultValue: Double(axis.def) / 65536,
                maximum: Double(axis.maximum) / 65536)
        }
        let instances = (0..<Int(mm.num_namedstyles)).map { i -> NamedInstance in
            let style = mm.namedstyle[i]
            var coordinates: [String: Double] = [:]
            for a in 0..<axes.count { coordinates[axes[a].tag] = Double(style.coords[a]) / 65536 }
            return NamedInstance(name: name(id: Int(style.strid)) ?? "instance \(i)", coordinates: coordinates)
        }
        return (axes, instances)
    }

    /// The best `name` table string for `id`: Windows Unicode English first, then any Unicode entry.
    func name(id: Int) -> String? {
        var best: String?
        for i in 0..<FT_Get_Sfnt_Name_Count(handle) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(handle, i, &entry) == 0, Int(entry.name_id) == id,
                  let raw = entry.string else { continue }
            // Platform 3 (Windows) and 0 (Unicode) names are UTF-16BE.
            guard entry.platform_id == 3 || entry.platform_id == 0 else { continue }
            var units: [UInt16] = []
            for j in stride(from: 0, to: Int(entry.string_len) - 1, by: 2) {
                units.append(UInt16(raw[j]) << 8 | UInt16(raw[j + 1]))
            }
            let text = String(decoding: units, as: UTF16.self)
            if entry.platform_id == 3 && entry.language_id == 0x409 { return text }
            if best == nil { best = text }
        }
        return best
    }

    static func tagString(_ tag: FT_ULong) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8((UInt32(tag) >> $0) & 0xFF) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
