/// Summaries across cells: the width each key needs at each size, and how far each language scales.
///
/// Built one cell at a time (``Builder``), so a run keeps one entry per key × category and per
/// key × language, never the cells.
package struct FitAggregates: Sendable, Hashable, Codable {
    /// The frame width that fits every language of one key at one category.
    package struct KeyCategoryWidth: Sendable, Hashable, Codable {
        /// The string's key.
        package var key: String
        /// The Dynamic Type category.
        package var category: ContentSizeCategory
        /// The widest minimum frame among the key's cells at this category.
        package var width: Double
        /// The language whose title sets `width` (the first by tag on a tie).
        package var language: LanguageTag
        /// The variant of that title, if it is one.
        package var variant: String?
    }

    /// The largest category at which every title of a group still fits: untruncated, and with no
    /// ink clipped above or below. A title that shows whole but with its marks cut off does not
    /// fit, so a language whose script clips at every size has no such category.
    package struct CategoryLimit: Sendable, Hashable, Codable {
        /// The key, or `nil` when the limit covers every key of the language.
        package var key: String?
        /// The language.
        package var language: LanguageTag
        /// The largest category such that the titles fit (untruncated, unclipped) at it and at every
        /// smaller category measured; `nil` when they do not fit even at the smallest.
        package var largestFittingCategory: ContentSizeCategory?
        /// Per key, in the iOS models: the largest font size at which iOS still renders the title
        /// in the frame (the smallest among its variants; 0 when it renders at no size from 12 pt).
        package var largestFontSize: Double? = nil
        /// Per key, in the iOS models: the smallest frame in which iOS renders the title at every
        /// category measured — the largest needed size among its cells.
        package var smallestFrame: BoxSize? = nil
    }

    /// Per key (first-seen order) and category (smallest first): the width that fits every language.
    package var widths: [KeyCategoryWidth]
    /// Per key (first-seen order) and language (tag order): the largest category that still fits.
    package var limitsByKey: [CategoryLimit]
    /// Per language (tag order), across all keys: the largest category at which every key still fits.
    package var limitsByLanguage: [CategoryLimit]

    /// Summarizes `cells`.
    package init(cells: [CellResult]) {
        var builder = Builder()
        for cell in cells { builder.add(cell) }
        self = builder.aggregates
    }

    /// Makes aggregates from their parts.
    package init(widths: [KeyCategoryWidth], limitsByKey: [CategoryLimit], limitsByLanguage: [CategoryLimit]) {
        self.widths = widths
        self.limitsByKey = limitsByKey
        self.limitsByLanguage = limitsByLanguage
    }

    /// Which categories a group of cells was measured at and which of them had a cell that does
    /// not fit, one bit per category ordinal.
    struct FitMask: Sendable, Hashable {
        var measured: UInt16 = 0
        var failing: UInt16 = 0

        mutating func add(_ category: ContentSizeCategory, fits: Bool) {
            let bit = UInt16(1) << UInt16(category.ordinal)
            measured |= bit
            if !fits { failing |= bit }
        }

        /// Adds another group's categories.
        mutating func merge(_ other: FitMask) {
            measured |= other.measured
            failing |= other.failing
        }

        /// The largest category up to which every measured cell fits, walking up from the smallest.
        var largestFitting: ContentSizeCategory? {
            var largest: ContentSizeCategory?
            for category in ContentSizeCategory.allCases {
                let bit = UInt16(1) << UInt16(category.ordinal)
                guard measured & bit != 0 else { continue }
                guard failing & bit == 0 else { break }
                largest = category
            }
            return largest
        }
    }

    /// Folds cells in one at a time, in any order: ties are broken by tag and variant, not by order.
    ///
    /// Holds one width per key × category and one ``FitMask`` per key × language and per language.
    package struct Builder: Sendable {
        /// The keys in the order first added.
        private var keys: [String] = []
        /// What is known of each key, found with one look-up a title.
        private var byKey: [String: KeyState] = [:]
        private var masksByLanguage: [LanguageTag: FitMask] = [:]

        private struct KeyState: Sendable {
            /// The widest cell of each category ordinal.
            var widths = noWidths
            var masks: [LanguageTag: FitMask] = [:]
            /// Per language, in the iOS models: the largest font size that renders and the frame
            /// every category needs.
            var rendering: [LanguageTag: (fontSize: Double, frame: BoxSize)] = [:]
        }

        /// An empty builder.
        package init() {}

        /// Adds one cell.
        package mutating func add(_ cell: CellResult) {
            add(title: [cell])
        }

        /// Adds cells that all share one key and one language (a title's cells), looking the key
        /// and the language up once.
        ///
        /// An array, not any collection: a generic function of this module called from another is
        /// not specialized, and its loops copied (and destroyed) each whole cell through the
        /// collection's witness table.
        package mutating func add(title cells: [CellResult]) {
            guard let first = cells.first else { return }
            var shares: [CellShare] = []
            shares.reserveCapacity(cells.count)
            for index in cells.indices { shares.append(CellShare(cells[index])) }
            add(label: first.label, language: first.language, isIOS: first.fit.model.isIOS, shares: shares)
        }

        /// Adds the shares of a title's cells (one key, as `label` names it, in one `language`),
        /// fitted in one of iOS's models when `isIOS`.
        package mutating func add(label: String, language: LanguageTag, isIOS: Bool, shares: [CellShare]) {
            guard !shares.isEmpty else { return }
            var mask = FitMask()
            for share in shares { mask.add(share.category, fits: share.showsWhole) }
            masksByLanguage[language, default: FitMask()].merge(mask)
            let slot: Dictionary<String, KeyState>.Index
            if let known = byKey.index(forKey: label) {
                slot = known
            } else {
                keys.append(label)
                byKey[label] = KeyState()
                slot = byKey.index(forKey: label)!
            }
            // Changed in place, not copied out and put back.
            Self.widen(&byKey.values[slot].widths, label: label, language: language, with: shares)
            byKey.values[slot].masks[language, default: FitMask()].merge(mask)
            guard isIOS else { return }
            // The title's smallest font size and largest frame, then those with what is known.
            var fontSize = Double.infinity, width = 0.0, height = 0.0
            for share in shares {
                fontSize = min(fontSize, share.largestFontSize ?? .infinity)
                width = max(width, share.minFrame.width)
                height = max(height, share.minFrame.height)
            }
            // Changed in place: one look-up of the language, not one to read and one to write.
            Self.widen(&byKey.values[slot].rendering[language, default: (.infinity, BoxSize(width: 0, height: 0))],
                       fontSize: fontSize, width: width, height: height)
        }

        /// Keeps the smaller font size and the larger frame of `known` and a title's.
        private static func widen(_ known: inout (fontSize: Double, frame: BoxSize), fontSize: Double, width: Double,
                                  height: Double) {
            known = (min(known.fontSize, fontSize),
                     BoxSize(width: max(known.frame.width, width), height: max(known.frame.height, height)))
        }

        /// Keeps, per category, the widest cell; on a tie, the first language by tag, then the
        /// plain string before variants.
        private static let noWidths = [KeyCategoryWidth?](repeating: nil, count: ContentSizeCategory.allCases.count)

        private static func widen(_ widths: inout [KeyCategoryWidth?], label: String, language: LanguageTag,
                                  with shares: [CellShare]) {
            for share in shares {
                let width = share.minFrame.width
                let slot = share.category.ordinal
                if let current = widths[slot] {
                    guard width > current.width
                        || (width == current.width && (language, share.variant ?? "") < (current.language, current.variant ?? ""))
                    else { continue }
                }
                widths[slot] = KeyCategoryWidth(key: label, category: share.category, width: width,
                                                language: language, variant: share.variant)
            }
        }

        /// The aggregates of every cell added.
        package var aggregates: FitAggregates {
            var widths: [KeyCategoryWidth] = []
            var limitsByKey: [CategoryLimit] = []
            // Each key's languages are among the run's, sorted once: a key in every language
            // takes them in that order rather than sorting its own again.
            let languages = masksByLanguage.keys.sorted()
            for key in keys {
                guard let state = byKey[key] else { continue }
                for case let width? in state.widths { widths.append(width) }
                let masks = state.masks.count == languages.count
                    ? languages.map { ($0, state.masks[$0]!) } : state.masks.sorted { $0.key < $1.key }
                for (language, mask) in masks {
                    var limit = CategoryLimit(key: key, language: language, largestFittingCategory: mask.largestFitting)
                    if let known = state.rendering[language] {
                        limit.largestFontSize = known.fontSize.isFinite ? known.fontSize : nil
                        limit.smallestFrame = known.frame
                    }
                    limitsByKey.append(limit)
                }
            }
            let limitsByLanguage = masksByLanguage.sorted { $0.key < $1.key }.map { language, mask in
                CategoryLimit(key: nil, language: language, largestFittingCategory: mask.largestFitting)
            }
            return FitAggregates(widths: widths, limitsByKey: limitsByKey, limitsByLanguage: limitsByLanguage)
        }
    }
}
