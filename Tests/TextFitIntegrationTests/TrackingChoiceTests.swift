import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The default tracking is what iOS does to the system font (Apple's SF Pro table), applied
/// to Inter, which stands in for it; `font` is Inter 4's own spacing (no tracking); a fixed
/// value tracks every cluster.
@Suite struct TrackingChoiceTests {
    static let title = "Meinen aktuellen Standort teilen"

    /// hb-shape's advance (the stand-in's mix of Inter's cuts at `pointSize`) and cluster count for the title.
    static func reference(pointSize: Double) throws -> (width: Double, clusters: Int) {
        let shaped = try HBShape.standInWidth(text: title, language: "de", pointSize: pointSize)
        let font = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let clusters = Set(try HBShape.glyphs(font: font, text: title).map(\.cl)).count
        return (shaped.width, clusters)
    }

    /// Apple's table: −26/1000 em at 17 pt, +14 at 28 pt, +6 at 53 pt, after every cluster.
    @Test(arguments: [(17.0, -26.0), (28.0, 14.0), (53.0, 6.0)])
    func defaultFollowsSFProTableOnTheStandIn(pointSize: Double, milliEm: Double) throws {
        let (advance, clusters) = try Self.reference(pointSize: pointSize)
        let m = try TextMeasurer(fonts: TestFonts.bundled)
            .measure(Self.title, language: TestFonts.tag("de"), pointSize: pointSize, weight: 400)
        #expect(abs(m.advanceWidth - advance) <= 0.01)
        #expect(abs(m.tracking - milliEm / 1000 * pointSize) < 1e-9)
        #expect(abs(m.width - (m.advanceWidth + Double(clusters) * milliEm / 1000 * pointSize)) < 1e-9)
    }

    /// Inter 4's own rule is none: its text and Display cuts are spaced for their sizes.
    @Test(arguments: [17.0, 28.0, 53.0])
    func fontChoiceIsInter4sOwnSpacing(pointSize: Double) throws {
        let (advance, _) = try Self.reference(pointSize: pointSize)
        let m = try TextMeasurer(fonts: TestFonts.bundled, tracking: .font)
            .measure(Self.title, language: TestFonts.tag("de"), pointSize: pointSize, weight: 400)
        #expect(abs(m.width - advance) <= 0.01)
        #expect(m.width == m.advanceWidth)
    }

    /// A fixed value tracks every cluster, whatever the font.
    @Test func fixedValueTracksEveryCluster() throws {
        let (advance, clusters) = try Self.reference(pointSize: 17)
        let m = try TextMeasurer(fonts: TestFonts.bundled, tracking: .fixed(-20))
            .measure(Self.title, language: TestFonts.tag("de"), pointSize: 17, weight: 400)
        #expect(abs(m.width - (advance - 0.34 * Double(clusters))) <= 0.01)
    }

    /// Faces that stand in for nothing stated keep their own rule under the default.
    @Test func otherScriptsAreNotTracked() throws {
        let m = try TextMeasurer(fonts: TestFonts.bundled)
            .measure("ನನ್ನ ಸ್ಥಳ", language: TestFonts.tag("kn"), pointSize: 28, weight: 400)
        #expect(m.width == m.advanceWidth)
    }

    /// Inter 4's optical cuts are not given Inter 3's formula when detected from a file.
    @Test func interOpticalCutsAreNotDetectedAsInter3() {
        #expect(TrackingRule.detect(familyName: "Inter Display") == .none)
        #expect(TrackingRule.detect(familyName: "Inter", hasOpticalSizes: true) == .none)
        #expect(TrackingRule.detect(familyName: "Inter") == .inter)
        #expect(TrackingRule.detect(familyName: "SF Pro", hasOpticalSizes: true) == .sfPro)
    }

    /// The spec's `"font"` value decodes and encodes back.
    @Test func specTrackingFontRoundTrips() throws {
        let decoded = try JSONDecoder().decode([ButtonSpec.Tracking].self, from: Data(#"["font", "auto", -12]"#.utf8))
        #expect(decoded == [.font, .auto, .thousandthsOfEm(-12)])
        let encoded = String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self)
        #expect(encoded == #"["font","auto",-12]"#)
    }
}
