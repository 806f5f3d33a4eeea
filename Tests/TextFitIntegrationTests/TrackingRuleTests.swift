import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct TrackingRuleTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) < tolerance }

    /// Apple HIG, "Typography" → "Specifications" → "iOS, iPadOS, visionOS tracking values" →
    /// "SF Pro", column "Tracking (1/1000 em)", as size:value. Re-typed from a different copy
    /// of the page than the implementation's table.
    static let appleSFPro = """
        6:+41 7:+34 8:+26 9:+19 10:+12 11:+6 12:0 13:-6 14:-11 15:-16 16:-20 17:-26 18:-25 \
        19:-24 20:-23 21:-18 22:-12 23:-4 24:+3 25:+6 26:+8 27:+11 28:+14 29:+14 30:+14 \
        31:+13 32:+13 33:+12 34:+12 35:+11 36:+10 37:+10 38:+10 39:+10 40:+10 41:+9 42:+9 \
        43:+9 44:+8 45:+8 46:+8 47:+8 48:+8 49:+7 50:+7 51:+7 52:+6 53:+6 54:+6 56:+6 58:+5 \
        60:+4 62:+4 64:+4 66:+3 68:+2 70:+2 72:+2 76:+1 80:0 84:0 88:0 92:0 96:0
        """

    static func parsedAppleTable() throws -> [(Double, Double)] {
        try appleSFPro.split(separator: " ").map { pair in
            let parts = pair.split(separator: ":")
            let size = try #require(Double(String(parts[0])))
            let value = try #require(Double(String(parts[1])))
            return (size, value)
        }
    }

    @Test func sfProMatchesAppleAtEveryListedSize() throws {
        let table = try Self.parsedAppleTable()
        #expect(table.count == 64)
        for (size, milliEm) in table {
            #expect(close(TrackingRule.sfPro.trackingEm(atPointSize: size), milliEm / 1000), "\(size) pt")
            #expect(close(TrackingRule.sfPro.tracking(atPointSize: size), milliEm / 1000 * size), "\(size) pt")
        }
    }

    @Test func sfProSpotValues() {
        // 17 pt: −26/1000 em = −0.026 em = −0.442 pt (Apple's points column rounds this to −0.43).
        #expect(close(TrackingRule.sfPro.trackingEm(atPointSize: 17), -0.026))
        #expect(close(TrackingRule.sfPro.tracking(atPointSize: 17), -0.442))
        // 12 pt is the zero point; 28 pt is +14/1000 em = 0.392 pt.
        #expect(TrackingRule.sfPro.trackingEm(atPointSize: 12) == 0)
        #expect(close(TrackingRule.sfPro.tracking(atPointSize: 28), 0.392))
    }

    @Test func sfProMidpointsAreTheMeanOfTheNeighbours() {
        // 17.5 pt: (−26 + −25) / 2 = −25.5 → −0.0255 em.
        #expect(close(TrackingRule.sfPro.trackingEm(atPointSize: 17.5), -0.0255))
        // 57 pt sits between 56 (+6) and 58 (+5): +5.5 → 0.0055 em.
        #expect(close(TrackingRule.sfPro.trackingEm(atPointSize: 57), 0.0055))
        // 78 pt sits between 76 (+1) and 80 (0): +0.5 → 0.0005 em.
        #expect(close(TrackingRule.sfPro.trackingEm(atPointSize: 78), 0.0005))
        // A quarter of the way from 23 (−4) to 24 (+3): −4 + 7/4 = −2.25 → −0.00225 em.
        #expect(close(TrackingRule.sfPro.trackingEm(atPointSize: 23.25), -0.00225))
    }

    @Test func sfProClampsOutsideTheTable() {
        #expect(TrackingRule.sfPro.trackingEm(atPointSize: 4) == 0.041)
        #expect(TrackingRule.sfPro.trackingEm(atPointSize: 0) == 0.041)
        #expect(TrackingRule.sfPro.trackingEm(atPointSize: 120) == 0)
        #expect(TrackingRule.sfPro.tracking(atPointSize: 200) == 0)
        #expect(TrackingRule.sfPro.trackingEm(atPointSize: .nan).isNaN)
    }

    @Test func interFollowsTheDynamicMetricsFormula() {
        // python3: -0.0223 + 0.185 * math.exp(-0.1745 * 17) = -0.012775610494210232
        #expect(close(TrackingRule.inter.trackingEm(atPointSize: 17), -0.012775610494210232, 1e-15))
        // python3: (-0.0223 + 0.185 * math.exp(-0.1745 * 17)) * 17 = -0.21718537840157393
        #expect(close(TrackingRule.inter.tracking(atPointSize: 17), -0.21718537840157393, 1e-14))
        // python3: -0.0223 + 0.185 * math.exp(-0.1745 * 11) = 0.004835852528962955
        #expect(close(TrackingRule.inter.trackingEm(atPointSize: 11), 0.004835852528962955, 1e-15))
        // python3: -0.0223 + 0.185 * math.exp(-0.1745 * 34) = -0.021809654078605415
        #expect(close(TrackingRule.inter.trackingEm(atPointSize: 34), -0.021809654078605415, 1e-15))
    }

    @Test func noneIsZero() {
        for size in [6.0, 17, 34, 96, 200] {
            #expect(TrackingRule.none.trackingEm(atPointSize: size) == 0)
            #expect(TrackingRule.none.tracking(atPointSize: size) == 0)
        }
    }

    @Test func detectsFamilies() {
        #expect(TrackingRule.detect(familyName: "SF Pro") == .sfPro)
        #expect(TrackingRule.detect(familyName: "SF Pro Text") == .sfPro)
        #expect(TrackingRule.detect(familyName: "SF Pro Display") == .sfPro)
        #expect(TrackingRule.detect(familyName: ".SF NS") == .sfPro)
        #expect(TrackingRule.detect(familyName: ".SFUI-Regular") == .sfPro)
        #expect(TrackingRule.detect(familyName: "  SF Pro Text ") == .sfPro)
        #expect(TrackingRule.detect(familyName: "Inter") == .inter)
        #expect(TrackingRule.detect(familyName: "Inter Variable") == .inter)
        #expect(TrackingRule.detect(familyName: "InterVariable") == .inter)
        #expect(TrackingRule.detect(familyName: "Interstate") == .none)
        #expect(TrackingRule.detect(familyName: "SF Compact") == .none)
        #expect(TrackingRule.detect(familyName: "Helvetica Neue") == .none)
        #expect(TrackingRule.detect(familyName: "Noto Sans") == .none)
        #expect(TrackingRule.detect(familyName: "") == .none)
    }

    @Test func codableUsesTheRawNames() throws {
        let data = try JSONEncoder().encode([TrackingRule.sfPro, .inter, .none])
        #expect(String(decoding: data, as: UTF8.self) == #"["sf-pro","inter","none"]"#)
        #expect(try JSONDecoder().decode([TrackingRule].self, from: data) == [.sfPro, .inter, .none])
        #expect(TrackingRule(rawValue: "sf-pro") == .sfPro)
    }
}
