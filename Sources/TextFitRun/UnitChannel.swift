/// The side of an ``OrderedDelivery`` the measuring tasks see: work handed out, results handed in.
protocol UnitChannel<Record>: Sendable {
    /// What the units' cells are encoded as.
    associatedtype Record: Sendable
    /// The index of the next unit to measure; `nil` when there is none.
    func claim() async -> Int?
    /// Hands in unit `index`.
    func deliver(_ index: Int, _ unit: consuming EncodedUnit<Record>) async
    /// Stops handing out work.
    func stop() async
}
