/// What one cell adds to a run's aggregates (``FitAggregates/Builder``, the frame table): the
/// few members they fold, so that a cell taken from an earlier run's index, whose record is
/// not read back, is folded as a cell measured now is.
package struct CellShare: Sendable, Hashable {
    /// The Dynamic Type category.
    package var category: ContentSizeCategory
    /// The variation path (`plural.one` …), `nil` for the plain string.
    package var variant: String?
    /// The smallest frame the title fits in (``ButtonFit/minFrame``).
    package var minFrame: BoxSize
    /// Whether the title shows whole: untruncated and with no ink clipped vertically.
    package var showsWhole: Bool
    /// In the iOS models, the largest font size that renders (``CellResult/largestFontSize``).
    package var largestFontSize: Double?

    package init(category: ContentSizeCategory, variant: String?, minFrame: BoxSize, showsWhole: Bool,
                 largestFontSize: Double?) {
        self.category = category
        self.variant = variant
        self.minFrame = minFrame
        self.showsWhole = showsWhole
        self.largestFontSize = largestFontSize
    }

    /// The share of `cell`.
    package init(_ cell: CellResult) {
        self = withUnsafePointer(to: cell) { CellShare(at: $0) }
    }

    /// The share of the cell at `cell`, read by its stored members where it lies: a cell copied
    /// whole to be read retains and releases each string and finding it holds.
    package init(at cell: UnsafePointer<CellResult>) {
        self.init(category: cell.pointee.category, variant: cell.pointee.origin.variant,
                  minFrame: cell.pointee.fit.minFrame,
                  showsWhole: Self.showsWhole(fits: cell.pointee.fit.fits, verticalClip: cell.pointee.fit.verticalClip),
                  largestFontSize: cell.pointee.largestFontSize)
    }

    /// Whether a title with `fit` shows whole: untruncated and with no ink clipped vertically.
    package static func showsWhole(_ fit: ButtonFit) -> Bool { showsWhole(fits: fit.fits, verticalClip: fit.verticalClip) }

    /// Whether a title that `fits` (``ButtonFit/fits``) with `verticalClip` shows whole.
    static func showsWhole(fits: Bool, verticalClip: Double) -> Bool { fits && verticalClip == 0 }
}
