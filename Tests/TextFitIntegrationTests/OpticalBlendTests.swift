import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The manifest's `opticalBlend`: the partner's share by point size, the bundled values, and a
/// blend file's pin (the manifest's own problems with it are in ``FontManifestTests``).
@Suite struct OpticalBlendTests {
    /// The bundled values: none up to 17 pt, linear to 0.45 at 20 pt, 0.45 above.
    @Test(arguments: [(12.0, 0.0), (17.0, 0.0), (18.5, 0.225), (19.0, 0.3), (20.0, 0.45), (40.0, 0.45)])
    func shareByPointSize(size: Double, share: Double) {
        let blend = FontManifest.OpticalBlend(from: 17, to: 20, amount: 0.45)
        #expect(abs(blend.fraction(atPointSize: size) - share) < 1e-12)
    }

    @Test func theBundledManifestStatesIt() throws {
        let manifest = try FontManifest.load(from: TestFonts.manifestPath)
        let inter = try #require(manifest.families.first { $0.name == "Inter" })
        #expect(inter.opticalBlend == FontManifest.OpticalBlend(from: 17, to: 20, amount: 0.45))
        // Every weight names its Display cut, pinned.
        #expect(inter.faces.count == 9)
        for face in inter.faces {
            let blend = try #require(face.blend, "\(face.file)")
            #expect(blend.file == face.file.replacingOccurrences(of: "Inter-", with: "InterDisplay-"))
            #expect(blend.sha256?.count == 64)
        }
    }

    /// A pinned blend file whose hash differs is refused, naming the manifest and the key.
    @Test func aBlendFileIsPinned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = String(repeating: "0", count: 64)
        let manifest = folder.appendingPathComponent("manifest.json")
        try Data("""
        {"schemaVersion": 1, "searchPaths": ["/usr/share/fonts/opentype/inter"],
         "families": [{"name": "Inter", "standsInFor": "SF Pro", "opticalBlend": {"from": 17, "to": 20, "amount": 0.45},
         "faces": [{"file": "Inter-Regular.otf", "weight": 400, "blend": {"file": "InterDisplay-Regular.otf", "sha256": "\(wrong)"}}]}],
         "scripts": {"Latn": ["Inter"]}, "fallback": ["Inter"]}
        """.utf8).write(to: manifest)
        let fonts = try FontCollection.manifest(at: manifest.path)
        do {
            _ = try TextMeasurer(fonts: fonts).measure("Standort", language: TestFonts.tag("de"), pointSize: 24, weight: 400)
            Issue.record("the wrong pin was accepted")
        } catch {
            #expect(error.file == manifest.path)
            #expect(error.key == "families[0].faces[0].blend.sha256")
            #expect(error.reason.contains("but the manifest pins \(wrong)"))
        }
    }
}
