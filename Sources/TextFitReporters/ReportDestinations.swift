/// The sinks a run's outputs are written to, by destination: files and standard streams for
/// the command, memory for ``ReportFormat/render(_:fonts:)``.
package protocol ReportDestinations: Sendable {
    /// The sink for `destination`, opened (or the one already open for it).
    func sink(for destination: ReportDestination) throws(InputError) -> any ByteSink
    /// Ends `destination` once its last output is written: closes a file (putting it in place),
    /// flushes a stream.
    func finish(_ destination: ReportDestination, _ sink: any ByteSink) throws(InputError)
    /// Whether the target is a file, which finishing puts in place (a stream is only flushed).
    var targetIsFile: Bool { get }
}

extension ReportDestinations {
    package var targetIsFile: Bool { false }
}

/// Every destination in one ``MemorySink``: a format rendered in memory.
final class MemoryDestinations: ReportDestinations {
    /// What every output wrote.
    let sink = MemorySink()

    func sink(for destination: ReportDestination) -> any ByteSink { sink }

    func finish(_ destination: ReportDestination, _ sink: any ByteSink) {}
}
