import TextFitCore

/// A finished run's values, kept until the process exits rather than freed as the command returns.
///
/// A large app's run ends holding a million cells' worth of values: the merged table and each
/// string's place in the app, the summary with its titles and findings, the earlier results'
/// index. Freed one by one as the command returns, they cost one core tens of milliseconds after
/// every output is in place (on home-assistant's `--reuse` gate about 40 ms, some 2 % of it); the
/// process's exit gives their memory back at once. `textfit check` keeps them here once its
/// outputs are written and its stamp made, and the process ends as the command returns.
enum KeptUntilExit {
    private static let values = Guarded<[any Sendable]>([])

    /// Keeps `value` (its storage, shared with the caller's copies) until the process exits.
    static func keep(_ value: any Sendable) {
        values.withLock { $0.append(value) }
    }
}
