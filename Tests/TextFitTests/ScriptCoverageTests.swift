import Foundation
import Testing
@testable import TextFit

/// Every script an iPhone renders is measured in a real font of the bundled set: no box, and
/// the width HarfBuzz's own `hb-shape` gives in the same file.
@Suite struct ScriptCoverageTests {
    /// A word or phrase per script, in a language written in it, and the file the bundled
    /// stack must choose. hb-shape is told the direction of right-to-left scripts.
    struct Sample: Sendable, CustomStringConvertible {
        var script: String
        var language: String
        var text: String
        var fontFile: String
        var direction: String = "ltr"
        var description: String { "\(script) (\(language)): \(text)" }
    }

    static let samples: [Sample] = [
        Sample(script: "Ethi", language: "am", text: "አሁን ያለሁበትን አካባቢ ላክ", fontFile: "NotoSansEthiopic-Regular.ttf"),
        Sample(script: "Khmr", language: "km", text: "ផ្ញើទីតាំងបច្ចុប្បន្ន", fontFile: "NotoSansKhmer-Regular.ttf"),
        Sample(script: "Sinh", language: "si", text: "වත්මන් ස්ථානය යවන්න", fontFile: "NotoSansSinhala-Regular.ttf"),
        Sample(script: "Mymr", language: "my", text: "လက်ရှိတည်နေရာ ပို့ရန်", fontFile: "NotoSansMyanmar-Regular.ttf"),
        Sample(script: "Geor", language: "ka", text: "მიმდინარე მდებარეობის გაგზავნა", fontFile: "NotoSansGeorgian-Regular.ttf"),
        Sample(script: "Armn", language: "hy", text: "Ուղարկել ընթացիկ տեղադրությունը", fontFile: "NotoSansArmenian-Regular.ttf"),
        Sample(script: "Laoo", language: "lo", text: "ສົ່ງສະຖານທີ່ປັດຈຸບັນ", fontFile: "NotoSansLao-Regular.ttf"),
        Sample(script: "Mong", language: "mn-Mong", text: "ᠮᠣᠩᠭᠣᠯ ᠪᠢᠴᠢᠭ", fontFile: "NotoSansMongolian-Regular.ttf"),
        Sample(script: "Tibt", language: "bo", text: "ད་ལྟའི་གནས་ཡུལ་གཏོང་བ།", fontFile: "NotoSerifTibetan-Regular.ttf"),
        Sample(script: "Cher", language: "chr", text: "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ", fontFile: "NotoSansCherokee-Regular.ttf"),
        Sample(script: "Thaa", language: "dv", text: "މިހާރު ހުރި ތަން ފޮނުވާ", fontFile: "NotoSansThaana-Regular.ttf", direction: "rtl"),
        Sample(script: "Syrc", language: "syr", text: "ܫܠܡܐ ܥܠܡܐ", fontFile: "NotoSansSyriac-Regular.ttf", direction: "rtl"),
        Sample(script: "Nkoo", language: "nqo", text: "ߒߞߏ ߞߊ߲", fontFile: "NotoSansNKo-Regular.ttf", direction: "rtl"),
        Sample(script: "Tfng", language: "zgh", text: "ⵜⴰⵎⴰⵣⵉⵖⵜ ⵜⴰⵏⴰⵡⴰⵢⵜ", fontFile: "NotoSansTifinagh-Regular.ttf"),
        Sample(script: "Cans", language: "iu", text: "ᐃᓄᒃᑎᑐᑦ ᑎᑎᕋᐅᓯᖅ", fontFile: "NotoSansCanadianAboriginal-Regular.ttf"),
        Sample(script: "Java", language: "jv-Java", text: "ꦲꦏ꧀ꦱꦫꦗꦮ", fontFile: "NotoSansJavanese-Regular.ttf"),
        Sample(script: "Bali", language: "ban-Bali", text: "ᬅᬓ᭄ᬱᬭᬩᬮᬶ", fontFile: "NotoSansBalinese-Regular.ttf"),
        Sample(script: "Olck", language: "sat", text: "ᱥᱟᱱᱛᱟᱲᱤ ᱯᱟᱹᱨᱥᱤ", fontFile: "NotoSansOlChiki-Regular.ttf"),
        Sample(script: "Vaii", language: "vai", text: "ꕙꔤ ꕞꕌꔳ", fontFile: "NotoSansVai-Regular.ttf"),
        Sample(script: "Yiii", language: "ii", text: "ꆈꌠꉙ ꁱꂷ", fontFile: "NotoSansYi-Regular.ttf"),
        // Symbols and math reach their fonts through the fallback, after Inter and Noto Sans.
        Sample(script: "Zsym", language: "en", text: "⚘⛮⏚⌬", fontFile: "NotoSansSymbols-Regular.ttf"),
        Sample(script: "Zsym", language: "en", text: "☂", fontFile: "NotoSansSymbols2-Regular.ttf"),
        Sample(script: "Zmth", language: "en", text: "∰⨌⫷", fontFile: "NotoSansMath-Regular.ttf"),
    ]

    @Test(arguments: samples)
    func everyScriptIsMeasuredInItsFontAsHBShapeDoes(sample: Sample) throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let m = try measurer.measure(sample.text, language: TestFonts.tag(sample.language), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs.isEmpty, "\(sample): missing \(m.missingGlyphs.map { String($0, radix: 16) })")
        #expect(m.fonts.map { ($0.file as NSString).lastPathComponent } == [sample.fontFile], "\(sample): \(m.fonts.map(\.file))")
        let font = try #require(m.fonts.first)
        let reference = try Subprocess.hbShapeWidth(font: font.file, faceIndex: font.faceIndex, text: sample.text,
                                                    language: sample.language, pointSize: 17, direction: sample.direction)
        #expect(m.glyphCount == reference.glyphs, "\(sample)")
        #expect(abs(m.advanceWidth - reference.width) <= 0.01,
                "\(sample): TextFit \(m.advanceWidth), hb-shape \(reference.width)")
        // hb-shape's own output has no .notdef either: the font really covers the word.
        let glyphs = try Subprocess.run("/usr/bin/hb-shape", [font.file, "--no-glyph-names", "--no-positions",
                                                              "--no-clusters", "--", sample.text]).stdout
        #expect(!glyphs.contains("[0|") && !glyphs.contains("|0|") && !glyphs.contains("|0]") && glyphs != "[0]\n",
                "\(sample): hb-shape shows .notdef: \(glyphs)")
    }

    /// Each script the bundled manifest maps has a sample here, so a new mapping cannot go untested.
    @Test func everyMappedScriptHasASample() throws {
        let manifest = try FontManifest.load(from: TestFonts.manifestPath)
        let covered = Set(Self.samples.map(\.script))
        // Tested by ShapingCrossCheckTests.
        let elsewhere: Set<String> = ["Latn", "Grek", "Cyrl", "Arab", "Hebr", "Deva", "Beng", "Guru", "Gujr", "Orya",
                                      "Taml", "Telu", "Knda", "Mlym", "Thai", "Hani", "Bopo", "Hira", "Kana", "Hang"]
        for script in manifest.scripts.keys.sorted() {
            #expect(covered.contains(script) || elsewhere.contains(script), "no sample for \(script)")
        }
    }
}
