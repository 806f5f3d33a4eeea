/// What receives a run's units, in canonical order, one at a time.
protocol OrderedConsumer: AnyObject {
    /// What the consumer makes of the whole run.
    associatedtype Output: Sendable
    /// What the measuring tasks should encode for it.
    var encoder: RecordEncoder { get }
    /// Takes the next unit in canonical order.
    func consume(_ unit: EncodedUnit)
    /// Ends the run.
    func finish() throws(InputError) -> Output
}
