/// A string's cells taken from an earlier run as its results file's index holds them, without
/// their records being read back (``CellReuse``): what the run's summary folds of each cell
/// (``CellShare``), what the index beside the run's own results keeps of it, and the bytes of its
/// record.
///
/// Given only for a string with one sample, whose cells are one run of records at the categories
/// the run checks, in order, none of them with a finding (so the summary has nothing of them
/// but their shares).
package struct TakenTitle: Sendable {
    /// The string, placed where it is now.
    package var string: LocalizedString
    /// The text measured: the string's one sample.
    package var text: String
    /// The variation path of the sample (``CellSolver/variant(of:sample:)``).
    package var variant: String?
    /// The format sample put in the text, `nil` when it has none.
    package var formatSample: String?
    /// Whether the cells were fitted in one of iOS's models.
    package var isIOS: Bool
    /// The cells, in category order.
    package var cells: [Cell]

    /// One taken cell.
    package struct Cell: Sendable {
        /// What the summary folds of it.
        package var share: CellShare
        /// The source-language string's width and the budget, when a relative budget applies.
        package var sourceWidth: Double?
        package var budget: Double?
        /// The fit's line count and the lines the text needs (``ButtonFit/lineCount``, ``ButtonFit/neededLineCount``).
        package var lineCount: Int
        package var neededLineCount: Int
        /// Its record as the earlier file holds it, from its first member to its `line`, the
        /// last member before `fonts`: the string's own line and faces complete it.
        package var record: RecordedBytes
        /// The faces it was measured with, as its record names them.
        package var fonts: [FontUse]

        package init(share: CellShare, sourceWidth: Double?, budget: Double?, lineCount: Int, neededLineCount: Int,
                     record: RecordedBytes, fonts: [FontUse]) {
            self.share = share
            self.sourceWidth = sourceWidth
            self.budget = budget
            self.lineCount = lineCount
            self.neededLineCount = neededLineCount
            self.record = record
            self.fonts = fonts
        }
    }

    package init(string: LocalizedString, text: String, variant: String?, formatSample: String?, isIOS: Bool,
                 cells: [Cell]) {
        self.string = string
        self.text = text
        self.variant = variant
        self.formatSample = formatSample
        self.isIOS = isIOS
        self.cells = cells
    }

    /// The title's label: its key, with its table where it names one (``CellResult/label``).
    package var label: String { TableIdentity.label(key: string.key, table: string.table) }
}
