import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The rules ``LineBreaker`` adds to ICU's opportunities, on cases whose lines are known by hand.
@Suite struct LineBreakerRulesTests {
    static func lines(_ text: String, _ language: String, width: Double, maxLines: Int? = nil) throws -> LineLayout {
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        let prepared = try measurer.prepare(text, language: TestFonts.tag(language), weight: 400)
        return try LineBreaker.layout(prepared, pointSize: 17, width: width, maxLines: maxLines, measurer: measurer)
    }

    /// Every hard line break ends a line, however wide the line may be; the break is not drawn.
    @Test(arguments: ["\n", "\r\n", "\u{2028}", "\u{2029}", "\u{85}"])
    func hardBreaksEndLines(separator: String) throws {
        let layout = try Self.lines("Erste Zeile\(separator)Zweite Zeile", "de", width: 1000)
        #expect(layout.lines.map(\.text) == ["Erste Zeile", "Zweite Zeile"])
        #expect(!layout.isTruncated)
    }

    /// Korean breaks between words, never inside one (UIKit's Hangul word priority), though ICU
    /// would break between any two syllables: every line is whole words of the text.
    @Test func hangulWordsStayWhole() throws {
        let text = "나의 현재 위치를 친구와 공유하기"
        let words = text.split(separator: " ").map(String.init)
        let layout = try Self.lines(text, "ko", width: 90)
        #expect(layout.lines.count >= 2)
        var rest = words[...]
        for line in layout.lines {
            let lineWords = line.text.split(separator: " ").map(String.init)
            #expect(Array(rest.prefix(lineWords.count)) == lineWords, "“\(line.text)” is not whole words")
            rest = rest.dropFirst(lineWords.count)
        }
        #expect(rest.isEmpty)
    }

    /// A word wider than the line is broken between characters, each line as full as it can be.
    @Test func overlongWordBreaksByCharacter() throws {
        let word = "Datenschutzgrundverordnung"
        let layout = try Self.lines(word, "de", width: 60)
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.map(\.text).joined() == word)
        let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: 0)
        for (index, line) in layout.lines.enumerated() {
            #expect(line.width <= 60)
            // One more character would not have fitted (the last line has none to take).
            let taken = layout.lines[0...index].map(\.text).joined().count
            if index < layout.lines.count - 1 {
                let longer = line.text + String(Array(word)[taken])
                let width = try measurer.measure(longer, language: TestFonts.tag("de"), pointSize: 17, weight: 400).width
                #expect(width > 60, "“\(longer)” fits in 60 pt")
            }
        }
    }

    /// The empty title is one empty line.
    @Test func emptyTitle() throws {
        let layout = try Self.lines("", "en", width: 100)
        #expect(layout.lines == [TextLine(text: "", width: 0)] && layout.neededLineCount == 1)
    }
}
