/// Where an output's bytes go as they are made: a file, standard output or memory.
///
/// Reports write through a sink piece by piece instead of building one string, so an output's
/// size never sets the run's memory. Sinks are shared between the run's tasks and the command,
/// so each one serializes its own writes.
package protocol ByteSink: AnyObject, Sendable {
    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer)
    /// Appends `bytes` and leaves the array empty, for its owner to fill again: a sink that
    /// queues whole buffers (``FileSink``) takes the array as it is, without copying it, and
    /// gives back an empty one. Others copy it (the default).
    func write(taking bytes: inout [UInt8])
    /// Writes out whatever is buffered; throws the first failure any write met.
    func flush() throws(InputError)
    /// A sink for a file that goes beside this one, named by adding `suffix` to its name (a
    /// results file's index), put in place after it; `nil` when this sink is not a file or the
    /// file cannot be made. `what` names it in errors. What goes there is optional: it failing
    /// fails nothing else.
    func companion(suffix: String, what: String) -> (any ByteSink)?
    /// Has `ending` write the last of what goes to the sink: at once (the default), or, for a
    /// file, when it is next flushed or closed, so that a file closed on a task of its own
    /// writes its end there, beside other work. Nothing else is written to the sink after it.
    func end(with ending: @escaping @Sendable () -> Void)
}

extension ByteSink {
    package func companion(suffix: String, what: String) -> (any ByteSink)? { nil }

    package func end(with ending: @escaping @Sendable () -> Void) { ending() }

    /// Appends `text` as UTF-8.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `bytes`.
    package func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    package func write(taking bytes: inout [UInt8]) {
        write(bytes: bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `text` and a line feed.
    package func writeLine(_ text: String) {
        write(text)
        write("\n")
    }
}
