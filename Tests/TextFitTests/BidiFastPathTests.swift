import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Text wholly below U+0590 in a paragraph that defaults to left to right is resolved without
/// FriBidi (``FriBidi/paragraph(_:rightToLeftHint:)``): the answer equals FriBidi's own for every
/// scalar there — alone, between letters, after digits, in brackets — and for every such title
/// of the bundled catalog and of the public app catalogs.
@Suite struct BidiFastPathTests {
    static func expectSame(_ scalars: [UInt32], _ comment: @autoclosure () -> String) {
        let fast = FriBidi.paragraph(scalars, rightToLeftHint: false)
        let full = FriBidi.resolved(scalars, rightToLeftHint: false)
        #expect(fast.levels == full.levels && fast.visualToLogical == full.visualToLogical
                && fast.isRightToLeft == full.isRightToLeft, "\(comment())")
        // No scalar below U+0590 is of a bidi type that opens a level: FriBidi's own types agree.
        #expect(fast.leftToRightStretches == .every && full.leftToRightStretches == .every, "\(comment())")
    }

    @Test func everyScalarBelowU0590() {
        for value in UInt32(0)..<0x590 {
            for scalars: [UInt32] in [[value], [0x61, value, 0x62], [0x31, value, 0x32], [0x28, value, 0x29, 0x20, 0x33]] {
                Self.expectSame(scalars, "U+\(String(value, radix: 16)) in \(scalars)")
            }
        }
    }

    @Test(RealWorld.required, arguments: ["", "CSE", "Maccy", "stats"])
    func catalogTitles(_ app: String) throws {
        let root = RealWorld.root
        let path = app.isEmpty ? TestFonts.repositoryRoot.appendingPathComponent("Strings").path
                               : root.appendingPathComponent(app).path
        var checked = 0
        for string in try LocalizationReader.read(paths: [path]).strings {
            let scalars = string.value.unicodeScalars.map(\.value)
            guard scalars.allSatisfy({ $0 < 0x590 }) else { continue }
            Self.expectSame(scalars, "\(string.language) \(string.key)")
            checked += 1
        }
        #expect(checked > 100)
    }
}
