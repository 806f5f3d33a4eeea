import Foundation
import Testing
@testable import TextFit
@testable import TextFitCore

/// A line cut from a title that is one stretch of one face takes that face without looking its
/// clusters up (``Shaper/assignFaces(line:text:textFaces:)``), and gets exactly the faces the
/// definition gives it: each cluster the first face of its run's stack that covers it
/// (`assignFaces(_:language:weight:pointSize:)`), asked here of every line.
///
/// The lines are those between break opportunities (up to four apart) and every line of one to
/// three clusters, at sizes in Inter's text cut, in the blend of its two cuts and in its display
/// cut: for the titles of ``LineSliceTests`` (emoji, several scripts and directions in one title)
/// and for every string of the bundled catalog.
@Suite struct LineFacesTests {
    struct Tally {
        var lines = 0
        var derived = 0
    }

    /// Checks every line of `text` at every size of ``LineSliceTests/pointSizes``.
    static func check(_ text: String, language: LanguageTag, weight: Int, shaper: Shaper, tally: inout Tally) throws {
        let prepared = try TextMeasurer(fonts: TestFonts.bundled).prepare(text, language: language, weight: weight)
        let items = prepared.items
        let count = items.clusters.count
        guard count > 0 else { return }
        let stops = [0] + (try LineBreaker.opportunities(prepared)).map(\.cluster) + [count]
        var ranges: [Range<Int>] = []
        for (i, start) in stops.enumerated() {
            for end in stops[(i + 1)...].prefix(4) where end > start { ranges.append(start..<end) }
        }
        for start in 0..<count {
            for end in (start + 1)...min(count, start + 3) { ranges.append(start..<end) }
        }
        for pointSize in LineSliceTests.pointSizes {
            let faces = try shaper.assignFaces(items, language: language, weight: weight, pointSize: pointSize)
            for range in ranges {
                let line = ItemizedText(items, clusters: range, rightToLeftHint: language.isRightToLeft)
                let expected = try shaper.assignFaces(line, language: language, weight: weight, pointSize: pointSize)
                tally.lines += 1
                guard let derived = shaper.assignFaces(line: line, text: items, textFaces: faces) else { continue }
                tally.derived += 1
                #expect(derived == expected, "\(language) \(pointSize) pt, clusters \(range) of “\(text.prefix(60))”")
            }
        }
    }

    @Test func titlesOfManyScripts() throws {
        let shaper = Shaper(fonts: TestFonts.bundled)
        var tally = Tally()
        for (index, (language, text)) in LineSliceTests.texts.enumerated() {
            var own = Tally()
            try Self.check(text, language: TestFonts.tag(language), weight: index.isMultiple(of: 2) ? 400 : 600,
                           shaper: shaper, tally: &own)
            // A title of one script and face (the first three, in Latin) gives most of its lines their faces.
            if index < 3 { #expect(own.derived * 2 > own.lines, "\(language): \(own)") }
            tally.lines += own.lines
            tally.derived += own.derived
        }
        #expect(tally.derived > 0 && tally.derived < tally.lines, "\(tally)")
    }

    @Test func bundledCatalog() throws {
        let shaper = Shaper(fonts: TestFonts.bundled)
        var tally = Tally()
        for string in TestFonts.bundledStrings {
            try Self.check(string.value, language: string.language, weight: 400, shaper: shaper, tally: &tally)
        }
        // Every language's titles: most lines are of a title in one face, some are not (a Latin name in
        // Japanese, digits in Arabic), and each of those is looked up.
        #expect(tally.derived * 2 > tally.lines && tally.derived < tally.lines, "\(tally)")
    }
}
