import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct CornerRadiusLimitTests {
    /// dx = 8, dy = 2: (r − 8)² + (r − 2)² = r² ⇔ r² − 20r + 68 = 0 ⇔ r = 10 ± √32; the larger root 15.657.
    @Test func formulaOnAHandSolvedCase() {
        // frame 100 × 40, content 84 × 36 centred → dx = (100 − 84)/2 = 8, dy = (40 − 36)/2 = 2
        let limit = CornerRadiusLimit(frame: BoxSize(width: 100, height: 40), content: BoxSize(width: 84, height: 36))
        let expected = 10 + 32.0.squareRoot()        // 15.65685…
        #expect(abs(limit.clearanceBound - expected) < 1e-12)
        #expect(abs(limit.maximum - 15.656854) < 1e-6)   // below half the height (20)
        // check the root: the content corner (8, 2) lies on the corner circle of that radius
        let r = limit.maximum
        #expect(abs((r - 8) * (r - 8) + (r - 2) * (r - 2) - r * r) < 1e-9)
        #expect(!limit.clips(radius: 15))
        #expect(limit.clips(radius: 16))
        #expect(!limit.capsuleFits)                   // 20 > 15.66
    }

    /// Capsule 200 × 44 around 150 × 20: dx = 25, dy = 12 → 37 + √600 = 61.5 ≥ 22.
    @Test func capsuleThatWorks() {
        let limit = CornerRadiusLimit(frame: BoxSize(width: 200, height: 44), content: BoxSize(width: 150, height: 20))
        #expect(abs(limit.clearanceBound - (37 + 600.0.squareRoot())) < 1e-12)
        #expect(limit.capsuleFits)
        #expect(limit.maximum == 22)
        #expect(!limit.clips(radius: ButtonSpec.CornerRadius.capsule.resolved(for: limit.frame)))
    }

    /// Capsule 200 × 44 around 196 × 40: dx = dy = 2 → 4 + √8 = 6.83 < 22.
    @Test func capsuleThatDoesNot() {
        let limit = CornerRadiusLimit(frame: BoxSize(width: 200, height: 44), content: BoxSize(width: 196, height: 40))
        #expect(abs(limit.maximum - (4 + 8.0.squareRoot())) < 1e-12)
        #expect(!limit.capsuleFits)
        #expect(limit.clips(radius: 22))
    }

    /// Content wider than the frame: dx clamps at 0, leaving r ≤ dy.
    @Test func contentWiderThanFrame() {
        let limit = CornerRadiusLimit(frame: BoxSize(width: 100, height: 44), content: BoxSize(width: 120, height: 20))
        // dx = max(0, −10) = 0, dy = 12 → 0 + 12 + 0
        #expect(limit.maximum == 12)
    }

    /// Asymmetric insets: the tighter side's corners set the limit.
    @Test func asymmetricInsets() {
        // frame 100 × 44, content 60 × 20, insets leading 4, trailing 20, top/bottom 7
        // area 76 × 30: content centred in it → leading clearance 4 + 8 = 12, trailing 20 + 8 = 28,
        // top/bottom 7 + 5 = 12 → tightest corner 12 + 12 + √288 = 40.97 → capped at 22
        let insets = ButtonSpec.EdgeInsets(top: 7, leading: 4, bottom: 7, trailing: 20)
        let a = CornerRadiusLimit(frame: BoxSize(width: 100, height: 44), content: BoxSize(width: 60, height: 20),
                                  insets: insets)
        #expect(abs(a.clearanceBound - (24 + 288.0.squareRoot())) < 1e-12)
        let tall = CornerRadiusLimit(frame: BoxSize(width: 100, height: 100), content: BoxSize(width: 60, height: 84),
                                     insets: insets)
        // area 76 × 86 → top 7 + 1 = 8, leading 12 → 20 + √192 = 33.86 (under the 50 cap)
        #expect(abs(tall.maximum - (20 + 192.0.squareRoot())) < 1e-12)
    }

    /// A square icon c in a circle of diameter D stays inside iff its half-diagonal c/√2 ≤ D/2,
    /// i.e. c ≤ D/√2; for D = 44 that is c ≤ 31.11.
    @Test func iconOnlyCircle() {
        let minimum = BoxSize(width: 44, height: 44)
        let works = CornerRadiusLimit.circle(content: BoxSize(width: 31, height: 31), minimumSize: minimum)
        #expect(works.diameter == 44 && works.fits)           // 31/√2 = 21.92 ≤ 22
        let fails = CornerRadiusLimit.circle(content: BoxSize(width: 32, height: 32), minimumSize: minimum)
        #expect(fails.diameter == 44 && !fails.fits)          // 32/√2 = 22.63 > 22
        let big = CornerRadiusLimit.circle(content: BoxSize(width: 53, height: 53), minimumSize: minimum)
        #expect(big.diameter == 53 && !big.fits)              // icon as wide as the circle
    }

    /// The same circle through the solver for an icon-only button.
    @Test func iconOnlyCircleThroughSolver() {
        let spec = ButtonSpec(labelStyle: .iconOnly, iconScale: 1)
        let small = SolverFixtures.measurement(width: 0, lineHeight: 37, pointSize: 31)
        let large = SolverFixtures.measurement(width: 0, lineHeight: 38, pointSize: 32)
        let a = ButtonSolver(spec: spec).solve(title: small, truncate: SolverFixtures.noTruncation)
        let b = ButtonSolver(spec: spec).solve(title: large, truncate: SolverFixtures.noTruncation)
        #expect(a.iconSide == 31 && a.circleFits == true)
        #expect(b.iconSide == 32 && b.circleFits == false)
        #expect(a.truncatedText == nil && a.availableTextWidth == 0)
    }

    /// A fixed radius larger than the limit is a corner clip; the capsule reports its own fit.
    @Test func cornerClipThroughSolver() {
        // titleOnly, text 300 × 20 at 17 pt, insets 7/12/7/12: frame (324, 44); content area 300 × 30
        // dx = 12, dy = 7 + 5 = 12 → 24 + √288 = 40.97 → max 22; radius 30 clips, 20 does not
        let title = SolverFixtures.measurement(width: 300, lineHeight: 20, pointSize: 17)
        let clipped = ButtonSolver(spec: ButtonSpec(labelStyle: .titleOnly, cornerRadius: .points(30)))
            .solve(title: title, truncate: SolverFixtures.noTruncation)
        #expect(clipped.maxCornerRadius == 22 && clipped.cornerRadius == 30 && clipped.cornerClip)
        let clear = ButtonSolver(spec: ButtonSpec(labelStyle: .titleOnly, cornerRadius: .points(20)))
            .solve(title: title, truncate: SolverFixtures.noTruncation)
        #expect(!clear.cornerClip && clear.capsuleFits)
    }
}
