/// How far the bundled SF Pro stand-in (Inter, blended by point size, with SF Pro's tracking)
/// can be from the width of the same text in SF Pro itself, by point size: the error bar of a
/// verdict on a Latin, Greek or Cyrillic title.
///
/// Each band's percentage is the worst error of the stand-in against the real SF widths of
/// `shared/apple/sf-ui-widths.tsv` at the sizes of the band (UIKit titles at 15–17 pt, WebKit's
/// system-font button at 20 and 21 pt, the widest digit at 22 and 40 pt), rounded up to a whole
/// percent and at least 1 %. A band without a measured size takes the larger of its neighbours'.
/// `SFStandInTests` measures the anchors again and checks this table against them;
/// `docs/sf-stand-in.md` lists the errors.
package enum StandInError {
    /// A range of point sizes and the stand-in's error in it.
    package struct Band: Sendable, Hashable {
        /// The point sizes of the band: `from` inclusive, `below` exclusive.
        package var from: Double
        package var below: Double
        /// The worst error, in percent, rounded up.
        package var percent: Double
        /// Whether real SF widths were measured at sizes in the band (else the percentage is the
        /// larger of its neighbours').
        package var measured: Bool

        package func contains(_ size: Double) -> Bool { size >= from && size < below }
    }

    /// The bands, ascending and covering every size.
    package static let bands: [Band] = [
        // Text sizes, measured at 15 and 17 pt: Inter's text cut alone (worst 1.80 %).
        Band(from: 0, below: 18, percent: 2, measured: true),
        // Where the blend rises (17–20 pt): no real width measured.
        Band(from: 18, below: 20, percent: 2, measured: false),
        // Display sizes measured at 20, 21 and 22 pt (worst 0.62 %).
        Band(from: 20, below: 30, percent: 1, measured: true),
        // Large sizes, measured at 40 pt (within the rounding of the real width).
        Band(from: 30, below: .infinity, percent: 1, measured: true),
    ]

    /// The stand-in's error at `pointSize`, in percent: the default margin of `close` findings.
    package static func percent(atPointSize pointSize: Double) -> Double {
        (bands.first { $0.contains(pointSize) } ?? bands[bands.count - 1]).percent
    }
}
