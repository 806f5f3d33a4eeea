import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Fonts a user brings: a variable font at axis values or a named instance, and a folder of
/// fonts placed in front of the bundled set.
@Suite struct UserFontTests {
    static let variable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

    /// At wght=600 the variable font's advances equal hb-shape's with the same variation.
    @Test(arguments: [("de", "Meinen aktuellen Standort senden"), ("el", "Κοινή χρήση τοποθεσίας")])
    func variationMatchesHBShape(language: String, text: String) throws {
        let collection = try FontCollection.file(Self.variable, variations: ["wght": 600])
        let m = try TextMeasurer(fonts: collection, trackingOverride: 0)
            .measure(text, language: TestFonts.tag(language), pointSize: 17, weight: 400)
        #expect(m.fonts.first?.variations == ["wght": 600])
        let reference = try HBShape.width(font: Self.variable, faceIndex: 0, text: text, language: language,
                                          pointSize: 17, variations: "wght=600")
        #expect(m.glyphCount == reference.glyphs)
        #expect(abs(m.advanceWidth - reference.width) <= 0.01, "TextFit \(m.advanceWidth), hb-shape \(reference.width)")
        // Heavier is wider: the default instance (Regular, wght=400) measures narrower.
        let regular = try TextMeasurer(fonts: FontCollection.file(Self.variable), trackingOverride: 0)
            .measure(text, language: TestFonts.tag(language), pointSize: 17, weight: 400)
        #expect(regular.advanceWidth < m.advanceWidth)
    }

    /// A named instance sets the axes FreeType reads from the font's `fvar` table: "Semi Bold"
    /// is wght=600, as fontconfig also reports (weight 180 = semibold).
    @Test func namedInstanceSetsItsAxes() throws {
        let named = try FontCollection.file(Self.variable, instance: "Semi Bold")
        let m = try TextMeasurer(fonts: named, trackingOverride: 0)
            .measure("Standort", language: TestFonts.tag("de"), pointSize: 17, weight: 400)
        #expect(m.fonts.first?.variations["wght"] == 600)
        let reference = try HBShape.width(font: Self.variable, faceIndex: 0, text: "Standort", language: "de",
                                          pointSize: 17, variations: "wght=600")
        #expect(abs(m.advanceWidth - reference.width) <= 0.01)
        #expect(throws: InputError.self) { _ = try FontCollection.file(Self.variable, instance: "Ultra Wide") }
        #expect(throws: InputError.self) { _ = try FontCollection.file(Self.variable, variations: ["opsz": 17]) }
    }

    /// A folder's fonts shape what they cover; the bundled set fills in the rest.
    @Test func folderGoesInFrontOfTheBundledSet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("MyThai.ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", toPath: copy.path)
        let collection = try FontCollection.folder(folder.path, over: TestFonts.bundled)
        let measurer = TextMeasurer(fonts: collection)
        let thai = try measurer.measure("ตำแหน่ง", language: TestFonts.tag("th"), pointSize: 17, weight: 400)
        #expect(thai.fonts.map(\.file) == [copy.path])
        let german = try measurer.measure("Standort", language: TestFonts.tag("de"), pointSize: 17, weight: 400)
        #expect(german.fonts.first?.file.hasSuffix("/Inter-Regular.otf") == true)
    }
}
