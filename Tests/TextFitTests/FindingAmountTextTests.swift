import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A failing amount never reads as zero: messages state lengths with as many decimals (up to the
/// 1/1000 pt they are kept to) as it takes to show the failing part, and rounding a length to
/// 1/1000 pt never turns a failure into 0.
@Suite struct FindingAmountTextTests {
    /// The numbers in `text`, in order.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }.filter { !$0.isNaN }
    }

    /// Title only at 17 pt, insets 12 + 12: a title 319.03 wide needs 343.03, 0.03 more than 343.
    @Test func smallOverflowIsStated() throws {
        let cell = GateFixtures.cell("Send", "de", .large, width: 319.03, line: 1)
        let finding = try #require(cell.findings.first { $0.kind == .truncation })
        #expect(abs(finding.amount - 0.03) < 1e-9)
        // "needs a X pt wide frame, Y pt more than the Z pt it gets": Y > 0 and X − Z = Y as printed.
        let numbers = Self.numbers(finding.message)
        #expect(numbers.count >= 3, "\(finding.message)")
        let (needs, more, gets) = (numbers[0], numbers[1], numbers[2])
        #expect(more == 0.03, "\(finding.message)")
        #expect(abs(needs - gets - more) < 1e-9, "\(finding.message)")
        #expect(needs == 343.03 && gets == 343, "\(finding.message)")
        // The amount as the gate's reports describe it.
        #expect(finding.describedAmount == "0.03 pt")
    }

    /// A larger overflow keeps one decimal: 41.0 more, as before.
    @Test func ordinaryOverflowKeepsOneDecimal() throws {
        let cell = GateFixtures.cell("Send", "de", .large, width: 360, line: 1)
        let finding = try #require(cell.findings.first { $0.kind == .truncation })
        #expect(finding.message.hasPrefix("needs a 384.0 pt wide frame, 41.0 pt more than the 343.0 pt it gets"))
    }

    /// An overflow under 1/1000 pt still fails the cell; its amount stays above zero when rounded.
    @Test func overflowUnderOneThousandthStaysAFailure() throws {
        let cell = GateFixtures.cell("Send", "de", .large, width: 319.0004, line: 1)
        #expect(!cell.fit.fits)
        #expect(cell.fit.overflow > 0)
        let finding = try #require(cell.findings.first { $0.kind == .truncation })
        #expect(finding.amount > 0)
        #expect(Self.numbers(finding.message)[1] > 0, "\(finding.message)")
    }

    /// Ink 0.03 pt above the content area. Title only, line box ascent 16 / descent 4 centred in
    /// the 44 − 7 − 7 = 30 pt tall content area: the area spans 6 ± 15, so ink from −3 up to
    /// 21.03 rises 0.03 above it.
    @Test func smallVerticalClipIsStated() throws {
        let ink = InkBounds(x: 0, y: -3, width: 100, height: 24.03)
        let measurement = SolverFixtures.measurement(text: "Go", width: 100, lineHeight: 20, pointSize: 17, ink: ink)
        let fit = ButtonSolver(spec: GateFixtures.spec).solve(title: measurement, truncate: SolverFixtures.noTruncation)
        let cell = CellResult(key: "Go", language: GateFixtures.tag("ur"), variant: nil, category: .large, textStyle: .body,
                              measurement: measurement, fit: fit, location: nil)
        let finding = try #require(cell.findings.first { $0.kind == .verticalClip })
        #expect(abs(finding.amount - 0.03) < 1e-9)
        #expect(finding.message.hasPrefix("0.03 pt of ink fall outside"), "\(finding.message)")
        #expect(finding.describedAmount == "0.03 pt")
    }

    /// A clip under 1/1000 pt is still a clip once rounded.
    @Test func verticalClipUnderOneThousandthStays() throws {
        let ink = InkBounds(x: 0, y: -3, width: 100, height: 24.0004)
        let measurement = SolverFixtures.measurement(text: "Go", width: 100, lineHeight: 20, pointSize: 17, ink: ink)
        let fit = ButtonSolver(spec: GateFixtures.spec).solve(title: measurement, truncate: SolverFixtures.noTruncation)
        #expect(fit.verticalClip > 0)
        let cell = CellResult(key: "Go", language: GateFixtures.tag("ur"), variant: nil, category: .large, textStyle: .body,
                              measurement: measurement, fit: fit, location: nil)
        let finding = try #require(cell.findings.first { $0.kind == .verticalClip })
        #expect(finding.amount > 0)
        #expect(Self.numbers(finding.message)[0] > 0, "\(finding.message)")
    }

    /// The shared number text: one decimal from 0.1 pt, two from 0.01, else three; never 0 for a length that is not.
    @Test func lengthTextNeverRoundsToZero() {
        #expect(FindingDescriptor.points(0.03) == "0.03 pt")
        #expect(FindingDescriptor.points(0.004) == "0.004 pt")
        #expect(FindingDescriptor.points(0.05) == "0.05 pt")
        #expect(FindingDescriptor.points(0.1) == "0.1 pt")
        #expect(FindingDescriptor.amountInPoints(0.004) == "0.004 pt")
        #expect(FindingDescriptor.amountInPoints(18.2) == "18.20 pt")
        #expect(FindingDescriptor.points(21.6) == "21.6 pt")
        #expect(FindingDescriptor.points(0) == "0.0 pt")
    }
}
