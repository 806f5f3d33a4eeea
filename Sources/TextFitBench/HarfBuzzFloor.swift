import Foundation

/// The least shaping a catalog's matrix needs, for `textfit bench catalog` to compare with:
/// each distinct line (text after format samples, language, weight) shaped once, whole, with
/// a raw `hb_shape` in the first face of its language's stack — no itemization, font fallback,
/// caching, truncation or geometry.
///
/// No tool that measures every string with HarfBuzz can do less; TextFit's run over the same
/// matrix is measured against it.
struct HarfBuzzFloor {
    /// One distinct line, as HarfBuzz takes it.
    struct Line: Hashable, Sendable {
        var text: String
        var language: LanguageTag
        var weight: Int
    }

    /// The distinct lines of the matrix `strings` × `categories` under `spec` (with the run's
    /// format samples), in first-seen order.
    static func lines(strings: [LocalizedString], spec: ButtonSpec, categories: [ContentSizeCategory],
                      sampler: FormatSpecifierSampler) -> [Line] {
        let weights = Set(categories.map { spec.fontWeight ?? TypeScale.iOS.metrics(for: spec.textStyle, in: $0).weight })
            .sorted()
        var seen = Set<Line>()
        var lines: [Line] = []
        for string in strings where !(string.state == .stale || (string.state == .new && string.value.isEmpty)) {
            for sample in sampler.samples(for: string) where !sample.text.isEmpty {
                for weight in weights {
                    let line = Line(text: sample.text, language: string.language, weight: weight)
                    if seen.insert(line).inserted { lines.append(line) }
                }
            }
        }
        return lines
    }

    /// Shapes every line once in the first face of its language's stack at each of
    /// `pointSizes` that chooses another face instance (one size: once; the sizes of every
    /// category: once per optical cut they span, a blend of two cuts counting as its two), the lines split between `workers` tasks.
    /// Returns the seconds of the slowest task's shaping alone (each task opens its fonts and
    /// converts its text to UTF-32 first, untimed; the tasks run at once on as many cores) and
    /// the number of `hb_shape` calls. With `concatFlags`, HarfBuzz also marks where the glyphs
    /// are unsafe to concatenate, as the check path asks of every layout it may truncate.
    static func run(_ lines: [Line], fonts: FontCollection, pointSizes: [Double], workers: Int,
                    concatFlags: Bool = false) async throws(InputError) -> (seconds: Double, calls: Int) {
        // The script of each language's first line chooses its font.
        var scripts: [LanguageTag: String] = [:]
        for line in lines where scripts[line.language] == nil {
            scripts[line.language] = ItemizedText(line.text, rightToLeftHint: line.language.isRightToLeft).runs.first?.script
        }
        // Per language and weight, the distinct fonts the sizes choose, in size order: a blended
        // face's own cut and its partner's (its shares mix the same two shapings).
        var faces: [FontKey: [FaceInstance]] = [:]
        for line in lines {
            let key = FontKey(language: line.language, weight: line.weight)
            guard faces[key] == nil, let script = scripts[line.language] else { continue }
            var instances: [FaceInstance] = []
            for size in pointSizes {
                guard let first = try fonts.stack(script: script, language: line.language, weight: line.weight,
                                                  pointSize: size).first else { continue }
                var shaped = [FaceInstance(face: first.face, variations: first.variations)]
                if first.blend > 0, let partner = first.face.blendPartner {
                    shaped.append(FaceInstance(face: partner, variations: first.partnerVariations))
                }
                for instance in shaped where !instances.contains(where: { $0.key == instance.key }) { instances.append(instance) }
            }
            faces[key] = instances
        }
        let chosen = faces
        let languageScripts = scripts
        let calls = lines.reduce(0) { $0 + (chosen[FontKey(language: $1.language, weight: $1.weight)]?.count ?? 0) }
        let share = (lines.count + workers - 1) / max(workers, 1)
        let clock = ContinuousClock()
        do {
            let times = try await withThrowingTaskGroup(of: Double.self) { group in
                for worker in 0..<workers {
                    let slice = lines[min(worker * share, lines.count)..<min((worker + 1) * share, lines.count)]
                    group.addTask {
                        // Set-up, not timed: HarfBuzz fonts and UTF-32 text.
                        var opened: [FontKey: (fonts: [HarfBuzzFont], script: String)] = [:]
                        var work: [(scalars: [UInt32], key: FontKey, language: String, rightToLeft: Bool)] = []
                        for line in slice {
                            let key = FontKey(language: line.language, weight: line.weight)
                            guard let instances = chosen[key], let script = languageScripts[line.language] else { continue }
                            if opened[key] == nil {
                                var fonts: [HarfBuzzFont] = []
                                for instance in instances {
                                    guard let bytes = FontBytes(path: instance.face.path) else {
                                        throw InputError(file: instance.face.path, reason: "cannot read font file")
                                    }
                                    fonts.append(HarfBuzzFont(bytes: bytes, index: instance.face.index,
                                                              variations: instance.variations))
                                }
                                opened[key] = (fonts, script)
                            }
                            work.append((line.text.unicodeScalars.map(\.value), key, line.language.identifier,
                                         line.language.isRightToLeft))
                        }
                        let buffer = HarfBuzzBuffer()
                        let start = clock.now
                        var advance = 0
                        for item in work {
                            let entry = opened[item.key]!
                            for font in entry.fonts {
                                for glyph in buffer.shape(item.scalars, range: 0..<item.scalars.count, font: font,
                                                          scriptTag: entry.script, language: item.language,
                                                          rightToLeft: item.rightToLeft, concatFlags: concatFlags) {
                                    advance &+= Int(glyph.xAdvance)
                                }
                            }
                        }
                        precondition(advance != Int.min)
                        return (clock.now - start).seconds
                    }
                }
                var all: [Double] = []
                for try await time in group { all.append(time) }
                return all
            }
            return (times.max() ?? 0, calls)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(reason: "floor loop failed: \(error)")
        }
    }

    private struct FontKey: Hashable, Sendable {
        var language: LanguageTag
        var weight: Int
    }
}
