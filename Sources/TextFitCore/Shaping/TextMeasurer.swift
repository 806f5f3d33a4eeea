/// Measures text at any size, shaping each distinct (text, language, weight, face instances)
/// once and scaling the em-unit layout to every point size.
///
/// Its caches hold the strings measured last, not every string of a run: a run measures one
/// string at all its sizes before the next, and a large catalog must not grow the memory.
///
/// Not `Sendable`: give each task its own; they share the `FontCollection`.
package final class TextMeasurer {
    /// The fonts measured with.
    package let fonts: FontCollection
    /// The tracking measured with: iOS's (the default), each font's own rule, or a fixed value.
    package let tracking: TrackingChoice
    /// Tracking in 1/1000 em for every cluster, or `nil` when the faces' rules decide.
    package var trackingOverride: Double? { tracking.fixedValue }
    private let shaper: Shaper
    /// ICU's line break iterators, kept open for the texts ``LineBreaker`` breaks.
    let lineBreaker = ICULineBreaker()
    /// The texts prepared last: at most 32, holding at most 100,000 scalars together (a longer
    /// text is kept alone while it is the newest). Each holds at most
    /// `PreparedText.layoutLimit` layouts.
    private var prepared = RecentCache<PreparedKey, PreparedText>(capacity: 32, costLimit: 100_000)
    /// Size plans per script list × language × weight, the 64 used last.
    private var plans = RecentCache<PlanKey, SizePlan>(capacity: 64)
    /// How many lines were actually shaped: layouts (cache misses), truncation candidates, and
    /// the pieces of line endings spliced on that were not known already.
    package var shapingCount: Int { layoutShapingCount + pieceShapingCount + wholeCandidateShapingCount }
    /// Layouts shaped: a text (a title, a line of it, a source) in a new set of face instances.
    package private(set) var layoutShapingCount = 0
    /// Truncation pieces shaped — a cut word and "…", or the suffix in a face of its own — that
    /// the shaper did not know already.
    package private(set) var pieceShapingCount = 0
    /// Truncation candidates shaped whole, where no piece could be spliced onto the line.
    package private(set) var wholeCandidateShapingCount = 0
    /// How many truncation candidates were measured by splicing a piece onto the line.
    package private(set) var spliceCount = 0
    /// How many lines cut from a text took all their glyphs from the text's shaping, without a
    /// HarfBuzz call (``ParagraphStretches``); not counted in `shapingCount`.
    package private(set) var slicedLineCount = 0
    /// How many lines ``LineBreaker`` measured from their text's layout (``LineSlicer``), made
    /// no text or layout of their own; not counted in `shapingCount` or `slicedLineCount`.
    package internal(set) var titleLineCount = 0
    /// The time spent inside HarfBuzz's `hb_shape` for this measurer so far (the rest of its
    /// time is TextFit's own).
    package var harfBuzzTime: Duration { shaper.harfBuzzTime }

    private struct PreparedKey: Hashable {
        var text: String
        var language: LanguageTag
        var weight: Int
    }

    /// "…" prepared once per language and weight, for truncation's estimates and last resort:
    /// bounded by the catalog's languages × the weights of its categories.
    private var ellipses: [EllipsisKey: PreparedText] = [:]
    /// The entry of `ellipses` asked for last.
    private var lastEllipsis: (key: EllipsisKey, text: PreparedText)?

    private struct EllipsisKey: Hashable {
        var language: LanguageTag
        var weight: Int
    }

    private struct PlanKey: Hashable {
        var scripts: [String]
        var language: LanguageTag
        var weight: Int
    }

    /// A measurer with `tracking` (iOS's by default).
    package init(fonts: FontCollection, tracking: TrackingChoice = .system) {
        self.fonts = fonts
        self.tracking = tracking
        self.shaper = Shaper(fonts: fonts, tracking: tracking)
    }

    /// A measurer with a fixed tracking in 1/1000 em, or iOS's when `trackingOverride` is `nil`.
    package convenience init(fonts: FontCollection, trackingOverride: Double?) {
        self.init(fonts: fonts, tracking: trackingOverride.map(TrackingChoice.fixed) ?? .system)
    }

    /// A measurer with no layouts yet that reuses `shaper`'s open faces and its tracking choice.
    package init(shaper: Shaper) {
        self.fonts = shaper.fonts
        self.tracking = shaper.tracking
        self.shaper = shaper
    }

    /// Measures `text` in `language` at `pointSize` and `weight` (100…900).
    package func measure(_ text: String, language: LanguageTag, pointSize: Double, weight: Int) throws(InputError) -> TextMeasurement {
        try measure(prepare(text, language: language, weight: weight), pointSize: pointSize)
    }

    /// Measures prepared text at `pointSize`: no hashing of the text, a shaping only for a new
    /// set of face instances. `title`, when `text` is a line cut from it
    /// (``preparedLine(of:clusters:)``), gives the line its faces where the title's faces at the
    /// size decide them; the measurement is the same with it or without.
    package func measure(_ text: PreparedText, pointSize: Double,
                         lineOf title: PreparedText? = nil) throws(InputError) -> TextMeasurement {
        try layout(text, pointSize: pointSize, lineOf: title)
            .measurement(text: text.text, language: text.language, pointSize: pointSize, weight: text.weight,
                         trackingOverride: trackingOverride)
    }

    /// The text with what decides its faces at each size worked out once.
    package func prepare(_ text: String, language: LanguageTag, weight: Int) throws(InputError) -> PreparedText {
        let key = PreparedKey(text: text, language: language, weight: weight)
        if let known = prepared.value(for: key) { return known }
        let made = try makePrepared(text, language: language, weight: weight)
        prepared.insert(made, for: key, cost: max(1, made.items.scalars.count))
        return made
    }

    /// The text prepared without looking it up in or adding it to the measurer's cache: for a
    /// caller that keeps it for as long as it needs it (a task measures a string at all its
    /// sizes before the next), saving the hashing of every text twice.
    package func prepareUncached(_ text: String, language: LanguageTag, weight: Int) throws(InputError) -> PreparedText {
        try makePrepared(text, language: language, weight: weight)
    }

    /// Clusters `range` of `text` as a text of their own, prepared as ``prepare(_:language:weight:)``
    /// prepares their string (``ItemizedText/init(_:clusters:rightToLeftHint:)``): a line that
    /// ``LineBreaker`` measures alone. Kept with `text` (``PreparedText/lineLimit`` of them), so
    /// that a line found again — at another size, or elsewhere in the text — is looked up by a
    /// hash of its scalars, not by hashing a string made of them, and shaped again only for new
    /// face instances.
    package func preparedLine(of text: PreparedText, clusters range: Range<Int>) throws(InputError) -> PreparedText {
        let scalars = text.items.scalars[text.items.scalarRange(clusters: range)]
        let hash = PreparedText.hash(scalars)
        if let known = text.line(scalars, hash: hash) { return known }
        let items = ItemizedText(text.items, clusters: range, rightToLeftHint: text.language.isRightToLeft)
        let made = try makePrepared(text.items.text(clusters: range), items: items, language: text.language,
                                    weight: text.weight)
        text.keep(line: made, hash: hash)
        return made
    }

    /// `text` itemized, with the size plan of its scripts and its language's.
    private func makePrepared(_ text: String, language: LanguageTag, weight: Int,
                              layoutLimit: Int = PreparedText.layoutLimit) throws(InputError) -> PreparedText {
        try makePrepared(text, items: ItemizedText(text, rightToLeftHint: language.isRightToLeft), language: language,
                         weight: weight, layoutLimit: layoutLimit)
    }

    /// `text`, itemized as `items`, with the size plan of its scripts and its language's.
    private func makePrepared(_ text: String, items: ItemizedText, language: LanguageTag, weight: Int,
                              layoutLimit: Int = PreparedText.layoutLimit) throws(InputError) -> PreparedText {
        // The language's own scripts too: a cluster its run's stack lacks can take their faces.
        var scripts = items.scripts
        for script in shaper.likelyScripts(of: language) where !scripts.contains(script) { scripts.append(script) }
        let planKey = PlanKey(scripts: scripts, language: language, weight: weight)
        let plan: SizePlan
        if let known = plans.value(for: planKey) {
            plan = known
        } else {
            plan = try fonts.sizePlan(scripts: scripts, language: language, weight: weight)
            plans.insert(plan, for: planKey)
        }
        return PreparedText(text: text, language: language, weight: weight, plan: plan, items: items,
                            layoutLimit: layoutLimit)
    }

    /// "…" alone in `text`'s language and weight, laid out at `pointSize`: what truncation
    /// estimates its candidates with and falls back to, and what fails when no face has "…".
    func ellipsisLayout(for text: PreparedText, pointSize: Double) throws(InputError) -> ShapedText {
        try layout(preparedEllipsis(language: text.language, weight: text.weight), pointSize: pointSize)
    }

    /// "…" alone, prepared, in `language` at `weight`.
    private func preparedEllipsis(language: LanguageTag, weight: Int) throws(InputError) -> PreparedText {
        let key = EllipsisKey(language: language, weight: weight)
        // A title's cells, asked for one after another, share its language and weight.
        if let lastEllipsis, lastEllipsis.key == key { return lastEllipsis.text }
        let text: PreparedText
        if let known = ellipses[key] {
            text = known
        } else {
            text = try makePrepared(TailTruncator.ellipsis, language: language, weight: weight,
                                    layoutLimit: PreparedText.ellipsisLayoutLimit)
            ellipses[key] = text
        }
        lastEllipsis = (key, text)
        return text
    }

    /// The size-independent layout used for `text` at `pointSize`.
    ///
    /// A size of a new signature whose clusters get the same faces as a layout kept already
    /// (the plan's signature counts every boundary of the families that might be used, such as
    /// Inter's two cuts for a Japanese line set in Noto Sans CJK alone) shares that layout:
    /// HarfBuzz would be given the same text in the same fonts.
    ///
    /// `title`, when `text` is a line cut from it, gives the line its faces where the title's
    /// layout at the size decides them (``Shaper/assignFaces(line:text:textFaces:)``).
    package func layout(_ text: PreparedText, pointSize: Double,
                        lineOf title: PreparedText? = nil) throws(InputError) -> ShapedText {
        let signature = text.plan.signature(pointSize: pointSize)
        for entry in text.layouts where entry.signature == signature { return entry.layout }
        let faces: Shaper.FaceAssignment
        if let title, let derived = lineFaces(text, of: title, pointSize: pointSize) {
            faces = derived
        } else {
            faces = try shaper.assignFaces(text.items, language: text.language, weight: text.weight, pointSize: pointSize,
                                           like: text.layouts.last?.faces)
        }
        let layout: ShapedText
        if let same = text.layouts.last(where: { $0.faces == faces }) {
            layout = same.layout
        } else {
            // A whole text keeps its stretches for its lines; a line takes its stretches from them
            // where that is exact, and is counted as sliced when HarfBuzz shaped none of it.
            // Only whole texts are truncated, so only their layouts get the concat flags and the
            // splice truncation reads (``LineEnding``); a line cut from a text goes without them
            // (truncated all the same, each candidate of a line would be shaped whole).
            let (shaped, sliced) = (shaper.shapedStretches, shaper.slicedStretches)
            let isWhole = text.items.lineOffset == nil
            layout = shaper.shape(text.items, faces: faces, language: text.language, concatFlags: isWhole,
                                  keepsStretches: isWhole)
            if shaper.shapedStretches == shaped, shaper.slicedStretches > sliced {
                slicedLineCount += 1
            } else {
                layoutShapingCount += 1
            }
        }
        if text.layouts.count == text.layoutLimit { text.layouts.removeFirst() }
        text.layouts.append((signature, faces, layout))
        return layout
    }

    /// The faces of `line`, cut from `title`, read from the title's layout at `pointSize` when
    /// one is kept and decides them; `nil` when they must be looked up.
    private func lineFaces(_ line: PreparedText, of title: PreparedText, pointSize: Double) -> Shaper.FaceAssignment? {
        let signature = title.plan.signature(pointSize: pointSize)
        guard let known = title.layouts.last(where: { $0.signature == signature }) else { return nil }
        return shaper.assignFaces(line: line.items, text: title.items, textFaces: known.faces)
    }

    /// The ending of `line`, the layout of `text` at `pointSize`, ready to be replaced by the
    /// first clusters and `suffix` by shaping only the cut word and the suffix (``LineEnding``);
    /// `nil` when every candidate must be shaped whole.
    ///
    /// Kept with the text, one per layout and size signature (the sizes of one signature share it).
    package func lineEnding(of text: PreparedText, line: ShapedText, suffix: [UInt32],
                    pointSize: Double) throws(InputError) -> LineEnding? {
        // The suffix's face is chosen at the size: a line shared by two signatures has an ending for each.
        let signature = text.plan.signature(pointSize: pointSize)
        for known in text.endings where known.line === line && known.signature == signature && known.suffix == suffix {
            return known.ending
        }
        let shapedBefore = shaper.shapedPieces
        defer { pieceShapingCount += shaper.shapedPieces - shapedBefore }
        let ending = try shaper.lineEnding(of: text.items, line: line, suffix: suffix, language: text.language,
                                           weight: text.weight, pointSize: pointSize)
        if text.endings.count == PreparedText.layoutLimit { text.endings.removeFirst() }
        text.endings.append((line, signature, suffix, ending))
        return ending
    }

    /// The width figures of the first `kept` clusters and the suffix of `ending`, spliced; `nil`
    /// when this candidate must be shaped whole.
    package func shapeEnding(_ ending: LineEnding, kept: Int) -> (extent: ShapedText.Extent, suffix: ShapedText.LogicalCluster)? {
        let shapedBefore = shaper.shapedPieces
        defer { pieceShapingCount += shaper.shapedPieces - shapedBefore }
        guard let spliced = shaper.shapeEnding(ending, kept: kept) else { return nil }
        spliceCount += 1
        return spliced
    }

    /// Shapes `items` for `language` and `weight` at `pointSize` without keeping the layout:
    /// a truncation candidate is measured once, so caching it would only grow the memory.
    package func shapeOnce(_ items: ItemizedText, language: LanguageTag, weight: Int, pointSize: Double) throws(InputError) -> ShapedText {
        wholeCandidateShapingCount += 1
        return try shaper.shape(items, language: language, weight: weight, pointSize: pointSize)
    }
}

