extension TypeScale {
    /// Apple's watchOS Dynamic Type sizes.
    ///
    /// Transcribed from Apple's Human Interface Guidelines, page "Typography", sections "watchOS
    /// Dynamic Type sizes" and "watchOS larger accessibility type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications;
    /// `../shared/apple/platforms/watchos_type_scale.tsv` holds the rows with the copies read).
    /// The table is by category, not by case: the case only picks the default category
    /// (``DeviceTable``). Every style is Regular (400) except Headline, which is Semibold (600).
    ///
    /// What the table holds, and what it does not:
    /// - Nine categories: xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3. Apple
    ///   publishes no `medium`, `AX4` or `AX5` for the watch; TextFit does not invent them: those
    ///   rows are NaN and no watch run checks them (``watchOSCategories``).
    /// - Ten styles: Large Title, Title 1–3, Headline, Body, Caption 1, Caption 2, Footnote 1,
    ///   Footnote 2. The watch has no Callout or Subheadline (NaN here; a watch run refuses them);
    ///   `footnote` is Footnote 1, the larger of the two (``watchOSFootnote2`` holds the other).
    /// - Where copies of the page disagree, the value kept is the one that follows the column's
    ///   step: Large / Title 2 is 28 pt (seven copies; three say 27; Title 2 steps by 2 from 24 at
    ///   xSmall to 30 at xLarge), xxLarge / Caption 2 is 16 pt (one copy each for 16 and 15; the
    ///   column steps by 1 from 12 to 17). Leadings that break the size + 2.5 pattern are kept
    ///   as published: AX1 / Title 2 41, AX2 / Title 1 46, AX3 / Title 1 47, AX2 / Footnote 2 17.5.
    package static let watchOS = TypeScale { style, category in
        guard let row = watchOSCategories.firstIndex(of: category), let column = style.watchOSColumn else {
            return StyleMetrics(pointSize: .nan, leading: .nan, weight: style == .headline ? 600 : 400)
        }
        let (size, leading) = watchOSSizes[row][column]
        return StyleMetrics(pointSize: size, leading: leading, weight: style == .headline ? 600 : 400)
    }

    /// The categories the watch table publishes, smallest first.
    package static let watchOSCategories: [ContentSizeCategory] = [
        .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3,
    ]

    /// Footnote 2's (size, leading) at each of ``watchOSCategories``: a style iOS does not have.
    package static var watchOSFootnote2: [(Double, Double)] { watchOSSizes.map { $0[9] } }

    /// (size, leading) in points from the HIG tables; one row per category of
    /// ``watchOSCategories``, columns in the HIG's order: Large Title, Title 1, Title 2,
    /// Title 3, Headline, Body, Caption 1, Caption 2, Footnote 1, Footnote 2.
    private static let watchOSSizes: [[(Double, Double)]] = [
        // xSmall
        [(30, 32.5), (28, 30.5), (24, 26.5), (17, 19.5), (14, 16.5), (14, 16.5), (13, 15.5), (12, 14.5), (11, 13.5), (10, 12.5)],
        // small
        [(32, 34.5), (30, 32.5), (26, 28.5), (18, 20.5), (15, 17.5), (15, 17.5), (14, 16.5), (13, 15.5), (12, 14.5), (11, 13.5)],
        // large
        [(36, 38.5), (34, 36.5), (28, 30.5), (19, 21.5), (16, 18.5), (16, 18.5), (15, 17.5), (14, 16.5), (13, 15.5), (12, 14.5)],
        // xLarge
        [(40, 42.5), (38, 40.5), (30, 32.5), (20, 22.5), (17, 19.5), (17, 19.5), (16, 18.5), (15, 17.5), (14, 16.5), (13, 15.5)],
        // xxLarge
        [(41, 43.5), (39, 41.5), (31, 33.5), (21, 23.5), (18, 20.5), (18, 20.5), (17, 19.5), (16, 18.5), (15, 17.5), (14, 16.5)],
        // xxxLarge
        [(42, 44.5), (40, 42.5), (32, 34.5), (22, 24.5), (19, 21.5), (19, 21.5), (18, 20.5), (17, 19.5), (16, 18.5), (15, 17.5)],
        // AX1
        [(44, 46.5), (42, 44.5), (34, 41), (24, 26.5), (21, 23.5), (21, 23.5), (18, 20.5), (17, 19.5), (16, 18.5), (15, 17.5)],
        // AX2
        [(45, 47.5), (43, 46), (35, 37.5), (25, 27.5), (22, 24.5), (22, 24.5), (19, 21.5), (18, 20.5), (17, 19.5), (16, 17.5)],
        // AX3
        [(46, 48.5), (44, 47), (36, 38.5), (26, 28.5), (23, 25.5), (23, 25.5), (20, 22.5), (19, 21.5), (18, 20.5), (17, 19.5)],
    ]
}

extension TextStyle {
    /// The style's column in the watch table, in the HIG's order; `nil` for Callout and
    /// Subheadline, which the watch lacks.
    fileprivate var watchOSColumn: Int? {
        [TextStyle.largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2, .footnote].firstIndex(of: self)
    }
}
