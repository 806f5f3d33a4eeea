import TextFitCore

/// The faces a record taken from an earlier results file names, as indices into that file's
/// fonts table (``RecordedFaceTable``): a plain value of at most ``capacity`` indices, so that a
/// taken cell is copied without reference counting and its faces compared as two words.
package struct RecordedFaces: Sendable, Hashable {
    /// How many indices it holds at most.
    package static let capacity = 8
    /// The largest index it holds.
    package static let largestIndex = Int(UInt16.max) - 1

    /// Each index plus one, sixteen bits each from the low end of `low`, then of `high`; zero
    /// after the last.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// How many indices it holds.
    package private(set) var count = 0

    /// No faces.
    package init() {}

    /// Adds `index` after the others; `false`, and nothing added, when it is full or `index` is
    /// outside `0 ... largestIndex`.
    package mutating func append(_ index: Int) -> Bool {
        guard count < Self.capacity, (0 ... Self.largestIndex).contains(index) else { return false }
        let shift = UInt64(count % 4) * 16
        if count < 4 { low |= UInt64(index + 1) << shift } else { high |= UInt64(index + 1) << shift }
        count += 1
        return true
    }

    /// The `position`th index.
    package subscript(position: Int) -> Int {
        precondition((0 ..< count).contains(position), "no face at \(position)")
        let word = position < 4 ? low : high
        return Int((word >> (UInt64(position % 4) * 16)) & 0xFFFF) - 1
    }

    /// The two words the indices are held in, as a results index stores them (``init(words:)``).
    package var words: (low: UInt64, high: UInt64) { (low, high) }

    /// The faces held in `words` as ``words`` gives them; `nil` when a lane after an empty one
    /// is not empty (no list of faces is held so).
    package init?(words: (low: UInt64, high: UInt64)) {
        var count = 0
        for lane in 0 ..< Self.capacity {
            let word = lane < 4 ? words.low : words.high
            let value = (word >> (UInt64(lane % 4) * 16)) & 0xFFFF
            if value == 0 { break }
            count += 1
        }
        // Every lane after the last index is empty.
        let heldLow = count >= 4 ? UInt64.max : (UInt64(1) << (UInt64(count) * 16)) - 1
        let heldHigh = count <= 4 ? 0 : count == 8 ? UInt64.max : (UInt64(1) << (UInt64(count - 4) * 16)) - 1
        guard words.low & ~heldLow == 0, words.high & ~heldHigh == 0 else { return nil }
        (low, high, self.count) = (words.low, words.high, count)
    }
}

/// The fonts table of an earlier results file, which ``RecordedFaces`` index: one object for every
/// record taken from that file, so that a writer can tell by identity that two lists of faces
/// index the same table.
package final class RecordedFaceTable: Sendable {
    /// The faces, in the table's order.
    package let faces: [FontUse]

    package init(_ faces: [FontUse]) {
        self.faces = faces
    }
}
