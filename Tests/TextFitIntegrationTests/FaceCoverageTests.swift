import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A face's cached coverage answers what its `cmap` answers, for every code point asked, the
/// first time and from the cache.
@Suite struct FaceCoverageTests {
    @Test(arguments: [("Latn", "de"), ("Arab", "ar"), ("Jpan", "ja"), ("Zsye", "en")])
    func cachedCoverageIsTheCmaps(script: String, language: String) throws {
        let shaper = Shaper(fonts: TestFonts.bundled)
        let faces = try shaper.faces(script: script, language: TestFonts.tag(language), weight: 400, pointSize: 17)
        #expect(!faces.isEmpty)
        // Every BMP code point, the start of the supplementary planes (emoji, CJK extension B),
        // the last code point and two beyond Unicode.
        let scalars = Array(0..<UInt32(0x1_0000)) + Array(0x1_F000..<UInt32(0x2_0100)) + [0x10_FFFF, 0x11_0000, 0xFFFF_FFFF]
        for face in faces {
            var mismatches: [UInt32] = []
            for pass in 0..<2 {
                for scalar in scalars where face.covers(scalar) != face.font.covers(scalar) {
                    mismatches.append(scalar)
                    if pass == 1 { break }
                }
            }
            #expect(mismatches.isEmpty, "\(face.family): \(mismatches.prefix(5))")
            // The face covers something and lacks something: the comparison is not vacuous.
            #expect(scalars.contains { face.covers($0) } && scalars.contains { !face.covers($0) })
        }
    }
}
