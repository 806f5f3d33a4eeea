import Foundation
import Testing
@testable import TextFit
import TextFitButtons
@testable import TextFitSourceScan

/// The fixture apps' buttons checked as iOS draws them, with the bundled titles and fonts; the
/// widths cross-checked with `hb-shape` on the same font files and iOS's formula by hand
/// (`../shared/apple/README.md`: needed width = icon + 0.5 × fontSize + title width + fontSize).
@Suite struct AppButtonCheckTests {
    static func check(_ app: String) async throws -> (ButtonScan, VerificationResult) {
        let scan = try await ButtonScanTests.scan(app)
        let table = try AppButtonTable.table(for: scan, titles: BundledData.strings())
        let verification = Verification(strings: table, spec: .bundledDefault, fonts: TestFonts.bundled, parallelism: 2)
        return (scan, try await verification.run())
    }

    /// SF Pro's tracking at 20 pt, −23/1000 em, from the HIG's table as
    /// `../shared/apple/platforms/watchos_sf_compact_tracking.tsv` records it (its SF Pro column).
    static func sfProTracking20() throws -> Double {
        let path = TestFonts.repositoryRoot.appendingPathComponent("../shared/apple/platforms/watchos_sf_compact_tracking.tsv").path
        let rows = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").map { $0.components(separatedBy: "\t") }
        let row = try #require(rows.first { $0.count > 4 && $0[0] == "SF Compact" && $0[1] == "20" })
        return try #require(Double(row[4].replacingOccurrences(of: "+", with: "")))
    }

    /// "Current Location" at 20 pt, by hand: hb-shape's advance in the stand-in plus SF Pro's
    /// tracking after each of its 16 characters; then iOS 15–18's needed width: the arrow's box
    /// (1 em, the documented estimate) + the gap (0.5 × 20) + the title + the padding (20).
    static func neededWidth(_ title: String, pointSize: Double) throws -> Double {
        let shaped = try HBShape.standInWidth(text: title, language: "en", pointSize: pointSize)
        let tracking = try sfProTracking20() / 1000 * pointSize
        let titleWidth = shaped.width + Double(title.count) * tracking
        return pointSize + 0.5 * pointSize + titleWidth + pointSize
    }

    static var sharedDataPresent: Bool {
        FileManager.default.fileExists(atPath: TestFonts.repositoryRoot.appendingPathComponent("../shared/apple").path)
    }

    @Test func anIconOnlyCircleOf60PointsRendersInEveryLanguage() async throws {
        let (_, result) = try await Self.check("SwiftUIApp")
        let circle = result.cells.filter { $0.key == "LocationButton(.currentLocation)" }
        // Every language of the bundled catalog at each of the 12 categories.
        #expect(circle.count == Set(circle.map(\.language)).count * 12)
        #expect(Set(circle.map(\.language)).count >= 39)
        #expect(circle.allSatisfy { $0.fit.fits && $0.fit.frame == BoxSize(width: 60, height: 60) })
        let file = ButtonScanTests.fixtures + "/SwiftUIApp/Views/ShareView.swift"
        let line = try ButtonScanTests.line(of: "LocationButton(.currentLocation)", in: file)
        #expect(circle.allSatisfy { $0.location == SourceLocation(file: file, line: line) })
        // 18 pt arrow + 18 pt padding = 36 pt, the same in every language.
        #expect(Set(circle.map(\.fit.minFrame.width)) == [36])
    }

    @Test(.enabled(if: sharedDataPresent, "../shared/apple is absent: SF Pro's tracking table is needed"))
    func aFixed150PointUIKitButtonAt20PointsFailsInEnglish() async throws {
        let (scan, result) = try await Self.check("UIKitApp")
        let small = try #require(scan.buttons.last)
        let english = try #require(result.cells.first {
            $0.key == "CLLocationButton(.currentLocation)" && $0.language.identifier == "en" && $0.category == .large
        })
        let expected = try Self.neededWidth("Current Location", pointSize: 20)
        #expect(abs(english.fit.minFrame.width - expected) < 0.02, "TextFit \(english.fit.minFrame.width), by hand \(expected)")
        #expect(expected > 150)
        #expect(!english.fit.fits)
        #expect(english.fit.frame.width == 150)
        // Fixed: the same needed width at every category, so it fails at all 12.
        let allEnglish = result.cells.filter { $0.key == english.key && $0.language.identifier == "en" }
        #expect(allEnglish.count == 12 && allEnglish.allSatisfy { !$0.fit.fits && $0.fit.minFrame == english.fit.minFrame })
        let failure = try #require(english.findings.first { $0.kind == .renderFailure })
        #expect(failure.location == SourceLocation(file: small.file, line: small.line))
    }

    @Test(.enabled(if: sharedDataPresent, "../shared/apple is absent: SF Pro's tracking table is needed"))
    func aTitle3ButtonFollowsDynamicTypeInItsFrame() async throws {
        let (_, result) = try await Self.check("SwiftUIApp")
        let share = result.cells.filter { $0.key == "LocationButton(.shareCurrentLocation)" && $0.language.identifier == "en" }
        let large = try #require(share.first { $0.category == .large })
        // title3 is 20 pt at large (Apple's type table).
        let expected = try Self.neededWidth("Share Current Location", pointSize: 20)
        #expect(abs(large.fit.minFrame.width - expected) < 0.02, "TextFit \(large.fit.minFrame.width), by hand \(expected)")
        #expect(large.fit.frame == BoxSize(width: 220, height: 44))
        #expect(large.fit.fits == (expected <= 220))
        // The font grows with the category: at AX5 the English title no longer fits 220 pt.
        let ax5 = try #require(share.first { $0.category == .ax5 })
        #expect(ax5.fit.minFrame.width > large.fit.minFrame.width * 2)
        #expect(!ax5.fit.fits)
    }

    @Test func eachButtonIsMeasuredWithItsOwnSpec() async throws {
        let scan = try await ButtonScanTests.scan("UIKitApp")
        let table = try AppButtonTable.table(for: scan, titles: BundledData.strings())
        #expect(Set(table.strings.map(\.key)) == ["CLLocationButton(.shareMyCurrentLocation)", "CLLocationButton(.currentLocation)"])
        let verification = Verification(strings: table, spec: .default, fonts: TestFonts.bundled)
        let small = try verification.spec(forKey: "CLLocationButton(.currentLocation)")
        #expect(small.model == .ios18 && small.dynamicType == .fixed && small.fontSize == 20)
        #expect(small.fixedFrame == BoxSize(width: 150, height: 44))
        let share = try verification.spec(forKey: "CLLocationButton(.shareMyCurrentLocation)")
        #expect(share.fixedFrame == nil && share.maximumWidth == 200 && share.cornerRadius == .points(12) && share.icon == .arrowOutline)
        // The assumption about the title color is a note on the button's line.
        #expect(table.notes.contains { $0.kind == .sourceScan && $0.location.line == scan.buttons[1].line && $0.message.contains("Brand") })
    }
}
