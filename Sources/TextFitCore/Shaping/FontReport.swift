/// What a font collection measures each language with: for every script a language's strings
/// use (and the scripts its locale writes in), the stack of faces tried in order — family, the
/// iOS font it stands in for, file, face index, SHA-256 — with how many of the language's
/// characters in that script each face covers, and the code points that end up as boxes.
///
/// Built by shaping every distinct string of each language once, the way the check job
/// shapes it, so "boxes" means exactly what `textfit check` reports as missing glyphs.
package struct FontReport: Sendable, Hashable, Codable {
    /// One face of a stack.
    package struct Face: Sendable, Hashable, Codable {
        /// The manifest family that holds the face.
        package var family: String
        /// The iOS font the family stands in for, where the manifest says.
        package var standsInFor: String?
        package var file: String
        package var faceIndex: Int
        package var sha256: String
        package var style: String
        /// Whether the face draws color glyphs (an emoji font).
        package var color: Bool
        /// How many of the script's distinct characters in the language's strings the face maps.
        package var covered: Int
        /// The cut mixed in at this size (the family's `opticalBlend`), its file and SHA-256, and
        /// its share; absent when the face is used alone.
        package var blendFile: String?
        package var blendSHA256: String?
        package var blendShare: Double?
        /// True for a face of the system cascade (``FontCollection/cascadeScripts``), listed after
        /// the stack where some of the script's characters are covered by no face of it; absent
        /// for a face of the stack.
        package var cascade: Bool?
    }

    /// The stack for one script of a language.
    package struct Script: Sendable, Hashable, Codable {
        /// The ISO 15924 code.
        package var script: String
        /// The distinct characters of the language's strings in runs of this script (invisible
        /// controls aside); 0 for a script of the locale the strings do not use.
        package var characters: Int
        package var faces: [Face]
    }

    /// One language of the catalog.
    package struct Language: Sendable, Hashable, Codable {
        package var language: String
        /// The distinct strings measured.
        package var strings: Int
        package var scripts: [Script]
        /// Code points shaped as `.notdef` (a box) in any string, each once, in first-seen order.
        package var missing: [UInt32]
    }

    /// The fonts' origin (manifest, folder or file).
    package var fontSource: String
    package var pointSize: Double
    package var weight: Int
    /// Languages in tag order.
    package var languages: [Language]

    /// The languages some of whose characters are measured as boxes.
    package var languagesWithBoxes: [Language] { languages.filter { !$0.missing.isEmpty } }

    /// Shapes each language's distinct `strings` once at `pointSize` and `weight` and reports
    /// the stacks used. Cost: one shaping per distinct string, one coverage test per distinct
    /// character and face.
    package static func make(fonts: FontCollection, strings: [(language: LanguageTag, text: String)],
                            pointSize: Double = 17, weight: Int = 400) throws(InputError) -> FontReport {
        var byLanguage: [LanguageTag: [String]] = [:]
        var seen: Set<[String]> = []
        for (language, text) in strings where seen.insert([language.identifier, text]).inserted {
            byLanguage[language, default: []].append(text)
        }
        let shaper = Shaper(fonts: fonts, tracking: .font)
        let measurer = TextMeasurer(shaper: shaper)
        var languages: [Language] = []
        for language in byLanguage.keys.sorted() {
            let texts = byLanguage[language] ?? []
            var characters: [String: [UInt32]] = [:]
            var order: [String] = []
            var known: [String: Set<UInt32>] = [:]
            var missing: [UInt32] = []
            var missingSet: Set<UInt32> = []
            for text in texts {
                let items = ItemizedText(text, rightToLeftHint: language.isRightToLeft)
                for run in items.runs {
                    if characters[run.script] == nil { order.append(run.script); characters[run.script] = [] }
                    for c in run.clusterRange {
                        for index in items.clusters[c] {
                            let scalar = items.scalars[index]
                            guard !Shaper.isDefaultIgnorable(scalar), known[run.script, default: []].insert(scalar).inserted
                            else { continue }
                            characters[run.script, default: []].append(scalar)
                        }
                    }
                }
                let measured = try measurer.measure(text, language: language, pointSize: pointSize, weight: weight)
                for scalar in measured.missingGlyphs where missingSet.insert(scalar).inserted { missing.append(scalar) }
            }
            for script in shaper.likelyScripts(of: language) where characters[script] == nil {
                order.append(script)
                characters[script] = []
            }
            var scripts: [Script] = []
            for script in order {
                let used = characters[script] ?? []
                let stack = try shaper.faces(script: script, language: language, weight: weight, pointSize: pointSize)
                func described(_ face: ShapingFace, cascade: Bool?) -> Face {
                    let family = fonts.families[face.family]
                    return Face(family: face.family, standsInFor: family?.standsInFor, file: face.use.file,
                                faceIndex: face.use.faceIndex, sha256: face.use.sha256, style: face.use.style,
                                color: face.isColor, covered: used.count { face.font.covers($0) },
                                blendFile: face.partner?.use.file, blendSHA256: face.partner?.use.sha256,
                                blendShare: face.partner == nil ? nil : face.blend, cascade: cascade)
                }
                var faces = stack.map { described($0, cascade: nil) }
                // The cascade's faces that draw what the stack lacks: for each such character, the
                // first face that covers it, as the shaper takes it.
                let uncovered = used.filter { scalar in !stack.contains { $0.font.covers(scalar) } }
                if !uncovered.isEmpty {
                    let cascade = try shaper.cascadeFaces(language: language, weight: weight, pointSize: pointSize)
                    let taken = Set(uncovered.compactMap { scalar in cascade.firstIndex { $0.font.covers(scalar) } })
                    for index in taken.sorted() { faces.append(described(cascade[index], cascade: true)) }
                }
                scripts.append(Script(script: script, characters: used.count, faces: faces))
            }
            languages.append(Language(language: language.identifier, strings: texts.count, scripts: scripts, missing: missing))
        }
        return FontReport(fontSource: fonts.origin, pointSize: pointSize, weight: weight, languages: languages)
    }
}
