import Foundation

/// The index a run writes beside a results file (`results.json.index`), so that a later
/// `--reuse` of the file finds each string's records without reading the file through.
///
/// It holds, for each record in order, its length and the digests ``ReusedCells`` looks records
/// up by (``CellIdentity``: of what the cell was measured from, and of the text measured for its
/// key) and its category's ordinal, all made under a key drawn at random for the file; and, at
/// its end, that key, the results file's size, where its records start and end, and digests of
/// the bytes before the first record and after the last (the document around the records, with
/// its aggregates, files and fonts tables).
///
/// The layout, every number little-endian:
///
/// | part | bytes |
/// |---|---|
/// | `TFRI`, format version (1) | 4 + 4 |
/// | per record: length (UInt32), the string's digest, the text's digest (2 × UInt64 each), category ordinal (Int8, −1 for none) | 37 each |
/// | key (2 × UInt64), record count, results file size, first record's start, last record's end (UInt64 each), digest of the bytes before the first record, of those after the last (2 × UInt64 each), `TFRI`, format version | 88 |
///
/// Records are one a line, so each starts two bytes (`,` and a line feed) after the one before
/// ends. An index is taken only when it agrees with the file it is beside: the same size, the
/// same bytes around the records (by their digests), and every record where the index puts it
/// (each opens a line with `{` and closes with `}`). Anything else — no index, another
/// version's, one cut short, one left from an earlier file of the same name — is passed over,
/// and the file is read through as it would be without one. An index that agrees can still be
/// out of date only if the records were edited in place without changing any length or the
/// document around them; a record it then finds for a string is read whole and compared with
/// the string as any record is, so such an index costs strings taken, never a wrong one.
package struct ResultsIndex: Sendable {
    /// The key the digests were made under.
    let key: CellIdentity.Key
    /// The records' byte ranges in the results file, each from `{` to `}`.
    let records: [Range<Int>]
    /// Per record, the digest of what it was measured from (key, language, text, variant, format sample).
    let strings: [CellIdentity]
    /// Per record, the digest of the text measured for its key (key, language, text).
    let texts: [CellIdentity]
    /// Per record, its category's ordinal (−1: none).
    let ordinals: [Int8]

    /// What is added to a results file's path to name its index.
    package static let suffix = ".index"

    static let magic: UInt32 = 0x4952_4654  // "TFRI"
    static let version: UInt32 = 1
    static let headerSize = 8
    static let entrySize = 37
    static let trailerSize = 88
    /// How many bytes of the results file the check reads between two releases of its pages.
    static let releaseEvery = 16 << 20

    /// The part of a trailer the results writer works out (``JSONReport/Writer``).
    struct Layout: Sendable {
        /// Where the first record starts: the length of what comes before it.
        var headLength: Int
        var headDigest: (UInt64, UInt64)
        /// Where the last record ends.
        var tailStart: Int
        var tailDigest: (UInt64, UInt64)
        /// The whole file's size.
        var size: Int
    }

    /// Writes an index to a sink as its results file's records are written.
    struct Recorder {
        private let sink: any ByteSink
        let key: CellIdentity.Key
        private var pending: [UInt8] = []
        private var count = 0

        init(sink: any ByteSink, key: CellIdentity.Key) {
            self.sink = sink
            self.key = key
            pending.reserveCapacity(1 << 16)
            Self.append(UInt64(ResultsIndex.magic) | UInt64(ResultsIndex.version) << 32, to: &pending)
        }

        /// Adds the record at `range` of the results file, with its digests and category ordinal.
        mutating func record(_ range: Range<Int>, string: CellIdentity, text: CellIdentity, ordinal: Int8) {
            let at = pending.count
            pending.append(contentsOf: repeatElement(0, count: ResultsIndex.entrySize))
            pending.withUnsafeMutableBytes { raw in
                raw.storeBytes(of: UInt32(truncatingIfNeeded: range.count).littleEndian, toByteOffset: at, as: UInt32.self)
                raw.storeBytes(of: string.first.littleEndian, toByteOffset: at + 4, as: UInt64.self)
                raw.storeBytes(of: string.second.littleEndian, toByteOffset: at + 12, as: UInt64.self)
                raw.storeBytes(of: text.first.littleEndian, toByteOffset: at + 20, as: UInt64.self)
                raw.storeBytes(of: text.second.littleEndian, toByteOffset: at + 28, as: UInt64.self)
                raw[at + 36] = UInt8(bitPattern: ordinal)
            }
            count += 1
            if pending.count >= 1 << 16 {
                sink.write(bytes: pending)
                pending.removeAll(keepingCapacity: true)
            }
        }

        /// Writes the trailer, for the results file laid out as `layout` says.
        mutating func finish(_ layout: Layout) {
            for word in [key.k0, key.k1, UInt64(count), UInt64(layout.size), UInt64(layout.headLength),
                         UInt64(layout.tailStart), layout.headDigest.0, layout.headDigest.1,
                         layout.tailDigest.0, layout.tailDigest.1] {
                Self.append(word, to: &pending)
            }
            Self.append(UInt64(ResultsIndex.magic) | UInt64(ResultsIndex.version) << 32, to: &pending)
            sink.write(bytes: pending)
            pending.removeAll()
        }

        private static func append(_ word: UInt64, to bytes: inout [UInt8]) {
            var word = word.littleEndian
            withUnsafeBytes(of: &word) { bytes.append(contentsOf: $0) }
        }
    }

    /// The digest under `key` of `bytes`, as the writer makes it of the document around the records.
    static func digest(_ bytes: UnsafeRawBufferPointer, key: CellIdentity.Key) -> (UInt64, UInt64) {
        var hash = SipHash128(key: key)
        hash.update(bytes)
        return hash.finalize()
    }

    /// The index at `path` of the results file `json`, when it agrees with the file; `nil`
    /// otherwise (see the type's documentation), or when it holds no record.
    ///
    /// Checking that each record is where the index puts it reads a few bytes of every page of
    /// `json`; those pages are given back as the check goes, as the records' readers do.
    static func read(path: String, json: MappedFile) -> ResultsIndex? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { raw in read(raw, json: json) }
    }

    private static func read(_ raw: UnsafeRawBufferPointer, json: MappedFile) -> ResultsIndex? {
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let stamp = UInt64(magic) | UInt64(version) << 32
        guard raw.count >= headerSize + trailerSize, word(0) == stamp, word(raw.count - 8) == stamp else { return nil }
        let trailer = raw.count - trailerSize
        let count = word(trailer + 16)
        guard count > 0, count <= UInt64(Int32.max),
              UInt64(raw.count) == UInt64(headerSize + trailerSize) + count * UInt64(entrySize) else { return nil }
        let key = CellIdentity.Key(k0: word(trailer), k1: word(trailer + 8))
        let bytes = json.bytes
        let size = word(trailer + 24), headLength = word(trailer + 32), tailStart = word(trailer + 40)
        guard size == UInt64(bytes.count), headLength >= 1, headLength <= tailStart, tailStart <= size,
              let base = bytes.baseAddress else { return nil }
        let head = Int(headLength), tail = Int(tailStart)
        guard digest(UnsafeRawBufferPointer(start: base, count: head), key: key) == (word(trailer + 48), word(trailer + 56)),
              digest(UnsafeRawBufferPointer(start: base + tail, count: bytes.count - tail), key: key)
                == (word(trailer + 64), word(trailer + 72)) else { return nil }
        let records = Int(count)
        var ranges: [Range<Int>] = [], strings: [CellIdentity] = [], texts: [CellIdentity] = [], ordinals: [Int8] = []
        ranges.reserveCapacity(records)
        strings.reserveCapacity(records)
        texts.reserveCapacity(records)
        ordinals.reserveCapacity(records)
        var start = head, released = 0
        for position in 0 ..< records {
            let entry = headerSize + position * entrySize
            let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: entry, as: UInt32.self)))
            let end = start + length
            // Each record opens a line with `{` and closes with `}`, followed by `,` and a line
            // feed, or, the last, by the end of the records.
            guard length >= 2, end <= tail, bytes[start - 1] == UInt8(ascii: "\n"), bytes[start] == UInt8(ascii: "{"),
                  bytes[end - 1] == UInt8(ascii: "}") else { return nil }
            if position + 1 < records {
                guard end + 2 < tail, bytes[end] == UInt8(ascii: ","), bytes[end + 1] == UInt8(ascii: "\n") else { return nil }
            } else {
                guard end == tail else { return nil }
            }
            ranges.append(start ..< end)
            strings.append(CellIdentity(first: word(entry + 4), second: word(entry + 12)))
            texts.append(CellIdentity(first: word(entry + 20), second: word(entry + 28)))
            ordinals.append(Int8(bitPattern: raw[entry + 36]))
            start = end + 2
            if end - released >= Self.releaseEvery {
                json.release(released ..< end)
                released = end
            }
        }
        json.release()
        return ResultsIndex(key: key, records: ranges, strings: strings, texts: texts, ordinals: ordinals)
    }
}
