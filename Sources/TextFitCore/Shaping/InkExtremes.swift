/// Which glyphs of a layout can hold its ink's left and right edges, worked out once per
/// layout, so that the ink bounds at each size read a few glyphs instead of all of them.
///
/// At point size `p` with a tracking step `s`, glyph i's ink spans
/// `[a_i·p + s·c_i, b_i·p + s·c_i]`, where `a_i`, `b_i` are its ink edges in em and `c_i` the
/// clusters left of it (all of them, or the tracked ones). The left edge of the line is the
/// least `a_i·p + s·c_i` over the glyphs with ink.
///
/// For `s ≥ 0`, a glyph j with `c_j ≤ c_i` and `a_j ≤ a_i` has `a_j·p ≤ a_i·p` and
/// `s·c_j ≤ s·c_i`, so its left edge is no greater than glyph i's — and that holds of the
/// rounded products and sums as well, since IEEE rounding is monotonic. Taking the glyphs in
/// increasing `c`, every glyph is thus matched by the last strict running minimum of `a` at or
/// before it: the least left edge is among those "record lows", and equal to the least over all
/// glyphs to the last bit. For `s < 0` the roles of earlier and later swap (record lows taken
/// from the end), and the right edge is the mirror image (record highs of `b`: from the end for
/// `s ≥ 0`, from the start for `s < 0`). Vertical edges do not depend on tracking:
/// `min(y_i·p) = min(y_i)·p` for `p > 0`, again because rounding is monotonic.
///
/// A line's record lows and highs are few (a glyph that reaches further left than everything
/// before it), so a measurement costs a handful of glyphs whatever the line's length.
struct InkExtremes: Sendable {
    /// Glyph indices, four lists one after the other: the left-edge candidates for `s ≥ 0`
    /// (record lows from the start) and for `s < 0` (from the end), then the right-edge
    /// candidates for `s ≥ 0` (record highs from the end) and for `s < 0` (from the start).
    /// They depend only on the glyphs' order, which both ways of counting clusters share.
    private let indices: [Int32]
    /// Where each of the four lists ends in `indices` (the first starts at 0).
    private let ends: SIMD4<Int32>
    /// The least and greatest ink y of the glyphs with ink, in em; `nil` when no glyph has ink.
    private let vertical: (min: Double, max: Double)?
    /// Whether the glyphs come in non-decreasing cluster counts, both ways of counting (visual
    /// order, as shaped); when not, a measurement reads every glyph.
    private let ordered: Bool

    /// Works out the extremes of `glyphs`. Every layout makes one, so the four lists are gathered
    /// in one scratch buffer (on the stack for a line's few glyphs) and kept as one array of
    /// their exact length: a single allocation, where lists grown one index at a time took
    /// several.
    init(_ glyphs: [ShapedText.Glyph]) {
        let count = glyphs.count
        var ordered = true
        var minY = Double.infinity, maxY = -Double.infinity
        (indices, ends) = withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, 4 * count)) { scratch in
            // List k is gathered at scratch[k * count...]: at most one index a glyph each.
            var found = SIMD4<Int32>.zero
            func add(_ index: Int, to list: Int) {
                scratch[list * count + Int(found[list])] = Int32(index)
                found[list] += 1
            }
            // From the start: record lows of the left edge (list 0) and record highs of the right (list 3).
            var previousAll = Int.min, previousTracked = Int.min
            var low = Double.infinity, high = -Double.infinity
            for (i, glyph) in glyphs.enumerated() {
                if glyph.clustersBefore < previousAll || glyph.trackedClustersBefore < previousTracked { ordered = false }
                previousAll = glyph.clustersBefore
                previousTracked = glyph.trackedClustersBefore
                guard glyph.hasInk else { continue }
                minY = min(minY, glyph.inkMinY)
                maxY = max(maxY, glyph.inkMaxY)
                if glyph.inkMinX < low { low = glyph.inkMinX; add(i, to: 0) }
                if glyph.inkMaxX > high { high = glyph.inkMaxX; add(i, to: 3) }
            }
            guard ordered, minY.isFinite else { return ([], .zero) }
            // From the end: record lows of the left edge (list 1) and record highs of the right (list 2).
            low = .infinity
            high = -.infinity
            for i in glyphs.indices.reversed() where glyphs[i].hasInk {
                if glyphs[i].inkMinX < low { low = glyphs[i].inkMinX; add(i, to: 1) }
                if glyphs[i].inkMaxX > high { high = glyphs[i].inkMaxX; add(i, to: 2) }
            }
            var ends = found
            for list in 1..<4 { ends[list] += ends[list - 1] }
            let indices = [Int32](unsafeUninitializedCapacity: Int(ends[3])) { kept, initialized in
                for list in 0..<4 {
                    let start = list == 0 ? 0 : Int(ends[list - 1])
                    for k in 0..<Int(found[list]) { kept[start + k] = scratch[list * count + k] }
                }
                initialized = Int(ends[3])
            }
            return (indices, ends)
        }
        self.ordered = ordered
        vertical = minY.isFinite ? (minY, maxY) : nil
    }

    /// The ink bounds of `glyphs` (the layout these extremes were made from) at `pointSize`, with
    /// `step` points of tracking after each cluster (each tracked one unless `everyCluster`):
    /// the union of every glyph's ink box, the same figures to the last bit.
    func bounds(of glyphs: [ShapedText.Glyph], pointSize: Double, step: Double, everyCluster: Bool) -> InkBounds {
        guard let vertical else { return .zero }
        func shift(_ glyph: ShapedText.Glyph) -> Double {
            step * Double(everyCluster ? glyph.clustersBefore : glyph.trackedClustersBefore)
        }
        var minX = Double.infinity, maxX = -Double.infinity
        guard ordered, pointSize >= 0 else {
            var minY = Double.infinity, maxY = -Double.infinity
            for glyph in glyphs where glyph.hasInk {
                minX = min(minX, glyph.inkMinX * pointSize + shift(glyph))
                maxX = max(maxX, glyph.inkMaxX * pointSize + shift(glyph))
                minY = min(minY, glyph.inkMinY * pointSize)
                maxY = max(maxY, glyph.inkMaxY * pointSize)
            }
            return InkBounds(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        let left = step >= 0 ? 0 : 1, right = step >= 0 ? 2 : 3
        for k in start(of: left)..<ends[left] {
            let glyph = glyphs[Int(indices[Int(k)])]
            minX = min(minX, glyph.inkMinX * pointSize + shift(glyph))
        }
        for k in start(of: right)..<ends[right] {
            let glyph = glyphs[Int(indices[Int(k)])]
            maxX = max(maxX, glyph.inkMaxX * pointSize + shift(glyph))
        }
        let minY = vertical.min * pointSize, maxY = vertical.max * pointSize
        return InkBounds(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where list `list` starts in `indices`.
    private func start(of list: Int) -> Int32 { list == 0 ? 0 : ends[list - 1] }
}
