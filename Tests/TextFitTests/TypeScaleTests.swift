import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Source for every expected number here: Apple Human Interface Guidelines, "Typography" →
/// "Specifications" → "iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger accessibility
/// type sizes". The tables below were re-typed per style (one row per style, one column per
/// category, xSmall … AX5) from a separate copy of that page than the one the implementation
/// was transcribed from, which is laid out per category. A slip in either shows up as a mismatch.
@Suite struct TypeScaleTests {
    static let categoryOrder: [ContentSizeCategory] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3, .ax4, .ax5,
    ]

    /// Point sizes per style across xSmall, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5.
    static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Leading per style, same column order.
    static let leadings: [TextStyle: [Double]] = [
        .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    @Test func matchesTheIndependentTranscriptionEverywhere() throws {
        var checked = 0
        for style in TextStyle.allCases {
            let styleSizes = try #require(Self.sizes[style])
            let styleLeadings = try #require(Self.leadings[style])
            try #require(styleSizes.count == 12 && styleLeadings.count == 12)
            for (column, category) in Self.categoryOrder.enumerated() {
                let metrics = TypeScale.iOS.metrics(for: style, in: category)
                #expect(metrics.pointSize == styleSizes[column], "\(style) at \(category)")
                #expect(metrics.leading == styleLeadings[column], "\(style) at \(category)")
                checked += 1
            }
        }
        #expect(checked == 12 * 11)
    }

    /// A few entries per category, read straight off Apple's page.
    @Test func spotChecksEachCategory() {
        let scale = TypeScale.iOS
        func check(_ style: TextStyle, _ category: ContentSizeCategory, _ size: Double, _ leading: Double) {
            let m = scale.metrics(for: style, in: category)
            #expect(m.pointSize == size && m.leading == leading, "\(style) at \(category): \(m)")
        }
        check(.largeTitle, .xSmall, 31, 38); check(.body, .xSmall, 14, 19); check(.caption2, .xSmall, 11, 13)
        check(.title1, .small, 26, 32); check(.callout, .small, 14, 19); check(.caption1, .small, 11, 13)
        check(.title2, .medium, 21, 26); check(.subheadline, .medium, 14, 19); check(.footnote, .medium, 12, 16)
        check(.largeTitle, .large, 34, 41); check(.body, .large, 17, 22); check(.caption2, .large, 11, 13)
        check(.title3, .xLarge, 22, 28); check(.headline, .xLarge, 19, 24); check(.caption2, .xLarge, 13, 18)
        check(.title1, .xxLarge, 32, 39); check(.callout, .xxLarge, 20, 25); check(.footnote, .xxLarge, 17, 22)
        check(.largeTitle, .xxxLarge, 40, 48); check(.subheadline, .xxxLarge, 21, 28); check(.caption1, .xxxLarge, 18, 23)
        check(.title2, .ax1, 34, 41); check(.body, .ax1, 28, 34); check(.caption2, .ax1, 20, 25)
        check(.title3, .ax2, 37, 44); check(.callout, .ax2, 32, 39); check(.footnote, .ax2, 27, 33)
        check(.largeTitle, .ax3, 52, 61); check(.headline, .ax3, 40, 48); check(.caption2, .ax3, 29, 35)
        check(.title1, .ax4, 53, 62); check(.subheadline, .ax4, 42, 50); check(.caption1, .ax4, 37, 44)
        check(.largeTitle, .ax5, 60, 70); check(.body, .ax5, 53, 62); check(.caption2, .ax5, 40, 48)
    }

    @Test func bodyAtTheDefaultCategoryIs17() {
        #expect(TypeScale.iOS.metrics(for: .body, in: .default).pointSize == 17)
        #expect(TypeScale.iOS.metrics(for: .body, in: .default).leading == 22)
    }

    @Test func headlineIsSemiboldAndEverythingElseRegular() {
        for category in ContentSizeCategory.allCases {
            for style in TextStyle.allCases {
                let weight = TypeScale.iOS.metrics(for: style, in: category).weight
                #expect(weight == (style == .headline ? 600 : 400), "\(style) at \(category)")
            }
        }
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { TypeScale.iOS.metrics(for: style, in: $0).pointSize }
            #expect(sizes.count == 12)
            for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
                #expect(smaller <= larger, "\(style): \(sizes)")
            }
            // Every style grows overall from xSmall to AX5.
            #expect(sizes.first! < sizes.last!, "\(style): \(sizes)")
        }
    }

    @Test func leadingExceedsSizeAndSizesRespectTheMinimum() {
        for category in ContentSizeCategory.allCases {
            for style in TextStyle.allCases {
                let m = TypeScale.iOS.metrics(for: style, in: category)
                #expect(m.leading > m.pointSize, "\(style) at \(category): \(m)")
                // HIG: iOS minimum text size is 11 pt.
                #expect(m.pointSize >= 11, "\(style) at \(category): \(m)")
            }
        }
    }

    @Test func customScaleIsBuiltFromItsClosure() {
        let scale = TypeScale { style, category in
            StyleMetrics(pointSize: Double(category.ordinal * 100 + TextStyle.allCases.firstIndex(of: style)!),
                         leading: 0, weight: 0)
        }
        #expect(scale.metrics(for: .largeTitle, in: .xSmall).pointSize == 0)
        #expect(scale.metrics(for: .caption2, in: .xSmall).pointSize == 10)
        #expect(scale.metrics(for: .body, in: .ax2).pointSize == 805)
        #expect(scale.metrics(for: .caption2, in: .ax5).pointSize == 1110)
    }

    @Test func styleMetricsRoundTripsThroughJSON() throws {
        let original = StyleMetrics(pointSize: 17, leading: 22, weight: 600)
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(StyleMetrics.self, from: data) == original)
    }

    /// Each category's ordinal is its place in the HIG's order, which also orders them.
    @Test func ordinalsFollowTheHIGOrder() {
        for (position, category) in Self.categoryOrder.enumerated() {
            #expect(category.ordinal == position, "\(category)")
        }
        #expect(ContentSizeCategory.allCases == Self.categoryOrder)
        #expect(Self.categoryOrder.shuffled().sorted() == Self.categoryOrder)
    }
}
