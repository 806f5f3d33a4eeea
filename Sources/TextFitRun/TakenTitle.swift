/// A string's cells taken from an earlier run as its results file's index holds them, without
/// their records being read back (``CellReuse``): what the run's summary folds of each cell
/// (``CellShare``), what the index beside the run's own results keeps of it, and the bytes of its
/// record.
///
/// Given only for a string with one sample, whose cells are one run of records at the categories
/// the run checks, in order, none of them with a finding (so the summary has nothing of them
/// but their shares).
///
/// A class: a title is handed from the task that takes it to the one that writes its records and
/// folds it into the summary, and a reference is passed there without retaining each of its
/// string's members.
package final class TakenTitle: Sendable {
    /// The string, placed where it is now: at a line, which its records are completed with.
    package let string: LocalizedString
    /// The text measured: the string's one sample.
    package let text: String
    /// The variation path of the sample (``CellSolver/variant(of:sample:)``).
    package let variant: String?
    /// The format sample put in the text, `nil` when it has none.
    package let formatSample: String?
    /// Whether the cells were fitted in one of iOS's models.
    package let isIOS: Bool
    /// The cells, in category order.
    package let cells: [Cell]
    /// What keeps the cells' ``Cell/record`` bytes in memory.
    package let recordsHeldBy: any AnyObject & Sendable
    /// The fonts table the cells' ``Cell/faces`` index.
    package let faceTable: RecordedFaceTable

    /// One taken cell: a plain value, copied without reference counting; its record's bytes are
    /// kept by its title (``recordsHeldBy``), its faces are indices into its title's ``faceTable``.
    package struct Cell: @unchecked Sendable {
        // @unchecked: `record` points into read-only memory that the title holds.
        /// What the summary folds of it.
        package var share: CellShare
        /// The source-language string's width and the budget, when a relative budget applies.
        package var sourceWidth: Double?
        package var budget: Double?
        /// The fit's line count and the lines the text needs (``ButtonFit/lineCount``, ``ButtonFit/neededLineCount``).
        package var lineCount: Int
        package var neededLineCount: Int
        /// Its record as the earlier file holds it, from its `{` to its `}`.
        package var whole: UnsafeRawBufferPointer
        /// Where, in ``whole``, its first member after `{"file":N,` starts, and its `line`
        /// member, the last before `fonts`.
        package var bodyStart: UInt32, lineStart: UInt32
        /// The faces it was measured with, as its record names them.
        package var faces: RecordedFaces

        /// - Parameters:
        ///   - whole: its record as the earlier file holds it, from its `{` to its `}`.
        ///   - bodyStart: where, in `whole`, its first member after `{"file":N,` starts.
        ///   - lineStart: where, in `whole`, its `line` member starts.
        package init(share: CellShare, sourceWidth: Double?, budget: Double?, lineCount: Int, neededLineCount: Int,
                     whole: UnsafeRawBufferPointer, bodyStart: Int, lineStart: Int, faces: RecordedFaces) {
            precondition(0 <= bodyStart && bodyStart <= lineStart && lineStart <= whole.count, "a taken record's layout lies in it")
            self.share = share
            self.sourceWidth = sourceWidth
            self.budget = budget
            self.lineCount = lineCount
            self.neededLineCount = neededLineCount
            self.whole = whole
            self.bodyStart = UInt32(bodyStart)
            self.lineStart = UInt32(lineStart)
            self.faces = faces
        }

        /// Its record from its first member after `{"file":N,` to its `line`: the string's own
        /// line and faces complete it.
        package var record: UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(rebasing: whole[Int(bodyStart) ..< Int(lineStart)])
        }
    }

    /// - Parameters:
    ///   - recordsHeldBy: what keeps the bytes of the cells' records in memory.
    ///   - faceTable: the fonts table the cells' faces index.
    package init(string: LocalizedString, text: String, variant: String?, formatSample: String?, isIOS: Bool,
                 cells: [Cell], recordsHeldBy: any AnyObject & Sendable, faceTable: RecordedFaceTable) {
        self.string = string
        self.text = text
        self.variant = variant
        self.formatSample = formatSample
        self.isIOS = isIOS
        self.cells = cells
        self.recordsHeldBy = recordsHeldBy
        self.faceTable = faceTable
    }

    /// What the index beside a run's results keeps of a title's string, under that index's key
    /// (``CellEncoder/indexDigests(of:)``): the identity of what was measured and of its text
    /// (``CellIdentity/measured(key:language:text:variant:formatSample:under:)``) and of the
    /// context it was checked in (``CellIdentity/context(table:widthLimit:titleSource:target:under:)``).
    package struct IndexDigests: Sendable {
        package var string: CellIdentity
        package var text: CellIdentity
        package var context: CellIdentity

        package init(string: CellIdentity, text: CellIdentity, context: CellIdentity) {
            self.string = string
            self.text = text
            self.context = context
        }
    }

    /// The title's label: its key, with its table where it names one (``CellResult/label``).
    package var label: String { TableIdentity.label(key: string.key, table: string.table) }
}
