import Foundation

/// The index a run writes beside a results file (`results.json.index`), so that a later
/// `--reuse` of the file finds each string's records without reading the file through, and takes
/// most strings without reading their records at all (``TakenTitle``).
///
/// It holds, for each record in order, an ``Entry``: its length, the digests ``ReusedCells``
/// looks records up by (``CellIdentity``: of what the cell was measured from, and of the text
/// measured for its key), its category's ordinal, and what a run's summary and a `--reuse` check
/// need of its cell (whether it has a finding, its minimum frame, its budget, a digest of its
/// context…), all made under a key drawn at random for the file; and, at its end, that key, the
/// results file's size, where its records start and end, digests of the bytes before the first
/// record and after the last (the document around the records, with its aggregates, files and
/// fonts tables), the `--margin` the run was given, and a digest of the header and entries. The layout, every number little-endian:
/// 8 bytes of header (`TFRI`, format version), ``EntryOffset/size`` bytes an entry (at the
/// ``EntryOffset`` offsets), ``TrailerOffset/size`` bytes of trailer (at the ``TrailerOffset``
/// offsets); docs/results.md has the tables.
///
/// Records are one a line, so each starts two bytes (`,` and a line feed) after the one before
/// ends. An index is taken only when it agrees with the file it is beside: not older than the
/// file (the writer puts it in place after the file, so an edit of the file since makes the
/// file newer), the same size, the same bytes around the records (by their digests), and every
/// record where the index puts it (each opens a line with `{` and closes with `}`). Anything
/// else — no index, another version's, one cut short, one left from an earlier file of the same
/// name — is passed over, and the file is read through as it would be without one. An index that
/// agrees can still be out of date only if the records were edited in place without changing any
/// length or the document around them, and the index's time was then set later than the file's.
///
/// One object, held by reference: a string taken from it reads its entries without copying what
/// it holds of every record.
package final class ResultsIndex: Sendable {
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
    /// The margin of `close` findings the run that wrote the file was given (`--margin`).
    let closeMargin: CloseMargin
    /// The index itself, mapped: each record's ``Entry`` is read from it when asked for.
    private let file: MappedFile

    private init(key: CellIdentity.Key, records: [Range<Int>], strings: [CellIdentity], texts: [CellIdentity],
                 ordinals: [Int8], closeMargin: CloseMargin, file: MappedFile) {
        self.key = key
        self.records = records
        self.strings = strings
        self.texts = texts
        self.ordinals = ordinals
        self.closeMargin = closeMargin
        self.file = file
    }

    /// What is added to a results file's path to name its index.
    package static let suffix = ".index"

    static let magic: UInt32 = 0x4952_4654  // "TFRI"
    static let version: UInt32 = 3
    static let headerSize = 8
    /// How many bytes of the results file the check reads between two releases of its pages.
    static let releaseEvery = 16 << 20

    /// Where each part of a record's entry lies in it.
    enum EntryOffset {
        static let length = 0  // UInt32
        static let string = 4  // 2 × UInt64
        static let text = 20  // 2 × UInt64
        static let ordinal = 36  // Int8
        static let flags = 37  // UInt8, ``Entry/Flags``
        static let line = 38  // UInt32
        static let minFrameWidth = 42  // Float64
        static let minFrameHeight = 50  // Float64
        static let largestFontSize = 58  // Float64
        static let sourceWidth = 66  // Float64
        static let budget = 74  // Float64
        static let lineCount = 82  // UInt16
        static let neededLineCount = 84  // UInt16
        static let context = 86  // 2 × UInt64
        static let bodyStart = 102  // UInt16
        static let lineStart = 104  // UInt32
        static let faces = 108  // 2 × UInt64, ``RecordedFaces/words``
        static let size = 124
    }

    /// Where each part of the trailer lies in it.
    enum TrailerOffset {
        static let key = 0  // 2 × UInt64
        static let count = 16
        static let fileSize = 24
        static let headLength = 32
        static let tailStart = 40
        static let headDigest = 48  // 2 × UInt64
        static let tailDigest = 64  // 2 × UInt64
        static let closeMarginKind = 80  // ``CloseMargin``: 0 unknown, 1 none given, 2 the value that follows
        static let closeMarginValue = 88  // Float64
        static let entriesDigest = 96  // 2 × UInt64, of every byte before the trailer
        static let stamp = 112
        static let size = 120
    }

    /// The margin of `close` findings a run was given, as its index states it.
    package enum CloseMargin: Sendable, Equatable {
        /// Not known to the writer (a merge of shards, a results file written again).
        case unknown
        /// The run's: `nil` for none given (the stand-in's error at each size).
        case given(Double?)
    }

    /// What the index keeps of one record beyond its place: what it was measured from (as
    /// digests), and what a run's summary and a `--reuse` check need of its cell, so that a cell
    /// with no finding can be taken without its record being read (``TakenTitle``).
    package struct Entry: Sendable, Equatable {
        /// The digest of what it was measured from (``CellIdentity/measured(key:language:text:variant:formatSample:under:)``).
        package var string: CellIdentity
        /// The digest of the text measured for its key.
        package var text: CellIdentity
        /// Its category's ordinal (−1: none).
        package var ordinal: Int8
        /// Whether the cell has a finding.
        package var hasFindings: Bool
        /// Whether its fit is one of iOS's models.
        package var isIOS: Bool
        /// Its location's line, if it has one.
        package var line: Int?
        /// What the summary folds of it; its variant is left out (`nil`): the string's digest holds it.
        package var minFrame: BoxSize
        package var showsWhole: Bool
        package var largestFontSize: Double?
        /// The source-language string's width and the budget, when a relative budget applies.
        package var sourceWidth: Double?
        package var budget: Double?
        /// The fit's line count and the lines the text needs.
        package var lineCount: Int
        package var neededLineCount: Int
        /// The digest of what a reused record is compared with beyond what it was measured from
        /// (``CellIdentity/context(table:widthLimit:titleSource:target:under:)``).
        package var context: CellIdentity
        /// How the record is laid out around its `line`, when it ends as the writer writes it
        /// (``RecordLayout``); given by the writer (``JSONReport/Writer/lastLayout``).
        package var layout: RecordLayout?

        /// Whether its lengths are lengths a cell can have (finite, not negative): an entry of
        /// an index made by hand may hold anything.
        var isSound: Bool {
            [minFrame.width, minFrame.height, largestFontSize ?? 0, sourceWidth ?? 0, budget ?? 0]
                .allSatisfy { $0.isFinite && $0 >= 0 }
        }

        struct Flags: OptionSet {
            let rawValue: UInt8
            static let hasFindings = Flags(rawValue: 1)
            static let showsWhole = Flags(rawValue: 2)
            static let isIOS = Flags(rawValue: 4)
            static let line = Flags(rawValue: 8)
            static let largestFontSize = Flags(rawValue: 16)
            static let sourceWidth = Flags(rawValue: 32)
            static let budget = Flags(rawValue: 64)
            static let layout = Flags(rawValue: 128)
        }

        /// The entry of `cell`, checked on `target`, under `key`; `string` and `text` are its
        /// digests (``CellIdentity/measured(key:language:text:variant:formatSample:under:)``), and
        /// `context` that of what it is compared with beyond them.
        package init(_ cell: CellResult, string: CellIdentity, text: CellIdentity, context: CellIdentity) {
            self.string = string
            self.text = text
            ordinal = Int8(cell.category.ordinal)
            hasFindings = !cell.findings.isEmpty
            isIOS = cell.fit.model.isIOS
            line = cell.location?.line
            minFrame = cell.fit.minFrame
            showsWhole = CellShare.showsWhole(cell.fit)
            largestFontSize = cell.largestFontSize
            sourceWidth = cell.sourceWidth
            budget = cell.budget
            lineCount = cell.fit.lineCount
            neededLineCount = cell.fit.neededLineCount
            self.context = context
        }

        /// The entry of a cell taken as `cell` of `title`.
        package init(_ cell: TakenTitle.Cell, of title: TakenTitle, string: CellIdentity, text: CellIdentity,
                     context: CellIdentity) {
            self.string = string
            self.text = text
            ordinal = Int8(cell.share.category.ordinal)
            hasFindings = false
            isIOS = title.isIOS
            line = title.string.location.line
            minFrame = cell.share.minFrame
            showsWhole = cell.share.showsWhole
            largestFontSize = cell.share.largestFontSize
            sourceWidth = cell.sourceWidth
            budget = cell.budget
            lineCount = cell.lineCount
            neededLineCount = cell.neededLineCount
            self.context = context
        }

        init(_ raw: UnsafeRawBufferPointer, at entry: Int) {
            func word(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: entry + offset, as: UInt64.self))
            }
            func number(_ offset: Int) -> Double { Double(bitPattern: word(offset)) }
            func half(_ offset: Int) -> Int {
                Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: entry + offset, as: UInt16.self)))
            }
            let flags = Flags(rawValue: raw[entry + EntryOffset.flags])
            string = CellIdentity(first: word(EntryOffset.string), second: word(EntryOffset.string + 8))
            text = CellIdentity(first: word(EntryOffset.text), second: word(EntryOffset.text + 8))
            ordinal = Int8(bitPattern: raw[entry + EntryOffset.ordinal])
            hasFindings = flags.contains(.hasFindings)
            isIOS = flags.contains(.isIOS)
            line = flags.contains(.line)
                ? Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: entry + EntryOffset.line, as: UInt32.self)))
                : nil
            minFrame = BoxSize(width: number(EntryOffset.minFrameWidth), height: number(EntryOffset.minFrameHeight))
            showsWhole = flags.contains(.showsWhole)
            largestFontSize = flags.contains(.largestFontSize) ? number(EntryOffset.largestFontSize) : nil
            sourceWidth = flags.contains(.sourceWidth) ? number(EntryOffset.sourceWidth) : nil
            budget = flags.contains(.budget) ? number(EntryOffset.budget) : nil
            lineCount = half(EntryOffset.lineCount)
            neededLineCount = half(EntryOffset.neededLineCount)
            context = CellIdentity(first: word(EntryOffset.context), second: word(EntryOffset.context + 8))
            layout = Self.layout(raw, at: entry)
        }

        /// The layout the entry at `entry` of `raw` gives its record, when it gives one
        /// (``layout``), read alone.
        static func layout(_ raw: UnsafeRawBufferPointer, at entry: Int) -> RecordLayout? {
            guard raw[entry + EntryOffset.flags] & Flags.layout.rawValue != 0 else { return nil }
            func word(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: entry + offset, as: UInt64.self))
            }
            guard let faces = RecordedFaces(words: (word(EntryOffset.faces), word(EntryOffset.faces + 8))) else { return nil }
            let bodyStart = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: entry + EntryOffset.bodyStart, as: UInt16.self))
            let lineStart = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: entry + EntryOffset.lineStart, as: UInt32.self))
            return RecordLayout(bodyStart: Int(bodyStart), lineStart: Int(lineStart), faces: faces)
        }

        /// Writes the entry, for a record `length` bytes long, at `entry` of `raw`.
        func store(length: Int, to raw: UnsafeMutableRawBufferPointer, at entry: Int) {
            func put(_ word: UInt64, _ offset: Int) { raw.storeBytes(of: word.littleEndian, toByteOffset: entry + offset, as: UInt64.self) }
            func put(_ number: Double?, _ offset: Int) { put((number ?? 0).bitPattern, offset) }
            var flags: Flags = []
            if hasFindings { flags.insert(.hasFindings) }
            if showsWhole { flags.insert(.showsWhole) }
            if isIOS { flags.insert(.isIOS) }
            // A line beyond what the entry holds is left out: its record is then read whole.
            if let line, line >= 0, line <= Int(UInt32.max) { flags.insert(.line) }
            if largestFontSize != nil { flags.insert(.largestFontSize) }
            if sourceWidth != nil { flags.insert(.sourceWidth) }
            if budget != nil { flags.insert(.budget) }
            // A layout beyond what the entry holds is left out: the record is then read whole.
            let layout = self.layout.flatMap { layout in
                layout.bodyStart <= Int(UInt16.max) && layout.lineStart <= Int(UInt32.max) ? layout : nil
            }
            if layout != nil { flags.insert(.layout) }
            raw.storeBytes(of: UInt32(truncatingIfNeeded: length).littleEndian, toByteOffset: entry + EntryOffset.length,
                           as: UInt32.self)
            put(string.first, EntryOffset.string)
            put(string.second, EntryOffset.string + 8)
            put(text.first, EntryOffset.text)
            put(text.second, EntryOffset.text + 8)
            raw[entry + EntryOffset.ordinal] = UInt8(bitPattern: ordinal)
            raw[entry + EntryOffset.flags] = flags.rawValue
            raw.storeBytes(of: UInt32(flags.contains(.line) ? line! : 0).littleEndian, toByteOffset: entry + EntryOffset.line,
                           as: UInt32.self)
            put(minFrame.width, EntryOffset.minFrameWidth)
            put(minFrame.height, EntryOffset.minFrameHeight)
            put(largestFontSize, EntryOffset.largestFontSize)
            put(sourceWidth, EntryOffset.sourceWidth)
            put(budget, EntryOffset.budget)
            raw.storeBytes(of: UInt16(clamping: lineCount).littleEndian, toByteOffset: entry + EntryOffset.lineCount,
                           as: UInt16.self)
            raw.storeBytes(of: UInt16(clamping: neededLineCount).littleEndian,
                           toByteOffset: entry + EntryOffset.neededLineCount, as: UInt16.self)
            put(context.first, EntryOffset.context)
            put(context.second, EntryOffset.context + 8)
            raw.storeBytes(of: UInt16(layout?.bodyStart ?? 0).littleEndian, toByteOffset: entry + EntryOffset.bodyStart,
                           as: UInt16.self)
            raw.storeBytes(of: UInt32(layout?.lineStart ?? 0).littleEndian, toByteOffset: entry + EntryOffset.lineStart,
                           as: UInt32.self)
            put(layout?.faces.words.low ?? 0, EntryOffset.faces)
            put(layout?.faces.words.high ?? 0, EntryOffset.faces + 8)
        }
    }

    /// Where a record's parts lie in it, as the results writer lays it out
    /// (`{"file":N,` then the part a run's encoder writes of its cell, ending with `"line":L,`
    /// and `"fonts":[…]}`), so that a cell taken from the index alone (``TakenTitle``) is written
    /// again from its record's bytes without the record being read to find them.
    package struct RecordLayout: Sendable, Equatable {
        /// Where the part a run's encoder writes starts: just after `{"file":N,` (or the `{`).
        package var bodyStart: Int
        /// Where its `line` member starts: the last member before `fonts`.
        package var lineStart: Int
        /// The faces its `fonts` member names, as indices into its document's fonts table.
        package var faces: RecordedFaces

        package init(bodyStart: Int, lineStart: Int, faces: RecordedFaces) {
            self.bodyStart = bodyStart
            self.lineStart = lineStart
            self.faces = faces
        }

        /// Whether a record of `bytes` (from `{` to `}`) is laid out so: `bodyStart` just after
        /// its `{` or a comma, and its `line` member at `lineStart`, before the `}`. Reads only
        /// those few bytes, at its two ends.
        func fits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let member: StaticString = #""line":"#
            guard bodyStart >= 1, bodyStart <= lineStart, lineStart + member.utf8CodeUnitCount < bytes.count,
                  bytes[bodyStart - 1] == UInt8(ascii: "{") || bytes[bodyStart - 1] == UInt8(ascii: ",") else { return false }
            return ResultsRecordParser.has(member, in: bytes, at: lineStart)
        }
    }

    /// The entry of the record at `position`. Its reader counts it read (``noteRead(entries:)``).
    package func entry(at position: Int) -> Entry {
        Entry(UnsafeRawBufferPointer(file.bytes), at: Self.headerSize + position * EntryOffset.size)
    }

    /// Counts `count` entries read: the index's pages are given back every ``releaseEvery`` bytes
    /// of entries read, as the results file's are. Counted once for a string's entries, not
    /// once an entry, since the run's tasks share the count.
    package func noteRead(entries count: Int) {
        file.noteRead(count * EntryOffset.size, releasingEvery: Self.releaseEvery)
    }

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
        private let closeMargin: CloseMargin
        private var pending: [UInt8] = []
        private var count = 0
        /// The digest of every byte written so far.
        private var digest: SipHash128

        init(sink: any ByteSink, key: CellIdentity.Key, closeMargin: CloseMargin) {
            self.sink = sink
            self.key = key
            self.closeMargin = closeMargin
            digest = SipHash128(key: key)
            pending.reserveCapacity(1 << 16)
            Self.append(UInt64(ResultsIndex.magic) | UInt64(ResultsIndex.version) << 32, to: &pending)
        }

        /// Adds the record at `range` of the results file, with its entry.
        mutating func record(_ range: Range<Int>, _ entry: Entry) {
            let at = pending.count
            pending.append(contentsOf: repeatElement(0, count: EntryOffset.size))
            pending.withUnsafeMutableBytes { raw in entry.store(length: range.count, to: raw, at: at) }
            count += 1
            if pending.count >= JSONReport.Writer.handedOnEvery {
                pending.withUnsafeBytes { digest.update($0) }
                sink.write(taking: &pending)
            }
        }

        /// Writes the trailer, for the results file laid out as `layout` says.
        mutating func finish(_ layout: Layout) {
            let margin: (kind: UInt64, value: Double) = switch closeMargin {
            case .unknown: (0, 0)
            case .given(nil): (1, 0)
            case .given(let value?): (2, value)
            }
            pending.withUnsafeBytes { digest.update($0) }
            let entries = digest.finalize()
            for word in [key.k0, key.k1, UInt64(count), UInt64(layout.size), UInt64(layout.headLength),
                         UInt64(layout.tailStart), layout.headDigest.0, layout.headDigest.1,
                         layout.tailDigest.0, layout.tailDigest.1, margin.kind, margin.value.bitPattern,
                         entries.0, entries.1] {
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
    ///
    /// An index older than its file (`resultsPath`) is passed over too: the writer puts it in
    /// place after the file, so the file was written again or edited since.
    static func read(path: String, json: MappedFile, resultsPath: String) -> ResultsIndex? {
        guard let written = modified(resultsPath), let indexed = modified(path), indexed >= written,
              let file = try? MappedFile(path: path) else { return nil }
        return read(file, json: json)
    }

    /// When the file at `path` was last modified.
    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    private static func read(_ file: MappedFile, json: MappedFile) -> ResultsIndex? {
        let raw = UnsafeRawBufferPointer(file.bytes)
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let stamp = UInt64(magic) | UInt64(version) << 32
        guard raw.count >= headerSize + TrailerOffset.size, word(0) == stamp, word(raw.count - 8) == stamp else { return nil }
        let trailer = raw.count - TrailerOffset.size
        let count = word(trailer + TrailerOffset.count)
        guard count > 0, count <= UInt64(Int32.max),
              UInt64(raw.count) == UInt64(headerSize + TrailerOffset.size) + count * UInt64(EntryOffset.size) else { return nil }
        let key = CellIdentity.Key(k0: word(trailer + TrailerOffset.key), k1: word(trailer + TrailerOffset.key + 8))
        // The entries as written: one changed since (by hand, on a failing disk) is not taken.
        guard digest(UnsafeRawBufferPointer(rebasing: raw[..<trailer]), key: key)
                == (word(trailer + TrailerOffset.entriesDigest), word(trailer + TrailerOffset.entriesDigest + 8)) else {
            return nil
        }
        let closeMargin: CloseMargin
        switch word(trailer + TrailerOffset.closeMarginKind) {
        case 0: closeMargin = .unknown
        case 1: closeMargin = .given(nil)
        case 2: closeMargin = .given(Double(bitPattern: word(trailer + TrailerOffset.closeMarginValue)))
        default: return nil
        }
        let bytes = json.bytes
        let size = word(trailer + TrailerOffset.fileSize), headLength = word(trailer + TrailerOffset.headLength)
        let tailStart = word(trailer + TrailerOffset.tailStart)
        guard size == UInt64(bytes.count), headLength >= 1, headLength <= tailStart, tailStart <= size,
              let base = bytes.baseAddress else { return nil }
        let head = Int(headLength), tail = Int(tailStart)
        guard digest(UnsafeRawBufferPointer(start: base, count: head), key: key)
                == (word(trailer + TrailerOffset.headDigest), word(trailer + TrailerOffset.headDigest + 8)),
              digest(UnsafeRawBufferPointer(start: base + tail, count: bytes.count - tail), key: key)
                == (word(trailer + TrailerOffset.tailDigest), word(trailer + TrailerOffset.tailDigest + 8)) else { return nil }
        let records = Int(count)
        var ranges: [Range<Int>] = [], strings: [CellIdentity] = [], texts: [CellIdentity] = [], ordinals: [Int8] = []
        ranges.reserveCapacity(records)
        strings.reserveCapacity(records)
        texts.reserveCapacity(records)
        ordinals.reserveCapacity(records)
        var start = head, released = 0
        for position in 0 ..< records {
            let entry = headerSize + position * EntryOffset.size
            let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: entry + EntryOffset.length, as: UInt32.self)))
            let end = start + length
            // Each record opens a line with `{` and closes with `}`, followed by `,` and a line
            // feed, or, the last, by the end of the records.
            guard length >= 2, end <= tail, bytes[start - 1] == UInt8(ascii: "\n"), bytes[start] == UInt8(ascii: "{"),
                  bytes[end - 1] == UInt8(ascii: "}") else { return nil }
            // Where its entry says the record's parts lie, they are (its `line` member ends it).
            if raw[entry + EntryOffset.flags] & Entry.Flags.layout.rawValue != 0 {
                guard let layout = Entry.layout(raw, at: entry),
                      layout.fits(UnsafeBufferPointer(rebasing: bytes[start ..< end])) else { return nil }
            }
            if position + 1 < records {
                guard end + 2 < tail, bytes[end] == UInt8(ascii: ","), bytes[end + 1] == UInt8(ascii: "\n") else { return nil }
            } else {
                guard end == tail else { return nil }
            }
            ranges.append(start ..< end)
            strings.append(CellIdentity(first: word(entry + EntryOffset.string), second: word(entry + EntryOffset.string + 8)))
            texts.append(CellIdentity(first: word(entry + EntryOffset.text), second: word(entry + EntryOffset.text + 8)))
            ordinals.append(Int8(bitPattern: raw[entry + EntryOffset.ordinal]))
            start = end + 2
            if end - released >= Self.releaseEvery {
                json.release(released ..< end)
                released = end
            }
        }
        json.release()
        file.release()
        return ResultsIndex(key: key, records: ranges, strings: strings, texts: texts, ordinals: ordinals,
                            closeMargin: closeMargin, file: file)
    }
}
