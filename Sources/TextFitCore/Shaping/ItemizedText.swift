/// Text split for shaping: scalars, grapheme clusters, bidi levels and script runs.
///
/// Bidi levels and visual order come from FriBidi; scripts from HarfBuzz's Unicode tables,
/// with Common and Inherited characters taking the script of the text before them (or, at
/// the start, after them), as HarfBuzz's own itemization does.
package struct ItemizedText {
    /// The text as Unicode scalar values.
    var scalars: [UInt32]
    /// The grapheme clusters as scalar ranges, in logical order.
    package var clusters: [Range<Int>]
    /// Script runs: maximal sequences of clusters with one script and one bidi level.
    package var runs: [ScriptRun]
    /// Whether the paragraph resolved to right to left.
    var isRightToLeft: Bool
    /// For each logical scalar index, its visual position.
    var visualPosition: [Int]
    /// The first scalar with a script of its own (not Common, Inherited or Unknown), or
    /// `scalars.count`: a prefix that ends before it is all neutrals, whose script is Common.
    var firstScriptedScalar: Int
    /// For a line cut from a text (``init(_:clusters:rightToLeftHint:)``), the index of its first
    /// scalar in that text: where the shaper looks for its glyphs in the text's own shaping.
    /// `nil` for text itemized whole.
    var lineOffset: Int?
    /// Which lines cut from this text (``init(_:clusters:rightToLeftHint:)``) resolve left to
    /// right at level 0 throughout, in logical order, as the text does
    /// (``FriBidi/Paragraph/leftToRightStretches``): every line, those holding a strong
    /// left-to-right character (``LineStart/firstStrongLeft``), or not every line.
    var leftToRightLines: FriBidi.LeftToRightStretches

    package struct ScriptRun {
        /// The ISO 15924 script code (`Zyyy` when the run has only common characters).
        package var script: String
        var level: UInt8
        /// The clusters of the run, as indices into `clusters`.
        var clusterRange: Range<Int>
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    package init(_ text: String, rightToLeftHint: Bool) {
        var scalars: [UInt32] = []
        var clusters: [Range<Int>] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        for character in text {
            let start = scalars.count
            for scalar in character.unicodeScalars { scalars.append(scalar.value) }
            clusters.append(start..<scalars.count)
        }
        self.init(scalars: scalars, clusters: clusters, rightToLeftHint: rightToLeftHint)
    }

    /// The first `kept` clusters of `text` followed by `suffix`, itemized as
    /// `ItemizedText(prefix + suffix)` would be, without making or segmenting a `String`.
    ///
    /// Grapheme boundaries inside the prefix depend only on the characters around them, which
    /// the prefix keeps; the one boundary that can change is the one before `suffix` (after a
    /// prepended character, say), and it is checked. Bidi levels and scripts are resolved
    /// afresh: the characters after a neutral decide its level.
    package init(prefixOf text: ItemizedText, clusters kept: Int, appending suffix: Character, rightToLeftHint: Bool) {
        let end = kept == 0 ? 0 : text.clusters[kept - 1].upperBound
        var scalars = Array(text.scalars[0..<end])
        var clusters = Array(text.clusters[0..<kept])
        let start = scalars.count
        for scalar in suffix.unicodeScalars { scalars.append(scalar.value) }
        if let last = clusters.last {
            if Self.joins(scalars[start...], after: scalars[last]) {
                clusters[clusters.count - 1] = last.lowerBound..<scalars.count
            } else {
                clusters.append(start..<scalars.count)
            }
        } else {
            clusters.append(start..<scalars.count)
        }
        self.init(scalars: scalars, clusters: clusters, rightToLeftHint: rightToLeftHint)
    }

    /// Clusters `range` of `text`, itemized as `ItemizedText` of their string would be, without
    /// making or segmenting a `String`.
    ///
    /// The range starts and ends at cluster boundaries, and UAX #29 looks back from a boundary
    /// only through characters its rules join (Extend, ZWJ and the like after an
    /// Extended_Pictographic character; a Regional Indicator's pair, counted from the start of
    /// the run, whose pairs the boundary falls between): a look-back never crosses a boundary,
    /// so the clusters of the range's string are the range's clusters. Bidi levels and scripts
    /// are resolved afresh, as for the string.
    package init(_ text: ItemizedText, clusters range: Range<Int>, rightToLeftHint: Bool) {
        let scalars = text.scalarRange(clusters: range)
        let clusters = text.clusters[range].map { ($0.lowerBound - scalars.lowerBound)..<($0.upperBound - scalars.lowerBound) }
        self.init(scalars: Array(text.scalars[scalars]), clusters: clusters, rightToLeftHint: rightToLeftHint)
        lineOffset = scalars.lowerBound
    }

    /// The scalars of clusters `range`, as indices into `scalars`.
    func scalarRange(clusters range: Range<Int>) -> Range<Int> {
        range.isEmpty ? 0..<0 : clusters[range.lowerBound].lowerBound..<clusters[range.upperBound - 1].upperBound
    }

    /// Whether `suffix` (one grapheme cluster) written after the grapheme cluster `cluster` joins
    /// it into one cluster rather than starting its own: after a prepended character, say.
    ///
    /// "…" (U+2026), what truncation appends, is answered without segmenting a string when the
    /// cluster ends below U+0600: "…" is neither Extend, ZWJ, SpacingMark,
    /// Extended_Pictographic nor a Regional Indicator, so UAX #29 keeps it from the cluster before
    /// only after a Prepend character (GB9b), and no Prepend character lies below U+0600.
    package static func joins<Suffix: Collection<UInt32>>(_ suffix: Suffix, after cluster: ArraySlice<UInt32>) -> Bool {
        if suffix.count == 1, suffix.first == 0x2026, let last = cluster.last, last < 0x600 { return false }
        var joined = String.UnicodeScalarView()
        for value in cluster { joined.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        for value in suffix { joined.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        return String(joined).count == 1
    }

    /// Itemizes `scalars` already split into grapheme clusters.
    private init(scalars: [UInt32], clusters: [Range<Int>], rightToLeftHint: Bool) {
        let paragraph = FriBidi.paragraph(scalars, rightToLeftHint: rightToLeftHint)
        var visualPosition = [Int](repeating: 0, count: scalars.count)
        for (visual, logical) in paragraph.visualToLogical.enumerated() { visualPosition[logical] = visual }

        let (scripts, firstScripted) = Self.resolvedScripts(scalars)
        var runs: [ScriptRun] = []
        var runCode: UInt32 = 0
        for (c, cluster) in clusters.enumerated() {
            let code = scripts[cluster.lowerBound]
            let level = paragraph.levels[cluster.lowerBound]
            if let last = runs.last, runCode == code, last.level == level {
                runs[runs.count - 1].clusterRange = last.clusterRange.lowerBound..<(c + 1)
            } else {
                runs.append(ScriptRun(script: UnicodeScript.tagString(code), level: level, clusterRange: c..<(c + 1)))
                runCode = code
            }
        }
        self.scalars = scalars
        self.clusters = clusters
        self.runs = runs
        self.isRightToLeft = paragraph.isRightToLeft
        self.visualPosition = visualPosition
        self.firstScriptedScalar = firstScripted
        self.leftToRightLines = paragraph.leftToRightStretches
    }

    /// Clusters `range` as a string, followed by `suffix`.
    func text(clusters range: Range<Int>, appending suffix: String = "") -> String {
        Self.string(scalars[scalarRange(clusters: range)], appending: suffix)
    }

    /// `scalars` as a string, followed by `suffix`: encoded as UTF-8 straight into the string's
    /// storage, cheaper than appending scalar by scalar or joining. A value that is not a
    /// scalar (a surrogate, or above U+10FFFF) is written as U+FFFD.
    static func string(_ scalars: ArraySlice<UInt32>, appending suffix: String = "") -> String {
        // At most 4 UTF-8 bytes a scalar.
        var suffix = suffix
        let capacity = scalars.count * 4 + suffix.utf8.count
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var end = 0
            for value in scalars {
                Unicode.UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { byte in
                    buffer[end] = byte
                    end += 1
                }
            }
            suffix.withUTF8 { bytes in
                for byte in bytes {
                    buffer[end] = byte
                    end += 1
                }
            }
            return end
        }
    }

    /// Whether cluster `c` is whitespace, as `Character.isWhitespace` decides: by its first scalar.
    /// Below U+0080 the White_Space characters are U+0009…U+000D and U+0020, answered without
    /// the property tables.
    package func isWhitespace(cluster c: Int) -> Bool {
        let first = scalars[clusters[c].lowerBound]
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        return Unicode.Scalar(first)?.properties.isWhitespace ?? false
    }

    /// The distinct scripts of the runs, in order of first appearance.
    var scripts: [String] {
        var seen: [String] = []
        for run in runs where !seen.contains(run.script) { seen.append(run.script) }
        return seen
    }

    /// Each scalar's script as a 32-bit tag, neutrals resolved, and the index of the first
    /// scalar that has a script of its own (`scalars.count` if none has).
    static func resolvedScripts(_ scalars: [UInt32]) -> (scripts: [UInt32], firstScripted: Int) {
        resolved(scalars.map(UnicodeScript.code(of:)))
    }

    /// `codes`, each scalar's own script, with the neutrals resolved, and the index of the first
    /// that is not neutral (`codes.count` if none is).
    private static func resolved(_ codes: [UInt32]) -> (scripts: [UInt32], firstScripted: Int) {
        var scripts = codes
        var previous: UInt32?
        for i in scripts.indices {
            if isNeutral(scripts[i]) {
                if let previous { scripts[i] = previous }
            } else {
                previous = scripts[i]
            }
        }
        // Leading neutrals take the first real script after them.
        let first = scripts.firstIndex(where: { !isNeutral($0) })
        if let first {
            for i in 0..<first { scripts[i] = scripts[first] }
        } else {
            for i in scripts.indices { scripts[i] = UnicodeScript.commonCode }
        }
        return (scripts, first ?? scripts.count)
    }

    /// How a line starting at a cluster resolves its scripts and direction: the first scalar at
    /// or after the cluster's start with a script of its own (`scalars.count` if none), whether a
    /// line that starts there and holds that scalar gives every one of its scalars the script the
    /// text gives it, and the scalar it must hold to resolve left to right.
    struct LineStart {
        var firstScripted: Int32
        var resolvesAlike: Bool
        /// The first scalar at or after the cluster's start that a line starting there must hold
        /// to resolve left to right (``leftToRightLines``): the first of bidi type L
        /// (`scalars.count` if none) where only lines holding one do, the start itself otherwise.
        var firstStrongLeft: Int32
    }

    /// Each cluster's ``LineStart``.
    ///
    /// A scalar with a script of its own keeps it in any line. A neutral takes the script of
    /// the last such scalar before it, in the text and in a line alike once the line holds one
    /// before it; the neutrals a line starts with take instead the script of its first scalar
    /// with one, `f`, where the text gave them the script of the scalar before the line
    /// (resolved: the last scripted scalar before it, or `f`'s when there is none). So a line
    /// from cluster `c`, starting at scalar `s`, resolves alike when `c` is the first cluster,
    /// or `s` is `f`, or the text resolved scalar `s − 1` to `f`'s script. A line without a
    /// scalar with a script of its own is Common throughout, as the text is only when it has none.
    func lineStarts() -> [LineStart] {
        let codes = scalars.map(UnicodeScript.code(of:))
        let resolved = Self.resolved(codes).scripts
        // The first scalar with a script of its own at or after each, and the first of bidi type
        // L where only lines holding one resolve left to right.
        let needsStrongLeft = leftToRightLines == .holdingStrongLeft
        var next = [Int32](repeating: Int32(scalars.count), count: scalars.count + 1)
        var strongLeft = [Int32](repeating: Int32(scalars.count), count: needsStrongLeft ? scalars.count + 1 : 0)
        for i in scalars.indices.reversed() {
            next[i] = Self.isNeutral(codes[i]) ? next[i + 1] : Int32(i)
            if needsStrongLeft { strongLeft[i] = FriBidi.isStrongLeftToRight(scalars[i]) ? Int32(i) : strongLeft[i + 1] }
        }
        return clusters.enumerated().map { c, cluster in
            let start = cluster.lowerBound, first = Int(next[start])
            let alike = c == 0 || first == start || firstScriptedScalar == scalars.count
                || (first < scalars.count && resolved[start - 1] == codes[first])
            return LineStart(firstScripted: next[start], resolvesAlike: alike,
                             firstStrongLeft: needsStrongLeft ? strongLeft[start] : Int32(start))
        }
    }

    /// Whether a script code is Common, Inherited or Unknown: a character without a script of its own.
    static func isNeutral(_ code: UInt32) -> Bool {
        code == UnicodeScript.commonCode || code == UnicodeScript.inheritedCode || code == UnicodeScript.unknownCode
    }
}
