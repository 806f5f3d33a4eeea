import Foundation
import Testing
@testable import TextFit
@testable import TextFitCore

/// Faces reassigned from one size to another, checked against the lookup for every pair of
/// ``LineSliceTests/pointSizes`` (Inter's text cut, its blend with Display, Display alone).
///
/// ``Shaper/assignFaces(_:language:weight:pointSize:like:)`` takes a text's faces at a new
/// size from those it got at a size measured before, where the two sizes' stacks decide alike;
/// it must give what `assignFaces(_:language:weight:pointSize:)` gives, each cluster the
/// first face of its run's stack that covers it. Texts: ``LineSliceTests``' titles, titles with
/// emoji and symbols Inter lacks, the bundled catalog, and a manifest whose cuts differ.
@Suite struct FaceReassignmentTests {
    /// Checks `text` at every pair of sizes, the first of the pair being the one known.
    static func check(_ text: String, language: LanguageTag, weight: Int, shaper: Shaper, tally: inout Tally) throws {
        let items = ItemizedText(text, rightToLeftHint: language.isRightToLeft)
        guard !items.clusters.isEmpty else { return }
        let sizes = LineSliceTests.pointSizes
        var known: [Shaper.FaceAssignment] = []
        for size in sizes {
            known.append(try shaper.assignFaces(items, language: language, weight: weight, pointSize: size))
        }
        for (i, from) in known.enumerated() {
            for (j, size) in sizes.enumerated() where j != i {
                tally.pairs += 1
                let reassigned = try shaper.assignFaces(items, language: language, weight: weight, pointSize: size,
                                                        like: from)
                #expect(reassigned == known[j], "\(language) \(sizes[i]) → \(size) pt: “\(text.prefix(60))”")
                #expect(reassigned.pointSize == size)
                guard try shaper.reassign(from, items: items, language: language, weight: weight, pointSize: size) != nil
                else { continue }
                tally.reassigned += 1
                if reassigned.stretches.contains(where: { $0.stackIndex > 0 }) { tally.later += 1 }
            }
        }
    }

    /// Titles whose clusters are covered only by a face after the first of their run's stack:
    /// emoji with and without variation selectors, and symbols Inter lacks.
    static let laterFaces: [(language: String, text: String)] = [
        ("en", "Share 📍 location ✔︎ now ☎️ and ☎︎"),
        ("de", "Standort teilen 🇩🇪 → ⌘ ∰ ㈱"),
        ("ja", "現在地を送信 📍 Apple ID と GPS"),
    ]

    @Test func titlesOfManyScripts() throws {
        let shaper = Shaper(fonts: TestFonts.bundled)
        var tally = Tally()
        for (index, (language, text)) in (LineSliceTests.texts + Self.laterFaces).enumerated() {
            try Self.check(text, language: TestFonts.tag(language), weight: index.isMultiple(of: 2) ? 400 : 600,
                           shaper: shaper, tally: &tally)
        }
        // Most pairs share their stacks' faces (within the text cut, along the blend); some
        // reassigned titles have a cluster in a later face, and some pairs are looked up again.
        #expect(tally.reassigned * 2 > tally.pairs && tally.reassigned < tally.pairs, "\(tally)")
        #expect(tally.later > 0, "\(tally)")
    }

    /// A family whose small sizes are Inter and large ones Noto Sans, then Noto Sans for what
    /// Inter lacks: the stacks map other code points at 12 and 28 pt, so nothing is
    /// reassigned between the two cuts. Inter maps “→” and Noto Sans does not; Noto Sans maps
    /// “ℹ” and Inter does not (`hb-shape` gives `.notdef` for each in the other font).
    @Test func stacksThatMapOtherCodePointsAreLookedUp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reassign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = #"""
            { "schemaVersion": 1, "searchPaths": ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto"],
              "families": [
                { "name": "Split", "faces": [
                    { "file": "Inter-Regular.otf", "weight": 400, "opticalSize": { "below": 20 } },
                    { "file": "NotoSans-Regular.ttf", "weight": 400, "opticalSize": { "from": 20 } } ] },
                { "name": "Noto Sans", "faces": [ { "file": "NotoSans-Regular.ttf", "weight": 400 } ] } ],
              "scripts": { "Latn": ["Split", "Noto Sans"], "Zyyy": ["Split", "Noto Sans"] },
              "fallback": ["Split", "Noto Sans"] }
            """#
        let path = folder.appendingPathComponent("manifest.json").path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path))
        let shaper = Shaper(fonts: try FontCollection.manifest(at: path))
        let language = TestFonts.tag("en")
        let items = ItemizedText("Go → here ℹ now", rightToLeftHint: false)
        let small = try shaper.assignFaces(items, language: language, weight: 400, pointSize: 12)
        let large = try shaper.assignFaces(items, language: language, weight: 400, pointSize: 28)
        #expect(small.stretches.contains { $0.stackIndex == 1 }, "“ℹ” takes Noto Sans after Inter at 12 pt")
        #expect(try shaper.reassign(small, items: items, language: language, weight: 400, pointSize: 28) == nil)
        #expect(try shaper.reassign(large, items: items, language: language, weight: 400, pointSize: 12) == nil)
        #expect(try shaper.assignFaces(items, language: language, weight: 400, pointSize: 28, like: small) == large)
        #expect(try shaper.assignFaces(items, language: language, weight: 400, pointSize: 12, like: large) == small)
        // Within one cut the stacks decide alike.
        let smaller = try shaper.assignFaces(items, language: language, weight: 400, pointSize: 14)
        #expect(try shaper.reassign(small, items: items, language: language, weight: 400, pointSize: 14) == smaller)
    }

    @Test func bundledCatalog() throws {
        let shaper = Shaper(fonts: TestFonts.bundled)
        var tally = Tally()
        // At the regular weight and the bold the categories' styles use.
        for string in TestFonts.bundledStrings {
            for weight in [400, 600] {
                try Self.check(string.value, language: string.language, weight: weight, shaper: shaper, tally: &tally)
            }
        }
        // The bundled stacks map the same code points at every size: every pair is reassigned.
        #expect(tally.reassigned == tally.pairs && tally.pairs > 10_000, "\(tally)")
    }

    /// Pairs of sizes checked, and how many of them were reassigned rather than looked up.
    struct Tally {
        var pairs = 0
        var reassigned = 0
        /// Reassigned with a stretch in a face after the first of its stack.
        var later = 0
    }
}
