/// Every frame TextFit checks the button in: the one table of devices, with its sources.
///
/// **Widths.** iPhones and iPads: Apple's HIG, "Layout" › "iOS, iPadOS device screen dimensions"
/// (https://developer.apple.com/design/human-interface-guidelines/layout), portrait widths in
/// points, one row per width with the models iOS 15 and later runs on. iPad multitasking: Slide
/// Over is 320 pt wide on every iPad; a split's narrow pane is 320 pt (375 pt on the 11-inch and
/// 12.9-inch iPads in landscape and the 12.9-inch in portrait), the wide pane is the screen less
/// the narrow pane and the 10 pt divider, and a half split is (screen − 10) ÷ 2 — the widths of
/// the HIG's former "Adaptivity and Layout" split-view table, which follow that rule. Apple
/// Watch: HIG "Layout" › "watchOS device screen dimensions", pixels ÷ 2
/// (`../shared/apple/platforms/watchos_screen_sizes.tsv`).
///
/// **Margins.** iPhone and iPad frames keep 16 pt on each side: UIKit's layout margins of a
/// compact-width view, the rule behind the default spec's 343 pt (375 − 2 × 16). UIKit gives
/// wider devices 20 pt margins, 8 pt less room; TextFit keeps 16 everywhere, so a title it fails
/// fails with either margin, and a pass within 8 pt is worth a look on the device. Apple Watch
/// frames keep no margin: the button may take the screen's full width (watchOS publishes no
/// standard side margin for SwiftUI content), the most room it can have, so a title that fails
/// there fails on the watch.
///
/// **Default categories.** Every iPhone and iPad starts at `large`. The watch's default depends
/// on the case (HIG Typography, tab headings of "watchOS Dynamic Type sizes": "Small (default
/// 38mm)", "Large (default 40mm/41mm/42mm)", "xLarge (default 44mm/45mm/49mm)"). The HIG states
/// none for the 46 mm case nor for Series 10/11's 42 mm; TextFit infers `xLarge` for 46 mm (every
/// stated case of 44 mm and up) and `large` for the 42 mm (the heading's "42mm"), and says so.
///
/// **Mac Catalyst and visionOS** have no frames of their own here: a Catalyst app lays out the
/// iPad app's frames (scaled to 77 % in the iPad idiom, which leaves its fit unchanged), and
/// visionOS runs the iPhone or iPad app in a window of that app's size (compatibility mode).
/// Both take the iPad frames; visionOS also the iPhone frames.
package enum DeviceTable {
    /// Every device, iPhones first, then iPads, then watches.
    package static let all: [Device] = iPhones + iPads + watches

    /// The devices `--device all` checks on `platform`.
    package static func devices(for platform: Platform) -> [Device] {
        switch platform {
        case .ios: iPhones
        case .ipados, .maccatalyst: iPads
        case .watchos: watches
        case .visionos: iPads + iPhones
        }
    }

    /// The device a run on `platform` checks when no `--device` is named: the 375 pt iPhone (the
    /// default spec's 343 pt frame), the narrowest full-screen iPad (the 8.3-inch iPad mini,
    /// 744 pt) for iPadOS, Catalyst and visionOS, the 41 mm watch.
    package static func defaultDevice(for platform: Platform) -> Device {
        let id: String
        switch platform {
        case .ios: id = "iphone-375"
        case .ipados, .maccatalyst, .visionos: id = "ipad-744"
        case .watchos: id = "watch-41"
        }
        guard let device = all.first(where: { $0.id == id }) else { preconditionFailure("no device \(id)") }
        return device
    }

    /// The device named `id` (case-insensitively), or `nil`.
    package static func device(named id: String) -> Device? {
        let folded = id.lowercased()
        return all.first { $0.id == folded }
    }

    static let hig = "Apple HIG, Layout, \"iOS, iPadOS device screen dimensions\" (https://developer.apple.com/design/human-interface-guidelines/layout)"
    static let split = "Apple HIG, former \"Adaptivity and Layout\" split-view widths: narrow pane 320 pt (375 on 11-inch and 12.9-inch landscape, 12.9-inch portrait), wide pane = screen − narrow − 10 pt divider, half = (screen − 10) ÷ 2"
    static let watch = "Apple HIG, Layout, \"watchOS device screen dimensions\" (px ÷ 2; ../shared/apple/platforms/watchos_screen_sizes.tsv); default category: HIG Typography, \"watchOS Dynamic Type sizes\" tab headings"

    /// The margin rule in one sentence, for listings.
    package static let marginRule = "the frame less 16 pt on each side on iPhone and iPad (UIKit's compact-width layout "
        + "margins, the default spec's 375 − 2 × 16 = 343; wider devices may get 20 pt, 8 pt less room), the full width on "
        + "Apple Watch (no published side margin: the most room the button can have)"

    /// UIKit's compact-width layout margin, on each side (see the type's documentation).
    package static let touchMargin = 16.0
    /// The watch's margin: none (see the type's documentation).
    package static let watchMargin = 0.0

    private static func iPhone(_ width: Double, _ models: String) -> Device {
        Device(id: "iphone-\(Int(width))", platform: .ios, name: "iPhone, \(Int(width)) pt", models: models,
               width: width, margin: touchMargin, source: hig)
    }

    private static func iPad(_ id: String, _ name: String, _ width: Double, _ models: String,
                             source: String = hig, note: String? = nil) -> Device {
        Device(id: id, platform: .ipados, name: name, models: models, width: width, margin: touchMargin,
               source: source, note: note)
    }

    private static func watch(_ id: String, _ models: String, _ width: Double, _ category: ContentSizeCategory,
                              stated: Bool = true, note: String? = nil) -> Device {
        Device(id: id, platform: .watchos, name: "Apple Watch \(models)", models: models, width: width,
               margin: watchMargin, defaultCategory: category, defaultCategoryStated: stated, source: watch,
               note: note)
    }

    /// Every iPhone portrait width iOS 15 and later run on, narrowest first.
    package static let iPhones: [Device] = [
        iPhone(320, "iPhone SE (1st generation), iPod touch (7th generation): iOS 15 only"),
        iPhone(375, "iPhone 6s, 7, 8, SE (2nd, 3rd generation), X, XS, 11 Pro, 12 mini, 13 mini"),
        iPhone(390, "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e"),
        iPhone(393, "iPhone 14 Pro, 15, 15 Pro, 16"),
        iPhone(402, "iPhone 16 Pro, 17, 17 Pro"),
        iPhone(414, "iPhone 6s Plus, 7 Plus, 8 Plus, XR, XS Max, 11, 11 Pro Max"),
        iPhone(420, "iPhone Air"),
        iPhone(428, "iPhone 12 Pro Max, 13 Pro Max, 14 Plus"),
        iPhone(430, "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus"),
        iPhone(440, "iPhone 16 Pro Max, 17 Pro Max"),
    ]

    /// iPad frames: Slide Over, the split panes of the HIG's split-view table, and every
    /// full-screen portrait width iPadOS 15 and later run on, narrowest first.
    package static let iPads: [Device] = [
        iPad("ipad-slide-over", "iPad Slide Over", 320, "Slide Over on every iPad", source: split),
        iPad("ipad-split-375", "iPad split, narrow pane, 375 pt", 375,
             "one third of an 11-inch or 12.9-inch iPad in landscape, of a 12.9-inch in portrait", source: split),
        iPad("ipad-split-438", "iPad split, wide pane, 438 pt", 438, "two thirds of a 9.7-inch iPad in portrait (768 − 320 − 10)",
             source: split),
        iPad("ipad-split-504", "iPad split, wide pane, 504 pt", 504,
             "two thirds of a 10.5-inch or 11-inch iPad in portrait (834 − 320 − 10)", source: split),
        iPad("ipad-split-507", "iPad split, half, 507 pt", 507, "half of a 9.7-inch iPad in landscape ((1024 − 10) ÷ 2)",
             source: split),
        iPad("ipad-split-551", "iPad split, half, 551 pt", 551, "half of a 10.5-inch iPad in landscape ((1112 − 10) ÷ 2)",
             source: split),
        iPad("ipad-split-592", "iPad split, half, 592 pt", 592, "half of an 11-inch iPad in landscape ((1194 − 10) ÷ 2)",
             source: split),
        iPad("ipad-split-639", "iPad split, wide pane, 639 pt", 639, "two thirds of a 12.9-inch iPad in portrait (1024 − 375 − 10)",
             source: split),
        iPad("ipad-split-678", "iPad split, half, 678 pt", 678, "half of a 12.9-inch iPad in landscape ((1366 − 10) ÷ 2)",
             source: split),
        iPad("ipad-744", "iPad, 744 pt", 744, "iPad mini (6th generation, A17 Pro)"),
        iPad("ipad-768", "iPad, 768 pt", 768, "iPad (5th, 6th generation), iPad mini (5th generation), iPad Air (2nd generation), iPad Pro 9.7-inch"),
        iPad("ipad-810", "iPad, 810 pt", 810, "iPad (7th, 8th, 9th generation)"),
        iPad("ipad-820", "iPad, 820 pt", 820, "iPad (10th generation, A16), iPad Air (4th, 5th generation), iPad Air 11-inch (M2, M3)"),
        iPad("ipad-834", "iPad, 834 pt", 834, "iPad Air (3rd generation), iPad Pro 10.5-inch, iPad Pro 11-inch (1st–4th generation), iPad Pro 11-inch (M4, 834 × 1210)"),
        iPad("ipad-1024", "iPad, 1024 pt", 1024, "iPad Pro 12.9-inch (1st–6th generation), iPad Air 13-inch (M2, M3)"),
        iPad("ipad-1032", "iPad, 1032 pt", 1032, "iPad Pro 13-inch (M4)"),
    ]

    /// Every Apple Watch case, 38 to 49 mm, each generation's points, narrowest first.
    package static let watches: [Device] = [
        watch("watch-38", "38 mm (Series 1, 2, 3)", 136, .small),
        watch("watch-42-s1", "42 mm (Series 1, 2, 3)", 156, .large),
        watch("watch-40", "40 mm (Series 4, 5, 6, SE)", 162, .large),
        watch("watch-41", "41 mm (Series 7, 8, 9)", 176, .large),
        watch("watch-44", "44 mm (Series 4, 5, 6, SE)", 184, .xLarge),
        watch("watch-42", "42 mm (Series 10, 11)", 187, .large, stated: false,
              note: "the HIG's \"42mm\" heading (default Large) likely predates Series 10; taken as large"),
        watch("watch-45", "45 mm (Series 7, 8, 9)", 198, .xLarge),
        watch("watch-49", "49 mm (Ultra, Ultra 2)", 205, .xLarge),
        watch("watch-46", "46 mm (Series 10, 11)", 208, .xLarge, stated: false,
              note: "the HIG states no default for 46 mm; taken as xLarge, the default of every stated case of 44 mm and up"),
        watch("watch-49-ultra3", "49 mm (Ultra 3)", 211, .xLarge),
    ]
}
