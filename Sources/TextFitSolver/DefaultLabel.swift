/// What a string of an app's catalog is measured as when nothing declares its limit — no
/// `--spec`, no rule of `--limits`, no XLIFF `maxwidth`: a label that wraps, not a one-line button.
///
/// **Why a label.** An app's catalog holds every kind of text: buttons and titles, but also
/// settings descriptions, alerts, onboarding paragraphs and error messages of 2,000 pt. Measured
/// as a one-line 343 pt button, every sentence "truncates" and every language "fits at no
/// category", which hides the few real problems under thousands of false ones. Most text in
/// an app sits in views that wrap (`UILabel` with `numberOfLines = 0`, SwiftUI's `Text`), so
/// the honest default is the run's spec with the title only (no arrow), as many lines as the
/// text needs and square corners: a long paragraph wraps and is not truncated, while missing
/// glyphs, ink that the box clips and a cluster wider than the line are still found.
///
/// **What a wrapping label cannot catch,** a translation that grew out of its layout, is caught
/// by comparing it with its source: an `expansion` finding when it is far wider than the
/// development-language string at the same size. "Far wider" depends on the source's length,
/// since short strings grow most in translation. IBM's globalization guidelines, as the W3C
/// Internationalization article "Text size in translation" (Richard Ishida, 2007,
/// <https://www.w3.org/International/articles/article-text-size.en>) quotes them, give the
/// expansion to expect by the English source's length in characters:
///
/// | source characters | expected size of the translation |
/// |---|---|
/// | up to 10 | 200–300 % |
/// | 11–20 | 180–200 % |
/// | 21–30 | 160–180 % |
/// | 31–50 | 140–160 % |
/// | 51–70 | 151–170 % |
/// | over 70 | 130 % |
///
/// A translation past the upper end of its band is beyond what translation usually adds, so the
/// threshold is that upper end, as a width ratio: 3.0× up to 10 characters, 2.0× to 20, 1.8×
/// to 30, 1.6× to 50, 1.7× to 70 (the table's own figure; it is not monotone) and, over 70,
/// where IBM's 130 % is an average rather than a band, 1.5× — SAP's UI text guideline
/// (<https://help.sap.com/doc/saphelp_uiaddon10/1.17/en-US/8c/a6c487608246648ca2bb3613629476/content.htm>)
/// has translators budget 1.5× the length for source texts over 30 characters, so a long
/// translation past 1.5× is past what both allow. Widths, not characters, are compared: a
/// layout holds widths, and the ratio of widths stays meaningful across scripts whose
/// characters differ in width (CJK translations are shorter in characters but not in points).
/// `--relative-budget` (or a rule's `relativeBudget`) replaces the table.
package enum DefaultLabel {
    /// The spec a string with no declared limit is measured with: `run`'s, showing the title only,
    /// with as many lines as it needs (`numberOfLines` 0, no height limit, no fixed frame) in the
    /// run's width and square corners (a capsule around a paragraph is no one's layout).
    package static func spec(from run: ButtonSpec) -> ButtonSpec {
        var label = run
        label.labelStyle = .titleOnly
        label.numberOfLines = 0
        label.maximumHeight = nil
        label.fixedFrame = nil
        label.cornerRadius = .points(0)
        return label
    }

    /// The expansion thresholds: up to `characters` source characters, a translation may be
    /// `ratio` times the source's width (see the type's documentation for the sources).
    package static let expansionThresholds: [(characters: Int, ratio: Double)] = [
        (10, 3.0), (20, 2.0), (30, 1.8), (50, 1.6), (70, 1.7), (Int.max, 1.5),
    ]

    /// How many percent wider than its source a translation of a source `characters` long
    /// (grapheme clusters) may be before it is an `expansion` finding.
    package static func expansionPercent(sourceCharacters characters: Int) -> Double {
        let ratio = expansionThresholds.first { characters <= $0.characters }!.ratio
        return ((ratio - 1) * 100).rounded()
    }

    /// The Location Button's five titles (`CLLocationButtonLabel`: `currentLocation`,
    /// `sendCurrentLocation`, `sendMyCurrentLocation`, `shareCurrentLocation`,
    /// `shareMyCurrentLocation`), as the bundled catalog keys them (``CoreLocationUITitles/titles``):
    /// a key that is one of them is a Location Button title, measured with the run's spec like the
    /// bundled job, in any catalog.
    package static let locationButtonTitles = Set(CoreLocationUITitles.titles.map(\.value))

    /// The one-line hint the summary gives on declaring limits.
    package static let limitsHint =
        "declare limits for buttons and titles with --limits FILE, e.g. "
        + #"{"*Button*": {"labelStyle": "titleOnly", "maximumWidth": 200}} (docs/button-spec.md, Roles)"#
}
