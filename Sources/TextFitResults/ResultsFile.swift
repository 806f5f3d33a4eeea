import Foundation

/// Reads a results JSON written by `textfit check --format json` back into a ``VerificationResult``:
/// for baselines and for `textfit merge`.
///
/// Reads `schemaVersion` 2 (what this version writes: fonts tabled, lengths to 1/1000 pt) and 1
/// (earlier versions: every record complete). A file from another schema, or a JSON file that is
/// not TextFit's results, is an error that says so rather than a guess.
///
/// A file as `textfit check` writes it (one record a line) is read record by record
/// (``ResultsRecordStream``): memory in proportion to the cells, not to a tree of the document.
/// Anything else, and every malformed file, is decoded whole, which names the problem.
package enum ResultsFile {
    /// The results schema this version writes.
    package static let schemaVersion = JSONReport.schemaVersion
    /// Every schema this version reads.
    package static let readableVersions = [1, 2]

    /// Reads the results file at `path`.
    package static func read(path: String) throws(InputError) -> VerificationResult {
        let data = try InputError.contents(of: path, what: "the results file")
        return try decode(data, file: path)
    }

    /// Every finding of the results file at `path` (its lint first, then each cell's, in order),
    /// without keeping its cells: what a baseline needs. A file as `textfit check` writes it is
    /// mapped and read record by record, its pages given back as they are read: memory in
    /// proportion to the findings, not to the cells. Any other file is decoded whole
    /// (``read(path:)``), which names any problem.
    package static func findings(path: String) throws(InputError) -> [Finding] {
        let file = try MappedFile(path: path)
        if let shell = streamedShell(file.data, release: { file.release($0) }),
           let findings = ResultsRecordStream.findings(file.data, ranges: shell.records, document: shell.document,
                                                       file: path, release: { file.release($0) }) {
            return (shell.document.lint ?? []).map(\.finding) + findings
        }
        return try decode(file.data, file: path).findings
    }

    /// The results file at `path` mapped, to be read record by record (``ShardCursor``): its
    /// document without the records, the records' byte ranges and its notes; `nil` when it is not
    /// laid out as `textfit check` writes it (``read(path:)`` then reads it whole, and names any
    /// problem).
    static func opened(path: String) throws(InputError)
        -> (file: MappedFile, document: ResultsDocumentV2, records: [Range<Int>], notes: [ReadNote])? {
        let file = try MappedFile(path: path)
        guard let shell = streamedShell(file.data, release: { file.release($0) }),
              let notes = try? readNotes(shell.document.notes, file: path) else { return nil }
        return (file, shell.document, shell.records, notes)
    }

    /// Decodes results JSON held in memory, reporting problems against `file`.
    package static func decode(_ data: Data, file: String) throws(InputError) -> VerificationResult {
        try decodeRecorded(data, file: file).result
    }

    /// Decodes results JSON held in memory, with the `toolVersion` that wrote it (`nil` when the
    /// file does not say); `streaming` false decodes the whole document at once (for tests).
    static func decodeRecorded(_ data: Data, file: String,
                               streaming: Bool = true) throws(InputError) -> (result: VerificationResult, toolVersion: String?) {
        if streaming, let streamed = decodeStreamed(data, file: file) { return streamed }
        let probe: Probe
        do {
            probe = try JSONDecoder().decode(Probe.self, from: data)
        } catch {
            throw InputError(file: file, reason: "not a textfit results file: it is not a JSON object (\(Self.describe(error)))")
        }
        try JSONDecodingFailure.rejectLaxSyntax(data, file: file)
        if let tool = probe.tool, tool != "textfit" {
            throw InputError(file: file, reason: "not a textfit results file (written by '\(tool)')")
        }
        guard let version = probe.schemaVersion else {
            throw InputError(file: file, reason: "not a textfit results file (no schemaVersion); write one with 'textfit check --format json'")
        }
        guard readableVersions.contains(version) else {
            throw InputError(file: file, reason: "results schemaVersion \(version) cannot be read by this textfit, which reads "
                + "schemaVersion \(readableVersions.map(String.init).joined(separator: " and ")); write the results again with this version")
        }
        let spec: ButtonSpec, fontOrigin: String, recordedNotes: [ResultsNote], shard: Shard?
        var cells: [CellResult]
        var lint: [Finding] = []
        var defaultLabelKeys: Int?
        var target: RunTarget
        var fileTargets: [String: RunTarget] = [:]
        var statedShard: ResultsDocumentV2.RecordedShard?
        do {
            if version == 1 {
                let decoder = JSONDecoder()
                decoder.userInfo[ResultsRecord.versionKey] = 1
                let document = try decoder.decode(ResultsDocumentV1.self, from: data)
                (spec, fontOrigin, recordedNotes, shard) = (document.buttonSpec, document.fonts, document.notes, document.shard)
                cells = try document.cells(file: file)
                // Schema 1 predates --platform: every run was iOS's, on the spec's frame.
                target = .unnamed(spec: spec)
            } else {
                let document = try JSONDecoder().decode(ResultsDocumentV2.self, from: data)
                (spec, fontOrigin, recordedNotes, shard) = (document.buttonSpec, document.fontSource, document.notes,
                                                             document.shard?.part)
                (cells, fileTargets) = try document.cellsAndTargets(of: document.results, file: file)
                target = document.target
                statedShard = document.shard
                lint = (document.lint ?? []).map(\.finding)
                defaultLabelKeys = document.defaultLabelKeys
            }
        } catch let error as DecodingError {
            let converted = JSONDecodingFailure.inputError(for: error, data: data, file: file, document: "results file")
            throw InputError(file: file, line: converted.line, key: converted.key,
                             reason: "unreadable results (schemaVersion \(version)): \(converted.reason)")
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: file, reason: "unreadable results: \(error)")
        }
        let notes = try readNotes(recordedNotes, file: file)
        var result = VerificationResult(cells: cells, spec: spec, fontOrigin: fontOrigin, notes: notes)
        result.shard = shard
        result.lint = lint
        result.defaultLabelKeys = defaultLabelKeys
        result.target = target
        result.fileTargets = fileTargets
        // A shard states its run's platform and device, and its files checked elsewhere; a
        // whole run's are read from its records.
        statedShard?.state(&result)
        return (result, probe.toolVersion)
    }

    /// A schema-2 file laid out as ``JSONReport`` writes it, read record by record; `nil` for any
    /// other file or any problem, which the whole-file decode then names.
    ///
    /// Only the document around the records is scanned for lax syntax: the records' parser
    /// refuses a trailing comma itself, and the split takes a comma after every record line but
    /// the last.
    private static func decodeStreamed(_ data: Data, file: String) -> (result: VerificationResult, toolVersion: String?)? {
        guard let split = ResultsRecordStream.split(data),
              (try? JSONDecodingFailure.rejectLaxSyntax(split.shell, file: file)) != nil,
              let probe = try? JSONDecoder().decode(Probe.self, from: split.shell),
              probe.tool == nil || probe.tool == "textfit", probe.schemaVersion == 2,
              let document = try? JSONDecoder().decode(ResultsDocumentV2.self, from: split.shell),
              let (cells, target, fileTargets) = ResultsRecordStream.cells(data, ranges: split.records, document: document,
                                                                           file: file),
              let notes = try? readNotes(document.notes, file: file)
        else { return nil }
        var result = VerificationResult(cells: cells, spec: document.buttonSpec, fontOrigin: document.fontSource, notes: notes)
        result.lint = (document.lint ?? []).map(\.finding)
        result.defaultLabelKeys = document.defaultLabelKeys
        result.target = target
        result.fileTargets = fileTargets
        // As in the whole-file read.
        document.shard?.state(&result)
        return (result, probe.toolVersion)
    }

    /// A schema-2 file laid out as ``JSONReport`` writes it, without reading its records: the
    /// document around them (its `results` empty), the records' byte ranges, the `toolVersion`
    /// that wrote it and the line of its first record; `nil` for any other file, which the
    /// whole-file decode then reads or names the problem of. `release` as in
    /// ``ResultsRecordStream/split(_:release:)``.
    static func streamedShell(_ data: Data, release: ((Range<Int>) -> Void)? = nil)
        -> (document: ResultsDocumentV2, records: [Range<Int>], toolVersion: String?, firstRecordLine: Int)? {
        guard let split = ResultsRecordStream.split(data, release: release) else { return nil }
        return streamedShell(data, split: split)
    }

    /// ``streamedShell(_:release:)`` of a file whose records are known to lie at `records`
    /// (``ResultsIndex``), each a line from `{` to `}`, with nothing but `,` and a line feed
    /// between two: the records are not looked for, and the `aggregates` member, which the index's
    /// digest vouches for, is not read (``ResultsRecordStream/shell(_:records:leavingOutAggregates:)``).
    static func streamedShell(_ data: Data, records: [Range<Int>])
        -> (document: ResultsDocumentV2, records: [Range<Int>], toolVersion: String?, firstRecordLine: Int)? {
        guard let first = records.first, let last = records.last, first.lowerBound >= 1, last.upperBound <= data.count
        else { return nil }
        let shell = data.withUnsafeBytes {
            ResultsRecordStream.shell($0.bindMemory(to: UInt8.self), records: records, leavingOutAggregates: true)
        }
        return streamedShell(data, split: (shell, records))
    }

    private static func streamedShell(_ data: Data, split: (shell: Data, records: [Range<Int>]))
        -> (document: ResultsDocumentV2, records: [Range<Int>], toolVersion: String?, firstRecordLine: Int)? {
        guard (try? JSONDecodingFailure.rejectLaxSyntax(split.shell, file: "")) != nil,
              let probe = try? JSONDecoder().decode(Probe.self, from: split.shell),
              probe.tool == nil || probe.tool == "textfit", probe.schemaVersion == 2,
              let document = try? JSONDecoder().decode(ResultsDocumentV2.self, from: split.shell),
              (try? readNotes(document.notes, file: "")) != nil
        else { return nil }
        let firstRecordLine = 1 + (split.records.first.map { data[data.startIndex ..< data.startIndex + $0.lowerBound] }?
            .reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } ?? 0)
        return (document, split.records, probe.toolVersion, firstRecordLine)
    }

    /// The recorded notes as read notes.
    private static func readNotes(_ recordedNotes: [ResultsNote], file: String) throws(InputError) -> [ReadNote] {
        var notes: [ReadNote] = []
        for (position, note) in recordedNotes.enumerated() {
            guard let kind = ReadNote.Kind(rawValue: note.kind) else {
                throw InputError(file: file, key: "notes[\(position)].kind", reason: "unknown note kind '\(note.kind)'")
            }
            var language: LanguageTag?
            if let tag = note.language {
                guard let parsed = LanguageTag(tag) else {
                    throw InputError(file: file, key: "notes[\(position)].language", reason: "'\(tag)' is not a language tag")
                }
                language = parsed
            }
            notes.append(ReadNote(kind: kind, key: note.key, language: language,
                                  location: SourceLocation(file: note.file, line: note.line), message: note.message))
        }
        return notes
    }

    /// The two members that say what a JSON file is.
    private struct Probe: Decodable {
        var schemaVersion: Int?
        var tool: String?
        var toolVersion: String?
    }

    private static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                ?? context.debugDescription
        }
        return "\(error)"
    }
}
