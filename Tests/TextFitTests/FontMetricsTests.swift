import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Expected values are worked out by hand from Apple's HIG "iOS, iPadOS Dynamic Type sizes"
/// tables (Body: 17 pt at Large, 53 pt at AX5, 14 pt at xSmall; Large Title: 34 pt at Large,
/// 40 pt at xxxLarge; Caption 2: 11 pt from xSmall to Large).
@Suite struct FontMetricsTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func custom20PointBodyAtAX5() {
        // 20 × 53 / 17 = 1060 / 17 = 62.352941176470588…
        let scaled = FontMetrics(textStyle: .body).scaledValue(20, for: .ax5)
        #expect(close(scaled, 62.352941176470588))
        #expect(close(scaled, 1060.0 / 17.0))
    }

    @Test func custom40PointLargeTitleAtXXXLarge() {
        // 40 × 40 / 34 = 47.058823529411764…
        #expect(close(FontMetrics(textStyle: .largeTitle).scaledValue(40, for: .xxxLarge), 47.058823529411764))
    }

    @Test func shrinksBelowTheDefault() {
        // Body at xSmall: 17 × 14 / 17 = 14; 10 × 14 / 17 = 8.235294117647059…
        let body = FontMetrics(textStyle: .body)
        #expect(close(body.scaledValue(17, for: .xSmall), 14))
        #expect(close(body.scaledValue(10, for: .xSmall), 8.235294117647059))
    }

    @Test func defaultCategoryIsTheIdentity() {
        for style in TextStyle.allCases {
            #expect(FontMetrics(textStyle: style).scaledValue(23.5, for: .large) == 23.5, "\(style)")
        }
    }

    @Test func caption2DoesNotShrinkBelowLarge() {
        // Caption 2 is 11 pt at xSmall, Small, Medium and Large, so the factor is exactly 1.
        let caption2 = FontMetrics(textStyle: .caption2)
        for category in [ContentSizeCategory.xSmall, .small, .medium] {
            #expect(caption2.scaledValue(20, for: category) == 20, "\(category)")
        }
        // …and 40 / 11 at AX5: 20 × 40 / 11 = 72.72…
        #expect(close(caption2.scaledValue(20, for: .ax5), 800.0 / 11.0))
    }

    @Test func nilBaseIsTheStyleOwnSize() {
        #expect(FontMetrics(textStyle: .body).scaledPointSize(base: nil, for: .ax5) == 53)
        #expect(FontMetrics(textStyle: .footnote).scaledPointSize(base: nil, for: .medium) == 12)
        #expect(FontMetrics(textStyle: .title2).scaledPointSize(base: nil, for: .ax4) == 50)
    }

    @Test func givenBaseIsScaled() {
        // 15 × 33 / 17 (Body at AX2) = 29.117647058823529…
        #expect(close(FontMetrics(textStyle: .body).scaledPointSize(base: 15, for: .ax2), 29.117647058823529))
    }

    @Test func usesTheScaleItIsGiven() {
        // A flat scale of 10 pt at Large and 30 pt elsewhere triples every value.
        let flat = TypeScale { _, category in
            StyleMetrics(pointSize: category == .large ? 10 : 30, leading: 40, weight: 400)
        }
        #expect(FontMetrics(textStyle: .callout, scale: flat).scaledValue(7, for: .xSmall) == 21)
    }
}
