/// A display setting the button is drawn in: light or dark mode, with or without the
/// accessibility setting Increase Contrast. Apple publishes a value of each system color for each.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
    /// Light mode with Increase Contrast on.
    case lightIncreasedContrast
    /// Dark mode with Increase Contrast on.
    case darkIncreasedContrast

    /// Whether the appearance is one of the dark ones.
    public var isDark: Bool { self == .dark || self == .darkIncreasedContrast }

    /// The view behind the button: UIKit's `systemBackground` in this appearance (white in
    /// light, black in dark, with or without Increase Contrast). A translucent button is
    /// composited over it.
    package var systemBackground: RGBAColor { SystemColor.systemBackground.value(in: self) }

    /// Parses a name case-insensitively (`light`, `dark`, `lightIncreasedContrast`,
    /// `darkIncreasedContrast`); `nil` for anything else.
    package init?(parsing text: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else { return nil }
        self = match
    }

    public static func < (a: Appearance, b: Appearance) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
