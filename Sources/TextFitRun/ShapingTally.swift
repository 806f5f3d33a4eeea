/// What one task of a verification did with HarfBuzz, reported when it is done (for the
/// benchmark): how many lines it shaped, of each kind, how many truncation candidates it measured by
/// splicing instead, how many lines it took from their text's shaping, and how long HarfBuzz
/// itself took.
package struct ShapingTally: Sendable, Equatable {
    /// Lines shaped with HarfBuzz: layouts, truncation pieces not known already, and candidates
    /// shaped whole (``TextMeasurer/shapingCount``).
    package var shaped: Int { layouts + pieces + wholeCandidates }
    /// Layouts shaped (``TextMeasurer/layoutShapingCount``).
    package var layouts: Int
    /// Truncation pieces shaped (``TextMeasurer/pieceShapingCount``).
    package var pieces: Int
    /// Truncation candidates shaped whole (``TextMeasurer/wholeCandidateShapingCount``).
    package var wholeCandidates: Int
    /// Truncation candidates measured by splicing a piece onto the line
    /// (``TextMeasurer/spliceCount``).
    package var spliced: Int
    /// Lines cut from a text that took their glyphs from the text's shaping, without a HarfBuzz
    /// call (``TextMeasurer/slicedLineCount``).
    package var slicedLines: Int
    /// Candidate lines measured from their title's layout, made no layout of their own
    /// (``TextMeasurer/titleLineCount``).
    package var linesFromTitle: Int
    /// The time spent inside `hb_shape`, call by call (``TextMeasurer/harfBuzzTime``).
    package var harfBuzzTime: Duration

    package init(layouts: Int = 0, pieces: Int = 0, wholeCandidates: Int = 0, spliced: Int = 0, slicedLines: Int = 0,
                 linesFromTitle: Int = 0, harfBuzzTime: Duration = .zero) {
        self.layouts = layouts
        self.pieces = pieces
        self.wholeCandidates = wholeCandidates
        self.spliced = spliced
        self.slicedLines = slicedLines
        self.linesFromTitle = linesFromTitle
        self.harfBuzzTime = harfBuzzTime
    }

    /// The tally of `measurer` so far.
    init(_ measurer: TextMeasurer) {
        self.init(layouts: measurer.layoutShapingCount, pieces: measurer.pieceShapingCount,
                  wholeCandidates: measurer.wholeCandidateShapingCount, spliced: measurer.spliceCount,
                  slicedLines: measurer.slicedLineCount, linesFromTitle: measurer.titleLineCount,
                  harfBuzzTime: measurer.harfBuzzTime)
    }

    /// Two tasks' tallies together.
    package static func + (a: ShapingTally, b: ShapingTally) -> ShapingTally {
        ShapingTally(layouts: a.layouts + b.layouts, pieces: a.pieces + b.pieces,
                     wholeCandidates: a.wholeCandidates + b.wholeCandidates, spliced: a.spliced + b.spliced,
                     slicedLines: a.slicedLines + b.slicedLines, linesFromTitle: a.linesFromTitle + b.linesFromTitle,
                     harfBuzzTime: a.harfBuzzTime + b.harfBuzzTime)
    }
}
