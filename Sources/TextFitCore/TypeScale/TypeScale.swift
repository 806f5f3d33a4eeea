/// The size, line height and weight of one text style at one content-size category.
package struct StyleMetrics: Sendable, Hashable, Codable {
    /// The font's point size.
    package var pointSize: Double
    /// The leading, i.e. the line height, in points.
    package var leading: Double
    /// The font weight on the CSS/OpenType scale: 400 is Regular, 600 Semibold.
    package var weight: Int

    /// Creates metrics from a point size, a line height and a weight.
    package init(pointSize: Double, leading: Double, weight: Int) {
        self.pointSize = pointSize
        self.leading = leading
        self.weight = weight
    }
}

/// A Dynamic Type scale: the metrics of every text style at every content-size category.
///
/// The scale is total: it holds one `StyleMetrics` for each of the 12 categories × 11 styles,
/// so a lookup can never miss.
package struct TypeScale: Sendable {
    /// `rows[category.ordinal][style.tableIndex]`; always 12 rows of 11 entries.
    private let rows: [[StyleMetrics]]

    /// Builds a scale by asking `metrics` for every (style, category) pair once.
    package init(metrics: (TextStyle, ContentSizeCategory) -> StyleMetrics) {
        rows = ContentSizeCategory.allCases.map { category in
            TextStyle.allCases.map { style in metrics(style, category) }
        }
    }

    /// The metrics of `style` at `category`.
    package func metrics(for style: TextStyle, in category: ContentSizeCategory) -> StyleMetrics {
        rows[category.ordinal][style.tableIndex]
    }

    /// Apple's iOS and iPadOS Dynamic Type sizes.
    ///
    /// Transcribed from Apple's Human Interface Guidelines, page "Typography", section
    /// "Specifications", tables "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and
    /// "iOS, iPadOS larger accessibility type sizes" (AX1 … AX5)
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    /// Every style is Regular (400) except Headline, which is Semibold (600).
    ///
    /// Two quirks are Apple's, kept as published: Subhead at xxxLarge has a 28 pt leading
    /// (its neighbours step by 5–6 pt), and Caption 2 at AX5 is 40 pt, where the iOS 13.3
    /// simulator reports 41 pt for `UIFont.preferredFont(forTextStyle: .caption2)`.
    package static let iOS = TypeScale { style, category in
        let (size, leading) = higSizes[category.ordinal][style.tableIndex]
        return StyleMetrics(pointSize: size, leading: leading, weight: style == .headline ? 600 : 400)
    }

    /// (size, leading) in points from the HIG tables; one row per category from xSmall to AX5,
    /// columns in `TextStyle` order: Large Title, Title 1, Title 2, Title 3, Headline, Body,
    /// Callout, Subhead, Footnote, Caption 1, Caption 2.
    private static let higSizes: [[(Double, Double)]] = [
        // xSmall
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        // small
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        // medium
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        // large
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        // xLarge
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        // xxLarge
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        // xxxLarge
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        // ax1
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        // ax2
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        // ax3
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        // ax4
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        // ax5
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}

extension TextStyle {
    /// The style's column in a `TypeScale` row, following `allCases` order.
    fileprivate var tableIndex: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}
