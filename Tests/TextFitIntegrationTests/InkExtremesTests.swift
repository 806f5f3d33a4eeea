import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A layout's ink bounds read from its record-low and record-high glyphs (``InkExtremes``) are
/// the union of every glyph's ink box, computed here glyph by glyph as the definition states
/// it, to the last bit: at every category's size, with the fonts' own tracking and with
/// positive, zero and negative tracking overrides, on every title of the bundled catalog and of
/// the public app catalogs, whose marks, ligatures and right-to-left runs put the extreme ink
/// anywhere in a line.
@Suite struct InkExtremesTests {
    static let trackings: [Double?] = [nil, 0, 12.5, -40, -400]

    /// The ink bounds of `layout` at `pointSize`, every glyph read (the definition).
    static func everyGlyph(_ layout: ShapedText, pointSize: Double, trackingOverride: Double?) -> InkBounds {
        let (step, everyCluster) = layout.tracking(pointSize: pointSize, trackingOverride: trackingOverride)
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for glyph in layout.glyphs where glyph.hasInk {
            let shift = step * Double(everyCluster ? glyph.clustersBefore : glyph.trackedClustersBefore)
            minX = min(minX, glyph.inkMinX * pointSize + shift)
            maxX = max(maxX, glyph.inkMaxX * pointSize + shift)
            minY = min(minY, glyph.inkMinY * pointSize)
            maxY = max(maxY, glyph.inkMaxY * pointSize)
        }
        return minX.isFinite ? InkBounds(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    /// Checks `strings` at every size of the body style, returning the layouts checked.
    static func check(_ strings: [LocalizedString]) throws -> Int {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let sizes = ContentSizeCategory.allCases.map { TypeScale.iOS.metrics(for: .body, in: $0).pointSize }
        var layouts = 0
        for string in strings {
            let prepared = try measurer.prepare(string.value, language: string.language, weight: 400)
            for size in sizes {
                let layout = try measurer.layout(prepared, pointSize: size)
                layouts += 1
                for tracking in trackings {
                    let measured = layout.measurement(text: string.value, language: string.language, pointSize: size,
                                                      weight: 400, trackingOverride: tracking).inkBounds
                    let expected = everyGlyph(layout, pointSize: size, trackingOverride: tracking)
                    #expect(measured == expected, "\(string.language) \(size) pt, tracking \(String(describing: tracking)): \(string.value.prefix(40))")
                }
            }
        }
        return layouts
    }

    @Test func bundledCatalog() throws {
        let table = try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        #expect(try Self.check(table.strings) >= 3_000)
    }

    @Test(RealWorld.required, arguments: ["CSE", "Maccy", "stats"])
    func publicAppCatalog(_ app: String) throws {
        let root = RealWorld.root
        let table = try LocalizationReader.read(paths: [root.appendingPathComponent(app).path])
        let strings = table.strings.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
        #expect(try Self.check(strings) > 1_000)
    }

    /// Text with no ink at all (spaces) has empty bounds at the origin, as before.
    @Test func noInk() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let measured = try measurer.measure("   ", language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        #expect(measured.inkBounds == .zero)
    }
}
