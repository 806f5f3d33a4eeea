import Foundation

/// One malformed, hostile or merely unusual input for the built binary: the files to lay out in
/// a fresh folder, the arguments, and what must come of it.
///
/// Arguments and file contents may say `$DIR` for the case's folder.
struct HostileCase: Sendable, CustomStringConvertible {
    /// What the run must end with.
    enum Expectation: Sendable {
        /// Valid input: measured (exit 0 or 1), never refused. Each pair (key, language) must be
        /// measured or named in a note of the JSON results.
        case valid(pairs: [Pair])
        /// Bad input: exit 2, one line on standard error naming `mention` (a file name or a flag).
        case bad(mention: String)
        /// Either of the above, but nothing else: no signal, no hang, no second line.
        case validOrBad(mention: String)
        /// Valid input whose output cannot be written: exit 3, one line on standard error naming
        /// `mention` (the output), and no file left where the output was to go.
        case unwritable(mention: String)
    }

    /// A key in a language.
    struct Pair: Sendable, Hashable, CustomStringConvertible {
        var key: String
        var language: String
        var description: String { "\(key.debugDescription) [\(language)]" }
    }

    /// A thing to put in the case's folder.
    enum Entry: Sendable {
        case file(Data)
        case folder
        case symlink(to: String)
        case fifo
    }

    var name: String
    var entries: [(path: String, entry: Entry)]
    var arguments: [String]
    var expectation: Expectation

    var description: String { name }

    init(_ name: String, _ entries: [(String, Entry)] = [], _ arguments: [String], _ expectation: Expectation) {
        self.name = name
        self.entries = entries.map { (path: $0.0, entry: $0.1) }
        self.arguments = arguments
        self.expectation = expectation
    }

    /// A file holding `text` as UTF-8.
    static func text(_ text: String) -> Entry { .file(Data(text.utf8)) }

    /// The pairs for `keys` in each of `languages`.
    static func pairs(_ keys: [String], _ languages: [String]) -> [Pair] {
        keys.flatMap { key in languages.map { Pair(key: key, language: $0) } }
    }
}
