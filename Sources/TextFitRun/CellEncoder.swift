/// What the measuring tasks encode of each cell for the consumer of a run, on the task that
/// measured it, so that the consumer (one caller at a time, in canonical order) only appends.
///
/// The run knows nothing of what the records are: the streamed outputs' bytes for the report
/// writers (`RecordEncoder`), or nothing at all when every cell is kept (`NoRecords`).
package protocol CellEncoder: Sendable {
    /// One cell's encoding.
    associatedtype Record: Sendable
    /// Whether anything is encoded: when not, units carry no records.
    var isActive: Bool { get }
    /// Whether the consumer takes a unit of one string taken from an earlier run as a
    /// ``TakenTitle`` (``EncodedUnit/title``), with no cells.
    var takesTitles: Bool { get }
    /// The encoder one measuring task uses: this one, or a copy whose shared parts are its own,
    /// so that the tasks do not update the same reference counts for every cell.
    func forTask() -> Self
    /// Encodes `cell`.
    func encode(_ cell: CellResult) -> Record
    /// Encodes `cell`, taken from an earlier run whose results file holds it as `recorded`
    /// (``TakenCells/records``): what the encoder would write of it, when it writes that.
    func encode(_ cell: CellResult, recorded: RecordedBytes) -> Record
    /// What the index beside the run's results keeps of `title`'s string, worked out on the
    /// measuring task rather than by the one consumer; `nil` when no index is written.
    func indexDigests(of title: TakenTitle) -> TakenTitle.IndexDigests?
}

extension CellEncoder {
    package var takesTitles: Bool { false }
    package func forTask() -> Self { self }
    func encode(_ cell: CellResult, recorded: RecordedBytes) -> Record { encode(cell) }
    package func indexDigests(of title: TakenTitle) -> TakenTitle.IndexDigests? { nil }
}

/// The encoder of a run that keeps its cells and writes nothing while it goes.
struct NoRecords: CellEncoder {
    var isActive: Bool { false }
    func encode(_ cell: CellResult) {}
}
