/// How a Mac Catalyst app presents its interface (Xcode's "Mac Interface" setting).
///
/// From Apple's HIG, "Mac Catalyst › Choose an idiom", and UIKit's article "Choosing a user
/// interface idiom for your Mac app"
/// (https://developer.apple.com/documentation/uikit/choosing-a-user-interface-idiom-for-your-mac-app):
/// "Scale Interface to Match iPad" (the `.pad` idiom, Xcode's default) draws iPad layouts at 77 %
/// ("iPadOS views and text scale down to 77% in macOS"); "Optimize Interface for Mac" (the
/// `.mac` idiom) renders text "at 100% of its configured size" with macOS's text styles, and
/// "macOS doesn't support Dynamic Type" (HIG Typography).
///
/// The scale changes how large the button looks, not its fit: the window's points are scaled as
/// a whole, so a title fits in the iPad idiom exactly when it fits the same iPad layout.
package enum CatalystIdiom: String, Sendable, Hashable, Codable, CaseIterable {
    case ipad, mac

    /// Xcode's default.
    package static let `default` = CatalystIdiom.ipad

    /// The factor from layout points to what the screen shows: 0.77 for the iPad idiom, 1 for Mac.
    package var displayScale: Double {
        switch self {
        case .ipad: 0.77
        case .mac: 1
        }
    }

    /// The type table of the idiom: iOS's (iPad's) for `ipad`, macOS text styles for `mac`.
    package var typeScale: PlatformTypeScale {
        switch self {
        case .ipad: .iOS
        case .mac: .macOS
        }
    }
}
