import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Truncation measured in the real fonts: the text shown is the longest cluster prefix plus
/// "…" that fits the room the button leaves, and one cluster more does not fit.
@Suite struct TruncationWithFontsTests {
    static let titles: [(String, String)] = [
        ("de", "Meinen aktuellen Standort senden"),
        ("el", "Κοινή χρήση της τρέχουσας τοποθεσίας μου"),
        ("ar", "مشاركة موقعي الحالي"),
        ("hi", "मेरा वर्तमान स्थान भेजें"),
        ("th", "ส่งตำแหน่งที่ตั้งปัจจุบันของฉัน"),
        ("ta", "எனது தற்போதைய இருப்பிடத்தை அனுப்பு"),
    ]

    @Test(arguments: titles)
    func truncatedTextIsTheLongestPrefixThatFits(language: String, title: String) async throws {
        let tag = TestFonts.tag(language)
        let table = StringTable(sourceLanguage: tag, strings: [
            LocalizedString(key: "title", language: tag, value: title, location: SourceLocation(file: "test")),
        ])
        let spec = ButtonSpec(maximumWidth: 200)
        let result = try await Verification(strings: table, spec: spec, fonts: TestFonts.bundled, parallelism: 1).run()
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let clusters = title.map(String.init)
        var truncatedCells = 0
        for cell in result.cells where !cell.fit.fits {
            truncatedCells += 1
            let shown = try #require(cell.fit.truncatedText)
            // The room for the title: frame width less insets, icon and spacing, derived here by hand.
            let scale = cell.measurement.pointSize / 17
            let room = 200 - 2 * 12 * scale - cell.measurement.pointSize * 1.0 - 0.3 * cell.measurement.pointSize
            let width = { (text: String) in
                try measurer.measure(text, language: tag, pointSize: cell.measurement.pointSize, weight: cell.measurement.weight).width
            }
            #expect(try width(shown) <= room + 1e-9, "\(shown) at \(cell.category)")
            let kept = String(shown.dropLast())
            let keptClusters = kept.count
            #expect(title.hasPrefix(kept))
            // One more cluster (trailing spaces dropped, as the truncator drops them) does not fit.
            var longer = clusters.prefix(keptClusters + 1).joined()
            while longer.hasSuffix(" ") { longer.removeLast() }
            if longer.count > keptClusters && longer != title {
                #expect(try width(longer + "…") > room, "\(longer)… fits at \(cell.category)")
            }
        }
        #expect(truncatedCells > 0, "the 200 pt button should truncate \(language) at large sizes")
    }
}
