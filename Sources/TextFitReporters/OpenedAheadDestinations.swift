/// The destinations of `base`, some of whose files were opened ahead of their outputs
/// (``ReportPlan/write(judging:to:by:)``): each file opened ahead is handed out the first time
/// it is asked for, with the error of opening it if that failed; every other destination is
/// opened when asked for, as `base` opens it. A file opened ahead and never asked for is
/// dropped, its temporary file removed, the file before it left in place.
final class OpenedAheadDestinations<Base: ReportDestinations>: ReportDestinations {
    private let base: Base
    private let ahead: Guarded<[ReportDestination: Result<any ByteSink, InputError>]>

    /// Opens each of `destinations` of `base` now.
    init(_ base: Base, opening destinations: [ReportDestination]) {
        self.base = base
        var ahead: [ReportDestination: Result<any ByteSink, InputError>] = [:]
        for destination in destinations where ahead[destination] == nil {
            ahead[destination] = Result { () throws(InputError) in try base.sink(for: destination) }
        }
        self.ahead = Guarded(ahead)
    }

    func sink(for destination: ReportDestination) throws(InputError) -> any ByteSink {
        if let opened = ahead.withLock({ $0.removeValue(forKey: destination) }) { return try opened.get() }
        return try base.sink(for: destination)
    }

    func finish(_ destination: ReportDestination, _ sink: any ByteSink) throws(InputError) {
        try base.finish(destination, sink)
    }

    var targetIsFile: Bool { base.targetIsFile }
}
