import ArgumentParser
import Foundation
import TextFit

/// The `textfit` command: does every Location Button title fit, in every language, at every size?
@main
struct TextFitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textfit",
        abstract: "Check that button titles fit in every language at every Dynamic Type size.",
        discussion: """
        Exit status: 0 when everything fits, 1 when a title truncates, clips or misses glyphs, \
        2 on bad input or usage, 3 when an output cannot be written (the input was fine; the \
        output is left absent, any previous file untouched).
        """,
        version: ToolVersion.current,
        subcommands: [Check.self, Merge.self, Measure.self, Render.self, Fonts.self, Pseudo.self, Titles.self,
                      Bench.self, Devices.self, Buttons.self]
    )

    /// Runs the command, mapping usage errors to exit status 2 with a one-line message.
    static func main() async {
        do {
            try checkHelpTopic(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid usage"
                FileHandle.standardError.write(Data("textfit: \(message) (see 'textfit help')\n".utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// `textfit help TOPIC` names a subcommand; ArgumentParser would print the overview for an
    /// unknown one and exit 0, hiding a typo in a script.
    static func checkHelpTopic(_ arguments: [String]) throws {
        guard arguments.first == "help", arguments.count > 1 else { return }
        let known = configuration.subcommands.map { $0._commandName } + ["help"]
        let topic = arguments[1]
        if topic.hasPrefix("-") || known.contains(topic) { return }
        throw ValidationError("help: unknown subcommand '\(topic)'; expected one of \(known.joined(separator: ", "))")
    }
}
