import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The SF Pro stand-in against real SF widths: every width of `../shared/apple/sf-ui-widths.tsv`
/// (UIKit titles at 15–17 pt, WebKit's system-font button at 20 and 21 pt, the widest digit at
/// 22 and 40 pt) measured with the bundled fonts and SF Pro's tracking, as `check` measures a
/// title. Each listed width is rounded up by `rounded_up_to_pt`, so the real width w satisfies
/// `listed − rounded < w ≤ listed`; the error is how far the stand-in's width falls outside that
/// interval, relative to its nearer end (0 inside it).
@Suite struct SFStandInTests {
    struct Anchor {
        var text: String
        var weight: Int
        var size: Double
        var listed: Double
        var rounded: Double
        var kind: String
    }

    struct Measured {
        var anchor: Anchor
        var width: Double
        /// Signed: negative when the stand-in is narrower than SF.
        var error: Double
    }

    static let tablePath = TestFonts.repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/apple/sf-ui-widths.tsv").path

    /// The anchors, or `nil` (with a message) where `../shared` is absent.
    static func anchors() throws -> [Anchor]? {
        guard FileManager.default.fileExists(atPath: tablePath) else {
            print("SFStandInTests: skipped, \(tablePath) is absent")
            return nil
        }
        let lines = try String(contentsOfFile: tablePath, encoding: .utf8).split(whereSeparator: \.isNewline)
        let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        func column(_ name: String) throws -> Int { try #require(header.firstIndex(of: name), "column \(name)") }
        let (text, weight, size, listed, rounded, kind) = (try column("text"), try column("weight"), try column("size_pt"),
                                                            try column("listed_width_pt"), try column("rounded_up_to_pt"),
                                                            try column("kind"))
        let weights = ["regular": 400, "medium": 500, "semibold": 600, "bold": 700]
        return try lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Anchor(text: fields[text], weight: try #require(weights[fields[weight]], "weight \(fields[weight])"),
                          size: try #require(Double(fields[size])), listed: try #require(Double(fields[listed])),
                          rounded: try #require(Double(fields[rounded])), kind: fields[kind])
        }
    }

    /// The stand-in's width of an anchor: the text, or for "widest of …" the widest of those
    /// characters, each measured alone (as a single character's width is taken on iOS).
    static func measure(_ anchor: Anchor, measurer: TextMeasurer) throws -> Double {
        let en = TestFonts.tag("en")
        let prefix = "widest of "
        if anchor.text.hasPrefix(prefix) {
            return try anchor.text.dropFirst(prefix.count).map { character in
                try measurer.measure(String(character), language: en, pointSize: anchor.size, weight: anchor.weight).width
            }.max() ?? 0
        }
        return try measurer.measure(anchor.text, language: en, pointSize: anchor.size, weight: anchor.weight).width
    }

    static func error(width: Double, anchor: Anchor) -> Double {
        let low = anchor.listed - anchor.rounded
        if width > anchor.listed { return (width - anchor.listed) / anchor.listed }
        if width <= low { return (width - low) / low }
        return 0
    }

    static func measured() throws -> [Measured]? {
        guard let anchors = try anchors() else { return nil }
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        return try anchors.map { anchor in
            let width = try measure(anchor, measurer: measurer)
            return Measured(anchor: anchor, width: width, error: error(width: width, anchor: anchor))
        }
    }

    /// The size ranges the docs report, as the TSV groups its sources.
    static let ranges: [(name: String, sizes: ClosedRange<Double>)] = [
        ("15–17 pt", 15...17), ("20–22 pt", 20...22), ("40 pt", 40...40),
    ]

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Every anchor is met within 2 %, and the median and worst error per size range are stated.
    @Test func everyAnchorWithinTwoPercent() throws {
        guard let all = try Self.measured() else { return }
        #expect(all.count >= 20, "the table has \(all.count) rows")
        for m in all {
            print(String(format: "SF stand-in: %@ %@ at %g pt: %.2f pt, SF %g (−%g), error %+.2f %%",
                         m.anchor.text, m.anchor.weight == 400 ? "regular" : "weight \(m.anchor.weight)", m.anchor.size,
                         m.width, m.anchor.listed, m.anchor.rounded, m.error * 100))
            #expect(abs(m.error) <= 0.02, "\(m.anchor.text) at \(m.anchor.size) pt: \(m.width) against \(m.anchor.listed)")
        }
        for range in Self.ranges {
            let errors = all.filter { range.sizes.contains($0.anchor.size) }.map { abs($0.error) * 100 }
            #expect(!errors.isEmpty, "no anchor at \(range.name)")
            print(String(format: "SF stand-in error at %@: median %.2f %%, worst %.2f %% (%d widths)",
                         range.name, Self.median(errors), errors.max() ?? 0, errors.count))
        }
    }

    /// `StandInError`'s table, the default margin of `close` findings, is the worst error of the
    /// anchors in each band rounded up to a whole percent (at least 1 %); a band without anchors
    /// takes the larger of its neighbours'.
    @Test func marginTableMatchesTheAnchors() throws {
        guard let all = try Self.measured() else { return }
        let bands = StandInError.bands
        for (i, band) in bands.enumerated() {
            let errors = all.filter { band.contains($0.anchor.size) }.map { abs($0.error) * 100 }
            #expect(band.measured == !errors.isEmpty, "band from \(band.from) pt")
            if let worst = errors.max() {
                #expect(band.percent == max(1, (worst - 1e-9).rounded(.up)), "band from \(band.from) pt: worst \(worst) %")
            } else {
                let neighbours = [i > 0 ? bands[i - 1].percent : 0, i + 1 < bands.count ? bands[i + 1].percent : 0]
                #expect(band.percent == neighbours.max())
            }
        }
        // The bands cover every size, in order.
        #expect(bands.first?.from == 0 && bands.last?.below == .infinity)
        for (a, b) in zip(bands, bands.dropFirst()) { #expect(a.below == b.from) }
    }
}
