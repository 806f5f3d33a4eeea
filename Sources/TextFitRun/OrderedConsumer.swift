/// What receives a run's units, in canonical order, one at a time.
package protocol OrderedConsumer: AnyObject {
    /// What the consumer makes of the whole run.
    associatedtype Output: Sendable
    /// What the measuring tasks encode for it.
    associatedtype Encoder: CellEncoder
    /// The encoder the measuring tasks use.
    var encoder: Encoder { get }
    /// Takes the next unit in canonical order.
    func consume(_ unit: EncodedUnit<Encoder.Record>)
    /// Ends the run.
    func finish() throws(InputError) -> Output
    /// The outputs whose made bytes the measuring tasks may write for the consumer.
    var writesBehind: [any WriteBehind] { get }
    /// Whether the consumer reads every cell's truncated text (its record, every finding's
    /// message, the cell itself); when not, the measuring tasks leave each title to be truncated
    /// when its finding's message is read (``TruncationWhenRead``).
    var readsEveryTruncation: Bool { get }
}

extension OrderedConsumer {
    package var writesBehind: [any WriteBehind] { [] }
    package var readsEveryTruncation: Bool { true }
}
