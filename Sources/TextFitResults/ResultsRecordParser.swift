import Foundation

/// Parses one schema-2 record line straight into a ``ResultsRecord``, without a JSON tree or a
/// `Decoder`: what makes reading a large results file cost a fraction of measuring it. The
/// members and their kinds of value are ``ResultsRecordSchema``'s; this type reads JSON.
///
/// Strict: it accepts only what the record's `Decodable` conformance accepts from a well-formed
/// JSON object, and gives `nil` for anything else — a syntax error, an unknown or repeated key,
/// a `null`, a number where the type wants another — for the caller to decode the whole file,
/// which names the problem.
struct ResultsRecordParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// The values the record is expected to hold, if known.
    private(set) var expected: Expected?
    /// Whether a number was read that is not spelled with at most three decimals and no
    /// exponent, or is `-0` (``parse(_:expecting:)``).
    private var offGrid = false

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        position = 0
    }

    /// A key, language and text a record is expected to hold (the string its cell is taken
    /// for): a member whose JSON is exactly that value's spelling, with no escape, is that value,
    /// and no string is made of it. Any other spelling is read as without.
    struct Expected {
        var key: String
        var language: LanguageTag
        var text: String
    }

    /// The record `bytes` (one JSON object) holds, and whether each of its numbers is spelled with
    /// at most three decimals and no exponent (and is not `-0`), as the writer spells the lengths
    /// it has rounded to 1/1000 pt: each is then the `Double` nearest a whole number of 1/1000 pt,
    /// which rounding to 1/1000 pt gives back unchanged. `nil` when it is not one this parser reads.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>,
                      expecting expected: Expected? = nil) -> (record: ResultsRecord, lengthsRounded: Bool)? {
        var parser = ResultsRecordParser(bytes)
        parser.expected = expected
        if let record = parser.recordAsWritten(), parser.position == bytes.count { return (record, !parser.offGrid) }
        // Laid out otherwise: read member by member, from the start.
        parser.position = 0
        parser.offGrid = false
        guard let record = parser.record() else { return nil }
        parser.skipSpace()
        return parser.position == bytes.count ? (record, !parser.offGrid) : nil
    }

    /// The members of a record that say what was measured — key, language, variant, category,
    /// text and format sample — read up to the first other member that follows them all, the
    /// rest of the record not read at all. `nil` when what is read is not the start of one JSON
    /// object, a member repeats, or one of those members is not a string.
    ///
    /// The results writer puts those members first (``RecordEncoder/jsonRecord(_:target:)``: key,
    /// language, variant, category, then text and format sample after the style, size and
    /// weight), so reading stops at `titleSource` or `textWidth`. A record laid out otherwise
    /// gets an identity without its later members: it is then not found for the string it was
    /// measured for, which is measured again. An identity only finds a record; ``parse(_:expecting:)``
    /// reads the whole record, strictly, when its cell is taken.
    static func identity(_ bytes: UnsafeBufferPointer<UInt8>) -> RecordIdentity? {
        var parser = ResultsRecordParser(bytes)
        var identity = RecordIdentity()
        parser.skipSpace()
        guard parser.take(UInt8(ascii: "{")) else { return nil }
        parser.skipSpace()
        guard !parser.take(UInt8(ascii: "}")) else { return nil }
        while true {
            parser.skipSpace()
            guard let slot = parser.memberSlot() else { return nil }
            parser.skipSpace()
            guard parser.take(UInt8(ascii: ":")) else { return nil }
            parser.skipSpace()
            let read: Bool
            switch slot.map({ ResultsRecordSchema.current[ResultsRecordSchema.firstOfSlot[$0]].identity }) ?? nil {
            case .key?: read = Self.set(&identity.key, parser.stringField())
            case .language?: read = Self.set(&identity.language, parser.stringField())
            case .variant?: read = Self.set(&identity.variant, parser.stringField())
            case .category?: read = Self.set(&identity.category, parser.stringField())
            case .text?: read = Self.set(&identity.text, parser.stringField())
            case .formatSample?: read = Self.set(&identity.formatSample, parser.stringField())
            case nil:
                // Past the identity members when the four every record has are read.
                if identity.isComplete { return identity }
                read = parser.skipValue()
            }
            guard read else { return nil }
            parser.skipSpace()
            if parser.take(UInt8(ascii: ",")) { continue }
            guard parser.take(UInt8(ascii: "}")) else { return nil }
            parser.skipSpace()
            return parser.position == bytes.count && identity.isComplete ? identity : nil
        }
    }

    /// The part of a record line that ``RecordEncoder/jsonRecord(_:target:)`` writes — from `"key":` up
    /// to and including `"fonts":` — in a record as the results writer completes it:
    /// `{"file":N,` (when it has a file), that part, the font indices, `}`. `nil` when `bytes`
    /// is not laid out so.
    static func encodedPart(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        func has(_ word: StaticString, at offset: Int) -> Bool { Self.has(word, in: bytes, at: offset) }
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}"),
              bytes[bytes.count - 2] == UInt8(ascii: "]") else { return nil }
        var start = 1
        if has(#""file":"#, at: start) {
            guard let file = fileMember(bytes) else { return nil }
            start = file.end
        }
        guard has(#""key":"#, at: start) else { return nil }
        // The font indices: digits and commas back to their `[`.
        var end = bytes.count - 3
        while end > start, bytes[end] == UInt8(ascii: ",") || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(bytes[end]) {
            end -= 1
        }
        guard end > start, bytes[end] == UInt8(ascii: "["), has(#""fonts":"#, at: end - 8), end - 8 > start else { return nil }
        return start ..< end
    }

    /// Where the `line` member starts in the part of a record a run's encoder writes
    /// (``encodedPart(_:)``), when it is the last member before `fonts` (`…,"line":12,"fonts":`);
    /// `nil` otherwise.
    static func lineMember(_ part: UnsafeBufferPointer<UInt8>) -> Int? {
        let fonts: StaticString = #","fonts":"#, member: StaticString = #""line":"#
        let fontsCount = fonts.utf8CodeUnitCount, memberCount = member.utf8CodeUnitCount
        guard part.count > fontsCount + memberCount, has(fonts, in: part, at: part.count - fontsCount) else { return nil }
        var start = part.count - fontsCount - 1
        while start >= 0, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(part[start]) { start -= 1 }
        guard start < part.count - fontsCount - 1, has(member, in: part, at: start + 1 - memberCount) else { return nil }
        return start + 1 - memberCount
    }

    /// Whether `bytes` hold `word` at `offset` (compared with `memcmp`; `false` where it would
    /// run past either end).
    static func has(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset >= 0 && offset + word.utf8CodeUnitCount <= bytes.count
            && memcmp(word.utf8Start, bytes.baseAddress! + offset, word.utf8CodeUnitCount) == 0
    }

    /// The index into the files table that a record laid out as the results writer lays it out
    /// opens with (`{"file":N,`), and the offset just after its comma; `nil` when `bytes` does not
    /// open so. The index is read as written, digits only; one of more than 9 digits, which no
    /// files table reaches, is `Int.max`.
    static func fileMember(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, end: Int)? {
        let opening: StaticString = #"{"file":"#
        let prefixCount = opening.utf8CodeUnitCount
        guard bytes.count > prefixCount, has(opening, in: bytes, at: 0) else { return nil }
        var index = 0, at = prefixCount
        while at < bytes.count, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(bytes[at]) {
            index = at < prefixCount + 9 ? index * 10 + Int(bytes[at] - UInt8(ascii: "0")) : Int.max
            at += 1
        }
        guard at > prefixCount, at < bytes.count, bytes[at] == UInt8(ascii: ",") else { return nil }
        return (index, at + 1)
    }

    /// The identity members of a record (``identity(_:)``): each the string's bytes in the
    /// record, or the decoded string where the JSON has an escape.
    struct RecordIdentity {
        var key: Field?, language: Field?, variant: Field?, category: Field?, text: Field?, formatSample: Field?

        /// Whether the members every record has (key, language, category, text) are read.
        var isComplete: Bool { key != nil && language != nil && category != nil && text != nil }

        /// A string member's value.
        enum Field {
            /// Bytes of the record (no escape): the string's UTF-8 as it is.
            case bytes(Range<Int>)
            /// The string with its escapes resolved.
            case decoded(String)
        }
    }

    /// A string value as a ``RecordIdentity/Field``: its bytes when it has no escape, else the
    /// decoded string. The bytes are not checked to be UTF-8 here: a string's identity, made of
    /// its UTF-8, never equals that of bytes that are not, and ``parse(_:expecting:)`` refuses them.
    private mutating func stringField() -> RecordIdentity.Field? {
        let start = position
        guard skipString() else { return nil }
        let inner = start + 1 ..< position - 1
        if bytes[inner].contains(UInt8(ascii: "\\")) {
            position = start
            return string().map { .decoded($0) }
        }
        return .bytes(inner)
    }

    /// Passes over one JSON value, checking its syntax (a string's escapes and control characters,
    /// a number's grammar, the literals, nesting) but making nothing of it.
    private mutating func skipValue() -> Bool {
        skipSpace()
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"): return object({ parser, _ in parser.skipValue() }, nameOf: { parser -> Bool? in parser.skipString() ? true : nil })
        case UInt8(ascii: "["): return array { $0.skipValue() ? () : nil } != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return numberRange() != nil
        }
    }

    /// Passes over a JSON string (from its opening quote to just after its closing one): escapes
    /// checked, control characters refused; its UTF-8 is not checked here.
    private mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return true
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return false }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    guard hex4() != nil else { return false }
                default: return false
                }
            default:
                if byte < 0x20 { return false }
            }
        }
        return false
    }

    /// A record laid out exactly as the results writer lays it out (``RecordEncoder/jsonRecord(_:target:)``
    /// after `{"file":N,`, then the font indices and `}`): each member of
    /// ``ResultsRecordSchema/current`` read in the schema's order, with the writer's punctuation
    /// and no space, its value by the same reader ``record()`` uses, so the record is the one
    /// ``record()`` reads. `nil` at the first byte laid out otherwise — a member every record has
    /// that is not next, a value that does not read — for ``record()`` to read the record from
    /// its start.
    private mutating func recordAsWritten() -> ResultsRecord? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var record = ResultsRecord()
        var seen: UInt64 = 0
        let rows = ResultsRecordSchema.parsingRows, readers = ResultsRecordSchema.readers
        for position in rows.indices {
            let row = rows[position]
            // A member the writer puts in one of two places is read once.
            guard seen & row.bit == 0 else { continue }
            guard literal(seen == 0 ? row.member.bytes : row.separatedMember.bytes) else {
                if row.required { return nil }
                continue
            }
            guard readers[position].read(&self, &record) else { return nil }
            seen |= row.bit
        }
        guard take(UInt8(ascii: "}")), seen & ResultsRecordSchema.requiredSlots == ResultsRecordSchema.requiredSlots else {
            return nil
        }
        return record
    }

    /// A record's language: the expected one when the JSON spells it so, else the tag read.
    mutating func language() -> LanguageTag? {
        if let expected = expected?.language, skipString(spelled: expected.identifier) { return expected }
        return string().flatMap { LanguageTag($0) }
    }

    /// A record's layout model, its name matched in any case.
    mutating func model() -> ButtonSpec.Model? {
        named(Self.models) { ButtonSpec.Model(rawValue: $0.lowercased()) }
    }

    /// A record's missing glyphs: scalar values.
    mutating func missingGlyphs() -> [UInt32]? {
        array { $0.integer().flatMap(UInt32.init(exactly:)) }
    }

    /// A record with its members in any order and any spacing, each member once, by its name.
    private mutating func record() -> ResultsRecord? {
        var record = ResultsRecord()
        var seen: UInt64 = 0
        let complete = object({ parser, slot in
            guard let slot else { return false }
            let bit: UInt64 = 1 << UInt64(slot)
            guard seen & bit == 0 else { return false }
            seen |= bit
            return ResultsRecordSchema.current[ResultsRecordSchema.firstOfSlot[slot]].read(&parser, &record)
        }, nameOf: { $0.memberSlot() })
        return complete && seen & ResultsRecordSchema.requiredSlots == ResultsRecordSchema.requiredSlots ? record : nil
    }

    /// Every member name of the current schema by its bytes, with its slot
    /// (``ResultsRecordSchema/names``): an open-addressed table of 128 slots, looked up with a
    /// multiplicative hash of the packed name, no `Hasher` set up per name.
    private static let slotByName: [(name: PackedName, slot: Int)?] = {
        var table = [(name: PackedName, slot: Int)?](repeating: nil, count: 128)
        for (slot, name) in ResultsRecordSchema.names.enumerated() {
            guard let packed = PackedName(name.utf8) else { preconditionFailure("member name \(name) is over 16 bytes") }
            var index = packed.slot
            while table[index] != nil { index = (index + 1) & 127 }
            table[index] = (packed, slot)
        }
        return table
    }()

    /// The slot of the member named `name`, if any.
    private static func slot(named name: PackedName) -> Int? {
        var index = name.slot
        while let entry = slotByName[index] {
            if entry.name == name { return entry.slot }
            index = (index + 1) & 127
        }
        return nil
    }

    /// A name of up to 16 bytes as two words and a length: compared and hashed without a string.
    private struct PackedName: Hashable {
        var low: UInt64 = 0, high: UInt64 = 0, count: Int

        /// A place of ``slotByName`` to start looking at.
        var slot: Int { Int(truncatingIfNeeded: ((low ^ high &* 31 ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 57) }

        init?(_ utf8: some Collection<UInt8>) {
            count = utf8.count
            guard count <= 16 else { return nil }
            for (offset, byte) in utf8.enumerated() {
                if offset < 8 { low |= UInt64(byte) << (8 * offset) } else { high |= UInt64(byte) << (8 * (offset - 8)) }
            }
        }
    }

    /// A record member's name: its slot in ``ResultsRecordSchema/names``, `.some(nil)` for a name
    /// no member has, `nil` when it is not a string. Names without an escape are looked up by their
    /// bytes, no string made.
    private mutating func memberSlot() -> Int?? {
        let start = position
        guard skipString() else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[start + 1 ..< position - 1])
        guard name.contains(UInt8(ascii: "\\")) else { return .some(PackedName(name).flatMap(Self.slot(named:))) }
        position = start
        guard let decoded = string() else { return nil }
        return .some(PackedName(decoded.utf8).flatMap(Self.slot(named:)))
    }

    /// Sets `slot` to `value` when the key was not seen before and its value parsed.
    private static func set<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
        guard slot == nil, let value else { return false }
        slot = value
        return true
    }

    /// The member names of the objects inside a record (ink bounds, sizes, lines, a width limit,
    /// a recorded `close`).
    private enum InnerName: String {
        case x, y, width, height, text, value, unit, amount, message

        /// The name `bytes` spell, compared as bytes; `nil` for another.
        static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> InnerName? {
            func equals(_ word: StaticString) -> Bool {
                word.utf8CodeUnitCount == bytes.count && memcmp(word.utf8Start, bytes.baseAddress!, bytes.count) == 0
            }
            switch bytes.count {
            case 1: return bytes[0] == UInt8(ascii: "x") ? .x : bytes[0] == UInt8(ascii: "y") ? .y : nil
            case 4: return equals("text") ? .text : equals("unit") ? .unit : nil
            case 5: return equals("width") ? .width : equals("value") ? .value : nil
            case 6: return equals("height") ? .height : equals("amount") ? .amount : nil
            case 7: return equals("message") ? .message : nil
            default: return nil
            }
        }
    }

    /// An inner object's member name: `.some(nil)` for a name none has, `nil` when it is not a
    /// string. Compared as bytes when it has no escape, so no string is made of it.
    private mutating func innerName() -> InnerName?? {
        let start = position
        guard skipString() else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[start + 1 ..< position - 1])
        guard name.contains(UInt8(ascii: "\\")) else { return .some(InnerName.named(name)) }
        position = start
        guard let decoded = string() else { return nil }
        return .some(InnerName(rawValue: decoded))
    }

    /// The cases of a string enumeration by their names' UTF-8, made once for a type.
    struct CaseNames<Value: CaseIterable & RawRepresentable & Sendable>: Sendable where Value.RawValue == String {
        let cases: [(name: [UInt8], value: Value)] = Value.allCases.map { (Array($0.rawValue.utf8), $0) }
    }

    static let categories = CaseNames<ContentSizeCategory>()
    static let textStyles = CaseNames<TextStyle>()
    static let titleSources = CaseNames<TitleSource>()
    static let models = CaseNames<ButtonSpec.Model>()
    static let platforms = CaseNames<Platform>()

    /// A string member naming one of `names`' cases: matched as bytes, so no string is made of
    /// it; an escaped spelling is decoded and given to `decoded`.
    mutating func named<Value>(_ names: CaseNames<Value>,
                                       decoded: (String) -> Value? = { Value(rawValue: $0) }) -> Value? {
        let start = position
        guard skipString() else { return nil }
        let spelled = UnsafeBufferPointer(rebasing: bytes[start + 1 ..< position - 1])
        for (name, value) in names.cases where name.count == spelled.count {
            if name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, spelled.baseAddress!, name.count) == 0 }) { return value }
        }
        position = start
        return string().flatMap(decoded)
    }

    /// `{"x":…,"y":…,"width":…,"height":…}` in any order, each once.
    mutating func inkBounds() -> InkBounds? {
        // As the writer spells it: no name read apart.
        let start = position
        if literal(#"{"x":"#), let x = number(), literal(#","y":"#), let y = number(), literal(#","width":"#),
           let width = number(), literal(#","height":"#), let height = number(), take(UInt8(ascii: "}")) {
            return InkBounds(x: x, y: y, width: width, height: height)
        }
        position = start
        var x: Double?, y: Double?, width: Double?, height: Double?
        guard object({ parser, name in
            switch name {
            case .x?: return Self.set(&x, parser.number())
            case .y?: return Self.set(&y, parser.number())
            case .width?: return Self.set(&width, parser.number())
            case .height?: return Self.set(&height, parser.number())
            default: return false
            }
        }, nameOf: { $0.innerName() }), let x, let y, let width, let height else { return nil }
        return InkBounds(x: x, y: y, width: width, height: height)
    }

    /// `{"width":…,"height":…}`; ``BoxSize`` refuses any other key too.
    mutating func size() -> BoxSize? {
        // As the writer spells it: no name read apart.
        let start = position
        if literal(#"{"width":"#), let width = number(), literal(#","height":"#), let height = number(), take(UInt8(ascii: "}")) {
            return BoxSize(width: width, height: height)
        }
        position = start
        var width: Double?, height: Double?
        guard object({ parser, name in
            switch name {
            case .width? where width == nil: width = parser.number(); return width != nil
            case .height? where height == nil: height = parser.number(); return height != nil
            default: return false
            }
        }, nameOf: { $0.innerName() }), let width, let height else { return nil }
        return BoxSize(width: width, height: height)
    }

    mutating func textLine() -> TextLine? {
        // As the writer spells it: no name read apart. A one-line title's line is its text.
        let start = position
        if literal(#"{"text":"#), let text = string(expecting: expected?.text), literal(#","width":"#),
           let width = number(), take(UInt8(ascii: "}")) {
            return TextLine(text: text, width: width)
        }
        position = start
        var text: String?, width: Double?
        guard object({ parser, name in
            switch name {
            // A one-line title's line is its text.
            case .text? where text == nil: text = parser.string(expecting: parser.expected?.text); return text != nil
            case .width? where width == nil: width = parser.number(); return width != nil
            default: return false
            }
        }, nameOf: { $0.innerName() }), let text, let width else { return nil }
        return TextLine(text: text, width: width)
    }

    mutating func widthLimit() -> WidthLimit? {
        var value: Double?, unit: WidthLimit.Unit?
        guard object({ parser, name in
            switch name {
            case .value? where value == nil: value = parser.number(); return value != nil
            case .unit? where unit == nil: unit = parser.string().flatMap(WidthLimit.Unit.init(rawValue:)); return unit != nil
            default: return false
            }
        }, nameOf: { $0.innerName() }), let value, let unit else { return nil }
        return WidthLimit(value: value, unit: unit)
    }

    mutating func recordedClose() -> ResultsRecord.RecordedClose? {
        var amount: Double?, message: String?
        guard object({ parser, name in
            switch name {
            case .amount? where amount == nil: amount = parser.number(); return amount != nil
            case .message? where message == nil: message = parser.string(); return message != nil
            default: return false
            }
        }, nameOf: { $0.innerName() }), let amount, let message else { return nil }
        return ResultsRecord.RecordedClose(amount: amount, message: message)
    }

    // MARK: JSON

    /// Reads an object whose member names `nameOf` reads (`nil`: not a name), handing each to
    /// `member`, which reads its value and says whether it could; false when the object is
    /// malformed or a member was refused.
    private mutating func object<Name>(_ member: (inout ResultsRecordParser, Name) -> Bool,
                                       nameOf: (inout ResultsRecordParser) -> Name?) -> Bool {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return false }
        skipSpace()
        if take(UInt8(ascii: "}")) { return true }
        while true {
            skipSpace()
            guard let name = nameOf(&self) else { return false }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipSpace()
            guard member(&self, name) else { return false }
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "}"))
        }
    }

    mutating func array<Element>(_ element: (inout ResultsRecordParser) -> Element?) -> [Element]? {
        skipSpace()
        guard take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return elements }
        while true {
            skipSpace()
            guard let value = element(&self) else { return nil }
            elements.append(value)
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "]")) ? elements : nil
        }
    }

    mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Moves past `word` when the bytes at the position are `word`'s; false, not moving, otherwise.
    private mutating func literal(_ word: [UInt8]) -> Bool {
        let count = word.count
        guard position + count <= bytes.count,
              word.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress! + position, count) == 0 }) else {
            return false
        }
        position += count
        return true
    }

    private mutating func literal(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = word.count
        guard count > 0 else { return true }
        guard position + count <= bytes.count, memcmp(word.baseAddress!, bytes.baseAddress! + position, count) == 0 else {
            return false
        }
        position += count
        return true
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = word.utf8Start
        for offset in 0 ..< count where bytes[position + offset] != start[offset] { return false }
        position += count
        return true
    }

    /// A JSON number, by the grammar of RFC 8259 (section 6), as the nearest `Double`.
    ///
    /// A number as the writer spells lengths (at most 15 digits, no exponent) is read in one
    /// pass, its value as ``shortDecimal(_:)`` gives it; any other is checked by its grammar
    /// (``numberRange()``) and converted apart.
    mutating func number() -> Double? {
        let start = position
        var index = position
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: Int64 = 0
        let integerStart = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            mantissa = mantissa &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        var digits = index - integerStart, fraction = 0
        if digits > 0, !(digits > 1 && bytes[integerStart] == UInt8(ascii: "0")) {
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let fractionStart = index
                while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                    mantissa = mantissa &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
                    index += 1
                }
                fraction = index - fractionStart
                digits += fraction
            }
            let exponent = index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
            if digits <= 15, !exponent, fraction > 0 || index == integerStart + digits {
                position = index
                if fraction > 3 || (negative && mantissa == 0) { offGrid = true }
                let value = Double(mantissa) / Self.powerOfTen(fraction)
                return negative ? -value : value
            }
        }
        position = start
        offGrid = true
        guard let range = numberRange() else { return nil }
        if let exact = Self.shortDecimal(UnsafeBufferPointer(rebasing: bytes[range])) { return exact }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }

    /// A number with at most 15 digits and no exponent (what the writer's 1/1000 pt lengths are),
    /// as the nearest `Double`: its digits as an integer, exact below 2⁵³, divided by a power of
    /// ten that is exact too (at most 10²²), which IEEE division rounds correctly — the value
    /// `Double(_:)` gives for the text. `nil` for any other number.
    private static func shortDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0, digits = 0, fraction = -1
        var mantissa: Int64 = 0
        let negative = text.first == UInt8(ascii: "-")
        if negative { index = 1 }
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                fraction = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                if fraction >= 0 { fraction += 1 }
                guard digits <= 15 else { return nil }
            } else {
                return nil
            }
            index += 1
        }
        let value = Double(mantissa) / Self.powerOfTen(max(fraction, 0))
        return negative ? -value : value
    }

    /// 10ⁿ for n in 0 … 15, each exact (literals, not a table a first use sets up).
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        default: 1e15
        }
    }

    /// A JSON number with neither fraction nor exponent that fits an `Int`.
    mutating func integer() -> Int? {
        let start = position
        guard let range = numberRange() else { return nil }
        var value = 0
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        while index < range.upperBound {
            let digit = bytes[index]
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { position = start; return nil }
            let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowedSum) = times.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflowed, !overflowedSum else { return nil }
            value = sum
            index += 1
        }
        return negative ? -value : value
    }

    private mutating func numberRange() -> Range<Int>? {
        let start = position
        func digits(_ parser: inout ResultsRecordParser) -> Int {
            var count = 0
            while parser.position < parser.bytes.count, parser.bytes[parser.position] >= UInt8(ascii: "0"),
                  parser.bytes[parser.position] <= UInt8(ascii: "9") {
                parser.position += 1
                count += 1
            }
            return count
        }
        _ = take(UInt8(ascii: "-"))
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            return nil
        }
        if take(UInt8(ascii: ".")), digits(&self) == 0 { return nil }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            if digits(&self) == 0 { return nil }
        }
        return start ..< position
    }

    /// A JSON string (``string()``); `expected` itself when the JSON spells it without an escape.
    mutating func string(expecting expected: String?) -> String? {
        if let expected, skipString(spelled: expected) { return expected }
        return string()
    }

    /// Moves past a JSON string that is `text`'s UTF-8 between quotes, with no escape (so `text`
    /// holds no quote, backslash or control character); `false`, not moving, otherwise.
    private mutating func skipString(spelled text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            let end = position + 1 + utf8.count
            guard end < bytes.count, bytes[position] == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\""),
                  utf8.isEmpty || memcmp(bytes.baseAddress! + position + 1, utf8.baseAddress!, utf8.count) == 0,
                  !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            position = end + 1
            return true
        }
    }

    /// A JSON string: escapes resolved, control characters and ill-formed UTF-8 refused.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = Self.validString(UnsafeBufferPointer(rebasing: bytes[start ..< position]))
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return nil }
            position += 1
        }
        return nil
    }

    /// The string of `utf8`, `nil` when it is not well-formed UTF-8. `String(decoding:)` (no
    /// generic validation per string) replaces ill-formed sequences, so its bytes are the input's
    /// exactly when there was none.
    private static func validString(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: utf8, as: UTF8.self)
        let same = text.withUTF8 { decoded in
            decoded.count == utf8.count && (utf8.isEmpty || memcmp(decoded.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
        }
        return same ? text : nil
    }

    /// The rest of a string that holds an escape, from `start` (just after its opening quote).
    private mutating func escapedString(from start: Int) -> String? {
        var utf8: [UInt8] = Array(bytes[start ..< position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard var unit = hex4() else { return nil }
                    var scalar: Unicode.Scalar?
                    if (0xD800 ..< 0xDC00).contains(unit) {
                        guard literal("\\u"), let low = hex4(), (0xDC00 ..< 0xE000).contains(low) else { return nil }
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        scalar = Unicode.Scalar(unit)
                    } else {
                        scalar = Unicode.Scalar(unit)
                    }
                    guard let scalar else { return nil }
                    utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: return nil
                }
            default:
                if byte < 0x20 { return nil }
                utf8.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
