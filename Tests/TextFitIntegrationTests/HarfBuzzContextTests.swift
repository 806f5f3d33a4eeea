import Testing
@testable import TextFitCore

/// Whether HarfBuzz reads the context around a shaped range (``HarfBuzzBuffer/readsContext(script:)``),
/// which lets ``LineSlicer`` measure a line that starts or ends at a boundary between two faces or
/// scripts from its title's layout, checked against HarfBuzz itself in the bundled fonts.
@Suite struct HarfBuzzContextTests {
    /// A dual-joining letter of each script that joins as Arabic does, shaped alone and with the
    /// same letter as context on both sides: HarfBuzz takes another glyph (a medial form for an
    /// isolated one), so it read the context.
    static let joining: [(script: String, language: String, letter: UInt32)] = [
        ("Arab", "ar", 0x628),  // BEH
        ("Syrc", "syr", 0x712),  // BETH
        ("Mong", "mn", 0x182D),  // GA
        ("Nkoo", "nqo", 0x7D3),  // BA
    ]

    /// Text in scripts that shape across letters in other ways (ligatures and kerning, conjuncts,
    /// marks, syllables), shaped with and without context of the same script, joiners and an
    /// Arabic letter on each side: the same glyphs every time, so the context was not read.
    static let other: [(script: String, language: String, text: String, context: String)] = [
        ("Latn", "en", "office AV To", "ffi"),
        ("Grek", "el", "Κοινή χρήση", "Αβ"),
        ("Cyrl", "ru", "Отправить", "Ть"),
        ("Hebr", "he", "שיתוף המיקום", "שלו"),
        ("Deva", "hi", "क्षत्रिय स्थान", "क्"),
        ("Beng", "bn", "স্বাগতম", "স্"),
        ("Thai", "th", "ตำแหน่งของคุณ", "น่"),
        ("Khmr", "km", "ទីតាំង", "ទី"),
        ("Mymr", "my", "တည်နေရာ", "တ"),
        ("Hani", "zh", "当前位置", "共享"),
        ("Hira", "ja", "ようこそ", "へ"),
        ("Hang", "ko", "현재 위치", "한"),
    ]

    static func face(script: String, language: String) throws -> ShapingFace {
        try #require(try Shaper(fonts: TestFonts.bundled)
            .faces(script: script, language: TestFonts.tag(language), weight: 400, pointSize: 17).first)
    }

    static func shape(_ scalars: [UInt32], range: Range<Int>, script: String, language: String,
                      face: ShapingFace, rightToLeft: Bool) -> [ShapedGlyph] {
        HarfBuzzBuffer().shape(scalars, range: range, font: face.font, scriptTag: script, language: language,
                               rightToLeft: rightToLeft, concatFlags: true)
    }

    @Test(arguments: joining.indices)
    func joiningScriptsReadTheirContext(index: Int) throws {
        let (script, language, letter) = Self.joining[index]
        #expect(HarfBuzzBuffer.readsContext(script: script))
        let face = try Self.face(script: script, language: language)
        let rightToLeft = script == "Arab" || script == "Syrc" || script == "Nkoo"
        let alone = Self.shape([letter], range: 0..<1, script: script, language: language, face: face,
                               rightToLeft: rightToLeft)
        let joined = Self.shape([letter, letter, letter], range: 1..<2, script: script, language: language, face: face,
                                rightToLeft: rightToLeft)
        #expect(alone.count == 1 && joined.count == 1)
        #expect(alone.first?.glyph != joined.first?.glyph, "\(script): the context decides the letter's form")
    }

    @Test(arguments: other.indices)
    func otherScriptsDoNotReadTheirContext(index: Int) throws {
        let (script, language, text, sameScript) = Self.other[index]
        #expect(!HarfBuzzBuffer.readsContext(script: script))
        let face = try Self.face(script: script, language: language)
        let rightToLeft = script == "Hebr"
        let scalars = text.unicodeScalars.map(\.value)
        let alone = Self.shape(scalars, range: 0..<scalars.count, script: script, language: language, face: face,
                               rightToLeft: rightToLeft)
        #expect(!alone.isEmpty)
        let contexts: [[UInt32]] = [
            sameScript.unicodeScalars.map(\.value),
            [0x200D],  // ZERO WIDTH JOINER, join-causing
            [0x628, 0x200D],  // an Arabic letter that joins
            [0x25CC],  // a dotted circle
        ]
        for before in contexts {
            for after in contexts {
                let withContext = before + scalars + after
                let range = before.count..<(before.count + scalars.count)
                let shaped = Self.shape(withContext, range: range, script: script, language: language, face: face,
                                        rightToLeft: rightToLeft)
                let shifted = shaped.map { glyph -> ShapedGlyph in
                    var glyph = glyph
                    glyph.cluster -= before.count
                    return glyph
                }
                #expect(shifted.map(\.glyph) == alone.map(\.glyph) && shifted.map(\.cluster) == alone.map(\.cluster)
                        && shifted.map(\.xAdvance) == alone.map(\.xAdvance)
                        && shifted.map(\.xOffset) == alone.map(\.xOffset) && shifted.map(\.yOffset) == alone.map(\.yOffset)
                        && shifted.map(\.unsafeToBreak) == alone.map(\.unsafeToBreak)
                        && shifted.map(\.unsafeToConcat) == alone.map(\.unsafeToConcat),
                        "\(script) “\(text)” between \(before) and \(after)")
            }
        }
    }
}