/// A string prepared for measuring at many sizes: its layouts, one per set of face instances.
///
/// Belongs to the `TextMeasurer` that made it (not `Sendable`).
package final class PreparedText {
    package let text: String
    package let language: LanguageTag
    package let weight: Int
    package let plan: SizePlan
    /// The text split into clusters and runs once, for every shaping of it.
    package let items: ItemizedText
    /// The layouts shaped last, at most `layoutLimit`. Sizes come in increasing order and
    /// equal signatures are neighbours, so the last few are the ones the next size reuses.
    var layouts: [(signature: Double, faces: Shaper.FaceAssignment, layout: ShapedText)] = []
    /// The most layouts kept per text.
    static let layoutLimit = 4
    /// The most layouts kept for "…" alone (``TextMeasurer/ellipsisLayout(for:pointSize:)``):
    /// every title of a language and weight asks for it at each of its sizes in turn, so with
    /// `layoutLimit` it would be laid out again at every size of every title cut.
    static let ellipsisLayoutLimit = 32
    /// The most layouts kept for this text: `layoutLimit`, or `ellipsisLayoutLimit` for "…".
    let layoutLimit: Int
    /// The line endings worked out for truncation, at most `layoutLimit`: one per layout a
    /// candidate was spliced onto, with the suffix it was worked out for.
    var endings: [(line: ShapedText, signature: Double, suffix: [UInt32], ending: LineEnding?)] = []
    /// Truncation candidates of this text already shaped, by kept clusters and layout
    /// signature: the same candidate at another size set in the same faces is the same layout
    /// scaled, so its width is known. Only the width figures are kept, never the glyphs, and at
    /// most `candidateLimit` of them (a few per size the text is truncated at); they go with
    /// the text. A list searched from its end rather than a dictionary: it holds a few entries,
    /// the newest most often asked for, and a dictionary would be grown and hashed per text.
    private var candidates: [(key: CandidateKey, candidate: Candidate)] = []
    /// The most candidates kept per text.
    static let candidateLimit = 64

    /// The candidate of `key` measured already, if any.
    func candidate(_ key: CandidateKey) -> Candidate? {
        for entry in candidates.reversed() where entry.key == key { return entry.candidate }
        return nil
    }

    /// Keeps `candidate` for `key`; when `candidateLimit` are kept, the older half goes first.
    func keep(_ candidate: Candidate, for key: CandidateKey) {
        if candidates.count >= Self.candidateLimit { candidates.removeFirst(Self.candidateLimit / 2) }
        candidates.append((key, candidate))
    }
    /// Lines of this text prepared to be measured alone (``TextMeasurer/preparedLine(of:clusters:)``),
    /// with a hash of their scalars: at most `lineLimit`, the older half dropped first. A line
    /// is a function of its scalars (in the text's language and weight), so a line that comes
    /// again elsewhere in the text — a repeated phrase, the same words after a format sample —
    /// is found too. A list searched from its end, as `candidates` is: the lines of the size
    /// measured last are asked for most.
    private var lines: [(hash: UInt64, text: PreparedText)] = []
    /// The most lines kept per text: the lines of a few sizes of a long paragraph.
    static let lineLimit = 64

    /// The line of `scalars` (whose ``hash(_:)`` is `hash`) prepared already, if any.
    func line(_ scalars: ArraySlice<UInt32>, hash: UInt64) -> PreparedText? {
        for entry in lines.reversed() where entry.hash == hash && entry.text.items.scalars.elementsEqual(scalars) {
            return entry.text
        }
        return nil
    }

    /// Keeps `line`, whose scalars' ``hash(_:)`` is `hash`; when `lineLimit` are kept, the older half goes first.
    func keep(line: PreparedText, hash: UInt64) {
        if lines.count >= Self.lineLimit { lines.removeFirst(Self.lineLimit / 2) }
        lines.append((hash, line))
    }

    /// FNV-1a over the scalars: cheap, and only a first test (the scalars are compared on a match).
    static func hash(_ scalars: ArraySlice<UInt32>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for scalar in scalars { hash = (hash ^ UInt64(scalar)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// The text's line-break opportunities as cluster boundaries, found once (by
    /// ``LineBreaker``) for every size and width: one entry per opportunity, at most one per cluster.
    var lineBreaks: [LineBreaker.Opportunity]?

    /// How a line starting at each cluster resolves its scripts (``ItemizedText/lineStarts()``),
    /// worked out on first use: ``LineSlicer`` asks, for a text whose lines it measures.
    private var starts: [ItemizedText.LineStart]?

    /// How a line starting at each cluster resolves its scripts.
    var lineStarts: [ItemizedText.LineStart] {
        if let starts { return starts }
        let all = items.lineStarts()
        starts = all
        return all
    }

    /// Which clusters are whitespace (`ItemizedText.isWhitespace`), worked out on first use:
    /// truncation asks at every size the text is cut at.
    private var whitespace: [Bool]?

    /// Whether cluster `c` is whitespace.
    func isWhitespace(cluster c: Int) -> Bool {
        if let whitespace { return whitespace[c] }
        let all = items.clusters.indices.map(items.isWhitespace(cluster:))
        whitespace = all
        return all[c]
    }

    struct CandidateKey: Hashable {
        var kept: Int
        var signature: Double
    }

    /// A shaped "prefix…": its width figures and what "…" added to it (`nil` when "…" joined
    /// the last kept cluster).
    struct Candidate {
        var extent: ShapedText.Extent
        var ellipsis: ShapedText.LogicalCluster?
    }

    init(text: String, language: LanguageTag, weight: Int, plan: SizePlan, items: ItemizedText,
         layoutLimit: Int = PreparedText.layoutLimit) {
        self.text = text
        self.language = language
        self.weight = weight
        self.plan = plan
        self.items = items
        self.layoutLimit = layoutLimit
    }
}
