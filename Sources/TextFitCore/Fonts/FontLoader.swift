import Foundation

/// Opens font files with FreeType, checks them against their pins and describes their faces.
///
/// Not `Sendable`: it owns a FreeType library. Use one per task.
final class FontLoader {
    private let library: FreeTypeLibrary
    private let verifier: FontVerifier

    init(verifier: FontVerifier = .shared) throws(InputError) {
        self.verifier = verifier
        do {
            library = try FreeTypeLibrary()
        } catch {
            throw InputError(reason: "cannot start FreeType: \(error)")
        }
    }

    /// What one file holds: its hash and a FreeType face for each index asked for.
    struct OpenedFile {
        var bytes: FontBytes
        var sha256: String
    }

    /// Maps `path` and learns its hash from the verifier (hashed once per process, or taken from
    /// the cache of unchanged files); `pin` (if any) must match.
    func open(_ path: String, pin: String?, pinnedBy manifest: String?, key: String?) throws(InputError) -> OpenedFile {
        guard let bytes = FontBytes(path: path) else {
            throw InputError(file: path, reason: "cannot read font file")
        }
        let hash = try verifier.sha256(of: path)
        if let pin, pin.lowercased() != hash {
            throw InputError(file: manifest ?? path, key: key,
                             reason: "\(path) has SHA-256 \(hash), but the manifest pins \(pin.lowercased())")
        }
        return OpenedFile(bytes: bytes, sha256: hash)
    }

    /// Describes face `index` of an opened file.
    func face(_ file: OpenedFile, path: String, index: Int, family: String?, weight: Int?,
              opticalSize: FontManifest.OpticalSizeRange?, variations fixed: [String: Double],
              instance: String?, tracking: TrackingRule?, systemTracking: TrackingRule? = nil) throws(InputError) -> FontFace {
        let ft: FreeTypeFace
        do {
            ft = try FreeTypeFace(library: library, bytes: file.bytes, index: index)
        } catch {
            let hint = index > 0 ? " (face index \(index))" : ""
            throw InputError(file: path, reason: "not a usable font\(hint): \(error)")
        }
        guard ft.isSFNT else {
            throw InputError(file: path, reason: "not an OpenType/TrueType font")
        }
        guard let hhea = ft.horizontalHeader else {
            throw InputError(file: path, reason: "not a usable font (no hhea table)")
        }
        // 16…16384 is the range the OpenType `head` table allows.
        guard let unitsPerEm = ft.unitsPerEm, (16...16384).contains(unitsPerEm) else {
            throw InputError(file: path, reason: "not a usable font (the head table's units per em is \(ft.unitsPerEm.map(String.init) ?? "missing"))")
        }
        let space: (axes: [VariationAxis], instances: [NamedInstance])
        do {
            space = try ft.variationSpace()
        } catch {
            throw InputError(file: path, reason: "cannot read variation axes: \(error)")
        }
        var values = fixed
        if let instance {
            guard let named = space.instances.first(where: { $0.name.caseInsensitiveCompare(instance) == .orderedSame }) else {
                let known = space.instances.map(\.name).joined(separator: ", ")
                throw InputError(file: path, reason: "no named instance '\(instance)'" + (known.isEmpty ? " (not a variable font)" : "; it has \(known)"))
            }
            values = named.coordinates.merging(fixed) { $1 }
        }
        for tag in values.keys.sorted() where !space.axes.contains(where: { $0.tag == tag }) {
            throw InputError(file: path, reason: "no variation axis '\(tag)'" + (space.axes.isEmpty ? " (not a variable font)" : "; it has \(space.axes.map(\.tag).joined(separator: ", "))"))
        }
        let wght = space.axes.first { $0.tag == "wght" }
        let upem = Double(unitsPerEm)
        let faceFamily = ft.name(id: 16) ?? ft.familyName
        let ownTracking = tracking ?? TrackingRule.detect(familyName: faceFamily,
                                                          hasOpticalSizes: space.axes.contains { $0.tag == "opsz" })
        return FontFace(
            path: path, index: index, sha256: file.sha256, family: family ?? faceFamily,
            faceFamily: faceFamily, style: ft.name(id: 17) ?? ft.styleName,
            weight: weight ?? values["wght"].map { Int($0) } ?? wght.map { Int($0.defaultValue) } ?? ft.weightClass ?? 400,
            weightRange: values["wght"] == nil ? wght.map { $0.minimum...$0.maximum } : nil,
            followsOpticalSize: space.axes.contains { $0.tag == "opsz" } && values["opsz"] == nil,
            opticalSize: opticalSize, variations: values,
            tracking: ownTracking, systemTracking: systemTracking ?? ownTracking,
            unitsPerEm: unitsPerEm, colorTables: ft.colorTables,
            ascender: Double(hhea.ascender) / upem, descender: Double(hhea.descender) / upem,
            lineGap: Double(hhea.lineGap) / upem)
    }

    /// The number of faces in an opened file.
    func faceCount(_ file: OpenedFile, path: String) throws(InputError) -> Int {
        do {
            return try FreeTypeFace(library: library, bytes: file.bytes, index: 0).faceCount
        } catch {
            throw InputError(file: path, reason: "not a usable font: \(error)")
        }
    }
}
