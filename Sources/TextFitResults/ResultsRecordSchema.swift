/// The results record, written once: every member a record of schema 1 or 2 can hold, in the
/// order the writer writes them, each with its kind of value, the versions that have and
/// require it, and when the writer leaves it out (docs/results.md lists the same members).
///
/// The encoder (``RecordEncoder/jsonRecord(_:target:)``) writes the current version's members in this
/// order; the record parser (``ResultsRecordParser``) reads them in this order first, then in any
/// order by name; the whole-file decoder (``ResultsRecord/init(from:)``) reads a record of either
/// version by its rows. A member is added here and kept in ``ResultsRecord``, and nowhere else.
enum ResultsRecordSchema {
    /// The version the writer writes.
    static let version = 2

    /// Every member of every version. Two rows may share a name where the writer puts a member in
    /// one of two places (`heightOverflow`: the iOS models' or a multi-line spec's), or where
    /// the versions hold it differently (`fonts`).
    static let fields = makeFields()

    /// The rows of ``fields``, made anew: their closures are objects of their own, with their own
    /// reference counts (``encodersOfTask()``).
    private static func makeFields() -> [ResultsRecordField] { [
        .init("file", RecordValues.Integer.self, versions: [2], writer: .documentFirst) { $0.file = $1 },
        .init("key", RecordValues.Key.self, required: [1, 2], identity: .key, written: { $0.key }) { $0.key = $1 },
        // Only where the key is in more than one table.
        .init("table", RecordValues.Text.self, versions: [2], written: { $0.table }) { $0.table = $1 },
        .init("language", RecordValues.Language.self, required: [1, 2], identity: .language,
              written: { $0.language }) { $0.language = $1 },
        .init("variant", RecordValues.Text.self, identity: .variant, written: { $0.variant }) { $0.variant = $1 },
        .init("category", RecordValues.Category.self, required: [1, 2], identity: .category,
              written: { $0.category }) { $0.category = $1 },
        .init("textStyle", RecordValues.Style.self, required: [1, 2], written: { $0.textStyle }) { $0.textStyle = $1 },
        .init("pointSize", RecordValues.Length.self, required: [1, 2],
              written: { $0.measurement.pointSize }) { $0.pointSize = $1 },
        .init("weight", RecordValues.Integer.self, required: [1, 2], written: { $0.measurement.weight }) { $0.weight = $1 },
        .init("text", RecordValues.MeasuredText.self, required: [1, 2], identity: .text,
              written: { $0.measurement.text }) { $0.text = $1 },
        .init("formatSample", RecordValues.Text.self, identity: .formatSample,
              written: { $0.formatSample }) { $0.formatSample = $1 },
        .init("titleSource", RecordValues.Source.self, versions: [2], written: { $0.titleSource }) { $0.titleSource = $1 },
        .init("textWidth", RecordValues.Length.self, required: [1, 2], written: { $0.measurement.width }) { $0.textWidth = $1 },
        .init("lineHeight", RecordValues.Length.self, required: [1, 2],
              written: { $0.measurement.lineHeight }) { $0.lineHeight = $1 },
        .init("inkBounds", RecordValues.Ink.self, required: [1, 2],
              written: { $0.measurement.inkBounds }) { $0.inkBounds = $1 },
        .init("contentSize", RecordValues.Size.self, required: [1, 2],
              written: { $0.fit.contentSize }) { $0.contentSize = $1 },
        .init("minFrame", RecordValues.Size.self, required: [1, 2], written: { $0.fit.minFrame }) { $0.minFrame = $1 },
        .init("frame", RecordValues.Size.self, required: [1, 2], written: { $0.fit.frame }) { $0.frame = $1 },
        .init("fits", RecordValues.Flag.self, required: [1, 2], written: { $0.fit.fits }) { $0.fits = $1 },
        .init("overflow", RecordValues.Length.self, required: [1],
              written: { nonzero($0.fit.overflow) }) { $0.overflow = $1 },
        .init("truncatedText", RecordValues.Text.self, written: { $0.fit.truncatedText }) { $0.truncatedText = $1 },
        // The iOS models: the model, the largest font size and the height overflow.
        .init("model", RecordValues.Model.self, versions: [2],
              written: { $0.fit.model.isIOS ? $0.fit.model : nil }) { $0.model = $1 },
        .init("largestFontSize", RecordValues.Length.self, versions: [2],
              written: { $0.fit.model.isIOS ? $0.largestFontSize : nil }) { $0.largestFontSize = $1 },
        .init("heightOverflow", RecordValues.Length.self, versions: [2],
              written: { $0.fit.model.isIOS ? nonzero($0.fit.heightOverflow) : nil }) { $0.heightOverflow = $1 },
        // A multi-line spec's lines.
        .init("numberOfLines", RecordValues.Integer.self, versions: [2],
              written: { multiline($0) ? $0.fit.numberOfLines : nil }) { $0.numberOfLines = $1 },
        .init("lineCount", RecordValues.Integer.self, versions: [2],
              written: { multiline($0) ? $0.fit.lineCount : nil }) { $0.lineCount = $1 },
        .init("neededLineCount", RecordValues.Integer.self, versions: [2],
              written: { multiline($0) ? $0.fit.neededLineCount : nil }) { $0.neededLineCount = $1 },
        .init("heightOverflow", RecordValues.Length.self, versions: [2],
              written: { multiline($0) ? nonzero($0.fit.heightOverflow) : nil }) { $0.heightOverflow = $1 },
        .init("lines", RecordValues.Lines.self, versions: [2], written: { multiline($0) ? $0.fit.lines : nil }) { $0.lines = $1 },
        .init("maxCornerRadius", RecordValues.Length.self, required: [1, 2],
              written: { $0.fit.maxCornerRadius }) { $0.maxCornerRadius = $1 },
        .init("cornerClip", RecordValues.Flag.self, required: [1, 2], written: { $0.fit.cornerClip }) { $0.cornerClip = $1 },
        .init("capsuleFits", RecordValues.Flag.self, required: [1, 2], written: { $0.fit.capsuleFits }) { $0.capsuleFits = $1 },
        .init("circleFits", RecordValues.Flag.self, written: { $0.fit.circleFits }) { $0.circleFits = $1 },
        .init("verticalClip", RecordValues.Length.self, required: [1],
              written: { nonzero($0.fit.verticalClip) }) { $0.verticalClip = $1 },
        .init("missingGlyphs", RecordValues.Scalars.self, required: [1],
              written: { $0.measurement.missingGlyphs.isEmpty ? nil : $0.measurement.missingGlyphs }) { $0.missingGlyphs = $1 },
        .init("widthLimit", RecordValues.Limit.self, written: { $0.widthLimit }) { $0.widthLimit = $1 },
        .init("overMaxWidth", RecordValues.Length.self, required: [1],
              written: { $0.widthLimit != nil ? $0.overMaxWidth : nil }) { $0.overMaxWidth = $1 },
        // A relative budget's figures: both or neither.
        .init("sourceWidth", RecordValues.Length.self, versions: [2],
              written: { $0.budget != nil ? $0.sourceWidth : nil }) { $0.sourceWidth = $1 },
        .init("budget", RecordValues.Length.self, versions: [2],
              written: { $0.sourceWidth != nil ? $0.budget : nil }) { $0.budget = $1 },
        // Only on a cell whose expansion finding warns because no frame is known (a wrapping label).
        .init("noFrame", RecordValues.Flag.self, versions: [2], written: { cell in
            cell.findings.contains { $0.kind == .expansion && $0.advisory } ? true : nil
        }) { $0.noFrame = $1 },
        .init("close", RecordValues.Close.self, versions: [2], written: { cell in
            cell.findings.first { $0.kind == .close }.map { ResultsRecord.RecordedClose(amount: $0.amount, message: $0.message) }
        }) { $0.close = $1 },
        // What the run checked on: the same in every record of a file (absent before they were
        // recorded: iOS, on the frame ``RunTarget/unnamed(spec:)`` gives the file's spec).
        .init("platform", RecordValues.PlatformName.self, versions: [2], ofRun: { $0.platform }) { $0.platform = $1 },
        .init("device", RecordValues.Text.self, versions: [2], ofRun: { $0.device }) { $0.device = $1 },
        .init("line", RecordValues.Integer.self, versions: [2], written: { $0.location?.line }) { $0.line = $1 },
        // The Interface Builder element the string is drawn in, as its findings name it.
        .init("element", RecordValues.Text.self, versions: [2], written: { $0.element }) { $0.element = $1 },
        .init("fonts", RecordValues.Indices.self, versions: [2], required: [2], writer: .documentValue) { $0.fonts = $1 },
        // Schema 1 held each record's faces and place whole.
        .init("fonts", RecordValues.Decoded<[FontUse]>.self, versions: [1], required: [1], writer: .none) { $0.faces = $1 },
        .init("location", RecordValues.Decoded<SourceLocation>.self, versions: [1], writer: .none) { $0.location = $1 },
    ] }

