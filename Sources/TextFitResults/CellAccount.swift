/// How a run's cells add up, so the header's arithmetic is true: keys × languages × categories
/// is the grid; a key × language pair that was not measured (a missing translation, a string
/// named in a note, another shard's pair) takes its categories out, and each extra string of a
/// pair (a plural or device variant) adds its categories.
///
/// `4 keys × 5 languages × 12 categories = 240 cells; 228 measured, 12 not (1 key × language pair not measured: see the notes)`.
package struct CellAccount: Sendable, Hashable {
    /// Distinct keys measured.
    package var keys: Int
    /// Distinct languages measured.
    package var languages: Int
    /// Distinct categories measured.
    package var categories: Int
    /// Key × language pairs with at least one cell.
    package var measuredPairs: Int
    /// Strings measured (pairs, plus each further variant or place of a pair).
    package var strings: Int
    /// Cells measured.
    package var cells: Int

    /// Makes an account.
    package init(keys: Int, languages: Int, categories: Int, measuredPairs: Int, strings: Int, cells: Int) {
        self.keys = keys
        self.languages = languages
        self.categories = categories
        self.measuredPairs = measuredPairs
        self.strings = strings
        self.cells = cells
    }

    /// Keys × languages × categories.
    package var gridCells: Int { keys * languages * categories }
    /// Key × language pairs of the grid with no cell.
    package var unmeasuredPairs: Int { max(0, keys * languages - measuredPairs) }
    /// The cells of the pairs not measured.
    package var unmeasuredCells: Int { unmeasuredPairs * categories }
    /// Strings beyond one per measured pair: plural and device variants (or a key written twice).
    package var extraStrings: Int { max(0, strings - measuredPairs) }
    /// The cells measured beyond the grid's, for the extra strings.
    package var extraCells: Int { max(0, cells - (gridCells - unmeasuredCells)) }

    /// The header line after `TextFit: `; `sharded` words the pairs not measured as another
    /// shard's.
    package func describe(sharded: Bool = false) -> String {
        var text = "\(Self.counted(keys, "key", "keys")) × \(Self.counted(languages, "language", "languages")) × "
            + "\(Self.counted(categories, "category", "categories")) = \(Self.counted(gridCells, "cell", "cells"))"
        if extraCells > 0 {
            let variants = max(1, extraStrings)
            text += ", and \(extraCells) for \(variants) more plural or device variant\(variants == 1 ? "" : "s")"
        }
        if unmeasuredCells > 0 {
            let pairs = Self.counted(unmeasuredPairs, "key × language pair", "key × language pairs")
            let why = sharded ? "in other shards or not measured: see the notes" : "not measured: see the notes"
            text += "; \(cells) measured, \(unmeasuredCells) not (\(pairs) \(why))"
        } else if extraCells > 0 {
            text += ": \(cells) measured"
        } else if cells < gridCells {
            // A catalog measured on a platform that publishes fewer categories (the watch: no AX4, AX5).
            text += "; \(cells) measured, \(gridCells - cells) in categories the platform of their catalog does not publish"
        }
        return text
    }

    private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
}
