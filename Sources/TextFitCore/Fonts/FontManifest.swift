import Foundation

/// The description of a font set: its families and faces, each file pinned by SHA-256, and
/// for each script (and language) the stack of families to shape it with.
///
/// `Fonts/manifest.json` is the default set; users may write their own in the same schema
/// (see `Fonts/README.md`).
public struct FontManifest: Sendable, Hashable, Codable {
    package var schemaVersion: Int
    package var description: String?
    /// Folders searched for a face's `file` after the manifest's own folder.
    package var searchPaths: [String]?
    package var families: [Family]
    /// ISO 15924 script code → family names, first choice first.
    package var scripts: [String: [String]]
    /// BCP 47 tag → script code → family names; overrides `scripts` for that language.
    package var languages: [String: [String: [String]]]?
    /// Families tried, in order, for characters the script's stack does not cover.
    package var fallback: [String]

    /// One family: faces that differ by weight, optical size or variation settings.
    package struct Family: Sendable, Hashable, Codable {
        package var name: String
        package var package: String?
        package var license: String?
        /// The family's own tracking rule, `inter`, `sf-pro` or `none`; omitted means detected
        /// from the family name (and, for Inter, whether the face is an optical cut).
        package var tracking: String?
        /// The iOS font the family stands in for, such as `SF Pro` or `Kefa`. A stand-in for SF
        /// Pro is measured with SF Pro's tracking table by default, as iOS tracks the system
        /// font; `textfit fonts` shows the name.
        package var standsInFor: String?
        /// How the faces' `blend` partners are mixed in by point size (``OpticalBlend``); needed
        /// when a face names a `blend`.
        package var opticalBlend: OpticalBlend?
        package var faces: [Face]
    }

    /// A continuous optical size made of two static cuts: at `size` points a face's advances,
    /// glyph positions and ink are `(1 − t)` × its own plus `t` × its `blend` partner's, shaped
    /// alike, where `t` is 0 up to `from`, rises linearly to `amount` at `to` and stays there.
    ///
    /// It models a system font whose `opsz` axis moves from a text design to a display design
    /// with the point size, as SF Pro's does (`docs/sf-stand-in.md` gives the bundled values and
    /// where they come from).
    package struct OpticalBlend: Sendable, Hashable, Codable {
        /// The point size up to which the face is used alone.
        package var from: Double
        /// The point size from which the blend stays at `amount`.
        package var to: Double
        /// The partner's share from `to` on, 0…1.
        package var amount: Double

        package init(from: Double, to: Double, amount: Double) {
            self.from = from
            self.to = to
            self.amount = amount
        }

        /// The partner's share at `size` points.
        package func fraction(atPointSize size: Double) -> Double {
            if size.isNaN || size <= from { return 0 }
            if size >= to { return amount }
            return amount * (size - from) / (to - from)
        }
    }

    /// The second cut a face is blended with (``OpticalBlend``): another file of the same design,
    /// shaped with the same text and the same features.
    package struct BlendFace: Sendable, Hashable, Codable {
        /// The file name, resolved like a face's `file`.
        package var file: String
        /// The face index inside a collection; 0 when omitted.
        package var index: Int?
        /// The SHA-256 of the file, lowercase hex; the file is refused when it differs.
        package var sha256: String?
    }

    /// One face of a font file.
    package struct Face: Sendable, Hashable, Codable {
        /// The file name, relative to the manifest's folder or a search path, or absolute.
        package var file: String
        /// The face index inside a collection; 0 when omitted.
        package var index: Int?
        /// The SHA-256 of the file, lowercase hex; the file is refused when it differs.
        package var sha256: String?
        /// The weight the face is chosen for (100…900); a variable `wght` axis covers its range.
        package var weight: Int?
        /// The point sizes the face is for; omitted means all sizes.
        package var opticalSize: OpticalSizeRange?
        /// Axis values to set (`wght`, `opsz` …); `opsz` may be omitted to follow the point size.
        package var variations: [String: Double]?
        /// The name of a named instance of a variable font, such as `SemiBold`.
        package var instance: String?
        /// The cut blended in by point size, as the family's `opticalBlend` says.
        package var blend: BlendFace?
    }

