/// Where an output's bytes go as they are made: a file, standard output or memory.
///
/// Reports write through a sink piece by piece instead of building one string, so an output's
/// size never sets the run's memory. Sinks are shared between the run's tasks and the command,
/// so each one serializes its own writes.
package protocol ByteSink: AnyObject, Sendable {
    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer)
    /// Writes out whatever is buffered; throws the first failure any write met.
    func flush() throws(InputError)
}

extension ByteSink {
    /// Appends `text` as UTF-8.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `bytes`.
    package func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Appends `text` and a line feed.
    package func writeLine(_ text: String) {
        write(text)
        write("\n")
    }
}
