/// One member of the results record, a row of ``ResultsRecordSchema``: its name, the schema
/// versions that have it and those that require it, its kind of value (``RecordValue``: how it is
/// read and written), when and from what the writer writes it, and where a reader keeps it
/// (``ResultsRecord``). The encoder, the record parser and the whole-file decoder work from the
/// row alone.
struct ResultsRecordField: Sendable {
    /// Who writes a member of the current schema.
    enum Writer: Sendable, Equatable {
        /// ``RecordEncoder`` writes the member from the cell.
        case encoder
        /// The document writer (``JSONReport/Writer``) writes the whole member, first in the
        /// record, before the encoder's part: `file`, an index the encoder cannot know.
        case documentFirst
        /// The encoder writes the name, last, and the document writer the value: `fonts`,
        /// indices known only in canonical order.
        case documentValue
        /// No one: a member of an earlier schema only.
        case none
    }

    /// The members ``ResultsRecordParser/identity(_:)`` reads: what a cell was measured from.
    enum IdentityPart: Sendable { case key, language, variant, category, text, formatSample }

    /// The member's name.
    let name: String
    /// The schema versions whose records have the member.
    let versions: Set<Int>
    /// The schema versions whose every record has it.
    let requiredIn: Set<Int>
    /// Which identity member it is, if one.
    let identity: IdentityPart?
    /// Who writes it.
    let writer: Writer
    /// `"name":` as UTF-8.
    let member: [UInt8]
    /// `,"name":` as UTF-8.
    let separatedMember: [UInt8]
    /// Appends the member to a record being encoded — `,"name":value`, without the comma when it
    /// is the first — when the cell (or the run it belongs to) has it; nothing when the writer
    /// leaves it out.
    let encode: @Sendable (CellResult, RunTarget, inout JSONText) -> Void
    /// For a member whose value is the run's (``init(_:_:versions:ofRun:keep:)``), its value as
    /// text, a column of the CSV; `nil` for the others.
    let runText: (@Sendable (RunTarget) -> String)?
    /// Reads the member's value at the parser's position into the record; false when it is not
    /// one of its kind.
    let read: @Sendable (inout ResultsRecordParser, inout ResultsRecord) -> Bool
    /// Decodes the member of a record of the schema version given, into the record: required
    /// when the version requires it, else absent or `null` for none.
    let decode: @Sendable (KeyedDecodingContainer<ResultsRecordSchema.Name>, Int, inout ResultsRecord) throws -> Void

    /// A member whose value is of `kind`, kept by `keep`.
    ///
    /// - Parameters:
    ///   - versions: the schema versions that have it.
    ///   - required: those whose every record has it.
    ///   - written: the value the encoder writes of a cell, `nil` when it leaves the member out;
    ///     `nil` for a member the encoder does not write the value of.
    init<Kind: RecordValue>(_ name: String, _ kind: Kind.Type, versions: Set<Int> = [1, 2], required: Set<Int> = [],
                            identity: IdentityPart? = nil, writer: Writer = .encoder,
                            written: (@Sendable (CellResult) -> Kind.Value?)? = nil,
                            keep: @escaping @Sendable (inout ResultsRecord, Kind.Value) -> Void) {
        let member = Array("\"\(name)\":".utf8)
        let encode: @Sendable (CellResult, RunTarget, inout JSONText) -> Void
        switch (writer, written) {
        case (.encoder, let written?):
            encode = { cell, _, out in
                guard let value = written(cell) else { return }
                if !out.bytes.isEmpty { out.bytes.append(UInt8(ascii: ",")) }
                out.bytes.append(contentsOf: member)
                Kind.write(value, to: &out)
            }
        case (.documentValue, _):
            encode = { _, _, out in
                if !out.bytes.isEmpty { out.bytes.append(UInt8(ascii: ",")) }
                out.bytes.append(contentsOf: member)
            }
        default:
            encode = { _, _, _ in }
        }
        self.init(name, kind, versions: versions, required: required, identity: identity, writer: writer, encode: encode,
                  runText: nil, keep: keep)
    }

    /// A member whose value is the run's, not the cell's (``RunTarget``): written in every record
    /// of the current version, and a column of the CSV.
    init<Kind: RecordTextValue>(_ name: String, _ kind: Kind.Type, versions: Set<Int>,
                                ofRun value: @escaping @Sendable (RunTarget) -> Kind.Value,
                                keep: @escaping @Sendable (inout ResultsRecord, Kind.Value) -> Void) {
        let member = Array("\"\(name)\":".utf8)
        self.init(name, kind, versions: versions, required: [], identity: nil, writer: .encoder,
                  encode: { _, target, out in
                      if !out.bytes.isEmpty { out.bytes.append(UInt8(ascii: ",")) }
                      out.bytes.append(contentsOf: member)
                      Kind.write(value(target), to: &out)
                  },
                  runText: { Kind.text(value($0)) }, keep: keep)
    }

    private init<Kind: RecordValue>(_ name: String, _ kind: Kind.Type, versions: Set<Int>, required: Set<Int>,
                                    identity: IdentityPart?, writer: Writer,
                                    encode: @escaping @Sendable (CellResult, RunTarget, inout JSONText) -> Void,
                                    runText: (@Sendable (RunTarget) -> String)?,
                                    keep: @escaping @Sendable (inout ResultsRecord, Kind.Value) -> Void) {
        self.name = name
        self.versions = versions
        requiredIn = required
        self.identity = identity
        self.writer = writer
        member = Array("\"\(name)\":".utf8)
        separatedMember = [UInt8(ascii: ",")] + member
        self.encode = encode
        self.runText = runText
        read = { parser, record in
            guard let value = Kind.read(&parser) else { return false }
            keep(&record, value)
            return true
        }
        let key = ResultsRecordSchema.Name(name)
        decode = { container, version, record in
            if required.contains(version) {
                keep(&record, try container.decode(Kind.Value.self, forKey: key))
            } else if let value = try container.decodeIfPresent(Kind.Value.self, forKey: key) {
                keep(&record, value)
            }
        }
    }
}
