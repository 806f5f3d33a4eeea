/// A finding's one-line message, written out or the way to write it.
///
/// A cell's findings are detected when the cell is made, but a run states the messages of only
/// some of them: a large run's summary names its worst titles and counts the rest, and the
/// results JSON has no messages. So the kinds most cells have (truncation) keep what their
/// message says — a few lengths and the truncated title — and write it only when it is read.
/// Reading it twice writes it twice, with the same text: the closure holds values, not
/// references to anything that changes.
enum FindingMessage: Sendable {
    case text(String)
    case deferred(@Sendable () -> String)

    /// The message.
    var text: String {
        switch self {
        case .text(let text): text
        case .deferred(let write): write()
        }
    }
}
