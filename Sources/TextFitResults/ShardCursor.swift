import Foundation

/// One shard's results as ``ShardMerge`` reads them: the run the shard states, then its cells
/// one at a time, in the order its file lists them.
///
/// A file as `textfit check --shard i/n --format json` writes it is mapped and read record by
/// record, its pages given back every 16 MiB: a merge holds one record of each shard at a time,
/// not the shards. Any other file (an earlier schema, one reformatted by hand) is read whole
/// (``ResultsFile/read(path:)``), as is a result already in memory.
struct ShardCursor {
    /// The results file's name, for messages.
    let file: String
    /// The run as the shard states it (``ResultsDocumentV2/RecordedShard``): spec, fonts, notes,
    /// lint, shard, platform and device, the files checked elsewhere and whether it names tables;
    /// for a file that does not state them, as its cells show them.
    let header: RunHeader
    /// The catalog files the shard's cells name.
    let catalogs: Set<String>
    /// The cells of a file read whole.
    private var cells: [CellResult] = []
    /// The records of a mapped file.
    private let records: Records?
    /// The position of the next cell or record.
    private(set) var position = 0
    /// Where the mapped file's pages read were last given back.
    private var released = 0

    private struct Records {
        var mapped: MappedFile
        var document: ResultsDocumentV2
        var ranges: [Range<Int>]
    }

    /// The shard in the results file at `path`.
    init(path: String) throws(InputError) {
        let opened = try ResultsFile.opened(path: path)
        if let opened, opened.document.shard == nil {
            // A whole run's results: said before its records are read.
            throw InputError(file: path, reason: "not a shard's results (written without --shard i/n)")
        }
        if let opened, let shard = opened.document.shard, let stated = shard.stated(spec: opened.document.buttonSpec) {
            let document = opened.document
            var header = RunHeader(spec: document.buttonSpec, fontOrigin: document.fontSource, notes: opened.notes,
                                   shard: shard.part, lint: (document.lint ?? []).map(\.finding), target: stated.target)
            header.defaultLabelKeys = document.defaultLabelKeys
            header.fileTargets = stated.fileTargets
            header.namesTables = stated.namesTables
            header.keySpecs = shard.keySpecs
            self.init(file: path, header: header, catalogs: Set(document.files),
                      records: Records(mapped: opened.file, document: document, ranges: opened.records))
        } else {
            self.init(file: path, result: try ResultsFile.read(path: path))
        }
    }

    /// The shard `result`, read from `file` (or made in memory).
    init(file: String, result: VerificationResult) {
        self.init(file: file, header: result.header,
                  catalogs: Set(result.cells.compactMap { $0.location?.file }), cells: result.cells)
    }

    private init(file: String, header: RunHeader, catalogs: Set<String>, cells: [CellResult] = [],
                 records: Records? = nil) {
        self.file = file
        self.header = header
        self.catalogs = catalogs
        self.cells = cells
        self.records = records
    }

    /// The next cell, with the part of its record a run's encoder writes of it as the file holds
    /// it (``ResultsRecordParser/encodedPart(_:)``; none for a file read whole), or `nil` after
    /// the last.
    ///
    /// - Throws: when a record is not one (the error names its place, as reading the whole file
    ///   does), or names another platform or device than the shard states for its file.
    mutating func next() throws(InputError) -> (cell: CellResult, recorded: RecordedBytes)? {
        guard let read = records else {
            guard position < cells.count else { return nil }
            defer { position += 1 }
            return (cells[position], .none)
        }
        guard position < read.ranges.count else { return nil }
        let range = read.ranges[position]
        guard let (record, rounded) = ResultsRecordParser.parse(UnsafeBufferPointer(rebasing: read.mapped.bytes[range]))
        else { throw problem(at: position) }
        let cell = try read.document.cell(of: record, position: position, file: file, lengthsRounded: rounded)
        // Every record names what the shard states for its file: so all of one file name one.
        let named = read.document.target(of: record), stated = header.target(of: cell.location?.file)
        if named != stated {
            throw InputError(file: file, key: "results[\(position)]",
                             reason: "checked on \(named), where the shard states \(stated) for its file")
        }
        if range.upperBound - released >= 16 << 20 {
            read.mapped.release(released ..< range.upperBound)
            released = range.upperBound
        }
        position += 1
        let bytes = UnsafeBufferPointer(rebasing: read.mapped.bytes[range])
        guard let part = ResultsRecordParser.encodedPart(bytes) else { return (cell, .none) }
        return (cell, RecordedBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[part])), heldBy: read.mapped))
    }

    /// The error that names what is wrong with the record at `position`: the whole file's decode
    /// finds it with its line.
    private func problem(at position: Int) -> InputError {
        do {
            _ = try ResultsFile.read(path: file)
        } catch {
            return error
        }
        return InputError(file: file, key: "results[\(position)]", reason: "not a results record of schema 2")
    }
}
