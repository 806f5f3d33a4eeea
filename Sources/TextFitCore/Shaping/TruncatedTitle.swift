/// A title cut at its logical end and closed with "…", as a one-line label tail-truncates it.
public struct TruncatedTitle: Sendable, Hashable, Codable {
    /// The text drawn: the kept clusters (trailing whitespace removed) and U+2026.
    public var text: String
    /// The measured width of `text`, in points.
    public var width: Double
    /// How many of the title's grapheme clusters `text` keeps.
    public var keptClusters: Int
    /// Whether `text` fits the width it was cut for; `false` only when "…" alone is too wide.
    public var fits: Bool

    /// Makes a truncated title.
    public init(text: String, width: Double, keptClusters: Int, fits: Bool) {
        self.text = text
        self.width = width
        self.keptClusters = keptClusters
        self.fits = fits
    }
}
