import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct FontFallbackTests {
    /// SF Symbols' private-use code points (as macOS apps put them in titles) are in no font of
    /// the bundled set: each is reported missing, once, in text order, while the Latin around
    /// them is measured in Inter.
    @Test func reportsCodePointsOutsideTheStack() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let m = try measurer.measure("Send \u{100C41}\u{1002E0}\u{10008A} \u{100C41}", language: TestFonts.tag("en"),
                                     pointSize: 17, weight: 400)
        #expect(m.missingGlyphs == [0x100C41, 0x1002E0, 0x10008A])
        #expect(m.fonts.contains { $0.file.hasSuffix("/Inter-Regular.otf") })
    }

    /// A single font with no fallback reports what it lacks: Inter has no Arabic.
    @Test func singleFontReportsWhatItLacks() throws {
        let inter = try FontCollection.file("/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        let measurer = TextMeasurer(fonts: inter)
        let m = try measurer.measure("موقع", language: TestFonts.tag("ar"), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs == [0x0645, 0x0648, 0x0642, 0x0639])
    }

    /// A check mark inside Arabic text, which Noto Sans Arabic lacks, comes from a later font
    /// of the stack, and nothing is reported missing.
    @Test func fallsBackPerCluster() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let m = try measurer.measure("موقع ✓", language: TestFonts.tag("ar"), pointSize: 17, weight: 400)
        #expect(m.missingGlyphs.isEmpty)
        #expect(m.fonts.count >= 2)
    }

    @Test func refusesAFileWhoseHashDiffers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-pin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
        {"schemaVersion": 1, "searchPaths": ["/usr/share/fonts/opentype/inter"],
         "families": [{"name": "Inter", "faces": [{"file": "Inter-Regular.otf", "weight": 400,
           "sha256": "0000000000000000000000000000000000000000000000000000000000000000"}]}],
         "scripts": {"Latn": ["Inter"]}, "fallback": []}
        """
        let path = folder.appendingPathComponent("manifest.json").path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path))
        let collection = try FontCollection.manifest(at: path)
        #expect(throws: InputError.self) {
            _ = try TextMeasurer(fonts: collection).measure("a", language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        }
        do {
            _ = try TextMeasurer(fonts: collection).measure("a", language: TestFonts.tag("en"), pointSize: 17, weight: 400)
        } catch {
            #expect(error.description.hasPrefix(path))
            #expect(error.description.contains("families[0].faces[0].sha256"))
        }
    }

    @Test func refusesACorruptFont() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-corrupt-\(UUID().uuidString).ttf").path
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try FontCollection.file(path)
            Issue.record("a corrupt font was accepted")
        } catch {
            #expect(error.description.hasPrefix(path + ": not a usable font"))
        }
    }
}