    /// A length the writer leaves out when it is 0 at 1/1000 pt.
    private static func nonzero(_ length: Double) -> Double? { LengthPrecision.round(length) != 0 ? length : nil }

    /// Whether the cell's spec sets titles on more than one line (its lines are recorded).
    private static func multiline(_ cell: CellResult) -> Bool { cell.fit.numberOfLines != 1 }

    /// The current version's members, in the writer's order.
    static let current = ofCurrentVersion(fields)

    /// The members ``RecordEncoder`` writes, in order.
    static let encoded = written(current)

    private static func ofCurrentVersion(_ rows: [ResultsRecordField]) -> [ResultsRecordField] {
        rows.filter { $0.versions.contains(version) }
    }

    private static func written(_ rows: [ResultsRecordField]) -> [ResultsRecordField] {
        rows.filter { $0.writer == .encoder || $0.writer == .documentValue }
    }

    /// What each of ``encoded`` appends, in order: the closures alone, so that encoding a cell does
    /// not copy (and retain and release) every row's other members.
    static let encoders = encoders(of: encoded)

    /// ``encoders`` made anew, for one measuring task. Calling a member's closure retains and
    /// releases it, and its captures, once a cell: with one set shared by every task, those
    /// reference counts sit on memory that both processors write for every cell, and each count
    /// waits for the other processor's. A task's own set keeps the counts in its processor's cache.
    static func encodersOfTask() -> [MemberEncoder] {
        encoders(of: written(ofCurrentVersion(makeFields())))
    }

