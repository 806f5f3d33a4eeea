import Foundation

/// A font set ready to use: families resolved to files, loaded and verified on first use,
/// and the stack of faces for any script, language, weight and point size.
///
/// Shared by every shaping task. Each face is described once; each file's SHA-256 is worked
/// out once per process by the `FontVerifier`, outside the collection's lock, and the files a
/// stack needs first are hashed side by side.
public final class FontCollection: Sendable {
    /// Where the collection came from, for messages and reports.
    public let origin: String
    let families: [String: FamilySpec]
    let scriptStacks: [String: [String]]
    let languageStacks: [String: [String: [String]]]
    let fallback: [String]
    /// Hashes the files, once per process.
    package let verifier: FontVerifier
    /// Bound: one face per face spec of the collection.
    private let loaded = Guarded<[Int: FontFace]>([:])

    struct FamilySpec: Sendable {
        var name: String
        var tracking: TrackingRule?
        /// The iOS font the family stands in for (manifest `standsInFor`), if stated.
        var standsInFor: String? = nil
        /// How the faces' blend partners are mixed in by point size (manifest `opticalBlend`).
        var opticalBlend: FontManifest.OpticalBlend? = nil
        var faces: [FaceSpec]

        /// The tracking iOS applies to the font stood in for: SF Pro's table for the system
        /// font; `nil` (the family's own rule) when the family stands in for nothing stated.
        var systemTracking: TrackingRule? {
            standsInFor.map { TrackingRule.detect(familyName: $0) }
        }
    }

    struct FaceSpec: Sendable, Hashable {
        var id: Int
        var path: String
        var index: Int
        var sha256: String?
        var weight: Int?
        var opticalSize: FontManifest.OpticalSizeRange?
        var variations: [String: Double]
        var instance: String?
        /// The manifest and key that declared the face, for error messages.
        var manifest: String?
        var key: String?
        /// The cut blended in by point size (manifest `blend`), resolved.
        var blend: BlendSpec? = nil
    }

    /// A face's blend partner: its resolved file, index and pin.
    struct BlendSpec: Sendable, Hashable {
        var path: String
        var index: Int
        var sha256: String?
    }

