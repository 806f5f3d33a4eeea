/// A title cut at its logical end and closed with "…", as a one-line label tail-truncates it.
package struct TruncatedTitle: Sendable, Hashable, Codable {
    /// The text drawn: the kept clusters (trailing whitespace removed) and U+2026.
    package var text: String
    /// The measured width of `text`, in points.
    package var width: Double
    /// How many of the title's grapheme clusters `text` keeps.
    package var keptClusters: Int
    /// Whether `text` fits the width it was cut for; `false` only when "…" alone is too wide.
    package var fits: Bool

    /// Makes a truncated title.
    package init(text: String, width: Double, keptClusters: Int, fits: Bool) {
        self.text = text
        self.width = width
        self.keptClusters = keptClusters
        self.fits = fits
    }
}
