import Foundation

/// Shapes lines of text with HarfBuzz in the faces a `FontCollection` chooses.
///
/// For each script run it takes the stack for the run's script and language, gives every
/// grapheme cluster the first face that covers all of its characters, and shapes each
/// stretch of one face with the whole line as context, unhinted, in font units. A cluster
/// that no face covers is shaped in the first face and its code points are reported missing.
///
/// Not `Sendable`: each task makes its own (it owns HarfBuzz fonts and a buffer).
final class Shaper {
    let fonts: FontCollection
    private var harfBuzzFonts: [FaceInstanceKey: HarfBuzzFont] = [:]
    private var bytes: [String: FontBytes] = [:]
    private var stacks: [StackKey: [FaceInstance]] = [:]
    private let buffer = HarfBuzzBuffer()

    private struct StackKey: Hashable {
        var script: String
        var language: LanguageTag
        var weight: Int
        var pointSize: Double
    }

    init(fonts: FontCollection) {
        self.fonts = fonts
    }

    /// Shapes `text` in `language` at `weight`, choosing faces for `pointSize`.
    func shape(_ text: String, language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> ShapedText {
        let items = ItemizedText(text, rightToLeftHint: language.isRightToLeft)
        // Assign faces per cluster, then cut script runs into stretches of one face.
        struct Stretch {
            var scalars: Range<Int>
            var instance: FaceInstance
            var run: ItemizedText.ScriptRun
        }
        var stretches: [Stretch] = []
        var missing: [UInt32] = []
        for run in items.runs {
            let stack = try self.stack(script: run.script, language: language, weight: weight, pointSize: pointSize)
            guard let first = stack.first else {
                throw InputError(file: fonts.origin, reason: "no font for script \(run.script) in \(language)")
            }
            for c in run.clusterRange {
                let cluster = items.clusters[c]
                let needed = items.scalars[cluster].filter { !Self.isDefaultIgnorable($0) }
                var chosen = first
                let candidates = try stack.map { (instance) throws(InputError) in (instance, try harfBuzzFont(instance)) }
                if let covering = candidates.first(where: { needed.allSatisfy($0.1.covers) }) {
                    chosen = covering.0
                } else {
                    for scalar in needed where !missing.contains(scalar) && !candidates.contains(where: { $0.1.covers(scalar) }) {
                        missing.append(scalar)
                    }
                }
                if let last = stretches.last, last.instance == chosen, last.run.clusterRange.contains(c - 1),
                   last.run.clusterRange == run.clusterRange {
                    stretches[stretches.count - 1].scalars = last.scalars.lowerBound..<cluster.upperBound
                } else {
                    stretches.append(Stretch(scalars: cluster, instance: chosen, run: run))
                }
            }
        }
        // Visual order of stretches: by the visual position of their first scalar's run edge.
        let order = stretches.indices.sorted { a, b in
            let pa = stretches[a].scalars.map { items.visualPosition[$0] }.min() ?? 0
            let pb = stretches[b].scalars.map { items.visualPosition[$0] }.min() ?? 0
            return pa < pb
        }
        var glyphs: [ShapedText.Glyph] = []
        var pen = 0.0
        var clusters = 0, tracked = 0
        var trackingRule: TrackingRule?
        var ascender = 0.0, descender = 0.0, lineGap = 0.0
        var used: [FontUse] = []
        for s in order {
            let stretch = stretches[s]
            let face = stretch.instance.face
            let font = try harfBuzzFont(stretch.instance)
            let shaped = buffer.shape(items.scalars, range: stretch.scalars, font: font, scriptTag: stretch.run.script,
                                      language: language.identifier, rightToLeft: stretch.run.isRightToLeft)
            let unit = 1 / Double(font.scale)
            let isTracked = face.tracking != .none
            if isTracked, trackingRule == nil { trackingRule = face.tracking }
            var previousCluster: Int?
            for g in shaped {
                if let previousCluster, previousCluster != g.cluster {
                    clusters += 1
                    if isTracked { tracked += 1 }
                }
                previousCluster = g.cluster
                let extents = font.extents(of: g.glyph)
                let x = pen + Double(g.xOffset) * unit
                let top = Double(g.yOffset + extents.y_bearing) * unit
                let left = x + Double(extents.x_bearing) * unit
                glyphs.append(ShapedText.Glyph(
                    x: x, inkMinX: left, inkMaxX: left + Double(extents.width) * unit,
                    inkMinY: top + Double(extents.height) * unit, inkMaxY: top,
                    hasInk: extents.width != 0 && extents.height != 0,
                    clustersBefore: clusters, trackedClustersBefore: tracked))
                pen += Double(g.xAdvance) * unit
            }
            if previousCluster != nil {
                clusters += 1
                if isTracked { tracked += 1 }
            }
            ascender = max(ascender, face.ascender)
            descender = max(descender, -face.descender)
            lineGap = max(lineGap, face.lineGap)
            let use = face.use(variations: stretch.instance.variations)
            if !used.contains(use) { used.append(use) }
        }
        return ShapedText(glyphs: glyphs, advance: pen, clusterCount: clusters, trackedClusterCount: tracked,
                          trackingRule: trackingRule ?? .none, ascender: ascender, descender: descender,
                          lineGap: lineGap, missing: missing, fonts: used)
    }

    private func stack(script: String, language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> [FaceInstance] {
        let key = StackKey(script: script, language: language, weight: weight, pointSize: pointSize)
        if let stack = stacks[key] { return stack }
        let stack = try fonts.stack(script: script, language: language, weight: weight, pointSize: pointSize)
        stacks[key] = stack
        return stack
    }

    private func harfBuzzFont(_ instance: FaceInstance) throws(InputError) -> HarfBuzzFont {
        let key = instance.key
        if let font = harfBuzzFonts[key] { return font }
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
        let font = HarfBuzzFont(bytes: fileBytes, index: instance.face.index, variations: instance.variations)
        harfBuzzFonts[key] = font
        return font
    }

    /// Default-ignorable code points (ZWJ, ZWNJ, variation selectors, bidi controls …) need no glyph.
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.isDefaultIgnorableCodePoint ?? false
    }
}
