/// Where a bundled Location Button title comes from: iOS's own title, or TextFit's translation
/// for a language whose iOS title is not public.
///
/// The bundled catalog (`Strings/LocationButton.xcstrings`) records it in each title's String
/// Catalog state, a field Xcode reads, keeps and shows: `translated` is iOS's own title (from
/// `CoreLocationUI.framework`, see ``CoreLocationUITitles``), `needs_review` is TextFit's own
/// translation — one a team should review against its iOS version before relying on it. Each
/// key's comment says so and lists those languages. A catalog the user passes carries no title
/// source: its states are the team's own workflow, not a provenance.
public enum TitleSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS's own title, as `CoreLocationUI.framework` ships it.
    case ios
    /// TextFit's translation: iOS's title in this language is not public.
    case textfit

    /// The source of a title read from the bundled catalog, by its state (`nil` for a state the
    /// bundled catalog does not use).
    static func bundled(state: LocalizedString.State) -> TitleSource? {
        switch state {
        case .translated, .source: return .ios
        case .needsReview: return .textfit
        case .new, .stale: return nil
        }
    }
}