    init(origin: String, families: [FamilySpec], scripts: [String: [String]],
         languages: [String: [String: [String]]], fallback: [String], verifier: FontVerifier = .shared) {
        self.origin = origin
        self.verifier = verifier
        self.families = Dictionary(families.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.scriptStacks = scripts
        self.languageStacks = languages
        self.fallback = fallback
    }

    // MARK: Building

    /// The collection a manifest describes; file names resolve in the manifest's folder, then its
    /// search paths. Every file must exist now; hashes are checked when a face is first used.
    public static func manifest(at path: String) throws(InputError) -> FontCollection {
        try manifest(at: path, verifier: .shared)
    }

    /// The collection a manifest describes, its files hashed by `verifier`.
    package static func manifest(at path: String, verifier: FontVerifier) throws(InputError) -> FontCollection {
        let folder = (path as NSString).deletingLastPathComponent
        return try manifest(try FontManifest.load(from: path), origin: path, folder: folder.isEmpty ? "." : folder,
                            verifier: verifier)
    }

    /// The collection `manifest` describes, named `origin`; file names resolve in `folder` (the
    /// manifest's own, `nil` for one held in memory), then the manifest's search paths.
    static func manifest(_ manifest: FontManifest, origin path: String, folder: String?,
                         verifier: FontVerifier) throws(InputError) -> FontCollection {
        let searchFolders = (folder.map { [$0] } ?? []) + (manifest.searchPaths ?? [])
        var nextID = 0
        var families: [FamilySpec] = []
        for (f, family) in manifest.families.enumerated() {
            var faces: [FaceSpec] = []
            for (i, face) in family.faces.enumerated() {
                let key = "families[\(f)].faces[\(i)].file"
                let candidates = face.file.hasPrefix("/")
                    ? [face.file] : searchFolders.map { ($0 as NSString).appendingPathComponent(face.file) }
                guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
                    let package = family.package.map { " (Debian package \($0))" } ?? ""
                    throw InputError(file: path, key: key,
                                     reason: "font file '\(face.file)'\(package) not found in \(searchFolders.joined(separator: ", "))")
                }
                var blend: BlendSpec?
                if let partner = face.blend {
                    let partnerCandidates = partner.file.hasPrefix("/")
                        ? [partner.file] : searchFolders.map { ($0 as NSString).appendingPathComponent(partner.file) }
                    guard let partnerPath = partnerCandidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
                        let package = family.package.map { " (Debian package \($0))" } ?? ""
                        throw InputError(file: path, key: "families[\(f)].faces[\(i)].blend.file",
                                         reason: "font file '\(partner.file)'\(package) not found in \(searchFolders.joined(separator: ", "))")
                    }
                    blend = BlendSpec(path: partnerPath, index: partner.index ?? 0, sha256: partner.sha256)
                }
                faces.append(FaceSpec(id: nextID, path: found, index: face.index ?? 0, sha256: face.sha256,
                                      weight: face.weight, opticalSize: face.opticalSize,
                                      variations: face.variations ?? [:], instance: face.instance,
                                      manifest: path, key: "families[\(f)].faces[\(i)]", blend: blend))
                nextID += 1
            }
            families.append(FamilySpec(name: family.name, tracking: family.tracking.flatMap(TrackingRule.init(rawValue:)),
                                       standsInFor: family.standsInFor, opticalBlend: family.opticalBlend, faces: faces))
        }
        return FontCollection(origin: path, families: families, scripts: manifest.scripts,
                              languages: manifest.languages ?? [:], fallback: manifest.fallback, verifier: verifier)
    }

    /// A collection of one face of one file, used for every script with no fallback, so that
    /// what it lacks is reported as missing.
    public static func file(_ path: String, faceIndex: Int = 0, variations: [String: Double] = [:],
                            instance: String? = nil) throws(InputError) -> FontCollection {
        let loader = try FontLoader()
        let opened = try loader.open(path, pin: nil, pinnedBy: nil, key: nil)
        let count = try loader.faceCount(opened, path: path)
        guard (0..<count).contains(faceIndex) else {
            throw InputError(file: path, reason: "face index \(faceIndex) out of range; the file has \(count) face\(count == 1 ? "" : "s") (0…\(count - 1))")
        }
        let face = try loader.face(opened, path: path, index: faceIndex, family: nil, weight: nil, opticalSize: nil,
                                   variations: variations, instance: instance, tracking: nil)
        let spec = FaceSpec(id: 0, path: path, index: faceIndex, sha256: face.sha256, weight: nil, opticalSize: nil,
                            variations: variations, instance: instance)
        let collection = FontCollection(
            origin: path, families: [FamilySpec(name: face.family, tracking: face.tracking, faces: [spec])],
            scripts: [:], languages: [:], fallback: [face.family])
        collection.loaded.withLock { $0[0] = face }
        return collection
    }

    /// The fonts in `folder` (TTF, OTF, TTC, OTC, searched recursively) placed in front of
    /// `base`'s stacks: they shape what they cover, `base` fills in the rest.
    ///
    /// Faces are grouped by family; `… Text` and `… Display` families (SF Pro Text/Display) are
    /// merged into one family switched at 20 pt, as the system switches them.
    public static func folder(_ folder: String, over base: FontCollection?) throws(InputError) -> FontCollection {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw InputError(file: folder, reason: "cannot read font folder")
        }
        let files = enumerator.compactMap { $0 as? String }
            .filter { ["ttf", "otf", "ttc", "otc"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        guard !files.isEmpty else { throw InputError(file: folder, reason: "no .ttf, .otf, .ttc or .otc files in the folder") }
        let verifier = base?.verifier ?? .shared
        let paths = files.map { (folder as NSString).appendingPathComponent($0) }
        verifier.prepareInOrder(paths)
        let loader = try FontLoader(verifier: verifier)
        var byFamily: [String: FamilySpec] = [:]
        var order: [String] = []
        var nextID = (base?.families.values.flatMap(\.faces).map(\.id).max() ?? -1) + 1
        var preloaded: [Int: FontFace] = [:]
        for path in paths {
            let opened = try loader.open(path, pin: nil, pinnedBy: nil, key: nil)
            for index in 0..<(try loader.faceCount(opened, path: path)) {
                var face = try loader.face(opened, path: path, index: index, family: nil, weight: nil, opticalSize: nil,
                                           variations: [:], instance: nil, tracking: nil)
                if face.style.lowercased().contains("italic") || face.style.lowercased().contains("oblique") { continue }
                var family = face.faceFamily
                var optical: FontManifest.OpticalSizeRange?
                if family.hasSuffix(" Display") {
                    family = String(family.dropLast(" Display".count))
                    optical = .init(from: 20)
                } else if family.hasSuffix(" Text") {
                    family = String(family.dropLast(" Text".count))
                    optical = .init(below: 20)
                }
                face.family = family
                face.opticalSize = optical
                if byFamily[family] == nil {
                    order.append(family)
                    byFamily[family] = FamilySpec(name: family, tracking: face.tracking, faces: [])
                }
                byFamily[family]!.faces.append(FaceSpec(id: nextID, path: path, index: index, sha256: face.sha256,
                                                        weight: face.weight, opticalSize: optical, variations: [:],
                                                        instance: nil))
                preloaded[nextID] = face
                nextID += 1
            }
        }
        let own = order.compactMap { byFamily[$0] }
        let baseFamilies = base.map { Array($0.families.values) } ?? []
        var scripts = base?.scriptStacks ?? [:]
        for (script, list) in scripts { scripts[script] = order + list.filter { !order.contains($0) } }
        var languages = base?.languageStacks ?? [:]
        for (tag, table) in languages {
            languages[tag] = table.mapValues { list in order + list.filter { !order.contains($0) } }
        }
        let fallback = order + (base?.fallback ?? []).filter { !order.contains($0) }
        let collection = FontCollection(origin: folder, families: own + baseFamilies.filter { !order.contains($0.name) },
                                        scripts: scripts, languages: languages, fallback: fallback, verifier: verifier)
        let baseFaces = base?.loaded.withLock { $0 } ?? [:]
        collection.loaded.withLock { faces in
            faces = baseFaces.merging(preloaded) { _, own in own }
        }
        return collection
    }

    // MARK: Choosing faces

    /// The families to try for `script` in `language`, first choice first, then the fallback.
    package func familyNames(script: String, language: LanguageTag) -> [String] {
        var candidates: [String] = []
        if let script = language.script, let region = language.region {
            candidates.append("\(language.language)-\(script)-\(region)")
        }
        if let region = language.region { candidates.append("\(language.language)-\(region)") }
        if let script = language.script { candidates.append("\(language.language)-\(script)") }
        candidates.append(language.language)
        var names = candidates.lazy.compactMap { self.languageStacks[$0]?[script] }.first
            ?? scriptStacks[script] ?? []
        for name in fallback where !names.contains(name) { names.append(name) }
        return names
    }

    /// Verifies, side by side, the files of every face of the stacks `languages` are measured
    /// with (each language's likely scripts', fallback included) and not loaded yet, so that
    /// measuring finds them verified: what a title needs beyond them is verified when its stack
    /// is loaded.
    package func prepareFiles(languages: Set<LanguageTag>) async {
        var names: [String] = []
        for language in languages.sorted() {
            for script in language.likelyScripts {
                for name in familyNames(script: script, language: language) where !names.contains(name) { names.append(name) }
            }
        }
        let specs = names.compactMap { families[$0] }.flatMap(\.faces)
        let loadedIDs = loaded.withLock { Set($0.keys) }
        let paths = specs.filter { !loadedIDs.contains($0.id) }.flatMap { [$0.path] + ($0.blend.map { [$0.path] } ?? []) }
        await verifier.prepare(paths)
    }

    /// Whether the set has a stack for `script` in `language` — the language's own, or the
    /// script's — beyond the fallback every script ends with. A set without script stacks (one
    /// font file) uses its fonts for every script, and counts as having one.
    package func hasStack(script: String, language: LanguageTag) -> Bool {
        if scriptStacks.isEmpty && languageStacks.isEmpty { return true }
        if scriptStacks[script] != nil { return true }
        let candidates = [language.identifier, language.language] + [language.script, language.region].compactMap { $0 }
            .map { "\(language.language)-\($0)" }
        return candidates.contains { languageStacks[$0]?[script] != nil }
    }

    /// The scripts whose families end every language's cascade, after its stack and the
    /// fallback: the CJK scripts.
    ///
    /// iOS does not fall back per language: when a font lacks a character, Core Text "follows
    /// this list to pick a fallback font that includes the character" — the system's default
    /// cascade list (`CTFontCopyDefaultCascadeListForLanguages`, Apple's Core Text reference),
    /// which holds the CJK system fonts (PingFang, Hiragino Sans, Apple SD Gothic Neo) for every
    /// language, ordered by the language preferences. So a full-width colon (U+FF1A) in Armenian
    /// text, or a kanji in a French string, is drawn in a CJK font, not as a box. The stand-ins
    /// are the CJK families the font set gives these scripts in the text's language (its own
    /// where it has them: Japanese text takes the JP cut), else the scripts' own. Where the
    /// evidence ends: Apple documents that the list exists and follows the language
    /// preferences, not its order for a language without CJK preferences; the scripts' own
    /// families (Simplified Chinese's cut for Han) are taken, and every CJK cut draws the
    /// full-width forms 1 em wide.
    static let cascadeScripts = ["Hani", "Hira", "Kana", "Hang", "Bopo"]

    /// The families of `language`'s cascade (``cascadeScripts``), in order, leaving out those the
    /// fallback already holds: tried only for a character no face of its stack covers.
    package func cascadeFamilyNames(language: LanguageTag) -> [String] {
        var names: [String] = []
        for script in Self.cascadeScripts {
            for name in familyNames(script: script, language: language) where !fallback.contains(name) && !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// The faces of `language`'s cascade (``cascadeFamilyNames(language:)``) at `pointSize` and
    /// `weight`, in order.
    package func cascade(language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> [FaceInstance] {
        try instances(of: cascadeFamilyNames(language: language), weight: weight, pointSize: pointSize)
    }

    /// The faces to try, in order, for text in `script` and `language` at `pointSize` and `weight`.
    package func stack(script: String, language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> [FaceInstance] {
        try instances(of: familyNames(script: script, language: language), weight: weight, pointSize: pointSize)
    }

    /// The faces of the families `names`, in order, at `pointSize` and `weight` (a family with
    /// no face for them is left out).
    private func instances(of names: [String], weight: Int, pointSize: Double) throws(InputError) -> [FaceInstance] {
        var chosen: [(FaceSpec, FamilySpec)] = []
        for name in names {
            guard let family = families[name], let spec = Self.choose(from: family.faces, weight: weight, pointSize: pointSize)
            else { continue }
            chosen.append((spec, family))
        }
        let faces = try load(chosen)
        return faces.map { face in
            var instance = FaceInstance(face: face, variations: face.variations(pointSize: pointSize, weight: weight))
            if let partner = face.blendPartner, face.blendFraction(pointSize: pointSize) > 0 {
                instance.blend = face.blendFraction(pointSize: pointSize)
                instance.partnerVariations = partner.variations(pointSize: pointSize, weight: weight)
            }
            return instance
        }
    }

    /// What decides the faces at a size for these scripts: the optical-size boundaries of every
    /// candidate face, and whether any face follows the point size on an `opsz` axis.
    func sizePlan(scripts: [String], language: LanguageTag, weight: Int) throws(InputError) -> SizePlan {
        var boundaries = Set<Double>()
        var ramps: [ClosedRange<Double>] = []
        var names: [String] = []
        for script in scripts { for name in familyNames(script: script, language: language) where !names.contains(name) { names.append(name) } }
        // The cascade's families count with their declared optical boundaries; they are loaded
        // only when a character needs them, so they are not probed for `opsz`.
        let probedCount = names.count
        for name in cascadeFamilyNames(language: language) where !names.contains(name) { names.append(name) }
        var probed: [(FaceSpec, FamilySpec)] = []
        for (position, name) in names.enumerated() {
            guard let family = families[name] else { continue }
            if let blend = family.opticalBlend, family.faces.contains(where: { $0.blend != nil }) {
                boundaries.insert(blend.from)
                boundaries.insert(blend.to)
                ramps.append(blend.from...blend.to)
            }
            let ranges = Set(family.faces.compactMap(\.opticalSize))
            for range in ranges {
                if let from = range.from { boundaries.insert(from) }
                if let below = range.below { boundaries.insert(below) }
            }
            // Load the face each optical range would choose, to learn whether it follows opsz.
            guard position < probedCount else { continue }
            let probes = ranges.isEmpty ? [12.0] : ranges.map { ($0.from ?? ($0.below ?? 1) - 1) }
            probed += probes.compactMap { Self.choose(from: family.faces, weight: weight, pointSize: $0) }.map { ($0, family) }
        }
        // All families at once, so that files not verified yet are hashed side by side.
        let follows = try load(probed).contains(where: \.followsOpticalSize)
        return SizePlan(boundaries: boundaries.sorted(), followsPointSize: follows, ramps: ramps)
    }

    /// The face of a family for `weight` at `pointSize`: faces whose optical range holds the size
    /// (all faces if none does), then CSS Fonts' weight matching.
    static func choose(from faces: [FaceSpec], weight: Int, pointSize: Double) -> FaceSpec? {
        let sized = faces.filter { $0.opticalSize?.contains(pointSize) ?? true }
        let pool = sized.isEmpty ? faces : sized
        guard !pool.isEmpty else { return nil }
        let weights = Set(pool.map { $0.weight ?? 400 })
        guard let chosen = WeightMatcher.match(weight, among: weights) else { return nil }
        return pool.first { ($0.weight ?? 400) == chosen }
    }

    /// The faces of `specs`, in order, loading those not loaded yet.
    ///
    /// Verifying and describing run outside the collection's lock: the files not verified yet
    /// (a run verifies its stacks' files side by side first, ``prepareFiles(languages:)``) are
    /// hashed, then the faces described (two tasks that describe the same face at once both get
    /// the same value; the first one stored is kept).
    private func load(_ specs: [(FaceSpec, FamilySpec)]) throws(InputError) -> [FontFace] {
        let known = loaded.withLock { faces in specs.map { faces[$0.0.id] } }
        if !known.contains(where: { $0 == nil }) { return known.map { $0! } }
        verifier.prepareInOrder(specs.indices.filter { known[$0] == nil }.flatMap { [specs[$0].0.path] + (specs[$0].0.blend.map { [$0.path] } ?? []) })
        let loader = try FontLoader(verifier: verifier)
        var result: [FontFace] = []
        for (i, (spec, family)) in specs.enumerated() {
            if let face = known[i] {
                result.append(face)
                continue
            }
            let opened = try loader.open(spec.path, pin: spec.sha256, pinnedBy: spec.manifest, key: spec.key.map { $0 + ".sha256" })
            var face = try loader.face(opened, path: spec.path, index: spec.index, family: family.name, weight: spec.weight,
                                       opticalSize: spec.opticalSize, variations: spec.variations,
                                       instance: spec.instance, tracking: family.tracking,
                                       systemTracking: family.systemTracking)
            if let blend = spec.blend, let opticalBlend = family.opticalBlend {
                let partnerFile = try loader.open(blend.path, pin: blend.sha256, pinnedBy: spec.manifest,
                                                  key: spec.key.map { $0 + ".blend.sha256" })
                let partner = try loader.face(partnerFile, path: blend.path, index: blend.index, family: family.name,
                                              weight: spec.weight, opticalSize: nil, variations: [:], instance: nil,
                                              tracking: face.tracking, systemTracking: face.systemTracking)
                face.opticalBlend = opticalBlend
                face.blendPartners = [partner]
            }
            result.append(loaded.withLock { faces in
                if let first = faces[spec.id] { return first }
                faces[spec.id] = face
                return face
            })
        }
        return result
    }
}

/// How a stack changes with point size: only at `boundaries`, or at every size (a face that
/// follows `opsz`, or a size inside one of the `ramps` where a blend changes with the size).
package struct SizePlan: Sendable, Hashable {
    var boundaries: [Double]
    var followsPointSize: Bool
    /// The sizes over which an optical blend rises (``FontManifest/OpticalBlend``), ends included.
    var ramps: [ClosedRange<Double>] = []

    /// A value equal for two sizes exactly when they get the same faces at the same axis values
    /// and blends: inside a ramp, the size itself, negated so that it never equals a count of
    /// boundaries.
    package func signature(pointSize: Double) -> Double {
        if followsPointSize { return pointSize }
        if ramps.contains(where: { $0.lowerBound < pointSize && pointSize < $0.upperBound }) { return -pointSize }
        return Double(boundaries.count { $0 <= pointSize })
    }
}
