import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A truncation candidate set by reshaping only its cut word and "…" and splicing them onto the
/// line (HarfBuzz's unsafe-to-concat procedure) has exactly the width figures of the candidate
/// shaped whole, by a shaping of its own: checked for every cut of real titles in every language
/// of the bundled catalog, of the public app catalogs, and of the languages whose scripts shape
/// across the cut.
@Suite struct TruncationSpliceTests {
    /// Body at the default size in Inter's text cut, semibold at AX1 and regular at AX5 in its
    /// display cut.
    static let settings: [(pointSize: Double, weight: Int)] = [(17, 400), (33, 600), (53, 400)]

    /// The most cuts tried per title (the first ones; a longer title repeats the same words).
    static let cutLimit = 120

    struct Tally {
        var cuts = 0
        var spliced = 0
    }

    /// A measurer per setting, shared by the titles of a test so that pieces shaped for one
    /// title (cut words, kept by the shaper) are reused for others, after other text.
    static func measurers() -> [TextMeasurer] { settings.map { _ in TextMeasurer(fonts: TestFonts.bundled) } }

    /// Checks every cut of `title`, returning how many there were and how many were spliced.
    static func check(_ title: String, language: LanguageTag, measurers: [TextMeasurer]) throws -> Tally {
        var tally = Tally()
        for (setting, measurer) in zip(settings, measurers) {
            let prepared = try measurer.prepare(title, language: language, weight: setting.weight)
            let line = try measurer.layout(prepared, pointSize: setting.pointSize)
            let clusters = prepared.items.clusters.count
            let lineEnding = try measurer.lineEnding(of: prepared, line: line, suffix: TailTruncator.ellipsisScalars,
                                                     pointSize: setting.pointSize)
            for kept in stride(from: 1, to: min(clusters, cutLimit), by: 1) {
                tally.cuts += 1
                guard let lineEnding, let ending = measurer.shapeEnding(lineEnding, kept: kept) else { continue }
                tally.spliced += 1
                let items = ItemizedText(prefixOf: prepared.items, clusters: kept, appending: Character(TailTruncator.ellipsis),
                                         rightToLeftHint: language.isRightToLeft)
                let whole = try measurer.shapeOnce(items, language: language, weight: setting.weight,
                                                   pointSize: setting.pointSize)
                #expect(ending.extent == whole.extent,
                        "\(language) \(setting.pointSize) pt, \(kept) of \(clusters) clusters of \(title.prefix(40))")
                #expect(items.clusters.count == kept + 1 && ending.suffix == whole.logicalClusters.last,
                        "\(language) \(setting.pointSize) pt, \(kept) clusters: the ellipsis's cluster")
            }
        }
        return tally
    }

    @Test(arguments: TruncationFromOneShapingTests.titles)
    func scriptsThatShapeAtTheCut(language: String, title: String) throws {
        let tally = try Self.check(title, language: TestFonts.tag(language), measurers: Self.measurers())
        // Latin, Greek and Cyrillic lines are kerned within words only, so most cuts splice.
        if ["de", "el"].contains(language) { #expect(tally.spliced * 2 > tally.cuts, "\(tally)") }
    }

    /// Lines of several stretches. Punctuation the script's font lacks (a period, a colon,
    /// quotes) is set in a fallback font, a stretch of its own, and "…" may take another face
    /// than the cut stretch; a left-to-right line of several script runs (kana and kanji, a
    /// Latin name in Cyrillic or Greek, Latin words in Thai) has a stretch per run, and "…" joins
    /// the run it follows. A cut keeps the stretches before the cut one. (Digits in right-to-left
    /// text are a run of their own level, and such a line is shaped whole.)
    static let severalStretches: [(String, String)] = [
        ("he", "שיתוף המיקום הנוכחי שלי. נא לאשר את הבקשה: כל הזמן, \"תודה\" רבה!"),
        ("ar", "مشاركة موقعي الحالي. يرجى الموافقة على الطلب: كل الوقت، \"شكراً\" جزيلاً!"),
        ("th", "ส่งตำแหน่งที่ตั้งปัจจุบันของฉัน. โปรดยืนยันคำขอ: 100% ของเวลา, \"ขอบคุณ\" มาก."),
        ("de", "Standort senden → jetzt ✓ oder später ★ teilen – danke."),
        ("ja", "現在地を送信します。アプリの設定で位置情報サービスをオンにしてください"),
        ("ru", "Отправить геопозицию в Maps через AirDrop сейчас или позже"),
        ("el", "Κοινή χρήση τοποθεσίας με το iPhone της Μαρίας μέσω AirDrop τώρα"),
        ("th", "แชร์ตำแหน่งกับ iPhone ของคุณ 2 ครั้งต่อวันผ่าน AirDrop"),
    ]

    @Test(arguments: severalStretches)
    func linesOfSeveralStretches(language: String, title: String) throws {
        let tally = try Self.check(title, language: TestFonts.tag(language), measurers: Self.measurers())
        // Japanese runs are a few characters long, and a cut less than 5 characters into a run
        // changes the context the run before was shaped with: those candidates are shaped whole.
        if language == "ja" {
            #expect(tally.spliced > 0, "\(tally)")
        } else {
            #expect(tally.spliced * 2 > tally.cuts, "\(tally)")
        }
    }

    /// Inter's sizes on the ramp of its optical blend (18 and 19 pt) and above it (21 pt) mix the
    /// same two cuts at three shares: a cut measured at one share is spliced at the next ones from
    /// the glyphs already shaped, shaping no piece again, and each splice still has the figures of
    /// the candidate shaped whole at its own share.
    @Test(arguments: [("de", "Aktuellen Standort mit der Familie teilen, während der Fahrt"),
                      ("el", "Κοινοποίηση της τρέχουσας τοποθεσίας μου στην οικογένεια"),
                      ("ru", "Поделиться моей текущей геопозицией с семьёй")])
    func aBlendsSharesMixTheSameShapings(language: String, title: String) throws {
        let tag = TestFonts.tag(language)
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let prepared = try measurer.prepare(title, language: tag, weight: 400)
        let sizes: [Double] = [18, 19, 21]
        // Three signatures: three face sets, each with pieces of its own.
        #expect(Set(sizes.map { prepared.plan.signature(pointSize: $0) }).count == sizes.count)
        var endings: [LineEnding] = []
        for size in sizes {
            let line = try measurer.layout(prepared, pointSize: size)
            endings.append(try #require(try measurer.lineEnding(of: prepared, line: line,
                                                                suffix: TailTruncator.ellipsisScalars, pointSize: size)))
        }
        var spliced = 0, shapedAtFirst = 0, shapedAtOthers = 0
        for kept in 1..<prepared.items.clusters.count {
            for (index, size) in sizes.enumerated() {
                let before = measurer.pieceShapingCount
                guard let splice = measurer.shapeEnding(endings[index], kept: kept) else { continue }
                spliced += 1
                if index == 0 {
                    shapedAtFirst += measurer.pieceShapingCount - before
                } else {
                    shapedAtOthers += measurer.pieceShapingCount - before
                }
                let items = ItemizedText(prefixOf: prepared.items, clusters: kept, appending: Character(TailTruncator.ellipsis),
                                         rightToLeftHint: false)
                let whole = try measurer.shapeOnce(items, language: tag, weight: 400, pointSize: size)
                #expect(splice.extent == whole.extent, "\(language) \(size) pt, \(kept) clusters")
            }
        }
        #expect(spliced > 3 * 30, "\(spliced) of the cuts spliced")
        #expect(shapedAtFirst > 10 && shapedAtOthers == 0, "pieces shaped: \(shapedAtFirst), then \(shapedAtOthers)")
    }

    /// Every string of the bundled catalog, in every language: nearly every cut splices (its
    /// titles are one script each, and the first word is shaped whole as the start of the text).
    @Test func bundledCatalog() throws {
        let table = try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        var tally = Tally()
        let measurers = Self.measurers()
        for string in table.strings where !string.value.isEmpty {
            let one = try Self.check(string.value, language: string.language, measurers: measurers)
            tally.cuts += one.cuts
            tally.spliced += one.spliced
        }
        #expect(tally.cuts > 10_000 && tally.spliced * 20 > tally.cuts * 19, "\(tally)")
    }

    /// The strings of the valid public app catalogs beside the repository (`../shared/realworld`,
    /// or `$TEXTFIT_REALWORLD`), every 7th to keep the time down, in every language they have.
    @Test(RealWorld.required, arguments: ["CSE", "Maccy", "stats"])
    func publicAppCatalog(_ app: String) throws {
        let root = RealWorld.root
        do {
            let table = try LocalizationReader.read(paths: [root.appendingPathComponent(app).path])
            var tally = Tally()
            var languages = Set<LanguageTag>()
            let measurers = Self.measurers()
            for (index, string) in table.strings.enumerated() where index % 7 == 0 && !string.value.isEmpty {
                languages.insert(string.language)
                let one = try Self.check(string.value, language: string.language, measurers: measurers)
                tally.cuts += one.cuts
                tally.spliced += one.spliced
            }
            #expect(tally.spliced * 2 > tally.cuts && languages.count > 10, "\(app): \(tally), \(languages.count) languages")
        }
    }
}
