import ArgumentParser

extension TextFitCommand {
    /// `textfit titles`: the Location Button's titles as iOS ships them.
    struct Titles: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Work with the Location Button titles iOS ships (see 'textfit titles import').",
            subcommands: [TitlesImport.self])
    }
}
