import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// `close`: a cell whose needed width is within the margin of the spec's width limit, on either
/// side, gets an advisory warning; it never makes the run or the gate fail.
///
/// The geometry is worked out here by hand: a title-only button with 10 pt insets that do not
/// scale and the 44 × 44 pt minimum size (far narrower than the title) needs 20 pt plus the title's width, which is hb-shape's advance of
/// "Current Location" in Inter's text cut at 17 pt (body at the default category) plus SF Pro's
/// tracking there, −26/1000 em after each of its 16 clusters.
@Suite struct CloseFindingTests {
    static let title = "Current Location"

    /// 20 pt of insets plus the title's width, from hb-shape.
    static func neededWidth() throws -> Double {
        let advance = try HBShape.width(font: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", faceIndex: 0,
                                        text: title, language: "en", pointSize: 17).width
        return 20 + advance - 0.026 * 17 * Double(title.count)
    }

    static func cell(maximumWidth: Double, margin: Double? = nil) throws -> CellResult {
        let spec = ButtonSpec(labelStyle: .titleOnly, contentInsets: .init(top: 7, leading: 10, bottom: 7, trailing: 10),
                              scalesInsets: false, minimumSize: BoxSize(width: 44, height: 44), maximumWidth: maximumWidth)
        var plan = VerificationPlan(spec: spec, keyLimits: [:], categories: [.large], sampler: FormatSpecifierSampler())
        plan.closeMargin = margin
        let string = LocalizedString(key: "current", language: LanguageTag("en")!, value: title,
                                     location: SourceLocation(file: "Localizable.xcstrings", line: 1))
        return try #require(try CellSolver(plan: plan, fonts: TestFonts.bundled).cells(for: string).first)
    }

    @Test func theGeometryIsTheOneWorkedOutByHand() throws {
        let cell = try Self.cell(maximumWidth: 400)
        #expect(abs(cell.fit.minFrame.width - (try Self.neededWidth())) < 0.005)
        #expect(cell.measurement.pointSize == 17)
        // 17 pt is in the stand-in's 2 % band.
        #expect(StandInError.percent(atPointSize: 17) == 2)
    }

    /// Width limit W, needed width n, margin 2 %: close when |W − n| ≤ 0.02 W.
    @Test func justInsideAndJustOutsideTheMarginWhenItFits() throws {
        let needed = try Self.neededWidth()
        // W − n = 0.02 W − 0.02 < 0.02 W: close.
        let inside = try Self.cell(maximumWidth: (needed - 0.02) / 0.98)
        let close = try #require(inside.findings.first { $0.kind == .close })
        #expect(inside.findings.map(\.kind) == [.close])
        #expect(close.message.hasPrefix("fits by "))
        #expect(close.message.contains("within the stand-in's 2 % error: check on a device"))
        #expect(abs(close.amount - ((needed - 0.02) / 0.98 - needed)) < 0.002)
        #expect(inside.fit.fits && !inside.fails)
        // W − n = 0.02 W + 0.02 > 0.02 W: not close.
        let outside = try Self.cell(maximumWidth: (needed + 0.02) / 0.98)
        #expect(outside.findings.isEmpty)
    }

    /// On the failing side: n − W = 0.02 W − 0.02 is close (and truncated), 0.02 W + 0.02 is not.
    @Test func justInsideAndJustOutsideTheMarginWhenItFails() throws {
        let needed = try Self.neededWidth()
        let inside = try Self.cell(maximumWidth: (needed + 0.02) / 1.02)
        #expect(inside.findings.map(\.kind) == [.truncation, .close])
        let close = try #require(inside.findings.first { $0.kind == .close })
        #expect(close.message.hasPrefix("fails by "))
        let outside = try Self.cell(maximumWidth: (needed - 0.02) / 1.02)
        #expect(outside.findings.map(\.kind) == [.truncation])
    }

    /// `--margin` replaces the stand-in's error: 5 % catches what 2 % does not, 0 turns it off.
    @Test func marginOverridesTheDefault() throws {
        let needed = try Self.neededWidth()
        let width = needed / 0.96  // fits by 4 % of the limit
        #expect(try Self.cell(maximumWidth: width).findings.isEmpty)
        let wide = try Self.cell(maximumWidth: width, margin: 5)
        let close = try #require(wide.findings.first { $0.kind == .close })
        #expect(close.message.contains("within the 5 % margin"))
        let tight = try Self.cell(maximumWidth: (needed - 0.02) / 0.98, margin: 0)
        #expect(tight.findings.isEmpty)
    }

    /// A run whose only findings are `close` passes, with or without a gate, whatever the policy.
    @Test func closeNeverFailsTheRunOrTheGate() async throws {
        let needed = try Self.neededWidth()
        let spec = ButtonSpec(labelStyle: .titleOnly, contentInsets: .init(top: 7, leading: 10, bottom: 7, trailing: 10),
                              scalesInsets: false, minimumSize: BoxSize(width: 44, height: 44),
                              maximumWidth: (needed - 0.02) / 0.98)
        let table = StringTable(sourceLanguage: LanguageTag("en")!,
                                strings: [LocalizedString(key: "current", language: LanguageTag("en")!, value: Self.title,
                                                          location: SourceLocation(file: "Localizable.xcstrings", line: 1))])
        let verification = Verification(strings: table, spec: spec, categories: [.large], fonts: TestFonts.bundled)
        let result = try await verification.run()
        #expect(result.cells.flatMap(\.findings).map(\.kind) == [.close])
        #expect(result.passes && result.summary.passes)
        #expect(result.summary.failingCellCount == 0)
        #expect(SummaryReporter.verdict(result.summary).hasPrefix("✓ every title fits") &&
                SummaryReporter.verdict(result.summary).contains("1 close to their limit"))
        for policy in [GatePolicy.failOnEverything,
                       try GatePolicy.combining(file: nil, failOn: ["close"], warnOn: [])] {
            let gate = GateResult(result: result, policy: policy, baseline: nil)
            #expect(!gate.fails, "\(policy)")
            #expect(gate.findings.map(\.level) == [.warn])
        }
    }
}
