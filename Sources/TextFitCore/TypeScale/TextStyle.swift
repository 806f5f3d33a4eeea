/// The eleven iOS text styles (UIFont.TextStyle).
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Parses a style name case-insensitively; `subhead` is accepted for `subheadline`.
    public init?(parsing text: String) {
        let folded = text.lowercased()
        if folded == "subhead" {
            self = .subheadline
            return
        }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }
}