    /// The point sizes a face is designed for: `from` inclusive, `below` exclusive.
    package struct OpticalSizeRange: Sendable, Hashable, Codable {
        package var from: Double?
        package var below: Double?

        package init(from: Double? = nil, below: Double? = nil) {
            self.from = from
            self.below = below
        }

        package func contains(_ size: Double) -> Bool {
            (from.map { size >= $0 } ?? true) && (below.map { size < $0 } ?? true)
        }
    }

    /// Reads and checks a manifest; every problem names the file and the key.
    public static func load(from path: String) throws(InputError) -> FontManifest {
        let data = try InputError.contents(of: path, what: "font manifest")
        return try decode(data, file: path)
    }

    /// Decodes and checks manifest JSON held in memory, reporting problems against `file`.
    public static func decode(_ data: Data, file: String) throws(InputError) -> FontManifest {
        let manifest: FontManifest
        do {
            manifest = try JSONDecoder().decode(FontManifest.self, from: data)
        } catch let error as DecodingError {
            throw JSONDecodingFailure.inputError(for: error, data: data, file: file, document: "font manifest")
        } catch {
            throw InputError(file: file, reason: "cannot read font manifest: \(error)")
        }
        try JSONDecodingFailure.rejectLaxSyntax(data, file: file)
        try manifest.validate(file: file)
        return manifest
    }

    func validate(file: String) throws(InputError) {
        guard schemaVersion == 1 else {
            throw InputError(file: file, key: "schemaVersion", reason: "unsupported schema version \(schemaVersion); expected 1")
        }
        let names = Set(families.map(\.name))
        for (f, family) in families.enumerated() {
            if let tracking = family.tracking, TrackingRule(rawValue: tracking) == nil {
                throw InputError(file: file, key: "families[\(f)].tracking",
                                 reason: "unknown tracking rule '\(tracking)'; expected inter, sf-pro or none")
            }
            if let blend = family.opticalBlend {
                guard blend.from.isFinite, blend.to.isFinite, blend.from < blend.to else {
                    throw InputError(file: file, key: "families[\(f)].opticalBlend",
                                     reason: "'from' (\(blend.from)) must be below 'to' (\(blend.to))")
                }
                guard (0...1).contains(blend.amount) else {
                    throw InputError(file: file, key: "families[\(f)].opticalBlend.amount",
                                     reason: "amount \(blend.amount) is outside 0…1")
                }
            }
            if family.faces.isEmpty {
                throw InputError(file: file, key: "families[\(f)].faces", reason: "family '\(family.name)' has no faces")
            }
            for (i, face) in family.faces.enumerated() {
                let key = "families[\(f)].faces[\(i)]"
                if let weight = face.weight, !(1...1000).contains(weight) {
                    throw InputError(file: file, key: key + ".weight", reason: "weight \(weight) is outside 1…1000")
                }
                if let hash = face.sha256, hash.count != 64 || !hash.allSatisfy(\.isHexDigit) {
                    throw InputError(file: file, key: key + ".sha256", reason: "'\(hash)' is not a SHA-256 in hex")
                }
                if let blend = face.blend {
                    guard family.opticalBlend != nil else {
                        throw InputError(file: file, key: key + ".blend",
                                         reason: "family '\(family.name)' blends faces but has no 'opticalBlend'")
                    }
                    if let hash = blend.sha256, hash.count != 64 || !hash.allSatisfy(\.isHexDigit) {
                        throw InputError(file: file, key: key + ".blend.sha256", reason: "'\(hash)' is not a SHA-256 in hex")
                    }
                }
            }
        }
        func check(_ list: [String], key: String) throws(InputError) {
            for name in list where !names.contains(name) {
                throw InputError(file: file, key: key, reason: "no family named '\(name)' in the manifest")
            }
        }
        for (script, list) in scripts.sorted(by: { $0.key < $1.key }) { try check(list, key: "scripts.\(script)") }
        for (tag, table) in (languages ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard LanguageTag(tag) != nil else {
                throw InputError(file: file, key: "languages.\(tag)", reason: "'\(tag)' is not a language tag")
            }
            for (script, list) in table.sorted(by: { $0.key < $1.key }) { try check(list, key: "languages.\(tag).\(script)") }
        }
        try check(fallback, key: "fallback")
    }
}
