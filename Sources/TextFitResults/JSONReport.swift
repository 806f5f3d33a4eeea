import Foundation

/// The results as JSON (schema 2): the spec, the notes, one record per cell, a table of the font
/// faces the records name by index, the aggregates and the verdict.
///
/// Written as the run goes: the opening before the first cell, each record (one line each) as
/// its cell comes in canonical order, the rest at the end. Keys come in a fixed order and
/// nothing depends on the clock, so the same inputs give the same bytes. Read back by
/// ``ResultsFile`` (baselines, `textfit merge`).
package enum JSONReport {
    /// The schema written; it changes whenever a key is renamed or removed.
    static let schemaVersion = 2

    /// Writes one document to a sink. Records go one per line, unindented, to keep them small.
    struct Writer {
        private let sink: any ByteSink
        private var records = 0
        private var fontIndex: [FontUse: Int] = [:]
        private var fonts: [FontUse] = []
        private var fileIndex: [String: Int] = [:]
        private var files: [String] = []
        /// The last record's file and its `{"file":i,` prefix.
        private var lastFile: String?
        private var lastFilePrefix: [UInt8] = Array("{".utf8)
        /// The last record's faces and their indices: neighbouring cells mostly share them. The
        /// faces are `nil` when the record named them as ``RecordedFaces`` (``lastRecorded``).
        private var lastFonts: [FontUse]? = []
        private var lastIndices: JSONText = {
            var text = JSONText()
            text.raw("[]")
            return text
        }()
        /// The faces of the last record taken from an earlier file (``RecordedFaces``), `nil`
        /// when the last record named them as ``FontUse`` values.
        private var lastRecorded: RecordedFaces?
        /// The fonts table of the earlier file that records are taken from (the one their
        /// ``RecordedFaces`` index), and each of its faces' index in this document's table (−1
        /// until a record names it).
        private var recordedTable: RecordedFaceTable?
        private var recordedIndices: [Int] = []
        /// The last record's faces as indices into this document's fonts table (``lastIndices``),
        /// `nil` when ``RecordedFaces`` cannot hold them.
        private var lastFaces: RecordedFaces? = RecordedFaces()
        /// The faces' indices in this document being noted (``noteFaceIndices()``), kept for its capacity.
        private var faceIndices: [Int] = []
        /// The `line` member (and the `fonts` member's name) of the last record written with a
        /// line given, and that line: the cells of one string share it.
        private var lastLine: Int?
        private var lastLineMember = JSONText()
        /// Records taken from an earlier file as it holds them, one after another there, not yet
        /// appended: from the first's `{` to the last's `}` (the separators between them
        /// included), where the first lies in this document (``handOnTaken()``), and what keeps
        /// them in memory.
        private var taken: TakenRun?
        /// How the last record appended is laid out (``ResultsIndex/RecordLayout``), for its
        /// entry in the index; `nil` when its `line` member is not the last before `fonts`.
        private(set) var lastLayout: ResultsIndex.RecordLayout?
        /// Records gathered before they go to the sink, so the sink's lock is taken once per
        /// ``handedOnEvery`` bytes; the sink takes the array whole (``ByteSink/write(taking:)``).
        private var pending = JSONText()
        /// How many bytes of records are gathered before they go to the sink: a file sink's
        /// buffer (``FileSink/bufferSize``), each then one write to the file.
        static let handedOnEvery = 1 << 18
        /// The bytes handed to the sink so far.
        private var written = 0
        /// With an index (``ResultsIndex``): the key of its digests, the digest of the bytes so
        /// far while they are before the first record or after the last, and where the records
        /// start.
        private let indexKey: CellIdentity.Key?
        private var digest: SipHash128?
        private var head: (length: Int, digest: (UInt64, UInt64))?
        /// How the document was laid out, for its index: known once ``finish(_:)`` wrote it.
        private(set) var layout: ResultsIndex.Layout?

        /// Writes everything that precedes the records; with `indexKey`, works out what the
        /// file's index (``ResultsIndex``) records of the document around the records.
        init(header: RunHeader, sink: any ByteSink, indexKey: CellIdentity.Key? = nil) {
            self.sink = sink
            self.indexKey = indexKey
            digest = indexKey.map(SipHash128.init(key:))
            var out = "{\n  \"schemaVersion\": \(schemaVersion),\n  \"tool\": \"textfit\",\n"
            out += "  \"toolVersion\": \(JSONReport.string(ToolVersion.current)),\n"
            out += "  \"fontSource\": \(JSONReport.string(header.fontOrigin)),\n"
            out += "  \"buttonSpec\": \(JSONReport.spec(header.spec)),\n"
            if let labels = header.defaultLabelKeys { out += "  \"defaultLabelKeys\": \(labels),\n" }
            out += "  \"notes\": ["
            for (position, note) in header.notes.enumerated() {
                out += (position == 0 ? "\n    " : ",\n    ") + JSONReport.note(note)
            }
            out += header.notes.isEmpty ? "],\n" : "\n  ],\n"
            out += "  \"lint\": ["
            for (position, finding) in header.lint.enumerated() {
                out += (position == 0 ? "\n    " : ",\n    ") + JSONReport.lint(finding)
            }
            out += header.lint.isEmpty ? "],\n" : "\n  ],\n"
            out += "  \"results\": ["
            emit(out)
        }

        /// Hands `text` to the sink, in the digest while one is made.
        private mutating func emit(_ text: String) {
            var text = text
            text.withUTF8 { emit(UnsafeRawBufferPointer($0)) }
        }

        private mutating func emit(_ bytes: UnsafeRawBufferPointer) {
            sink.write(bytes)
            digest?.update(bytes)
            written += bytes.count
        }

        /// Appends one record: `body` (ending in `"fonts":`) completed with the indices of `faces`.
        /// Returns where the record lies in the document, from its `{` to its `}`.
        @discardableResult
        mutating func append(_ body: [UInt8], file: String?, fonts faces: [FontUse]) -> Range<Int> {
            body.withUnsafeBytes { append($0, file: file, fonts: faces) }
        }

        /// Appends one record: `body` (ending in `"fonts":`) completed with the indices of `faces`.
        /// Returns where the record lies in the document, from its `{` to its `}`.
        @discardableResult
        mutating func append(_ body: UnsafeRawBufferPointer, file: String?, fonts faces: [FontUse]) -> Range<Int> {
            append(body, file: file, line: nil, fonts: faces)
        }

        /// Appends one record: `body`, then, when `line` is given, its `line` member (the last
        /// before `fonts`: `body` then ends where that member starts), then the indices of `faces`.
        /// Returns where the record lies in the document, from its `{` to its `}`.
        @discardableResult
        mutating func append(_ body: UnsafeRawBufferPointer, file: String?, line: Int?, fonts faces: [FontUse]) -> Range<Int> {
            let start = open(file: file, body: body, line: line)
            if faces != lastFonts {
                faceIndices.removeAll(keepingCapacity: true)
                for face in faces { faceIndices.append(index(of: face)) }
                noteFaceIndices()
                lastFonts = faces
                lastRecorded = nil
            }
            // The line member: written here, or the last of `body` (which ends with `"fonts":`).
            noteLayout(lineStart: line != nil
                ? body.count : ResultsRecordParser.lineMember(body.assumingMemoryBound(to: UInt8.self)))
            return close(from: start)
        }

        /// Makes ``lastIndices`` and ``lastFaces`` of the indices in ``faceIndices``.
        private mutating func noteFaceIndices() {
            lastIndices.bytes.removeAll(keepingCapacity: true)
            lastIndices.raw("[")
            var faces: RecordedFaces? = RecordedFaces()
            for (position, index) in faceIndices.enumerated() {
                if position > 0 { lastIndices.raw(",") }
                lastIndices.integer(index)
                if faces?.append(index) == false { faces = nil }
            }
            lastIndices.raw("]")
            lastFaces = faces
        }

        /// Notes ``lastLayout`` of a record just opened, its line member `lineStart` bytes into
        /// its body (`nil`: not laid out as ``ResultsIndex/RecordLayout`` says); only for a
        /// document with an index, the layout's one reader (nothing is worked out otherwise).
        private mutating func noteLayout(lineStart: @autoclosure () -> Int?) {
            guard indexKey != nil, let lineStart = lineStart(), let faces = lastFaces else {
                lastLayout = nil
                return
            }
            lastLayout = ResultsIndex.RecordLayout(bodyStart: lastFilePrefix.count, lineStart: lastFilePrefix.count + lineStart,
                                                   faces: faces)
        }

        /// Appends one record taken from an earlier file (`cell`'s, whose faces index `table`, its
        /// bytes kept in memory by `holder`): its bytes up to its `line` member, then the string's
        /// `line`, then the indices of its faces in this document. Returns where the record lies
        /// in the document, from its `{` to its `}`.
        ///
        /// Where that gives the bytes the earlier file holds (the same file's index, line and
        /// face indices: an unchanged string of an unchanged app), the record is not made again
        /// but copied as the file holds it; records that follow one another there and here are
        /// copied in one go (``taken``).
        @discardableResult
        mutating func append(_ cell: TakenTitle.Cell, file: String?, line: Int, of table: RecordedFaceTable,
                             heldBy holder: any AnyObject & Sendable) -> Range<Int> {
            let body = cell.record
            noteFaces(cell.faces, of: table)
            // Copied only after the first record (which ends the digest of what precedes the
            // records) and in the last record's file (whose `{"file":N,` prefix is then made).
            if records > 0, file == lastFile {
                noteLineMember(line)
                if isCopiable(cell) {
                    noteLayout(lineStart: body.count)
                    return appendCopied(cell.whole, heldBy: holder)
                }
            }
            let start = open(file: file, body: body, line: line)
            noteLayout(lineStart: body.count)
            return close(from: start)
        }

        /// Appends `whole`, a record of an earlier file kept in memory by `holder`, as that file
        /// holds it (``isCopiable(_:)``): to the run of ``taken`` when it follows the run's last
        /// record there, else as a run of its own. Returns where it lies in the document.
        private mutating func appendCopied(_ whole: UnsafeRawBufferPointer, heldBy holder: any AnyObject & Sendable)
            -> Range<Int> {
            let (first, end) = (whole.baseAddress!, whole.baseAddress! + whole.count)
            records += 1
            if let run = taken, run.end + 2 == first, run.end.load(as: UInt8.self) == UInt8(ascii: ","),
               (run.end + 1).load(as: UInt8.self) == UInt8(ascii: "\n") {
                // The next record in the earlier file: the run goes on, with the separator between.
                let start = run.at + (first - run.start)
                taken?.end = end
                if end - run.start >= Self.handedOnEvery { handOnTaken() }
                return start ..< start + whole.count
            }
            handOnTaken()
            pending.raw(",\n")
            let start = written + pending.bytes.count
            taken = TakenRun(start: first, end: end, at: start, heldBy: holder)
            return start ..< start + whole.count
        }

        /// Makes ``lastLineMember`` of `line`, unless it is the last one's.
        private mutating func noteLineMember(_ line: Int) {
            guard line != lastLine else { return }
            lastLine = line
            lastLineMember.bytes.removeAll(keepingCapacity: true)
            lastLineMember.raw("\"line\":")
            lastLineMember.integer(line)
            lastLineMember.raw(",\"fonts\":")
        }

        /// A run of records taken as an earlier file holds them (``taken``).
        private struct TakenRun: @unchecked Sendable {
            // @unchecked: the bytes are read-only, and `heldBy` keeps them in memory.
            var start: UnsafeRawPointer, end: UnsafeRawPointer
            var at: Int
            var heldBy: any AnyObject & Sendable
        }

        /// Whether the record of `cell` can be copied as the earlier file holds it: the record this
        /// document would write of it (its `{"file":N,` prefix, ``lastLineMember`` and
        /// ``lastIndices`` around its body) is that one, byte for byte.
        private func isCopiable(_ cell: TakenTitle.Cell) -> Bool {
            let whole = cell.whole
            let (bodyStart, lineStart) = (Int(cell.bodyStart), Int(cell.lineStart))
            guard bodyStart == lastFilePrefix.count,
                  whole.count == lineStart + lastLineMember.bytes.count + lastIndices.bytes.count + 1,
                  whole[whole.count - 1] == UInt8(ascii: "}") else { return false }
            let record = whole.baseAddress!
            func agrees(_ made: [UInt8], at offset: Int) -> Bool {
                made.withUnsafeBytes { memcmp($0.baseAddress!, record + offset, $0.count) == 0 }
            }
            return agrees(lastFilePrefix, at: 0) && agrees(lastLineMember.bytes, at: lineStart)
                && agrees(lastIndices.bytes, at: whole.count - 1 - lastIndices.bytes.count)
        }

        /// Appends the run of records copied from an earlier file (``taken``), if any.
        private mutating func handOnTaken() {
            guard let run = taken else { return }
            taken = nil
            withExtendedLifetime(run.heldBy) {
                pending.bytes.append(contentsOf: UnsafeRawBufferPointer(start: run.start, count: run.end - run.start))
            }
            if pending.bytes.count >= Self.handedOnEvery {
                written += pending.bytes.count
                sink.write(taking: &pending.bytes)
            }
        }

        /// Makes ``lastIndices`` of `faces`, which index `table`, unless they are the last record's.
        private mutating func noteFaces(_ faces: RecordedFaces, of table: RecordedFaceTable) {
            if table !== recordedTable {
                recordedTable = table
                recordedIndices = Array(repeating: -1, count: table.faces.count)
                lastRecorded = nil
            }
            guard faces != lastRecorded else { return }
            faceIndices.removeAll(keepingCapacity: true)
            for position in 0 ..< faces.count {
                let recorded = faces[position]
                if recordedIndices[recorded] < 0 { recordedIndices[recorded] = index(of: table.faces[recorded]) }
                faceIndices.append(recordedIndices[recorded])
            }
            noteFaceIndices()
            lastRecorded = faces
            lastFonts = nil
        }

        /// The index of `face` in the fonts table, added to it when new.
        private mutating func index(of face: FontUse) -> Int {
            if let known = fontIndex[face] { return known }
            fontIndex[face] = fonts.count
            fonts.append(face)
            return fonts.count - 1
        }

        /// Starts a record: the separator, its `file` member, `body`, and its `line` member and
        /// the `fonts` member's name when `line` is given. Returns where the record starts.
        private mutating func open(file: String?, body: UnsafeRawBufferPointer, line: Int?) -> Int {
            handOnTaken()
            pending.raw(records > 0 ? ",\n" : "\n")
            if records == 0, var digest {
                // What precedes the first record ends with this line feed.
                var feed = UInt8(ascii: "\n")
                withUnsafeBytes(of: &feed) { digest.update($0) }
                head = (written + pending.bytes.count, digest.finalize())
                self.digest = nil
            }
            records += 1
            let start = written + pending.bytes.count
            if file != lastFile {
                if let file {
                    let index = fileIndex[file] ?? files.count
                    if index == files.count {
                        fileIndex[file] = index
                        files.append(file)
                    }
                    lastFilePrefix = Array("{\"file\":\(index),".utf8)
                } else {
                    lastFilePrefix = Array("{".utf8)
                }
                lastFile = file
            }
            pending.bytes.append(contentsOf: lastFilePrefix)
            pending.bytes.append(contentsOf: body)
            if let line {
                noteLineMember(line)
                pending.bytes.append(contentsOf: lastLineMember.bytes)
            }
            return start
        }

        /// Ends the record started at `start` with the last faces' indices and its `}`, hands the
        /// gathered records to the sink once they fill ``handedOnEvery`` bytes, and returns where
        /// the record lies.
        private mutating func close(from start: Int) -> Range<Int> {
            pending.bytes.append(contentsOf: lastIndices.bytes)
            pending.raw("}")
            let end = written + pending.bytes.count
            if pending.bytes.count >= Self.handedOnEvery {
                written += pending.bytes.count
                sink.write(taking: &pending.bytes)
            }
            return start ..< end
        }

        /// Writes the font table, the aggregates, the verdict and the shard, and closes the document.
        mutating func finish(_ summary: RunSummary) {
            handOnTaken()
            sink.write(bytes: pending.bytes)
            written += pending.bytes.count
            pending.bytes.removeAll()
            // What follows the last record, digested for the index.
            let tailStart = written
            if let indexKey, head != nil { digest = SipHash128(key: indexKey) }
            emit(records == 0 ? "],\n" : "\n  ],\n")
            emit("  \"files\": [")
            for (position, file) in files.enumerated() {
                emit((position == 0 ? "\n    " : ",\n    ") + JSONReport.string(file))
            }
            emit(files.isEmpty ? "],\n" : "\n  ],\n")
            emit("  \"fonts\": [")
            for (position, face) in fonts.enumerated() {
                emit((position == 0 ? "\n    " : ",\n    ") + JSONReport.font(face))
            }
            emit(fonts.isEmpty ? "],\n" : "\n  ],\n")
            let aggregates = summary.aggregates
            emit("  \"aggregates\": {\n    \"widths\": [")
            writeList(aggregates.widths, JSONReport.width)
            emit(",\n    \"limitsByKey\": [")
            writeList(aggregates.limitsByKey, JSONReport.limit)
            emit(",\n    \"limitsByLanguage\": [")
            writeList(aggregates.limitsByLanguage, JSONReport.limit)
            emit("\n  },\n  \"passes\": \(summary.passes)")
            if let shard = summary.shard { emit(",\n  \"shard\": " + JSONReport.shard(shard, of: summary.header)) }
            emit("\n}\n")
            if let head, let tail = digest?.finalize() {
                layout = ResultsIndex.Layout(headLength: head.length, headDigest: head.digest, tailStart: tailStart,
                                             tailDigest: tail, size: written)
            }
            digest = nil
        }

        /// Writes `items`, one a line, each by `write`, and closes their list: gathered in blocks
        /// of 64 KiB, not handed on one by one (a large app has a width for each key, language
        /// and category).
        private mutating func writeList<Item>(_ items: [Item], _ write: (Item, inout JSONText) -> Void) {
            var text = JSONText()
            for (position, item) in items.enumerated() {
                if position == 0 { text.raw("\n      ") } else { text.raw(",\n      ") }
                write(item, &text)
                if text.bytes.count >= 1 << 16 {
                    text.bytes.withUnsafeBytes { emit($0) }
                    text.bytes.removeAll(keepingCapacity: true)
                }
            }
            if items.isEmpty { text.raw("]") } else { text.raw("\n    ]") }
            text.bytes.withUnsafeBytes { emit($0) }
        }
    }

    /// A shard's `shard` member: which part it is, and what `textfit merge` needs of the run
    /// before its first record: the run's platform and device (the shard's first record may be
    /// a file's that a watch target builds), whether the CSV has a `table` column, and the files
    /// checked elsewhere than the run (placed from the whole app, so every shard states the same),
    /// and what decides each key's spec (``KeySpecs``), for the merge's HTML report.
    static func shard(_ shard: Shard, of header: RunHeader) -> String {
        var out = "{\"count\":\(shard.count),\"index\":\(shard.index),"
            + "\"platform\":\(string(header.target.platform.rawValue)),\"device\":\(string(header.target.device)),"
            + "\"namesTables\":\(header.namesTables),\"fileTargets\":["
        for (position, (file, target)) in header.fileTargets.sorted(by: { $0.key < $1.key }).enumerated() {
            out += (position == 0 ? "" : ",") + "{\"file\":\(string(file)),\"platform\":\(string(target.platform.rawValue)),"
                + "\"device\":\(string(target.device))}"
        }
        out += "]"
        if let specs = header.keySpecs {
            out += ",\"labels\":\(specs.labels),\"limitedKeys\":[" + specs.limitedKeys.map(string).joined(separator: ",")
                + "],\"keyLimits\":[" + specs.limits.map { RecordedKeyLimit($0).json }.joined(separator: ",") + "]"
        }
        return out + "}"
    }

    package static func string(_ text: String) -> String {
        var out = JSONText()
        out.string(text)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// The spec, every field filled in, keys sorted, on one line.
    static func spec(_ spec: ButtonSpec) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(spec)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    static func note(_ note: ReadNote) -> String {
        var out = JSONText()
        out.raw("{"); out.key("kind"); out.string(note.kind.rawValue)
        out.raw(","); out.key("key"); out.string(note.key)
        if let language = note.language { out.raw(","); out.key("language"); out.string(language.identifier) }
        out.raw(","); out.key("file"); out.string(note.location.file)
        if let line = note.location.line { out.raw(","); out.key("line"); out.integer(line) }
        out.raw(","); out.key("message"); out.string(note.message)
        out.raw("}")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// A lint finding: kind, key, language, the appearance as `variant`, category, point size,
    /// amount, message, and the spec's file and line.
    static func lint(_ finding: Finding) -> String {
        var out = JSONText()
        out.raw("{"); out.key("kind"); out.string(finding.kind.rawValue)
        out.raw(","); out.key("key"); out.string(finding.key)
        out.raw(","); out.key("language"); out.string(finding.language.identifier)
        if let variant = finding.variant { out.raw(","); out.key("variant"); out.string(variant) }
        out.raw(","); out.key("category"); out.string(finding.category.rawValue)
        out.raw(","); out.key("pointSize"); out.length(finding.pointSize)
        out.raw(","); out.key("amount"); out.length(finding.amount)
        out.raw(","); out.key("message"); out.string(finding.message)
        if finding.advisory { out.raw(","); out.key("advisory"); out.bool(true) }
        if let location = finding.location {
            out.raw(","); out.key("file"); out.string(location.file)
            if let line = location.line { out.raw(","); out.key("line"); out.integer(line) }
        }
        out.raw("}")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    static func font(_ face: FontUse) -> String {
        var out = JSONText()
        out.raw("{"); out.key("file"); out.string(face.file)
        out.raw(","); out.key("faceIndex"); out.integer(face.faceIndex)
        out.raw(","); out.key("sha256"); out.string(face.sha256)
        out.raw(","); out.key("family"); out.string(face.family)
        out.raw(","); out.key("style"); out.string(face.style)
        out.raw(","); out.key("variations"); out.raw("{")
        for (position, (axis, value)) in face.variations.sorted(by: { $0.key < $1.key }).enumerated() {
            if position > 0 { out.raw(",") }
            out.string(axis); out.raw(":"); out.length(value)
        }
        out.raw("}}")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Appends `width` to `out` as the `widths` list holds it.
    static func width(_ width: FitAggregates.KeyCategoryWidth, into out: inout JSONText) {
        out.raw("{"); out.key("key"); out.string(width.key)
        out.raw(","); out.key("category"); out.string(width.category.rawValue)
        out.raw(","); out.key("width"); out.length(width.width)
        out.raw(","); out.key("language"); out.string(width.language.identifier)
        if let variant = width.variant { out.raw(","); out.key("variant"); out.string(variant) }
        out.raw("}")
    }

    /// Appends `limit` to `out` as the `limitsByKey` and `limitsByLanguage` lists hold it.
    static func limit(_ limit: FitAggregates.CategoryLimit, into out: inout JSONText) {
        out.raw("{")
        if let key = limit.key { out.key("key"); out.string(key); out.raw(",") }
        out.key("language"); out.string(limit.language.identifier)
        out.raw(","); out.key("largestFittingCategory")
        if let category = limit.largestFittingCategory { out.string(category.rawValue) } else { out.null() }
        if let fontSize = limit.largestFontSize { out.raw(","); out.key("largestFontSize"); out.length(fontSize) }
        if let frame = limit.smallestFrame { out.raw(","); out.key("smallestFrame"); out.size(frame) }
        out.raw("}")
    }
}
