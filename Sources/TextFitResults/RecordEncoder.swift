/// Encodes cells for the streamed outputs — a results-JSON record, a CSV row — on the task that
/// measured them, so the one writer that keeps canonical order only appends bytes.
struct RecordEncoder: CellEncoder {
    /// Whether to encode results-JSON records.
    var json: Bool
    /// Whether to encode CSV rows.
    var csv: Bool
    /// What the run states before any cell: each record names the platform and device its
    /// file was checked on (``RunHeader/target(of:)``).
    var header: RunHeader
    /// Whether the CSV rows end with a `table` column (``RunHeader/namesTables``).
    var tables = false
    /// The members' encoders: the schema's, or a task's own (``forTask()``).
    var members = ResultsRecordSchema.encoders
    /// The key of the index written beside the results JSON (``ResultsIndex``), when there is one.
    var indexKey: CellIdentity.Key?

    /// Whether any streamed output wants the cells' records.
    var isActive: Bool { json || csv }

    /// Whether a string taken from an earlier run may come as a ``TakenTitle``: its JSON
    /// records are the earlier file's bytes, and the summary folds its shares; a CSV row needs
    /// the whole cell.
    var takesTitles: Bool { !csv }

    /// This encoder with the members' encoders of its own (``ResultsRecordSchema/encodersOfTask()``).
    func forTask() -> RecordEncoder {
        guard json else { return self }
        var encoder = self
        encoder.members = ResultsRecordSchema.encodersOfTask()
        return encoder
    }

    /// What the results index keeps of `title`'s string, under its key: the digests
    /// ``RunRecorder`` would otherwise work out for each title in turn.
    func indexDigests(of title: TakenTitle) -> TakenTitle.IndexDigests? {
        let string = title.string
        return indexDigests(key: string.key, language: string.language, text: title.text, variant: title.variant,
                            formatSample: title.formatSample, table: string.table, widthLimit: string.widthLimit,
                            titleSource: string.titleSource, file: string.location.file)
    }

    /// What the results index keeps of a cell's string, of its members (a taken title's, or a
    /// measured cell's, read in place): the identity of what was measured
    /// (``CellIdentity/measured(key:language:text:variant:formatSample:under:)``) and of the
    /// context it was checked in, on its file's platform
    /// (``CellIdentity/context(table:widthLimit:titleSource:target:under:)``); `nil` when no index
    /// is written.
    func indexDigests(key: String, language: LanguageTag, text: String, variant: String?, formatSample: String?,
                      table: String?, widthLimit: WidthLimit?, titleSource: TitleSource?, file: String?)
        -> TakenTitle.IndexDigests? {
        guard json, let indexKey else { return nil }
        let identity = CellIdentity.measured(key: key, language: language.identifier, text: text, variant: variant,
                                             formatSample: formatSample, under: indexKey)
        let context = CellIdentity.context(table: table, widthLimit: widthLimit, titleSource: titleSource,
                                           target: header.target(of: file), under: indexKey)
        return TakenTitle.IndexDigests(string: identity.string, text: identity.text, context: context)
    }

    /// The record of `cell` in each wanted format.
    func encode(_ cell: CellResult) -> EncodedRecord {
        let target = header.target(of: cell.location?.file)
        return EncodedRecord(json: json ? Self.jsonRecord(cell, target: target, members: members) : [],
                             csv: csv ? CSVReport.row(cell, target: target, tables: tables) : [])
    }

    /// The record of `cell` in each wanted format, its results-JSON record being `recorded`: the
    /// part ``jsonRecord(_:target:)`` writes, as a results file of this version holds it (the
    /// file is one checked on the same target: ``ReusedCells`` takes nothing from another).
    func encode(_ cell: CellResult, recorded: RecordedBytes) -> EncodedRecord {
        guard json, !recorded.isEmpty else { return encode(cell) }
        return EncodedRecord(json: [], recorded: recorded,
                             csv: csv ? CSVReport.row(cell, target: header.target(of: cell.location?.file), tables: tables) : [])
    }

    /// The schema-2 record of `cell`, checked on `target`: the members of ``ResultsRecordSchema`` that the encoder
    /// writes, in its order, those a cell lacks left out, ending with `"fonts":` for the writer to
    /// complete; the location's file is left for the writer too (`file`, an index into the files
    /// table, comes first after the record's opening `{`).
    ///
    /// Left out (the schema's rows say when): keys whose value is `null` (`titleSource` for a
    /// catalog the user passed), `missingGlyphs` when empty, `overflow`, `heightOverflow` and
    /// `verticalClip` when 0, and the lines (`numberOfLines`, `lineCount`, `neededLineCount`,
    /// `lines`) for a one-line spec. In the iOS models the record carries `model` and, when the
    /// needed size is taller than the frame, `heightOverflow`.
    static func jsonRecord(_ cell: CellResult, target: RunTarget,
                           members: [ResultsRecordSchema.MemberEncoder] = ResultsRecordSchema.encoders) -> [UInt8] {
        // Room for the members (about 400 bytes) and the text twice (as measured, and again in
        // its lines or its truncation), so that a record is rarely copied to grow.
        var out = JSONText(capacity: 448 + 2 * cell.measurement.text.utf8.count)
        for member in members { member.encode(cell, target, &out) }
        return out.bytes
    }
}
