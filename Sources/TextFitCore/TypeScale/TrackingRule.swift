import Foundation

/// The size-dependent tracking (letter spacing) a font family asks for.
///
/// Tracking is extra advance added after every character (grapheme cluster), on top of the
/// font's own advances and kerning. Apple's system fonts apply it automatically at every point
/// size; shaping with HarfBuzz does not, so the measured width has to add it back.
package enum TrackingRule: String, Sendable, Hashable, Codable {
    /// Apple's SF Pro tracking table.
    case sfPro = "sf-pro"
    /// Apple's SF Compact tracking table (watchOS's system font; `TrackingRule+SFCompact.swift`).
    case sfCompact = "sf-compact"
    /// Inter's "Dynamic Metrics" formula.
    case inter
    /// No tracking.
    case none

    /// The tracking in points to add per character at `size` points: `trackingEm × size`.
    package func tracking(atPointSize size: Double) -> Double {
        trackingEm(atPointSize: size) * size
    }

    /// The tracking at `size` points, in em (a fraction of the point size).
    ///
    /// - `sfPro`: the "Tracking (1/1000 em)" column of Apple's SF Pro table (see
    ///   `sfProTable`), divided by 1000. Between two listed sizes the value is interpolated
    ///   linearly; below 6 pt it stays at the 6 pt value (+41), above 96 pt at the 96 pt
    ///   value (0).
    /// - `inter`: `a + b·e^(c·size)` with a = −0.0223, b = 0.185, c = −0.1745, from Inter's
    ///   Dynamic Metrics page (https://rsms.me/inter/dynmetrics; the same constants are in
    ///   `docs/dynmetrics/index.html` of github.com/rsms/inter). The formula is used as
    ///   published, without clamping.
    /// - `none`: 0.
    ///
    /// A NaN size gives NaN for `sfPro` and `inter`.
    package func trackingEm(atPointSize size: Double) -> Double {
        switch self {
        case .none:
            return 0
        case .inter:
            return -0.0223 + 0.185 * exp(-0.1745 * size)
        case .sfPro:
            return Self.interpolatedSFPro(at: size) / 1000
        case .sfCompact:
            return Self.interpolated(Self.sfCompactTable, at: size) / 1000
        }
    }

    /// Picks the rule for a font family name.
    ///
    /// Names starting with "SF Pro" (SF Pro, SF Pro Text, SF Pro Display …) or ".SF" (the
    /// system's hidden names such as ".SF NS" or ".SFUI-Regular") give `sfPro`. "Inter", or a
    /// name that starts with "Inter" followed by something other than a lowercase letter
    /// ("Inter Variable", "InterVariable", "Inter-Regular"), gives `inter`, so "Interstate"
    /// does not — unless the face is one of Inter 4's optical cuts: its "Inter Display" family,
    /// or a face with an `opsz` axis (`hasOpticalSizes`). The formula was published for
    /// Inter 3, whose one design served every size; Inter 4's cuts are spaced for the sizes
    /// they are drawn for, and the formula on top would tighten them twice. Anything else gives
    /// `none`. Matching is case-sensitive, after trimming surrounding whitespace.
    package static func detect(familyName: String, hasOpticalSizes: Bool = false) -> TrackingRule {
        let name = familyName.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.hasPrefix("SF Pro") || name.hasPrefix(".SF") {
            return .sfPro
        }
        if name.hasPrefix("Inter") {
            let rest = name.dropFirst("Inter".count)
            if let next = rest.first, next.isLowercase { return .none }
            if hasOpticalSizes || rest.trimmingCharacters(in: .whitespaces).hasPrefix("Display") { return .none }
            return .inter
        }
        return .none
    }

    /// Apple's SF Pro tracking table: (point size, tracking in 1/1000 em), ascending by size.
    ///
    /// Transcribed from Apple's Human Interface Guidelines, page "Typography", section
    /// "Specifications", table "iOS, iPadOS, visionOS tracking values" → "SF Pro"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications);
    /// the macOS table lists the same 1/1000 em values. The page's "Tracking (points)"
    /// column is a rounded product of these values and the size, and is not used.
    static let sfProTable: [(size: Double, milliEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6),
        (14, -11), (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18),
        (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14),
        (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10),
        (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8),
        (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6),
        (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2),
        (70, 2), (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// SF Pro tracking in 1/1000 em at `size`: linear between listed sizes, clamped at the ends.
    private static func interpolatedSFPro(at size: Double) -> Double {
        interpolated(sfProTable, at: size)
    }

    /// A tracking table's value in 1/1000 em at `size`: linear between listed sizes, clamped at the ends.
    static func interpolated(_ table: [(size: Double, milliEm: Double)], at size: Double) -> Double {
        if size.isNaN { return .nan }
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.milliEm }
        if size >= last.size { return last.milliEm }
        // First entry strictly above `size`; it exists and is not the first entry, because
        // first.size < size < last.size.
        guard let upperIndex = table.firstIndex(where: { $0.size > size }), upperIndex > 0 else {
            return last.milliEm
        }
        let lower = table[upperIndex - 1]
        let upper = table[upperIndex]
        let t = (size - lower.size) / (upper.size - lower.size)
        return lower.milliEm + t * (upper.milliEm - lower.milliEm)
    }
}
