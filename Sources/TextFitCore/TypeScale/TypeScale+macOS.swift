extension TypeScale {
    /// macOS's built-in text styles, the sizes of Mac Catalyst's Mac idiom.
    ///
    /// Transcribed from Apple's Human Interface Guidelines, page "Typography", table "macOS
    /// built-in text styles" (https://developer.apple.com/design/human-interface-guidelines/typography;
    /// `../shared/apple/platforms/macos_text_styles.tsv`). "macOS doesn't support Dynamic Type"
    /// (same page): every category holds the same sizes, and a Mac run checks only the default.
    /// Weights as published: Regular (400) but Headline Bold (700) and Caption 2 Medium (500);
    /// the leading is the published line height.
    package static let macOS = TypeScale { style, _ in
        let (size, leading, weight) = macOSStyles[style] ?? (.nan, .nan, 400)
        return StyleMetrics(pointSize: size, leading: leading, weight: weight)
    }

    /// (size, line height, weight) of each style, from the HIG table.
    private static let macOSStyles: [TextStyle: (Double, Double, Int)] = [
        .largeTitle: (26, 32, 400), .title1: (22, 26, 400), .title2: (17, 22, 400), .title3: (15, 20, 400),
        .headline: (13, 16, 700), .body: (13, 16, 400), .callout: (12, 15, 400), .subheadline: (11, 14, 400),
        .footnote: (10, 13, 400), .caption1: (10, 13, 400), .caption2: (10, 13, 500),
    ]
}
