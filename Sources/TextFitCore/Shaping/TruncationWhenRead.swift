/// A title's tail truncation, worked out when it is read rather than when the title is measured.
///
/// A run whose outputs read the truncated text of a few cells only (the summary, which prints the
/// message of each of its worst titles) would otherwise truncate every cell that does not fit:
/// about a third of a one-line run on a real app. The truncation is the same either way: it is
/// ``TailTruncator/truncate(_:pointSize:availableWidth:measurer:)`` of the same title, at the
/// same size and width, in the same fonts and tracking, by a measurer of the task's own
/// (``DeferredTruncator``), whose caches change how fast a title is truncated, never the result.
package final class TruncationWhenRead: Sendable {
    /// What is truncated: a title in its language and weight, at a size, to the width left for it.
    fileprivate struct Title: Sendable {
        let text: String
        let language: LanguageTag
        let weight: Int
        /// The size, and the width the button leaves the title at it, in points.
        let pointSize, availableWidth: Double
    }
    private let title: Title
    private let truncator: DeferredTruncator

    fileprivate init(_ title: Title, truncator: DeferredTruncator) {
        self.title = title
        self.truncator = truncator
    }

    /// The text a label shows, as ``TailTruncator`` cuts it; `nil` when the whole title fits
    /// after all (within ``Tolerance/points``), as the truncator says of it then.
    ///
    /// `nil` too if the truncation fails. A title is left to be read later only when "…" alone
    /// is measured in its language and weight
    /// (``DeferredTruncator/later(_:pointSize:availableWidth:measurer:)``), so that a truncation
    /// failing for want of a font with "…", what a run stops on, fails when the title is
    /// measured, as in a run that truncates every cell.
    package var text: String? { truncator.truncate(title) }
}

/// Works out the truncations a task left to be read (``TruncationWhenRead``), one at a time,
/// with a measurer of its own.
///
/// One per measuring task: the findings of its cells keep it as long as they are kept (the
/// summary's worst titles, at most). Its measurer's caches are bounded as every measurer's are.
package final class DeferredTruncator: Sendable {
    private let measurer: Guarded<Measurer>

    /// The measurer, reached only under the lock.
    private struct Measurer: @unchecked Sendable {
        let measurer: TextMeasurer
    }

    /// A truncator in `fonts` with `tracking`: those of the measurer the cells are measured with.
    package init(fonts: FontCollection, tracking: TrackingChoice) {
        measurer = Guarded(Measurer(measurer: TextMeasurer(fonts: fonts, tracking: tracking)))
    }

    /// `text` at `pointSize`, to be truncated to `availableWidth` when read; `nil` when it must
    /// be truncated now, because "…" alone cannot be measured in its language and weight with
    /// `measurer` (whose fonts and tracking are this truncator's), so that truncating it is what
    /// says whether the run fails, as it does when every cell is truncated at once.
    package func later(_ text: PreparedText, pointSize: Double, availableWidth: Double,
                       measurer: TextMeasurer) -> TruncationWhenRead? {
        guard (try? measurer.ellipsisLayout(for: text, pointSize: pointSize)) != nil else { return nil }
        return TruncationWhenRead(.init(text: text.text, language: text.language, weight: text.weight,
                                        pointSize: pointSize, availableWidth: availableWidth), truncator: self)
    }

    fileprivate func truncate(_ title: TruncationWhenRead.Title) -> String? {
        measurer.withLock { kept in
            let measurer = kept.measurer
            guard let prepared = try? measurer.prepare(title.text, language: title.language, weight: title.weight) else {
                return nil
            }
            return (try? TailTruncator.truncate(prepared, pointSize: title.pointSize, availableWidth: title.availableWidth,
                                                measurer: measurer))??.text
        }
    }
}
