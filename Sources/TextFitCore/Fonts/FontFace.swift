/// One loaded, verified font face: the file it came from, its hash and what TextFit needs to
/// pick and measure it. A plain value: shaping tasks open their own HarfBuzz handles from it.
package struct FontFace: Sendable, Hashable {
    /// The resolved path of the file.
    package var path: String
    /// The face index inside a collection.
    package var index: Int
    /// The SHA-256 of the file, lowercase hex.
    package var sha256: String
    /// The family the manifest files the face under (e.g. `Inter` for Inter Display too).
    package var family: String
    /// The family name the face itself reports.
    package var faceFamily: String
    /// The style name the face itself reports.
    package var style: String
    /// The weight the face stands for; for a variable `wght` axis, its default.
    package var weight: Int
    /// The `wght` axis range of a variable face.
    package var weightRange: ClosedRange<Double>?
    /// Whether the face has an `opsz` axis that the manifest leaves to follow the point size.
    package var followsOpticalSize: Bool
    /// The point sizes the face is for.
    package var opticalSize: FontManifest.OpticalSizeRange?
    /// Fixed axis values (named instance or manifest `variations`).
    package var variations: [String: Double]
    /// The family's own tracking rule (`--tracking font`): the manifest's `tracking`, else
    /// detected from the face.
    package var tracking: TrackingRule
    /// The tracking iOS would apply to the text this face stands in for (the default): SF Pro's
    /// table for a stand-in of the system font, the family's own rule for any other face.
    package var systemTracking: TrackingRule
    /// Units per em, from the `head` table.
    package var unitsPerEm: Int
    /// The color glyph tables of the face (`CBDT`, `sbix`, `COLR`, `SVG `); empty for a
    /// monochrome font.
    package var colorTables: [String]

    /// Whether the face draws color glyphs: an emoji font. Clusters asking for emoji
    /// presentation try such faces first, and those asking for text presentation try them last.
    package var isColor: Bool { !colorTables.isEmpty }
    /// The `hhea` ascender, descender (negative) and line gap, in em.
    package var ascender: Double
    package var descender: Double
    package var lineGap: Double
    /// How a second cut is mixed in by point size (manifest `opticalBlend`), or `nil`.
    package var opticalBlend: FontManifest.OpticalBlend? = nil
    /// The cut mixed in (manifest `blend`): one face when `opticalBlend` is set, else none. An
    /// array only because a struct cannot hold a value of its own type.
    var blendPartners: [FontFace] = []

    /// The cut mixed in by point size, if any.
    package var blendPartner: FontFace? { opticalBlend == nil ? nil : blendPartners.first }

    /// The partner's share at `pointSize` (0 when the face is not blended).
    package func blendFraction(pointSize: Double) -> Double {
        guard blendPartner != nil, let opticalBlend else { return 0 }
        return opticalBlend.fraction(atPointSize: pointSize)
    }

    /// The axis values to shape with at `pointSize` for `weight`.
    func variations(pointSize: Double, weight requested: Int) -> [String: Double] {
        var values = variations
        if let range = weightRange, values["wght"] == nil {
            values["wght"] = min(max(Double(requested), range.lowerBound), range.upperBound)
        }
        if followsOpticalSize { values["opsz"] = pointSize }
        return values
    }

    /// How this face is reported in results.
    func use(variations: [String: Double]) -> FontUse {
        FontUse(file: path, faceIndex: index, sha256: sha256, family: faceFamily, style: style, variations: variations)
    }
}

/// A face at fixed axis values, and the share of its blend partner (``FontFace/blendPartner``)
/// mixed in: the unit that is shaped once and scaled to every size.
package struct FaceInstance: Hashable, Sendable {
    package var face: FontFace
    package var variations: [String: Double]
    /// The partner's share, 0…1; 0 when it is not mixed in.
    package var blend: Double = 0
    /// The partner's axis values.
    package var partnerVariations: [String: Double] = [:]

    package init(face: FontFace, variations: [String: Double], blend: Double = 0,
                 partnerVariations: [String: Double] = [:]) {
        self.face = face
        self.variations = variations
        self.blend = blend
        self.partnerVariations = partnerVariations
    }

    package var key: FaceInstanceKey {
        FaceInstanceKey(path: face.path, index: face.index, variations: variations, blend: blend)
    }
}

/// Identifies a face instance for caches.
package struct FaceInstanceKey: Hashable, Sendable {
    var path: String
    var index: Int
    var variations: [String: Double]
    var blend: Double = 0
}
