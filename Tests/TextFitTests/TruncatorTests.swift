import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct TruncatorTests {
    /// Every character, "…" included, is 10 points wide.
    static func tenPerCharacter(_ text: String) -> Double { Double(text.count * 10) }

    @Test func keepsTheLongestPrefixThatFits() throws {
        let clusters = TailTruncator.clusters(of: "ABCDEFGH")
        // "ABCD…" = 5 × 10 = 50 ≤ 55; "ABCDE…" = 60 > 55
        let result = try #require(TailTruncator.truncate(clusters: clusters, availableWidth: 55,
                                                         width: Self.tenPerCharacter))
        #expect(result.text == "ABCD\u{2026}")
        #expect(result.keptClusters == 4)
        #expect(result.width == 50)
        #expect(result.fits)
        #expect(Self.tenPerCharacter("ABCDE\u{2026}") > 55)
    }

    @Test func wholeTitleThatFitsIsNotTruncated() {
        let result = TailTruncator.truncate(clusters: TailTruncator.clusters(of: "ABCDE"), availableWidth: 50,
                                            width: Self.tenPerCharacter)
        #expect(result == nil)   // 5 × 10 = 50 ≤ 50
    }

    @Test func trailingSpaceIsDropped() throws {
        var measured: [String] = []
        let result = try #require(TailTruncator.truncate(clusters: TailTruncator.clusters(of: "ABC DEFG"),
                                                         availableWidth: 55) { text in
            measured.append(text)
            return Self.tenPerCharacter(text)
        })
        // "ABC D…" = 60 > 55; the 4-cluster prefix "ABC " loses its space → "ABC…" = 40
        #expect(result.text == "ABC\u{2026}")
        #expect(result.keptClusters == 3)
        #expect(!measured.contains("ABC \u{2026}"))
        #expect(measured == ["ABC DEFG", "ABC DEF\u{2026}", "ABC DE\u{2026}", "ABC D\u{2026}", "ABC\u{2026}"])
    }

    /// Widths that do not grow with the prefix (as joining scripts can do at the cut):
    /// the scan from the longest prefix down returns the longest that fits.
    @Test func nonMonotonicWidths() throws {
        let table: [String: Double] = [
            "ABCDE": 100, "ABCD\u{2026}": 70, "ABC\u{2026}": 58, "AB\u{2026}": 65, "A\u{2026}": 20, "\u{2026}": 10,
        ]
        let lookup = { (text: String) throws -> Double in
            guard let width = table[text] else { throw LookupMiss(text: text) }
            return width
        }
        let clusters = ["A", "B", "C", "D", "E"]
        // available 60: ABCD… 70 ✗, ABC… 58 ✓ → ABC… although the shorter AB… (65) does not fit
        let first = try #require(try TailTruncator.truncate(clusters: clusters, availableWidth: 60, width: lookup))
        #expect(first.text == "ABC\u{2026}" && first.keptClusters == 3)
        // available 50: ABCD… 70, ABC… 58, AB… 65 all ✗, A… 20 ✓ → the first fit below several misses
        let second = try #require(try TailTruncator.truncate(clusters: clusters, availableWidth: 50, width: lookup))
        #expect(second.text == "A\u{2026}" && second.keptClusters == 1 && second.width == 20)
    }

    @Test func ellipsisAloneTooWide() throws {
        let result = try #require(TailTruncator.truncate(clusters: ["A", "B"], availableWidth: 5,
                                                         width: Self.tenPerCharacter))
        #expect(result.text == "\u{2026}")
        #expect(result.keptClusters == 0)
        #expect(!result.fits)
        #expect(result.width == 10)
    }

    @Test func ellipsisAloneFits() throws {
        let result = try #require(TailTruncator.truncate(clusters: ["A", "B"], availableWidth: 15,
                                                         width: Self.tenPerCharacter))
        // "A…" = 20 > 15, "…" = 10 ≤ 15
        #expect(result.text == "\u{2026}" && result.fits && result.keptClusters == 0)
    }

    /// Clusters are grapheme clusters: a combining accent and a flag are never split.
    @Test func clustersAreGraphemes() throws {
        let clusters = TailTruncator.clusters(of: "e\u{301}\u{1F1E9}\u{1F1EA}ab")
        #expect(clusters == ["e\u{301}", "\u{1F1E9}\u{1F1EA}", "a", "b"])
        let result = try #require(TailTruncator.truncate(clusters: clusters, availableWidth: 30,
                                                         width: Self.tenPerCharacter))
        // Character counts: "é🇩🇪a…" = 4 → 40 ✗, "é🇩🇪…" = 3 → 30 ✓
        #expect(result.text == "e\u{301}\u{1F1E9}\u{1F1EA}\u{2026}")
        #expect(result.keptClusters == 2)
    }

    /// Right-to-left text is cut at its logical end: the first letters in memory order stay.
    @Test func rightToLeftKeepsLogicalStart() throws {
        let clusters = TailTruncator.clusters(of: "موقعي الحالي")   // 12 clusters
        let result = try #require(TailTruncator.truncate(clusters: clusters, availableWidth: 60,
                                                         width: Self.tenPerCharacter))
        // 5 clusters + "…" = 60 → "موقعي…"; the 6th cluster is a space and 6 + 1 = 70 anyway
        #expect(result.text == "موقعي\u{2026}")
        #expect(result.keptClusters == 5)
    }

    @Test func widthErrorsPropagate() {
        #expect(throws: LookupMiss.self) {
            _ = try TailTruncator.truncate(clusters: ["A"], availableWidth: 1) { text in throw LookupMiss(text: text) }
        }
    }

    struct LookupMiss: Error { var text: String }
}
