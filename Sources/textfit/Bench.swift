import ArgumentParser

extension TextFitCommand {
    /// `textfit bench`: how fast TextFit measures. `matrix` (the default) times the bundled
    /// strings at every text style; `catalog` a real-size catalog through the check job.
    struct Bench: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmarks: the bundled matrix (default) or a real-size catalog.",
            discussion: """
            'textfit bench' (or 'textfit bench matrix') times the bundled titles at every text \
            style and category against a plain per-cell HarfBuzz loop. 'textfit bench catalog' \
            generates a 2,000-key × 40-language String Catalog (or reads yours) and times the \
            check job on it with 1 and 2 tasks against a floor loop that shapes each distinct \
            string once. 'textfit bench reuse' times the CI gate on a 100,000-string catalog \
            after 20 strings changed, in full and with --reuse of the earlier results. 'textfit bench shards' \
            times the same catalog checked whole against it split into shards and merged. 'textfit bench devices' \
            times the bundled titles on every platform and device; 'textfit bench buttons' the scan of a \
            generated 2,000-file app for its Location Buttons; 'textfit bench storyboards' the check \
            of a 70,000-string app with its storyboards against the same app without them.
            """,
            subcommands: [Matrix.self, Catalog.self, Reuse.self, Shards.self, Devices.self, Buttons.self, Storyboards.self],
            defaultSubcommand: Matrix.self)
    }
}
