import ArgumentParser
import TextFit

/// `--shard i/n`: check one part of the work, for a CI matrix; `textfit merge` joins the parts.
struct ShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Check only part i of n, split by key and language (e.g. 2/4); write --format json --output and join the parts with 'textfit merge'.",
                               valueName: "i/n"))
    var shard: Checked<Shard>?

    /// The shard asked for, if any; a malformed spec throws (`check`'s `validate()` reports it).
    func parsed() throws(InputError) -> Shard? {
        try shard?.get()
    }
}
