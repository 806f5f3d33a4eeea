import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct SolverGeometryTests {
    /// Title and icon at body/large: text 100 wide, line height 20, point size 17, insets 8/12/8/12.
    @Test func titleAndIconContentAndFrame() throws {
        let spec = ButtonSpec(labelStyle: .titleAndIcon, textStyle: .body, iconScale: 1.0, iconSpacing: 0.3,
                              contentInsets: .init(top: 8, leading: 12, bottom: 8, trailing: 12))
        let title = SolverFixtures.measurement(width: 100, lineHeight: 20, pointSize: 17)
        let fit = ButtonSolver(spec: spec).solve(title: title, truncate: SolverFixtures.noTruncation)
        // icon side = 1.0 × 17 = 17; gap = 0.3 em × 17 = 5.1
        // content   = (17 + 5.1 + 100, max(20, 17)) = (122.1, 20)
        // insets scale = 17 / 17 (body at large) = 1, so 8/12 stay
        // min frame = (122.1 + 12 + 12, 20 + 8 + 8) = (146.1, 36) → height raised to 44
        #expect(fit.iconSide == 17)
        #expect(abs(fit.contentSize.width - 122.1) < 1e-9)
        #expect(fit.contentSize.height == 20)
        #expect(abs(fit.minFrame.width - 146.1) < 1e-9)
        #expect(fit.minFrame.height == 44)
        #expect(fit.frame == fit.minFrame)            // 146.1 ≤ 343
        #expect(fit.fits && fit.overflow == 0 && fit.truncatedText == nil)
        // title room = 146.1 − 24 − 17 − 5.1 = 100
        #expect(abs(fit.availableTextWidth - 100) < 1e-9)
        // content area 122.1 × 28; content 122.1 × 20 → dx = 12, dy = 8 + (28 − 20)/2 = 12
        // r ≤ 12 + 12 + √(2·12·12) = 24 + 16.9706 = 40.97, capped at 44/2 = 22
        #expect(fit.maxCornerRadius == 22)
        #expect(fit.capsuleFits)
        #expect(fit.cornerRadius == 22 && !fit.cornerClip)   // capsule default → 44/2
        #expect(fit.circleFits == nil)
        #expect(fit.verticalClip == 0)
    }

    /// At twice the base size the insets double with the text when `scalesInsets` is on.
    @Test func insetsScaleWithPointSize() {
        let spec = ButtonSpec(textStyle: .body, contentInsets: .init(top: 8, leading: 12, bottom: 8, trailing: 12))
        let title = SolverFixtures.measurement(width: 200, lineHeight: 40, pointSize: 34)
        let g = ButtonGeometry(spec: spec, textWidth: title.width, lineHeight: title.lineHeight, pointSize: 34)
        // scale = 34 / 17 = 2 → insets 16/24; icon 34; gap 0.3 × 34 = 10.2
        // content = (34 + 10.2 + 200, 40) = (244.2, 40); min frame = (244.2 + 48, 40 + 32) = (292.2, 72)
        #expect(g.insets == .init(top: 16, leading: 24, bottom: 16, trailing: 24))
        #expect(abs(g.minFrame.width - 292.2) < 1e-9)
        #expect(g.minFrame.height == 72)

        var fixed = spec
        fixed.scalesInsets = false
        let h = ButtonGeometry(spec: fixed, textWidth: 200, lineHeight: 40, pointSize: 34)
        // unscaled: (244.2 + 24, 40 + 16) = (268.2, 56)
        #expect(abs(h.minFrame.width - 268.2) < 1e-9)
        #expect(h.minFrame.height == 56)
    }

    /// A short title is raised to the 44 × 44 minimum hit target.
    @Test func minimumSizeClamp() {
        let spec = ButtonSpec(labelStyle: .titleOnly, textStyle: .caption1)
        let title = SolverFixtures.measurement(text: "OK", width: 10, lineHeight: 14, pointSize: 12)
        let fit = ButtonSolver(spec: spec).solve(title: title, truncate: SolverFixtures.noTruncation)
        // caption1 is 12 pt at large → scale 1; insets 7/12/7/12
        // content (10, 14); raw frame (10 + 24, 14 + 14) = (34, 28) → (44, 44)
        #expect(fit.contentSize == BoxSize(width: 10, height: 14))
        #expect(fit.minFrame == BoxSize(width: 44, height: 44))
        #expect(fit.iconSide == 0)
        // the frame is wider than the content needs: room for the title = 44 − 24 = 20
        #expect(fit.availableTextWidth == 20)
    }

    /// A title wider than the maximum width: the frame is capped and the truncator gets the room left.
    @Test func maximumWidthOverflowTruncates() {
        let spec = ButtonSpec(labelStyle: .titleOnly, textStyle: .body, maximumWidth: 200)
        let title = SolverFixtures.measurement(width: 300, lineHeight: 20, pointSize: 17)
        var asked: [Double] = []
        let fit = ButtonSolver(spec: spec).solve(title: title) { width in
            asked.append(width)
            return TruncatedTitle(text: "Curr…", width: 170, keptClusters: 4, fits: true)
        }
        // min frame width = 300 + 24 = 324 → overflow 324 − 200 = 124; frame 200 wide
        // title room = 200 − 24 = 176
        #expect(fit.minFrame.width == 324)
        #expect(fit.frame.width == 200)
        #expect(fit.overflow == 124)
        #expect(!fit.fits)
        #expect(asked == [176])
        #expect(fit.truncatedText == "Curr…")
        #expect(fit.availableTextWidth == 176)
    }

    /// Ink taller than the content area is clipped: the line box is centred in the area.
    @Test func verticalClipFromTallInk() {
        let spec = ButtonSpec(labelStyle: .titleOnly, textStyle: .body)
        // ascent 16, descent 4, line height 20; ink from 11 below to 24 above the baseline
        let title = SolverFixtures.measurement(width: 100, lineHeight: 20, pointSize: 17, ascent: 16, descent: 4,
                                               ink: InkBounds(x: 0, y: -11, width: 100, height: 35))
        let fit = ButtonSolver(spec: spec).solve(title: title, truncate: SolverFixtures.noTruncation)
        // frame height = max(20 + 14, 44) = 44 → content area 44 − 14 = 30 tall
        // line box −4…16 has its centre at 6 → area spans 6 − 15 = −9 … 6 + 15 = 21
        // ink top 24 is 3 above 21; ink bottom −11 is 2 below −9 → 5 points clipped
        #expect(abs(fit.verticalClip - 5) < 1e-9)
    }

    /// Ink inside the area is not a clip.
    @Test func noVerticalClipForOrdinaryInk() {
        let title = SolverFixtures.measurement(width: 100, lineHeight: 20, pointSize: 17,
                                               ink: InkBounds(x: 0, y: -4, width: 100, height: 17))
        let fit = ButtonSolver(spec: .default).solve(title: title, truncate: SolverFixtures.noTruncation)
        #expect(fit.verticalClip == 0)
    }

    /// A fixed frame narrower and shorter than the content: width overflow and vertical clip.
    @Test func fixedFrameOverflowAndHeight() {
        let spec = ButtonSpec(labelStyle: .titleAndIcon, textStyle: .body,
                              fixedFrame: BoxSize(width: 120, height: 30))
        let title = SolverFixtures.measurement(width: 100, lineHeight: 20, pointSize: 17, ascent: 16, descent: 4,
                                               ink: InkBounds(x: 0, y: -3, width: 100, height: 18))
        var asked: [Double] = []
        let fit = ButtonSolver(spec: spec).solve(title: title) { width in
            asked.append(width)
            return nil
        }
        // content = (17 + 5.1 + 100, 20) = (122.1, 20); needed frame width = 122.1 + 24 = 146.1
        // overflow = 146.1 − 120 = 26.1; title room = 120 − 24 − 17 − 5.1 = 73.9
        #expect(fit.frame == BoxSize(width: 120, height: 30))
        #expect(abs(fit.overflow - 26.1) < 1e-9)
        #expect(!fit.fits)
        #expect(asked.count == 1 && abs(asked[0] - 73.9) < 1e-9)
        // content area height = 30 − 14 = 16, centred on (16 − 4)/2 = 6 → −2 … 14
        // text ink −3 … 15: 1 above + 1 below = 2; icon 17 in 16 → 1; the larger is 2
        #expect(abs(fit.verticalClip - 2) < 1e-9)
        // corners: the title is truncated to the 96-wide area → dx = 12;
        // dy = 7 + (16 − 20)/2 = 5; r ≤ 12 + 5 + √120 = 27.95, capped at 30/2 = 15
        #expect(fit.maxCornerRadius == 15)
        #expect(fit.capsuleFits)
    }

    /// A fixed frame that is too short but wide enough still reports the height problem.
    @Test func fixedFrameTooShortOnly() {
        let spec = ButtonSpec(labelStyle: .iconOnly, fixedFrame: BoxSize(width: 44, height: 20))
        let title = SolverFixtures.measurement(width: 0, lineHeight: 20, pointSize: 17)
        let fit = ButtonSolver(spec: spec).solve(title: title, truncate: SolverFixtures.noTruncation)
        // icon 17 × 17; area height 20 − 14 = 6 → 17 − 6 = 11 points of icon outside
        #expect(fit.fits)
        #expect(abs(fit.verticalClip - 11) < 1e-9)
    }
}
