/// A kind of value a results record holds (a length, a size, the lines …): how the record parser
/// reads it from a record's bytes and how the encoder writes it. A member of
/// ``ResultsRecordSchema`` names its kind; the whole-file decoder reads the value with its type's
/// `Decodable` conformance, which accepts what the parser accepts (and `null` for an optional member).
protocol RecordValue: SendableMetatype {
    associatedtype Value: Decodable & Sendable
    /// The value at the parser's position, the parser moved past it; `nil` when it is not one.
    static func read(_ parser: inout ResultsRecordParser) -> Value?
    /// Appends `value` as the writer spells it.
    static func write(_ value: Value, to out: inout JSONText)
}

/// A kind of value that is also a CSV column's text (a member whose value is the run's).
protocol RecordTextValue: RecordValue {
    /// The value as a CSV field's text (before quoting).
    static func text(_ value: Value) -> String
}

/// The kinds of value of ``ResultsRecordSchema``'s members.
enum RecordValues {
    /// A string; escapes resolved.
    enum Text: RecordTextValue {
        static func read(_ parser: inout ResultsRecordParser) -> String? { parser.string() }
        static func write(_ value: String, to out: inout JSONText) { out.string(value) }
        static func text(_ value: String) -> String { value }
    }

    /// The string's key: the expected key (``ResultsRecordParser/Expected``) when spelled so.
    enum Key: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> String? { parser.string(expecting: parser.expected?.key) }
        static func write(_ value: String, to out: inout JSONText) { out.string(value) }
    }

    /// The text measured: the expected text when spelled so.
    enum MeasuredText: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> String? { parser.string(expecting: parser.expected?.text) }
        static func write(_ value: String, to out: inout JSONText) { out.string(value) }
    }

    /// A language tag: the expected language when spelled so.
    enum Language: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> LanguageTag? { parser.language() }
        static func write(_ value: LanguageTag, to out: inout JSONText) { out.string(value.identifier) }
    }

    /// A content-size category, by its raw value.
    enum Category: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> ContentSizeCategory? {
            parser.named(ResultsRecordParser.categories)
        }
        static func write(_ value: ContentSizeCategory, to out: inout JSONText) { out.string(value.rawValue) }
    }

    /// A text style, by its raw value.
    enum Style: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> TextStyle? { parser.named(ResultsRecordParser.textStyles) }
        static func write(_ value: TextStyle, to out: inout JSONText) { out.string(value.rawValue) }
    }

    /// Where a bundled title comes from, by its raw value.
    enum Source: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> TitleSource? { parser.named(ResultsRecordParser.titleSources) }
        static func write(_ value: TitleSource, to out: inout JSONText) { out.string(value.rawValue) }
    }

    /// A platform, by its raw value (`ios`, `watchos` …).
    enum PlatformName: RecordTextValue {
        static func read(_ parser: inout ResultsRecordParser) -> Platform? { parser.named(ResultsRecordParser.platforms) }
        static func write(_ value: Platform, to out: inout JSONText) { out.string(value.rawValue) }
        static func text(_ value: Platform) -> String { value.rawValue }
    }

    /// The layout model: its name matched in any case, as its `Decodable` conformance matches it.
    enum Model: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> ButtonSpec.Model? { parser.model() }
        static func write(_ value: ButtonSpec.Model, to out: inout JSONText) { out.string(value.rawValue) }
    }

    /// A length in points, written to 1/1000 pt.
    enum Length: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> Double? { parser.number() }
        static func write(_ value: Double, to out: inout JSONText) { out.length(value) }
    }

    /// A whole number.
    enum Integer: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> Int? { parser.integer() }
        static func write(_ value: Int, to out: inout JSONText) { out.integer(value) }
    }

    /// `true` or `false`.
    enum Flag: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> Bool? { parser.bool() }
        static func write(_ value: Bool, to out: inout JSONText) { out.bool(value) }
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`.
    enum Ink: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> InkBounds? { parser.inkBounds() }
        static func write(_ value: InkBounds, to out: inout JSONText) {
            out.raw("{\"x\":"); out.length(value.x)
            out.raw(",\"y\":"); out.length(value.y)
            out.raw(",\"width\":"); out.length(value.width)
            out.raw(",\"height\":"); out.length(value.height)
            out.raw("}")
        }
    }

    /// `{"width":…,"height":…}`.
    enum Size: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> BoxSize? { parser.size() }
        static func write(_ value: BoxSize, to out: inout JSONText) { out.size(value) }
    }

    /// The lines shown, each `{"text":…,"width":…}`.
    enum Lines: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> [TextLine]? { parser.array { $0.textLine() } }
        static func write(_ value: [TextLine], to out: inout JSONText) {
            out.raw("[")
            for (position, line) in value.enumerated() {
                if position > 0 { out.raw(",") }
                out.raw("{\"text\":"); out.string(line.text)
                out.raw(",\"width\":"); out.length(line.width); out.raw("}")
            }
            out.raw("]")
        }
    }

    /// Unicode scalar values, as numbers.
    enum Scalars: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> [UInt32]? { parser.missingGlyphs() }
        static func write(_ value: [UInt32], to out: inout JSONText) {
            out.raw("[")
            for (position, scalar) in value.enumerated() {
                if position > 0 { out.raw(",") }
                out.integer(Int(scalar))
            }
            out.raw("]")
        }
    }

    /// Indices into a table of the document (the fonts).
    enum Indices: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> [Int]? { parser.array { $0.integer() } }
        static func write(_ value: [Int], to out: inout JSONText) {
            out.raw("[")
            for (position, index) in value.enumerated() {
                if position > 0 { out.raw(",") }
                out.integer(index)
            }
            out.raw("]")
        }
    }

    /// `{"value":…,"unit":…}`.
    enum Limit: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> WidthLimit? { parser.widthLimit() }
        static func write(_ value: WidthLimit, to out: inout JSONText) {
            out.raw("{\"value\":"); out.length(value.value)
            out.raw(",\"unit\":"); out.string(value.unit.rawValue); out.raw("}")
        }
    }

    /// A recorded `close` warning, `{"amount":…,"message":…}`.
    enum Close: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> ResultsRecord.RecordedClose? { parser.recordedClose() }
        static func write(_ value: ResultsRecord.RecordedClose, to out: inout JSONText) {
            out.raw("{\"amount\":"); out.length(value.amount)
            out.raw(",\"message\":"); out.string(value.message); out.raw("}")
        }
    }

    /// A value only schema 1 has (its faces and location, written whole in each record): read by
    /// its `Decodable` conformance when a whole file is decoded, never written nor parsed.
    enum Decoded<Whole: Decodable & Sendable>: RecordValue {
        static func read(_ parser: inout ResultsRecordParser) -> Whole? { nil }
        static func write(_ value: Whole, to out: inout JSONText) {}
    }
}
