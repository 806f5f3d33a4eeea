import ArgumentParser
import TextFit

/// The `textfit` command: does every Location Button title fit, in every language, at every size?
@main
struct TextFitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textfit",
        abstract: "Check that button titles fit in every language at every Dynamic Type size.",
        subcommands: [Measure.self]
    )
}
