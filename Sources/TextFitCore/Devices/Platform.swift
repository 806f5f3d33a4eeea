/// An Apple platform the Location Button ships on, as `textfit check --platform` names it.
///
/// Availability, from Apple's documentation (`../shared/apple/platforms/availability.tsv` lists
/// each page): SwiftUI's `LocationButton` on iOS 15, iPadOS 15, Mac Catalyst 15 and watchOS 8
/// (the framework page says watchOS 10; the symbol pages and the 2021 SDK header say 8); UIKit's
/// `CLLocationButton` on iOS, iPadOS and Mac Catalyst only. visionOS has no button of its own:
/// iPhone and iPad apps run there in compatibility mode. CoreLocationUI's overview says: "The
/// location button ignores user input on Mac apps built with Mac Catalyst, and on compatible iPad
/// and iPhone apps running in visionOS" (https://developer.apple.com/documentation/corelocationui).
package enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
    case ios, ipados, maccatalyst, watchos, visionos

    /// The platform `check` assumes when none is named.
    package static let `default` = Platform.ios

    /// The name Apple uses: `iOS`, `iPadOS`, `Mac Catalyst`, `watchOS`, `visionOS`.
    package var displayName: String {
        switch self {
        case .ios: "iOS"
        case .ipados: "iPadOS"
        case .maccatalyst: "Mac Catalyst"
        case .watchos: "watchOS"
        case .visionos: "visionOS"
        }
    }

    /// The first version with the button: iOS/iPadOS/Mac Catalyst 15, watchOS 8 (SwiftUI only);
    /// `nil` for visionOS, which has none of its own.
    package var firstVersion: String? {
        switch self {
        case .ios, .ipados, .maccatalyst: "15.0"
        case .watchos: "8.0"
        case .visionos: nil
        }
    }

    /// Whether the button renders but ignores the user's tap there, so it never grants location
    /// (CoreLocationUI's overview: Mac Catalyst, and iPhone and iPad apps on visionOS).
    package var ignoresInput: Bool { self == .maccatalyst || self == .visionos }

    /// The one line a run on this platform states, in every output, when the button ignores input.
    package var inputNotice: String? {
        guard ignoresInput else { return nil }
        let where_ = self == .maccatalyst ? "in Mac apps built with Mac Catalyst" : "in iPhone and iPad apps running in visionOS"
        return "the Location Button renders but ignores user input \(where_) (CoreLocationUI overview): it never "
            + "grants location there, so the feature needs another path to location; fit is checked for what is drawn"
    }

    /// The type table the platform's text follows: the iOS/iPadOS table everywhere but on the
    /// watch (its own table) and in Catalyst's Mac idiom (macOS text styles, chosen by
    /// ``CatalystIdiom``).
    package var typeScale: PlatformTypeScale { self == .watchos ? .watchOS : .iOS }

    /// Whether the button on this platform exists only as SwiftUI's `LocationButton`.
    package var swiftUIOnly: Bool { self == .watchos }

    /// Parses `ios`, `ipados`, `maccatalyst` (or `catalyst`), `watchos`, `visionos`, case-insensitively.
    package init?(parsing text: String) {
        let folded = text.lowercased()
        if folded == "catalyst" || folded == "mac-catalyst" {
            self = .maccatalyst
            return
        }
        guard let match = Self.allCases.first(where: { $0.rawValue == folded }) else { return nil }
        self = match
    }
}
