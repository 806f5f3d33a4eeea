import Foundation

/// Reads a schema-2 results file as ``JSONReport`` writes it, record by record: the document
/// without its records (a few kilobytes) is decoded once, then each record line on its own, so
/// no tree of the whole file is ever held and each record costs one small decode.
///
/// The fast path only: it gives `nil` for anything other than the writer's exact layout (a file
/// reformatted by hand, a malformed record, another schema), and the caller then decodes the
/// whole file, which names the problem with its line.
enum ResultsRecordStream {
    /// The document around the records, and the records' byte ranges in `data`, each without
    /// its trailing comma; `nil` when `data` is not laid out as ``JSONReport`` writes it.
    ///
    /// `release`, when given, is handed each stretch of about 16 MiB the split has passed over
    /// (for a mapped file to give its pages back).
    static func split(_ data: Data, release: ((Range<Int>) -> Void)? = nil) -> (shell: Data, records: [Range<Int>])? {
        let opening = Array("\n  \"results\": [\n".utf8)
        let closing = Array("\n  ],\n".utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (shell: Data, records: [Range<Int>])? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let start = firstRange(of: opening, in: bytes, from: 0) else { return nil }
            var records: [Range<Int>] = []
            var lineStart = start.upperBound
            var released = 0
            while true {
                if let release, lineStart - released >= 16 << 20 {
                    release(released ..< lineStart)
                    released = lineStart
                }
                guard lineStart < bytes.count, bytes[lineStart] == UInt8(ascii: "{") else { return nil }
                // The line's end: memchr, as the records are most of a large file.
                let lineEnd = memchr(bytes.baseAddress! + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                    .map { UnsafeRawPointer(bytes.baseAddress!).distance(to: $0) } ?? bytes.count
                guard lineEnd < bytes.count else { return nil }
                if bytes[lineEnd - 1] == UInt8(ascii: ",") {
                    guard lineEnd - 2 > lineStart, bytes[lineEnd - 2] == UInt8(ascii: "}") else { return nil }
                    records.append(lineStart ..< lineEnd - 1)
                    lineStart = lineEnd + 1
                } else {
                    guard bytes[lineEnd - 1] == UInt8(ascii: "}") else { return nil }
                    records.append(lineStart ..< lineEnd)
                    // The last record: the array closes on the next line.
                    guard lineEnd + closing.count <= bytes.count,
                          Array(bytes[lineEnd ..< lineEnd + closing.count]) == closing else { return nil }
                    return (shell(bytes, records: records), records)
                }
            }
        }
    }

    /// The document around `records` (not empty, each a line of `bytes`): everything before the
    /// first one's line feed and everything from the end of the last, its `results` empty.
    ///
    /// With `leavingOutAggregates`, for bytes known to be as textfit wrote them (an index's
    /// digests agree), without the `aggregates` member either: a large app's are most of what
    /// follows the records (14.7 of home-assistant's 14.7 MB), and a reader of the shell reads
    /// none of it. Its lines, as the results writer lays them out, are looked for: a line feed
    /// cannot be inside a JSON string, so neither can they. The shell is whole when they are not found.
    static func shell(_ bytes: UnsafeBufferPointer<UInt8>, records: [Range<Int>], leavingOutAggregates: Bool = false) -> Data {
        var shell = Data(bytes[0 ..< records[0].lowerBound - 1])
        var tail = records[records.count - 1].upperBound ..< bytes.count
        if leavingOutAggregates, let aggregates = Self.aggregates(in: UnsafeBufferPointer(rebasing: bytes[tail])) {
            shell.append(contentsOf: bytes[tail.lowerBound ..< tail.lowerBound + aggregates.lowerBound])
            tail = tail.lowerBound + aggregates.upperBound ..< tail.upperBound
        }
        shell.append(contentsOf: bytes[tail])
        return shell
    }

    /// Where the `aggregates` member of a document's tail lies, from the comma before it to the
    /// end of its closing line (`,\n  "aggregates": {` … `\n  }`, a comma and the next member
    /// following): `nil` when the tail is not laid out so.
    private static func aggregates(in tail: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let opening = Array(",\n  \"aggregates\": {\n".utf8), closing = Array("\n  },\n  \"".utf8)
        guard let start = tail.firstRange(of: opening)?.lowerBound else { return nil }
        // The member after it is one of the document's last: looked for from the end.
        var end = tail.count - closing.count
        while end > start + opening.count, !tail[end ..< end + closing.count].elementsEqual(closing) { end -= 1 }
        guard end > start + opening.count else { return nil }
        return start ..< end + 4
    }

    /// The cells of the records at `ranges` of `data`, each parsed (``ResultsRecordParser``) and
    /// made a cell with `document`'s tables as it is read, the platform and device of the first,
    /// and the files checked on another (``RecordTargets``); `nil` when one does not parse, or
    /// names another platform or device than the first record of its catalog file.
    static func cells(_ data: Data, ranges: [Range<Int>], document: ResultsDocumentV2, file: String)
        -> (cells: [CellResult], target: RunTarget, fileTargets: [String: RunTarget])? {
        var cells: [CellResult] = []
        cells.reserveCapacity(ranges.count)
        guard let (target, fileTargets) = forEachCell(data, ranges: ranges, document: document, file: file,
                                                      { cells.append($0) }) else { return nil }
        return (cells, target, fileTargets)
    }

    /// Every finding of the records at `ranges`, in order, without keeping their cells (a
    /// baseline's findings); `release`, when given, is handed the bytes read every 16 MiB, so that
    /// a mapped file's pages go back as they are read. `nil` as for ``cells(_:ranges:document:file:)``.
    static func findings(_ data: Data, ranges: [Range<Int>], document: ResultsDocumentV2, file: String,
                         release: ((Range<Int>) -> Void)? = nil) -> [Finding]? {
        var findings: [Finding] = []
        var released = 0
        var position = 0
        let read = forEachCell(data, ranges: ranges, document: document, file: file) { cell in
            findings += cell.findings
            if let release, ranges[position].upperBound - released >= 16 << 20 {
                release(released ..< ranges[position].upperBound)
                released = ranges[position].upperBound
            }
            position += 1
        }
        return read == nil ? nil : findings
    }

    /// Reads each record at `ranges` as a cell and hands it to `body`, in order; the run's
    /// target and the files' own targets, or `nil` when a record is not one.
    private static func forEachCell(_ data: Data, ranges: [Range<Int>], document: ResultsDocumentV2, file: String,
                                    _ body: (CellResult) -> Void) -> (target: RunTarget, fileTargets: [String: RunTarget])? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (target: RunTarget, fileTargets: [String: RunTarget])? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var targets = RecordTargets()
            var target = document.target
            for (position, range) in ranges.enumerated() {
                guard let (record, rounded) = ResultsRecordParser.parse(UnsafeBufferPointer(rebasing: bytes[range])) else {
                    return nil
                }
                if targets.first == nil { target = document.target(of: record) }
                guard let cell = try? document.cell(of: record, position: position, file: file, lengthsRounded: rounded,
                                                    like: targets.expected(for: record)) else { return nil }
                body(cell)
            }
            return (target, targets.fileTargets(in: document))
        }
    }

    private static func firstRange(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Range<Int>? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var position = from
        while position + needle.count <= bytes.count {
            if bytes[position] == first {
                var matched = true
                for offset in 1 ..< needle.count where bytes[position + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return position ..< position + needle.count }
            }
            position += 1
        }
        return nil
    }
}
