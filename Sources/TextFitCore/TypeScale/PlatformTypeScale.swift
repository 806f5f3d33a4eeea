/// Which of Apple's type tables a platform's text follows, and the content-size categories it
/// publishes.
///
/// - `iOS`: the iOS and iPadOS table (``TypeScale/iOS``), twelve categories; iPhone, iPad, Catalyst's
///   iPad idiom and visionOS's compatibility mode.
/// - `watchOS`: the watch's own table (``TypeScale/watchOS``), nine categories: Apple publishes no
///   `medium`, `AX4` or `AX5` for the watch.
/// - `macOS`: macOS's text styles (``TypeScale/macOS``) for Catalyst's Mac idiom; "macOS doesn't
///   support Dynamic Type" (HIG Typography), so the one category is the default, `large`.
package enum PlatformTypeScale: String, Sendable, Hashable, Codable, CaseIterable {
    case iOS = "ios"
    case watchOS = "watchos"
    case macOS = "macos"

    /// The table.
    package var scale: TypeScale {
        switch self {
        case .iOS: .iOS
        case .watchOS: .watchOS
        case .macOS: .macOS
        }
    }

    /// The categories the table publishes, smallest first.
    package var categories: [ContentSizeCategory] {
        switch self {
        case .iOS: ContentSizeCategory.allCases
        case .watchOS: TypeScale.watchOSCategories
        case .macOS: [.default]
        }
    }

    /// The text styles the table has: every one but Callout and Subheadline on the watch.
    package var styles: [TextStyle] {
        switch self {
        case .iOS, .macOS: TextStyle.allCases
        case .watchOS: TextStyle.allCases.filter { $0 != .callout && $0 != .subheadline }
        }
    }

    /// Decodes `ios`, `watchos` or `macos`, case-insensitively.
    package init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let match = Self.allCases.first(where: { $0.rawValue == raw.lowercased() }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "unknown typeScale '\(raw)'; use ios, watchos or macos"))
        }
        self = match
    }
}