    private static func encoders(of rows: [ResultsRecordField]) -> [MemberEncoder] {
        rows.map { MemberEncoder(encode: $0.encode) }
    }

    /// A row's ``ResultsRecordField/encode``, held in a struct. An array of bare closures keeps
    /// them in their most general form, every argument passed indirectly: each call went through
    /// a thunk that copied the whole cell (and retained its references), once per member.
    struct MemberEncoder: Sendable {
        let encode: @Sendable (CellResult, RunTarget, inout JSONText) -> Void
    }

    /// What ``ResultsRecordParser`` compares of each row of ``current`` while reading a record
    /// laid out as written, in order: plain values, so that reading a record does not copy (and
    /// retain and release) every row's arrays, sets and closures.
    static let parsingRows: [ParsingRow] = current.indices.map { position in
        ParsingRow(member: MemberBytes(current[position].member), separatedMember: MemberBytes(current[position].separatedMember),
                   bit: 1 << UInt64(slots[position]), required: requiredSlots & 1 << UInt64(slots[position]) != 0)
    }

    /// How each row of ``current`` reads its value (``ResultsRecordField/read``), in order; in a
    /// struct, as ``MemberEncoder`` holds an encoding closure, so that a call needs no thunk.
    static let readers = current.map { MemberReader(read: $0.read) }

    /// A row's ``ResultsRecordField/read`` (``readers``).
    struct MemberReader: Sendable {
        let read: @Sendable (inout ResultsRecordParser, inout ResultsRecord) -> Bool
    }

    /// A row of ``parsingRows``.
    struct ParsingRow: Sendable {
        /// `"name":` and `,"name":`.
        let member: MemberBytes
        let separatedMember: MemberBytes
        /// The bit of the row's slot, and whether every record of the version has it.
        let bit: UInt64
        let required: Bool
    }

    /// A member name's bytes, held for the life of the process (the schema is static): compared
    /// without an array's reference count.
    struct MemberBytes: @unchecked Sendable {
        /// Immutable once made, never freed.
        let bytes: UnsafeBufferPointer<UInt8>

        init(_ bytes: [UInt8]) {
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
            _ = copy.initialize(from: bytes)
            self.bytes = UnsafeBufferPointer(start: copy.baseAddress, count: bytes.count)
        }
    }

    /// The members whose value is the run's, in order: also the last columns of the CSV.
    static let ofRun = current.filter { $0.runText != nil }

    /// Each of the current version's members' names once, in order: a member's slot is its
    /// name's position here (at most 64, one bit each in ``ResultsRecordParser``'s mask).
    static let names: [String] = {
        var names: [String] = []
        for field in current where !names.contains(field.name) { names.append(field.name) }
        precondition(names.count <= 64, "a record's members are tracked by the bits of one UInt64")
        return names
    }()

    /// Each current member's slot (``names``), by its position in ``current``.
    static let slots: [Int] = current.map { field in names.firstIndex(of: field.name)! }

    /// The first row of each slot, by slot.
    static let firstOfSlot: [Int] = names.map { name in current.firstIndex { $0.name == name }! }

    /// The slots every record of the current version has, as bits.
    static let requiredSlots: UInt64 = current.indices.reduce(0) { mask, position in
        current[position].requiredIn.contains(version) ? mask | 1 << UInt64(slots[position]) : mask
    }

    /// The rows the whole-file decoder reads for `version`: each name once.
    static func decoded(_ version: Int) -> [ResultsRecordField] {
        version == 1 ? decodedV1 : decodedV2
    }

    private static let decodedV1 = unique(fields.filter { $0.versions.contains(1) })
    private static let decodedV2 = unique(current)

    private static func unique(_ rows: [ResultsRecordField]) -> [ResultsRecordField] {
        var seen = Set<String>()
        return rows.filter { seen.insert($0.name).inserted }
    }

    /// A member's name as a coding key.
    struct Name: CodingKey, Sendable {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
