/// How a grapheme cluster asks to be shown: as an emoji (a color glyph) or as text.
///
/// Follows Unicode's emoji presentation rules (UTS #51 §4): VS16 (U+FE0F) asks for emoji and
/// VS15 (U+FE0E) for text; keycaps (U+20E3), skin-tone modifiers, regional-indicator flags,
/// tag sequences (subdivision flags) and ZWJ sequences of emoji are emoji; a character whose
/// default presentation is emoji (Emoji_Presentation, such as 📍) is emoji on its own. The
/// rest — letters, and symbols such as © or ☂ whose default is text — asks for nothing, and
/// the stack's order decides.
package enum EmojiPresentation: Sendable, Hashable {
    case emoji
    case text
    case unspecified

    /// The presentation `cluster` asks for.
    ///
    /// Runs for every cluster shaped, so text with no scalar at or above U+200D (every
    /// alphabet but a few historic ones) is settled by one comparison per scalar.
    package init(cluster: ArraySlice<UInt32>) {
        guard let high = cluster.max(), high >= 0x200D else {
            self = .unspecified
            return
        }
        var joins = false
        for scalar in cluster {
            switch scalar {
            case 0xFE0E: self = .text; return
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
                self = .emoji
                return
            case 0x200D: joins = true
            default: break
            }
        }
        let first = cluster.first.flatMap(Unicode.Scalar.init)
        if first?.properties.isEmojiPresentation == true {
            self = .emoji
            return
        }
        if joins, cluster.contains(where: { Unicode.Scalar($0)?.properties.isEmojiPresentation == true }) {
            self = .emoji
            return
        }
        self = .unspecified
    }
}
