/// A UIKit color given by name (`systemBlue`, `label`, `white` …), with the value Apple publishes
/// for each ``Appearance``.
///
/// The table is Apple's Human Interface Guidelines, "Color", section "Specifications" (iOS and
/// iPadOS system colors, default and Increase Contrast, light and dark), as published for iOS 13
/// through iOS 18 — the values UIKit's dynamic system colors resolve to. Apple revised the
/// tints for iOS 26 in June 2025; the earlier values are kept because they are what shipping
/// apps run with today (docs/button-spec.md lists them). The semantic colors (`label`,
/// `systemBackground` …) take the values of UIKit's documentation and the HIG's dark-mode
/// section; where Apple gives no Increase Contrast value for them, the standard one is used.
public struct SystemColor: Sendable, Hashable {
    /// The UIKit name, without `UIColor.` (`systemBlue`).
    public let name: String
    /// The value in light, dark, light with Increase Contrast, dark with Increase Contrast.
    private let values: [RGBAColor]

    private init(_ name: String, _ light: RGBAColor, _ dark: RGBAColor, _ lightContrast: RGBAColor? = nil,
                 _ darkContrast: RGBAColor? = nil) {
        self.name = name
        values = [light, dark, lightContrast ?? light, darkContrast ?? dark]
    }

    private init(_ name: String, _ light: (Int, Int, Int), _ dark: (Int, Int, Int), _ lightContrast: (Int, Int, Int),
                 _ darkContrast: (Int, Int, Int)) {
        func color(_ c: (Int, Int, Int)) -> RGBAColor { RGBAColor(red8: c.0, green8: c.1, blue8: c.2) }
        self.init(name, color(light), color(dark), color(lightContrast), color(darkContrast))
    }

    /// The value in `appearance`.
    public func value(in appearance: Appearance) -> RGBAColor {
        switch appearance {
        case .light: values[0]
        case .dark: values[1]
        case .lightIncreasedContrast: values[2]
        case .darkIncreasedContrast: values[3]
        }
    }

    /// The color named `text` (case-insensitive, with or without a `system` prefix for the tints:
    /// `systemBlue`, `blue`; `UIColor.` in front is accepted too); `nil` when unknown.
    public static func named(_ text: String) -> SystemColor? {
        var folded = text.lowercased()
        if folded.hasPrefix("uicolor.") { folded.removeFirst("uicolor.".count) }
        if folded.hasPrefix(".") { folded.removeFirst() }
        return index[folded] ?? index["system" + folded]
    }

    /// Every name, for error messages.
    package static var allNames: [String] { all.map(\.name) }

    /// By lowercased name; built once, one entry per color.
    private static let index: [String: SystemColor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name.lowercased(), $0) })

    /// UIKit's `systemBackground`: white in light, black in dark.
    package static let systemBackground = SystemColor("systemBackground", .white, .black)

    /// Every known color.
    public static let all: [SystemColor] = [
        // Tints: light, dark, light Increase Contrast, dark Increase Contrast.
        SystemColor("systemRed", (255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97)),
        SystemColor("systemOrange", (255, 149, 0), (255, 159, 10), (201, 52, 0), (255, 179, 64)),
        SystemColor("systemYellow", (255, 204, 0), (255, 214, 10), (178, 80, 0), (255, 212, 38)),
        SystemColor("systemGreen", (52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91)),
        SystemColor("systemMint", (0, 199, 190), (99, 230, 226), (12, 129, 123), (102, 212, 207)),
        SystemColor("systemTeal", (48, 176, 199), (64, 200, 224), (0, 130, 153), (93, 230, 255)),
        SystemColor("systemCyan", (50, 173, 230), (100, 210, 255), (0, 113, 164), (112, 215, 255)),
        SystemColor("systemBlue", (0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255)),
        SystemColor("systemIndigo", (88, 86, 214), (94, 92, 230), (54, 52, 163), (125, 122, 255)),
        SystemColor("systemPurple", (175, 82, 222), (191, 90, 242), (137, 68, 171), (218, 143, 255)),
        SystemColor("systemPink", (255, 45, 85), (255, 55, 95), (211, 15, 69), (255, 100, 130)),
        SystemColor("systemBrown", (162, 132, 94), (172, 142, 104), (127, 101, 69), (181, 148, 105)),
        // Grays.
        SystemColor("systemGray", (142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178)),
        SystemColor("systemGray2", (174, 174, 178), (99, 99, 102), (142, 142, 147), (124, 124, 128)),
        SystemColor("systemGray3", (199, 199, 204), (72, 72, 74), (174, 174, 178), (84, 84, 86)),
        SystemColor("systemGray4", (209, 209, 214), (58, 58, 60), (188, 188, 192), (68, 68, 70)),
        SystemColor("systemGray5", (229, 229, 234), (44, 44, 46), (216, 216, 220), (54, 54, 56)),
        SystemColor("systemGray6", (242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38)),
        // Semantic colors.
        SystemColor("label", .black, .white),
        SystemColor("secondaryLabel", RGBAColor(red8: 60, green8: 60, blue8: 67, alpha: 0.6),
                    RGBAColor(red8: 235, green8: 235, blue8: 245, alpha: 0.6)),
        SystemColor("tertiaryLabel", RGBAColor(red8: 60, green8: 60, blue8: 67, alpha: 0.3),
                    RGBAColor(red8: 235, green8: 235, blue8: 245, alpha: 0.3)),
        systemBackground,
        SystemColor("secondarySystemBackground", RGBAColor(red8: 242, green8: 242, blue8: 247),
                    RGBAColor(red8: 28, green8: 28, blue8: 30)),
        SystemColor("tertiarySystemBackground", .white, RGBAColor(red8: 44, green8: 44, blue8: 46)),
        // Fixed colors: the same in every appearance.
        SystemColor("white", .white, .white),
        SystemColor("black", .black, .black),
        SystemColor("clear", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
    ]
}
