import Foundation

/// Shapes lines of text with HarfBuzz in the faces a `FontCollection` chooses.
///
/// For each script run it takes the stack for the run's script and language, gives every
/// grapheme cluster the first face that covers all of its characters, and shapes each
/// stretch of one face with the whole line as context, unhinted, in font units. A cluster
/// asking for emoji presentation (an emoji sequence, VS16, a default-emoji character) tries
/// the stack's color faces first; one asking for text presentation (VS15) tries them last. A
/// cluster that no face covers is shaped in the first face. Every code point that ends up as
/// `.notdef` after shaping is reported missing, whichever cluster it is in.
///
/// A line cut from a text the shaper shaped whole (``ItemizedText/lineOffset``) takes the
/// glyphs of each stretch from the text's shaping instead of calling HarfBuzz, wherever
/// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` is clear at the line's ends: HarfBuzz documents
/// that the two sides of such a cut "represent the exact same result one would get if breaking
/// input text at the beginning of this cluster and shaping the two sides separately"
/// (``ParagraphStretches`` has the conditions). Everything after HarfBuzz — the glyph loop,
/// blending, ink, tracking — runs on those glyphs unchanged, so the layout is the one HarfBuzz's
/// own shaping of the line would give.
///
/// Not `Sendable`: each task makes its own (it owns HarfBuzz fonts and a buffer).
package final class Shaper {
    let fonts: FontCollection
    /// Open faces, one per face instance (file, index, variation values) asked for. Bounded by
    /// the collection's faces × the distinct instances the asked point sizes choose (one per
    /// optical range, or per size for a font that follows `opsz`): the twelve categories of a
    /// few text styles, not the strings, decide it.
    private var faces: [FaceInstanceKey: ShapingFace] = [:]
    /// The same faces in the order they were opened: a face's ``ShapingFace/ordinal`` indexes it.
    private var openedFaces: [ShapingFace] = []
    /// Font file contents, one per file of the collection: bounded by the collection.
    private var bytes: [String: FontBytes] = [:]
    /// Face stacks per script × language × weight × point size: bounded by the scripts and
    /// languages of the catalog times the weights and sizes of its categories, not by its strings.
    private var stacks: [StackKey: [ShapingFace]] = [:]
    private let buffer = HarfBuzzBuffer()
    /// Each language's likely scripts: bounded by the languages of the catalog.
    private var languageScripts: [LanguageTag: [String]] = [:]

    private struct StackKey: Hashable {
        var script: String
        var language: LanguageTag
        var weight: Int
        var pointSize: Double
    }

    /// Whose tracking rule each face is measured with.
    let tracking: TrackingChoice

    package init(fonts: FontCollection, tracking: TrackingChoice = .system) {
        self.fonts = fonts
        self.tracking = tracking
    }

    /// Shapes `text` in `language` at `weight`, choosing faces for `pointSize`.
    package func shape(_ text: String, language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> ShapedText {
        try shape(ItemizedText(text, rightToLeftHint: language.isRightToLeft), language: language, weight: weight,
                  pointSize: pointSize)
    }

    /// Shapes text already itemized for `language`. With `concatFlags`, a line whose runs allow
    /// it also records its stretches and where it is concat-safe (``ShapedText/splice``), for
    /// ``lineEnding(of:line:suffix:language:weight:pointSize:)``.
    func shape(_ items: ItemizedText, language: LanguageTag, weight: Int, pointSize: Double,
               concatFlags: Bool = false) throws(InputError) -> ShapedText {
        try shape(items, faces: assignFaces(items, language: language, weight: weight, pointSize: pointSize),
                  language: language, concatFlags: concatFlags)
    }

    /// The faces a line's clusters get at one size, cut into stretches of one face within a
    /// script run: everything of the size that HarfBuzz sees. Two sizes with equal assignments
    /// shape to the same layout.
    struct FaceAssignment: Equatable {
        struct Stretch: Equatable {
            var scalars: Range<Int>
            var face: ShapingFace
            var run: Int
            var visualStart: Int
            /// Where `face` stands in its run's stack at `pointSize`; not compared (it follows
            /// from the face and the stack).
            var stackIndex: Int

            static func == (a: Stretch, b: Stretch) -> Bool {
                a.scalars == b.scalars && a.face === b.face && a.run == b.run && a.visualStart == b.visualStart
            }
        }
        /// In visual order.
        var stretches: [Stretch]
        /// Whether a face was found through another run's stack: a candidate without the later
        /// runs may not find it.
        var usedNeighbour: Bool
        /// Whether a line cut from the text finds, for each of its clusters, the face the text
        /// found: true when no face was found through another run's stack, or when each such
        /// face is the first covering the cluster in every stack a line could try before the
        /// cascade (the other runs' scripts and the language's), or no such stack covers it.
        var linesFindTheFaces = true
        /// The size whose stacks the faces were taken from; not compared, so that two sizes
        /// with the same faces share a layout.
        var pointSize: Double

        static func == (a: FaceAssignment, b: FaceAssignment) -> Bool {
            a.usedNeighbour == b.usedNeighbour && a.linesFindTheFaces == b.linesFindTheFaces && a.stretches == b.stretches
        }
    }

    /// The faces `items` get at `pointSize`, worked out from `known`, the faces the same items
    /// got at another size, when that size's stacks decide alike: else looked up cluster by
    /// cluster (``assignFaces(_:language:weight:pointSize:)``).
    ///
    /// That function gives each cluster the first face of its run's stack that covers it (by
    /// the face's `cmap`), trying color faces first or last by the cluster's presentation. When
    /// no cluster needed another run's stack (`usedNeighbour`) and each run's stack at the new
    /// size has, position by position, faces with the same `cmap` (``ShapingFace/coverage``)
    /// and the same color as at the known size — one family's optical cuts or blend shares,
    /// one file's instances — every cluster is covered first at the same position, so each
    /// stretch keeps its scalars and takes the face at its position in the new stack. The stacks
    /// must also repeat a face at the same places, or stretches of two faces in one stack would
    /// be one stretch in the other; otherwise the text is looked up as usual.
    func assignFaces(_ items: ItemizedText, language: LanguageTag, weight: Int, pointSize: Double,
                     like known: FaceAssignment?) throws(InputError) -> FaceAssignment {
        if let known, !known.usedNeighbour, known.pointSize != pointSize,
           let same = try reassign(known, items: items, language: language, weight: weight, pointSize: pointSize) {
            return same
        }
        return try assignFaces(items, language: language, weight: weight, pointSize: pointSize)
    }

    /// The faces `items` get at `pointSize` taken from `known` as the overload above describes;
    /// `nil` when the stacks or the stretches do not allow it.
    func reassign(_ known: FaceAssignment, items: ItemizedText, language: LanguageTag, weight: Int,
                  pointSize: Double) throws(InputError) -> FaceAssignment? {
        var stretches = known.stretches
        // The runs' stacks at `pointSize`, checked: a text has a run or a few.
        var runsChecked: [(run: Int, stack: [ShapingFace])] = []
        for i in stretches.indices {
            let run = stretches[i].run
            let stack: [ShapingFace]
            if let checked = runsChecked.first(where: { $0.run == run }) {
                stack = checked.stack
            } else {
                guard let now = try stackDecidingAlike(script: items.runs[run].script, language: language, weight: weight,
                                                       from: known.pointSize, to: pointSize) else { return nil }
                runsChecked.append((run, now))
                stack = now
            }
            guard stack.indices.contains(stretches[i].stackIndex) else { return nil }
            stretches[i].face = stack[stretches[i].stackIndex]
        }
        return FaceAssignment(stretches: stretches, usedNeighbour: false, pointSize: pointSize)
    }

    /// The stack of `script` at size `to` when it decides every cluster alike with the stack at
    /// size `from` (``decideAlike(_:_:)``), else `nil`. Each text measured at its sizes in turn
    /// asks the same few pairs of sizes as the text before in its language, so the answers of
    /// the last ones are kept (at most `reassignmentLimit`), found by comparing, not hashing.
    private func stackDecidingAlike(script: String, language: LanguageTag, weight: Int, from: Double,
                                    to: Double) throws(InputError) -> [ShapingFace]? {
        for entry in reassignments.reversed()
        where entry.to == to && entry.from == from && entry.weight == weight && entry.script == script
            && entry.language == language {
            return entry.stack
        }
        let before = try stack(script: script, language: language, weight: weight, pointSize: from)
        let now = try stack(script: script, language: language, weight: weight, pointSize: to)
        let answer = Self.decideAlike(now, before) ? now : nil
        if reassignments.count == Self.reassignmentLimit { reassignments.removeFirst(Self.reassignmentLimit / 2) }
        reassignments.append(Reassignment(script: script, language: language, weight: weight, from: from, to: to,
                                          stack: answer))
        return answer
    }

    /// A pair of sizes asked of ``stackDecidingAlike(script:language:weight:from:to:)`` and its answer.
    private struct Reassignment {
        var script: String
        var language: LanguageTag
        var weight: Int
        var from, to: Double
        var stack: [ShapingFace]?
    }

    /// The pairs of sizes asked last, newest last: bounded by `reassignmentLimit`.
    private var reassignments: [Reassignment] = []
    /// The most pairs kept: the twelve categories of a few text styles.
    private static let reassignmentLimit = 32

    /// Whether every cluster takes the face at the same place in stacks `a` and `b`, and two
    /// places hold one face in `a` exactly where they do in `b`: then stretches cut where the
    /// faces change in one stack are cut alike in the other (none would merge or split).
    private static func decideAlike(_ a: [ShapingFace], _ b: [ShapingFace]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices {
            guard a[i].coverage == b[i].coverage, a[i].isColor == b[i].isColor else { return false }
            for j in a.indices where j > i && (a[i] === a[j]) != (b[i] === b[j]) { return false }
        }
        return true
    }

    /// Gives each grapheme cluster of `items` the first face of its run's stack at `pointSize`
    /// that covers it, and cuts the runs into stretches of one face.
    func assignFaces(_ items: ItemizedText, language: LanguageTag, weight: Int,
                     pointSize: Double) throws(InputError) -> FaceAssignment {
        typealias Stretch = FaceAssignment.Stretch
        var stretches: [Stretch] = []
        // A face found through another run's stack: a candidate without the later runs may not find it.
        var usedNeighbour = false
        var linesFindTheFaces = true
        for (r, run) in items.runs.enumerated() {
            let stack = try self.stack(script: run.script, language: language, weight: weight, pointSize: pointSize)
            guard let first = stack.first else {
                throw InputError(file: fonts.origin, reason: "no font for script \(run.script) in \(language)")
            }
            for c in run.clusterRange {
                let cluster = items.clusters[c]
                let scalars = items.scalars[cluster]
                let presentation = EmojiPresentation(cluster: scalars)
                let stackIndex = Self.faceIndex(in: stack, covering: scalars, presentation: presentation)
                var chosen = stackIndex.map { stack[$0] }
                if chosen == nil {
                    chosen = try neighbourFace(for: scalars, presentation: presentation, run: r, in: items,
                                               language: language, weight: weight, pointSize: pointSize)
                    if chosen == nil {
                        let cascade = try cascade(language: language, weight: weight, pointSize: pointSize)
                        chosen = Self.face(in: cascade, covering: scalars, presentation: presentation)
                    }
                    usedNeighbour = true
                    if linesFindTheFaces {
                        linesFindTheFaces = try lineFindsNeighbourFace(chosen, for: scalars, presentation: presentation,
                                                                       run: r, in: items, language: language,
                                                                       weight: weight, pointSize: pointSize)
                    }
                }
                let face = chosen ?? first
                var visual = Int.max
                for index in cluster { visual = min(visual, items.visualPosition[index]) }
                if let last = stretches.last, last.face === face, last.run == r {
                    stretches[stretches.count - 1].scalars = last.scalars.lowerBound..<cluster.upperBound
                    stretches[stretches.count - 1].visualStart = min(last.visualStart, visual)
                } else {
                    stretches.append(Stretch(scalars: cluster, face: face, run: r, visualStart: visual,
                                             stackIndex: stackIndex ?? -1))
                }
            }
        }
        stretches.sort { $0.visualStart < $1.visualStart }
        return FaceAssignment(stretches: stretches, usedNeighbour: usedNeighbour, linesFindTheFaces: linesFindTheFaces,
                              pointSize: pointSize)
    }

    /// Whether any line cut from `items` that holds the cluster `scalars` of run `run` finds
    /// `face` for it, as the text did through another run's stack (``neighbourFace(for:presentation:run:in:language:weight:pointSize:)``).
    ///
    /// The line's runs resolve to the text's scripts, so its own stack misses the cluster too, and
    /// it tries the stacks of its other runs (a subset of the text's, in another order) and then
    /// the language's scripts, before the cascade. When every one of those stacks that covers
    /// the cluster at all covers it first with `face`, and one of the language's does (or none of
    /// them covers it, and both took the cascade's face), every order finds `face`.
    private func lineFindsNeighbourFace(_ face: ShapingFace?, for scalars: ArraySlice<UInt32>,
                                        presentation: EmojiPresentation, run: Int, in items: ItemizedText,
                                        language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> Bool {
        let likely = likelyScripts(of: language)
        var anyCovers = false, likelyCovers = false
        for script in neighbourScripts(run: run, in: items, language: language) {
            let stack = try stack(script: script, language: language, weight: weight, pointSize: pointSize)
            guard let found = Self.face(in: stack, covering: scalars, presentation: presentation) else { continue }
            guard found === face else { return false }
            anyCovers = true
            if likely.contains(script) { likelyCovers = true }
        }
        return !anyCovers || likelyCovers
    }

    /// The faces of `line`, a line cut from `text` (``ItemizedText/init(_:clusters:rightToLeftHint:)``)
    /// whose faces at the same size are `textFaces`, without looking any cluster up;
    /// `nil` when they must be assigned cluster by cluster (`assignFaces(_:language:weight:pointSize:)`).
    ///
    /// That function gives a cluster the first face of its run's stack that covers it; the stack
    /// depends on the run's script, the language, the weight and the size, the choice on the
    /// cluster's scalars alone. When the text was one stretch found with no neighbour's help,
    /// every one of its clusters found that face in its one run's stack. A line's clusters are
    /// the text's, with their scalars, so in a line run of the same script each finds the same
    /// face in the same stack: each line run is one stretch of that face, placed where the line's
    /// own assignment places it (its scalars, and the least visual position among them). A line
    /// run of another script (a common character taking its script from another neighbour) is
    /// looked up as usual.
    func assignFaces(line: ItemizedText, text: ItemizedText, textFaces: FaceAssignment) -> FaceAssignment? {
        guard !textFaces.usedNeighbour, textFaces.stretches.count == 1 else { return nil }
        let only = textFaces.stretches[0]
        let script = text.runs[only.run].script
        var stretches: [FaceAssignment.Stretch] = []
        stretches.reserveCapacity(line.runs.count)
        for (r, run) in line.runs.enumerated() where !run.clusterRange.isEmpty {
            guard run.script == script else { return nil }
            let scalars = line.clusters[run.clusterRange.lowerBound].lowerBound
                ..< line.clusters[run.clusterRange.upperBound - 1].upperBound
            var visual = Int.max
            for index in scalars { visual = min(visual, line.visualPosition[index]) }
            stretches.append(FaceAssignment.Stretch(scalars: scalars, face: only.face, run: r, visualStart: visual,
                                                    stackIndex: only.stackIndex))
        }
        stretches.sort { $0.visualStart < $1.visualStart }
        return FaceAssignment(stretches: stretches, usedNeighbour: false, pointSize: textFaces.pointSize)
    }

    /// Shapes `items` in the faces `assignment` gave them, each stretch with the whole line as
    /// context. A line cut from a text (``ItemizedText/lineOffset``) takes the glyphs of its
    /// stretches from the text's shaping where HarfBuzz says that is exact; the stretches of a
    /// text shaped whole with `keepsStretches` are kept for its lines (``ParagraphStretches``).
    /// The glyphs are the same either way, so is the layout made of them.
    func shape(_ items: ItemizedText, faces assignment: FaceAssignment, language: LanguageTag,
               concatFlags: Bool = false, keepsStretches: Bool = false) -> ShapedText {
        let stretches = assignment.stretches
        let usedNeighbour = assignment.usedNeighbour
        // The grapheme cluster of each scalar, to credit each glyph to the cluster it starts in.
        var clusterOfScalar = [Int32](repeating: 0, count: items.scalars.count)
        for (c, cluster) in items.clusters.enumerated() {
            for index in cluster { clusterOfScalar[index] = Int32(c) }
        }
        let splicing = concatFlags && items.isRightToLeft == language.isRightToLeft
            && (items.runs.count == 1 ? items.runs[0].level == (items.isRightToLeft ? 1 : 0)
                                      : !items.isRightToLeft && !usedNeighbour && items.runs.allSatisfy { $0.level == 0 })
        var shapedStretches: [ShapedText.Stretch] = []
        // A whole text whose lines can be measured from its layout (``ShapedText/LineCuts``):
        // each cluster's glyphs are counted and its start checked for HarfBuzz's break flag.
        let cutting = keepsStretches && slicesLines && items.leftToRightLines != .notEvery && assignment.linesFindTheFaces
        var glyphs: [ShapedText.Glyph] = []
        glyphs.reserveCapacity(items.scalars.count)
        var logical = [ShapedText.LogicalCluster](
            repeating: ShapedText.LogicalCluster(advance: 0, clusters: 0, trackedClusters: 0), count: items.clusters.count)
        var pen = 0.0
        var clusters = 0, tracked = 0
        var trackingRule: TrackingRule?
        var ascender = 0.0, descender = 0.0, lineGap = 0.0
        var used: [FontUse] = []
        // Code points that ended up as .notdef, by scalar index; reported in text order once
        // shaping is done.
        var notdef: [(index: Int, scalar: UInt32)] = []
        for stretch in stretches {
            let face = stretch.face
            let run = items.runs[stretch.run]
            var shaped = shapeStretch(items.scalars, range: stretch.scalars, face: face, script: run.script,
                                      language: language.identifier, rightToLeft: run.isRightToLeft, concatFlags: splicing,
                                      lineOffset: items.lineOffset, paragraph: keepsStretches)
            // A blended face: its glyphs mixed with the same text shaped in its partner (``GlyphBlend``).
            var mixedExtents: [GlyphExtents]?
            if let partner = face.partner {
                let other = shapeStretch(items.scalars, range: stretch.scalars, face: partner, script: run.script,
                                         language: language.identifier, rightToLeft: run.isRightToLeft,
                                         concatFlags: splicing, lineOffset: items.lineOffset, paragraph: keepsStretches)
                (shaped, mixedExtents) = GlyphBlend.mix(shaped, face: face, partnerGlyphs: other, partner: partner,
                                                        share: face.blend, extents: true)
            }
            // The end of each HarfBuzz cluster, worked out only for a stretch that has a .notdef,
            // and the clusters already examined (a cluster of many boxes is read once).
            var clusterEnds: [Int: Int]?
            var examined: Set<Int> = []
            // Advances are summed in subunits, exactly, and divided once: a line's width and a
            // prefix's then come out the same however the glyphs were grouped.
            let scale = Double(face.font.scale)
            var stretchPen = 0
            let clustersBefore = clusters
            let isTracked = face.tracking != .none
            if isTracked, trackingRule == nil { trackingRule = face.tracking }
            let faceIndex = used.firstIndex(of: face.use) ?? used.count
            if faceIndex == used.count { used.append(face.use) }
            if let partner = face.partner, !used.contains(partner.use) { used.append(partner.use) }
            var previousCluster: Int?
            for (i, g) in shaped.enumerated() {
                if let previousCluster, previousCluster != g.cluster {
                    clusters += 1
                    if isTracked { tracked += 1 }
                }
                let owner = Int(clusterOfScalar[g.cluster])
                if previousCluster != g.cluster {
                    logical[owner].clusters += 1
                    if isTracked { logical[owner].trackedClusters += 1 }
                }
                logical[owner].subunits += Int(g.xAdvance)
                logical[owner].advance = Double(logical[owner].subunits) / scale
                // A glyph of the HarfBuzz cluster starting at the grapheme cluster: its glyphs are
                // neighbours, so the first decides each flag, and the rest may only clear it.
                if splicing || cutting, g.cluster == items.clusters[owner].lowerBound {
                    let starts = previousCluster != g.cluster
                    if splicing { logical[owner].concatSafe = (starts || logical[owner].concatSafe) && !g.unsafeToConcat }
                    if cutting { logical[owner].breakSafe = (starts || logical[owner].breakSafe) && !g.unsafeToBreak }
                }
                if cutting { logical[owner].glyphCount += 1 }
                previousCluster = g.cluster
                if g.glyph == 0, examined.insert(g.cluster).inserted {
                    let ends = clusterEnds ?? Self.clusterEnds(shaped, upperBound: stretch.scalars.upperBound)
                    clusterEnds = ends
                    notdef += Self.missingScalars(items.scalars, in: g.cluster..<(ends[g.cluster] ?? g.cluster + 1), face: face)
                }
                let extents = mixedExtents?[i] ?? face.extents(of: g.glyph)
                // A blended glyph is drawn with its own outline, stretched onto the mixed ink box.
                var drawScaleX = 1.0, drawShiftX = 0.0
                if mixedExtents != nil {
                    let own = face.extents(of: g.glyph)
                    if own.width != 0 { drawScaleX = Double(extents.width) / Double(own.width) }
                    drawShiftX = (Double(extents.xBearing) - drawScaleX * Double(own.xBearing)) / scale
                }
                let x = pen + Double(stretchPen + Int(g.xOffset)) / scale
                let top = Double(g.yOffset + extents.yBearing) / scale
                let left = x + Double(extents.xBearing) / scale
                glyphs.append(ShapedText.Glyph(
                    x: x, y: Double(g.yOffset) / scale, id: g.glyph, face: Int32(faceIndex),
                    inkMinX: left, inkMaxX: left + Double(extents.width) / scale,
                    inkMinY: top + Double(extents.height) / scale, inkMaxY: top,
                    hasInk: extents.width != 0 && extents.height != 0,
                    clustersBefore: clusters, trackedClustersBefore: tracked,
                    drawScaleX: drawScaleX, drawShiftX: drawShiftX, penUnits: stretchPen + Int(g.xOffset),
                    bearingUnits: extents.xBearing, inkWidthUnits: extents.width))
                stretchPen += Int(g.xAdvance)
            }
            pen += Double(stretchPen) / scale
            if previousCluster != nil {
                clusters += 1
                if isTracked { tracked += 1 }
            }
            if cutting || splicing {
                let firstCluster = Int(clusterOfScalar[stretch.scalars.lowerBound])
                let lastCluster = Int(clusterOfScalar[stretch.scalars.upperBound - 1])
                shapedStretches.append(ShapedText.Stretch(
                    scalars: stretch.scalars, clusters: firstCluster..<(lastCluster + 1), script: run.script,
                    readsContext: HarfBuzzBuffer.readsContext(script: run.script), face: face.ordinal, units: stretchPen, clusterCount: Int32(clusters - clustersBefore), scale: scale,
                    tracking: face.tracking))
            }
            ascender = max(ascender, face.ascender)
            descender = max(descender, face.descender)
            lineGap = max(lineGap, face.lineGap)
        }
        var missing: [UInt32] = []
        if !notdef.isEmpty {
            var seen: Set<UInt32> = []
            for entry in notdef.sorted(by: { ($0.index, $0.scalar) < ($1.index, $1.scalar) })
            where seen.insert(entry.scalar).inserted {
                missing.append(entry.scalar)
            }
        }
        var splice: ShapedText.Splice?
        if splicing {
            shapedStretches.sort { $0.scalars.lowerBound < $1.scalars.lowerBound }
            // Safe inside a stretch only: a stretch's first cluster (the text's first among them)
            // starts a HarfBuzz call of its own.
            for stretch in shapedStretches { logical[stretch.clusters.lowerBound].concatSafe = false }
            splice = ShapedText.Splice(isRightToLeft: items.isRightToLeft, stretches: shapedStretches)
        }
        let lineCuts = cutting ? ShapedText.LineCuts(stretches: shapedStretches) : nil
        return ShapedText(glyphs: glyphs, logicalClusters: logical, advance: pen, clusterCount: clusters,
                          trackedClusterCount: tracked, trackingRule: trackingRule ?? .none, ascender: ascender,
                          descender: descender, lineGap: lineGap, missing: missing, fonts: used, splice: splice,
                          lineCuts: lineCuts)
    }

    /// What a stretch was shaped as: how HarfBuzz was told to shape it and the scalars' range.
    private struct StretchShaping: Equatable {
        var setting: StretchSetting
        var range: Range<Int>
    }

    /// The stretches of lines and candidates shaped last, at most 4, with their text and glyphs:
    /// a blended face's two cuts give the same glyphs at every share of the blend (and its own cut
    /// the same as where it is used alone), so the sizes of one line shape each cut once.
    /// Bounded: 4 glyph arrays.
    private var recentStretches: [(shaping: StretchShaping, scalars: [UInt32], glyphs: [ShapedGlyph])] = []

    /// The stretches of whole texts shaped last (``ParagraphStretches``): the lines cut from a
    /// text take their glyphs from them where HarfBuzz says that is exact. Kept apart from
    /// `recentStretches`, which the lines' own shapings would evict. Bounded: 16 glyph arrays.
    private var paragraphs = ParagraphStretches()

    /// Whether a line's stretches are taken from its text's shaping where that is exact (the
    /// tests turn it off to shape every line alone and compare).
    var slicesLines = true

    /// The stretches this shaper gave HarfBuzz, and the line stretches it took from their
    /// text's shaping instead.
    private(set) var shapedStretches = 0
    private(set) var slicedStretches = 0

    /// `scalars[range]` shaped in `face` with the whole text as context, or the same shaping
    /// done lately, or — for a line cut from a text at `lineOffset` — the glyphs of the text's
    /// own shaping where that is exact (``ParagraphStretches``). The stretches of a text whole
    /// (`paragraph`) are kept for its lines.
    private func shapeStretch(_ scalars: [UInt32], range: Range<Int>, face: ShapingFace, script: String,
                              language: String, rightToLeft: Bool, concatFlags: Bool, lineOffset: Int?,
                              paragraph: Bool) -> [ShapedGlyph] {
        let setting = StretchSetting(bytes: ObjectIdentifier(face.font.bytes), index: face.use.faceIndex,
                                     variations: face.use.variations, script: script, language: language,
                                     rightToLeft: rightToLeft, concatFlags: concatFlags)
        if paragraph, let known = paragraphs.glyphs(scalars, range: range, setting: setting) {
            return concatFlags ? known : known.map { glyph in
                var cleared = glyph
                cleared.unsafeToConcat = false
                return cleared
            }
        }
        let shaping = StretchShaping(setting: setting, range: range)
        if !paragraph, let known = recentStretches.last(where: { $0.shaping == shaping && $0.scalars == scalars }) {
            return known.glyphs
        }
        if let lineOffset, slicesLines,
           let sliced = paragraphs.slice(scalars, range: range, offset: lineOffset, setting: setting) {
            slicedStretches += 1
            return sliced
        }
        // A text's stretches are shaped with the concat flags whether or not the text asks for
        // them (the glyphs are the same), so that its lines can be sliced from them either way.
        var glyphs = buffer.shape(scalars, range: range, font: face.font, scriptTag: script, language: language,
                                  rightToLeft: rightToLeft, concatFlags: concatFlags || paragraph)
        shapedStretches += 1
        if paragraph {
            var kept = setting
            kept.concatFlags = true
            paragraphs.keep(glyphs, scalars: scalars, range: range, setting: kept)
            if !concatFlags {
                for i in glyphs.indices { glyphs[i].unsafeToConcat = false }
            }
        } else {
            if recentStretches.count == 4 { recentStretches.removeFirst() }
            recentStretches.append((shaping, scalars, glyphs))
        }
        return glyphs
    }

    /// The ending of `line` — the layout of all of `items` at `pointSize`, shaped with
    /// `concatFlags` — ready to be replaced by the first clusters and `suffix` without shaping
    /// the kept text again (``LineEnding``); `nil` when the line has no splice
    /// (``ShapedText/Splice``), and every candidate must be shaped whole.
    func lineEnding(of items: ItemizedText, line: ShapedText, suffix: [UInt32], language: LanguageTag,
                    weight: Int, pointSize: Double) throws(InputError) -> LineEnding? {
        guard let splice = line.splice, !suffix.isEmpty, line.logicalClusters.count == items.clusters.count,
              splice.stretches.allSatisfy({ openedFaces.indices.contains($0.face) }) else { return nil }
        let ending = suffix[...]
        let presentation = EmojiPresentation(cluster: ending)
        // Per script of the line: the suffix's face, chosen as `shape` chooses it — the cut
        // stretch's, or another (a font without "…"), shaped then as a stretch of its own, the
        // kept text as its context and it as the kept text's — and how pieces are shaped.
        var suffixes: [String: LineEnding.Suffix] = [:]
        for script in Set(splice.stretches.map(\.script)) {
            let stack = try stack(script: script, language: language, weight: weight, pointSize: pointSize)
            var chosen = Self.face(in: stack, covering: ending, presentation: presentation)
            if chosen == nil, items.runs.count == 1 {
                // In a line of one run, as in the candidate, only the language's scripts are tried.
                chosen = try neighbourFace(for: ending, presentation: presentation, run: 0, in: items,
                                           language: language, weight: weight, pointSize: pointSize)
                if chosen == nil {
                    let cascade = try cascade(language: language, weight: weight, pointSize: pointSize)
                    chosen = Self.face(in: cascade, covering: ending, presentation: presentation) ?? stack.first
                }
            }
            guard let face = chosen else { continue }
            let setting = pieceSetting(PieceSetting(script: script, isRightToLeft: splice.isRightToLeft, language: language))
            let alone = self.piece(LineEnding.PieceKey(face: face.ordinal, setting: setting, text: [], suffix: suffix,
                                                       start: 0, suffixIsContext: false))
            suffixes[script] = LineEnding.Suffix(face: face, setting: setting, alone: alone)
        }
        return LineEnding(items: items, line: line, splice: splice, suffix: suffix,
                          faces: splice.stretches.map { openedFaces[$0.face] }, suffixes: suffixes)
    }

    /// The number of a piece setting, given on first use.
    private func pieceSetting(_ setting: PieceSetting) -> Int {
        if let known = pieceSettingNumbers[setting] { return known }
        pieceSettings.append(setting)
        pieceSettingNumbers[setting] = pieceSettings.count - 1
        return pieceSettings.count - 1
    }

    /// The width figures of the first `kept` clusters of `ending`'s text followed by its suffix,
    /// and what the suffix's cluster adds, by splicing a piece onto the line
    /// (``LineEnding/measure(kept:piece:)``); `nil` when the suffix would join the last kept
    /// cluster or the kept text has no character of its own script, and the candidate must be
    /// shaped whole.
    func shapeEnding(_ ending: LineEnding, kept: Int) -> (extent: ShapedText.Extent, suffix: ShapedText.LogicalCluster)? {
        ending.measure(kept: kept) { key in piece(key) }
    }

    /// Pieces shaped lately, at most 65,536, each of at most `pieceCacheLength` scalars (a few
    /// MiB; on the generated 2,000-key catalog, 8,192 left 70,000 more pieces to be shaped again).
    ///
    /// A piece is shaped alone, without the text before it as context: when its first glyph is
    /// clear of `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`, its glyphs are the same whatever comes before
    /// (what HarfBuzz's own `HB_BUFFER_FLAG_VERIFY` checks by shaping the segments between safe
    /// points in a shuffled order), so the cut words of a catalog, which recur from string to
    /// string, are shaped once.
    private var pieces = GenerationalCache<LineEnding.PieceKey, LineEnding.Piece>(capacity: 65_536)
    /// The glyphs of the last `recentPieceLimit` pieces shaped, by the glyphs' source
    /// (``ShapingFace/glyphSource``) rather than the face (the key's `face`): a blended face's
    /// pieces are its cut's glyphs mixed with its partner's, and each share of a blend (every
    /// size of its ramp, and the share above it) mixes the same two shapings. A string's sizes
    /// come one after another and often cut the same word, so a piece new to one share is mixed
    /// from the glyphs another share shaped for it. Scanned, not hashed: a few entries, compared
    /// by their numbers before their text.
    private var recentPieceGlyphs: [(key: LineEnding.PieceKey, glyphs: [ShapedGlyph])] = []
    private var recentPieceNext = 0
    static let recentPieceLimit = 16
    /// What a piece is shaped as besides its face and text, numbered for a cheap piece key.
    struct PieceSetting: Hashable {
        var script: String
        var isRightToLeft: Bool
        var language: LanguageTag
    }

    /// The settings pieces were shaped in, by number, and their numbers: bounded by the
    /// catalog's languages × the scripts of their strings.
    private var pieceSettings: [PieceSetting] = []
    private var pieceSettingNumbers: [PieceSetting: Int] = [:]

    /// How many pieces were shaped (not found in `pieces`, and their glyphs, or for a blended
    /// face the glyphs of one cut, not found in `recentPieceGlyphs`).
    private(set) var shapedPieces = 0

    /// The time spent inside HarfBuzz's `hb_shape` by this shaper so far: layouts, pieces and
    /// candidates shaped whole.
    var harfBuzzTime: Duration { buffer.shapingTime }

    /// The longest piece kept in the cache; a longer one (a cut inside a long unspaced run) is
    /// shaped every time.
    static let pieceCacheLength = 48

    private func piece(_ key: LineEnding.PieceKey) -> LineEnding.Piece {
        let cached = key.count <= Self.pieceCacheLength
        if cached, let known = pieces.value(for: key) { return known }
        let face = openedFaces[key.face]
        var shaped = false
        var glyphs = pieceGlyphs(key, in: face, cached: cached, shaped: &shaped)
        if let partner = face.partner {
            let other = pieceGlyphs(key, in: partner, cached: cached, shaped: &shaped)
            glyphs = GlyphBlend.mix(glyphs, face: face, partnerGlyphs: other, partner: partner, share: face.blend,
                                    extents: false).glyphs
        }
        if shaped { shapedPieces += 1 }
        let piece = LineEnding.Piece(glyphs, start: key.start, suffixStart: key.suffixStart)
        if cached { pieces.insert(piece, for: key.compact) }
        return piece
    }

    /// The glyphs of the piece `key` in `face`'s font alone, from `recentPieceGlyphs` or shaped
    /// (then `shaped` is set).
    private func pieceGlyphs(_ key: LineEnding.PieceKey, in face: ShapingFace, cached: Bool,
                             shaped: inout Bool) -> [ShapedGlyph] {
        var glyphKey = key
        glyphKey.face = face.glyphSource
        if cached, let known = recentPieceGlyphs.first(where: { $0.key == glyphKey }) { return known.glyphs }
        shaped = true
        let scalars = key.scalars
        let setting = pieceSettings[key.setting]
        let glyphs = buffer.shape(scalars, range: key.start..<(key.suffixIsContext ? key.suffixStart : scalars.count),
                                  font: face.font, scriptTag: setting.script, language: setting.language.identifier,
                                  rightToLeft: setting.isRightToLeft, concatFlags: true)
        if cached {
            let entry = (glyphKey.compact, glyphs)
            if recentPieceGlyphs.count < Self.recentPieceLimit {
                recentPieceGlyphs.append(entry)
            } else {
                recentPieceGlyphs[recentPieceNext] = entry
            }
            recentPieceNext = (recentPieceNext + 1) % Self.recentPieceLimit
        }
        return glyphs
    }

    /// The first face of `stack` that covers every character of `scalars`, color faces first for
    /// emoji presentation and last for text presentation.
    private static func face(in stack: [ShapingFace], covering scalars: ArraySlice<UInt32>,
                             presentation: EmojiPresentation) -> ShapingFace? {
        faceIndex(in: stack, covering: scalars, presentation: presentation).map { stack[$0] }
    }

    /// Where the face ``face(in:covering:presentation:)`` chooses stands in `stack`.
    private static func faceIndex(in stack: [ShapingFace], covering scalars: ArraySlice<UInt32>,
                                  presentation: EmojiPresentation) -> Int? {
        func covers(_ face: ShapingFace) -> Bool {
            scalars.allSatisfy { Self.isDefaultIgnorable($0) || face.covers($0) }
        }
        switch presentation {
        case .unspecified:
            return stack.firstIndex(where: covers)
        case .emoji:
            return stack.firstIndex { $0.isColor && covers($0) } ?? stack.firstIndex { !$0.isColor && covers($0) }
        case .text:
            return stack.firstIndex { !$0.isColor && covers($0) } ?? stack.firstIndex { $0.isColor && covers($0) }
        }
    }

    /// For each HarfBuzz cluster of `glyphs` (a cluster value is its first scalar), the index
    /// after its last scalar: the next cluster value up, or `upperBound`.
    private static func clusterEnds(_ glyphs: [ShapedGlyph], upperBound: Int) -> [Int: Int] {
        let starts = Set(glyphs.map(\.cluster)).sorted()
        var ends: [Int: Int] = [:]
        for (i, start) in starts.enumerated() { ends[start] = i + 1 < starts.count ? starts[i + 1] : upperBound }
        return ends
    }

    /// The characters of a cluster shaped as `.notdef` in `face`: those the face does not map
    /// (invisible controls aside). When it maps them all, the box is a glyph the shaper
    /// inserted — the dotted circle (U+25CC) that carries a mark with no base — and that is the
    /// code point reported.
    private static func missingScalars(_ scalars: [UInt32], in range: Range<Int>,
                                       face: ShapingFace) -> [(index: Int, scalar: UInt32)] {
        let unmapped = range.filter { !isDefaultIgnorable(scalars[$0]) && !face.covers(scalars[$0]) }
        if unmapped.isEmpty { return [(range.lowerBound, dottedCircle)] }
        return unmapped.map { ($0, scalars[$0]) }
    }

    /// U+25CC DOTTED CIRCLE, which shapers insert before a mark that has no base.
    static let dottedCircle: UInt32 = 0x25CC

    /// A face for a cluster its own run's stack lacks, from the stacks of the scripts around it:
    /// the text's other runs, nearest first, then the language's own scripts. Punctuation and
    /// symbols take the script of the text before them, so "CSE。" puts the ideographic full stop
    /// in a Latin run, and fullwidth forms (`（`, `Ａ`) are in no Latin font; a Japanese title
    /// shows them in its Japanese font, and so does the measurement. `nil` when no stack has a
    /// face covering every character of the cluster: then it is missing.
    private func neighbourFace(for scalars: ArraySlice<UInt32>, presentation: EmojiPresentation, run: Int,
                               in items: ItemizedText, language: LanguageTag,
                               weight: Int, pointSize: Double) throws(InputError) -> ShapingFace? {
        for script in neighbourScripts(run: run, in: items, language: language) {
            let stack = try stack(script: script, language: language, weight: weight, pointSize: pointSize)
            if let face = Self.face(in: stack, covering: scalars, presentation: presentation) { return face }
        }
        return nil
    }

    /// The scripts whose stacks a cluster of run `run` tries when its own stack lacks it, in
    /// order: the text's other runs' scripts, nearest run first, then the language's likely
    /// scripts; each once, and never the run's own.
    private func neighbourScripts(run: Int, in items: ItemizedText, language: LanguageTag) -> [String] {
        var tried: [String] = [items.runs[run].script]
        for distance in 1..<max(1, items.runs.count) {
            for index in [run - distance, run + distance] where items.runs.indices.contains(index) {
                let script = items.runs[index].script
                if !tried.contains(script) { tried.append(script) }
            }
        }
        for script in likelyScripts(of: language) where !tried.contains(script) { tried.append(script) }
        return Array(tried.dropFirst())
    }

    /// The language's likely scripts, asked of the locale data once per language (bounded by the
    /// catalog's languages); the measurer plans sizes with them too.
    func likelyScripts(of language: LanguageTag) -> [String] {
        if let known = languageScripts[language] { return known }
        let scripts = language.likelyScripts
        languageScripts[language] = scripts
        return scripts
    }

    /// The faces tried, in order, for `script` in `language`: what `textfit fonts` reports.
    /// The faces of `language`'s system cascade, in order: what `textfit fonts` reports after a
    /// stack that lacks a character.
    package func cascadeFaces(language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> [ShapingFace] {
        try cascade(language: language, weight: weight, pointSize: pointSize)
    }

    package func faces(script: String, language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> [ShapingFace] {
        try stack(script: script, language: language, weight: weight, pointSize: pointSize)
    }

    /// The faces of `language`'s system cascade (``FontCollection/cascade(language:weight:pointSize:)``),
    /// tried for a cluster that no stack of the text covers; kept with the stacks.
    private func cascade(language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> [ShapingFace] {
        let key = StackKey(script: Self.cascadeKey, language: language, weight: weight, pointSize: pointSize)
        if let stack = stacks[key] { return stack }
        var stack: [ShapingFace] = []
        for instance in try fonts.cascade(language: language, weight: weight, pointSize: pointSize) {
            stack.append(try face(instance))
        }
        stacks[key] = stack
        return stack
    }

    /// The script of ``stacks``' entries for the cascade: no script tag (four letters) is it.
    private static let cascadeKey = "cascade"

    private func stack(script: String, language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> [ShapingFace] {
        let key = StackKey(script: script, language: language, weight: weight, pointSize: pointSize)
        if let stack = stacks[key] { return stack }
        var stack: [ShapingFace] = []
        for instance in try fonts.stack(script: script, language: language, weight: weight, pointSize: pointSize) {
            stack.append(try face(instance))
        }
        stacks[key] = stack
        return stack
    }

    private func face(_ instance: FaceInstance) throws(InputError) -> ShapingFace {
        let key = instance.key
        if let face = faces[key] { return face }
        let fileBytes: FontBytes
        if let known = bytes[instance.face.path] {
            fileBytes = known
        } else {
            guard let read = FontBytes(path: instance.face.path) else {
                throw InputError(file: instance.face.path, reason: "cannot read font file")
            }
            bytes[instance.face.path] = read
            fileBytes = read
        }
        var partner: ShapingFace?
        if instance.blend > 0, let partnerFace = instance.face.blendPartner {
            guard let partnerBytes = bytes[partnerFace.path] ?? FontBytes(path: partnerFace.path) else {
                throw InputError(file: partnerFace.path, reason: "cannot read font file")
            }
            bytes[partnerFace.path] = partnerBytes
            // Not among the opened faces: it is only ever shaped beside its face.
            partner = ShapingFace(instance: FaceInstance(face: partnerFace, variations: instance.partnerVariations),
                                  font: HarfBuzzFont(bytes: partnerBytes, index: partnerFace.index,
                                                     variations: instance.partnerVariations),
                                  tracking: tracking.rule(for: instance.face), ordinal: -1,
                                  coverage: coverageNumber(CoverageIdentity(bytes: ObjectIdentifier(partnerBytes),
                                                                            index: partnerFace.index)),
                                  glyphSource: glyphSourceNumber(GlyphSource(bytes: ObjectIdentifier(partnerBytes),
                                                                             index: partnerFace.index,
                                                                             variations: instance.partnerVariations)))
        }
        let face = ShapingFace(instance: instance,
                               font: HarfBuzzFont(bytes: fileBytes, index: instance.face.index, variations: instance.variations),
                               tracking: tracking.rule(for: instance.face), ordinal: openedFaces.count,
                               coverage: coverageNumber(CoverageIdentity(bytes: ObjectIdentifier(fileBytes),
                                                                         index: instance.face.index)),
                               glyphSource: glyphSourceNumber(GlyphSource(bytes: ObjectIdentifier(fileBytes),
                                                                          index: instance.face.index,
                                                                          variations: instance.variations)),
                               partner: partner, blend: instance.blend)
        faces[key] = face
        openedFaces.append(face)
        return face
    }

    /// A face's `cmap`: its file and face index (axis values do not change which code points a
    /// face maps).
    private struct CoverageIdentity: Hashable {
        var bytes: ObjectIdentifier
        var index: Int
    }

    /// The number of each `cmap` met, in the order first met: bounded by the collection's faces.
    private var coverageNumbers: [CoverageIdentity: Int] = [:]

    private func coverageNumber(_ identity: CoverageIdentity) -> Int {
        Self.number(of: identity, in: &coverageNumbers)
    }

    /// The number of `key` in `numbers`, given on first use: the count of keys met before it.
    private static func number<Key: Hashable>(of key: Key, in numbers: inout [Key: Int]) -> Int {
        if let known = numbers[key] { return known }
        let number = numbers.count
        numbers[key] = number
        return number
    }

    /// A face's HarfBuzz font as far as its glyphs go: its file, face index and axis values.
    private struct GlyphSource: Hashable {
        var bytes: ObjectIdentifier
        var index: Int
        var variations: [String: Double]
    }

    /// The number of each glyph source met, in the order first met: bounded by the collection's
    /// faces and the axis values its sizes choose.
    private var glyphSourceNumbers: [GlyphSource: Int] = [:]

    private func glyphSourceNumber(_ source: GlyphSource) -> Int {
        Self.number(of: source, in: &glyphSourceNumbers)
    }

    /// Default-ignorable code points (ZWJ, ZWNJ, variation selectors, bidi controls …) need no glyph.
    ///
    /// The standard library knows the property; the blocks tested first hold every default
    /// ignorable code point (Unicode's DerivedCoreProperties), so most characters skip the lookup.
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x206F, 0x3164,
             0xFE00...0xFE0F, 0xFEFF, 0xFFA0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return Unicode.Scalar(scalar)?.properties.isDefaultIgnorableCodePoint ?? false
        default:
            return false
        }
    }
}

/// A face instance as one task shapes with it: its HarfBuzz font, what results report of it,
/// and a cache of glyph ink boxes (CFF outlines are costly to measure).
package final class ShapingFace {
    package let font: HarfBuzzFont
    let use: FontUse
    /// The rule the shaper's tracking choice gives this face.
    let tracking: TrackingRule
    /// Whether the face draws color glyphs (an emoji font).
    let isColor: Bool
    /// The family the collection files the face under.
    package let family: String
    let ascender: Double
    /// Positive, below the baseline.
    let descender: Double
    let lineGap: Double
    /// Its place in its shaper's faces, in the order opened: how a layout names its face.
    let ordinal: Int
    /// The number its shaper gives the face's `cmap` (file and face index): the instances of one
    /// face at any axis values, and the shares of one blend, map the same code points.
    let coverage: Int
    /// The number its shaper gives the face's glyph source (file, face index and axis values):
    /// faces of one number shape a text to the same glyphs. A blend's shares differ only in how
    /// they mix their cut's glyphs with their partner's.
    let glyphSource: Int
    /// The cut mixed into this face's glyphs (``FontFace/blendPartner``) and its share, 0…1;
    /// `nil` and 0 for a face used alone.
    let partner: ShapingFace?
    let blend: Double
    /// Ink boxes of the glyphs met so far, in pages of 256 glyph ids made on first use: bounded
    /// by the face's glyph count (at most 65,536 ids, 1.25 MiB). Plain memory the face owns,
    /// behind a constant pointer: read for every glyph of every layout, it is reached without
    /// the reference counting and exclusivity checks of a mutable array of arrays.
    private let extentsPages = ShapingFace.pages(of: GlyphExtents?.self, count: 256)
    /// Which code points the face maps, asked of its `cmap` once each: per page of 4,096 code
    /// points met, 64 words saying which were asked and 64 which are mapped (1 KiB), made on
    /// first use; bounded by Unicode's 272 pages (272 KiB). Kept as `extentsPages` is.
    private let coveragePages = ShapingFace.pages(of: UInt64.self, count: 0x110)

    /// `count` empty page slots.
    private static func pages<Element>(of: Element.Type, count: Int) -> UnsafeMutableBufferPointer<UnsafeMutablePointer<Element>?> {
        let pages = UnsafeMutableBufferPointer<UnsafeMutablePointer<Element>?>.allocate(capacity: count)
        pages.initialize(repeating: nil)
        return pages
    }

    /// The page at `index` of `pages`, made with `count` copies of `empty` on first use.
    private static func page<Element>(_ index: Int, of pages: UnsafeMutableBufferPointer<UnsafeMutablePointer<Element>?>,
                                      count: Int, empty: Element) -> UnsafeMutablePointer<Element> {
        if let page = pages[index] { return page }
        let page = UnsafeMutablePointer<Element>.allocate(capacity: count)
        page.initialize(repeating: empty, count: count)
        pages[index] = page
        return page
    }

    deinit {
        // Both element types are trivial: the pages are freed without deinitializing them.
        for page in extentsPages { page?.deallocate() }
        extentsPages.deallocate()
        for page in coveragePages { page?.deallocate() }
        coveragePages.deallocate()
    }

    init(instance: FaceInstance, font: HarfBuzzFont, tracking: TrackingRule, ordinal: Int, coverage: Int,
         glyphSource: Int, partner: ShapingFace? = nil, blend: Double = 0) {
        self.font = font
        self.ordinal = ordinal
        self.coverage = coverage
        self.glyphSource = glyphSource
        use = instance.face.use(variations: instance.variations)
        self.tracking = tracking
        isColor = instance.face.isColor
        family = instance.face.family
        self.partner = partner
        let share = partner == nil ? 0 : blend
        self.blend = share
        // The vertical metrics mixed as the glyphs are.
        ascender = (1 - share) * instance.face.ascender + share * (partner?.ascender ?? 0)
        descender = (1 - share) * -instance.face.descender + share * (partner?.descender ?? 0)
        lineGap = (1 - share) * instance.face.lineGap + share * (partner?.lineGap ?? 0)
    }

    /// Whether the face maps `scalar` to a glyph through its `cmap` (``HarfBuzzFont/covers(_:)``).
    package func covers(_ scalar: UInt32) -> Bool {
        guard scalar <= 0x10FFFF else { return font.covers(scalar) }
        let page = Int(scalar >> 12), word = Int(scalar >> 6) & 63, bit = UInt64(1) << (scalar & 63)
        if let words = coveragePages[page], words[word] & bit != 0 { return words[64 + word] & bit != 0 }
        let covered = font.covers(scalar)
        let words = Self.page(page, of: coveragePages, count: 128, empty: 0)
        words[word] |= bit
        if covered { words[64 + word] |= bit }
        return covered
    }

    func extents(of glyph: UInt32) -> GlyphExtents {
        // Glyph ids are 16-bit in OpenType; anything else is asked of HarfBuzz each time.
        guard glyph <= 0xFFFF else { return font.extents(of: glyph) }
        let page = Int(glyph >> 8), slot = Int(glyph & 0xFF)
        if let known = extentsPages[page]?[slot] { return known }
        let extents = font.extents(of: glyph)
        Self.page(page, of: extentsPages, count: 256, empty: nil)[slot] = extents
        return extents
    }
}
