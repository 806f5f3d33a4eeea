import ArgumentParser
import TextFit

/// A value an option names from a fixed set (or a small grammar): how its text is read, the
/// one-line message for text that is not one, and what shell completion offers.
protocol ArgumentChoice: Sendable {
    /// Reads the option's text; the error is the message printed as `textfit: …`.
    static func read(_ text: String) throws(InputError) -> Self
    /// What help lists and completion offers (empty: help lists nothing, completion offers
    /// `completions`' default).
    static var valueStrings: [String] { get }
}

/// An option's value as a type. Parsing the command line never fails on it, so that a value
/// that is not one is reported by the command's `validate()` with TextFit's own one-line
/// message and exit status 2 (through `InputError.exitOnBadInput`), not with the argument
/// parser's usage error and status 64; `run()` reads the value with `get()`, which after
/// `validate()` cannot throw.
struct Checked<Value: ArgumentChoice>: ExpressibleByArgument, Sendable {
    /// The text given on the command line.
    let text: String
    private let parsed: Result<Value, InputError>

    init(argument: String) {
        text = argument
        do throws(InputError) { parsed = .success(try Value.read(argument)) } catch { parsed = .failure(error) }
    }

    /// The value, or the message for text that is not one.
    func get() throws(InputError) -> Value { try parsed.get() }

    var defaultValueDescription: String { text }
    static var allValueStrings: [String] { Value.valueStrings }
    static var defaultCompletionKind: CompletionKind { Value.valueStrings.isEmpty ? .default : .list(Value.valueStrings) }
}
