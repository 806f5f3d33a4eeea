import Foundation
import TextFit
import TextFitSourceScan

/// What `textfit buttons` prints: each Location Button found, where it is, its configuration as
/// resolved (the spec a check measures it with) and what was assumed; as text or JSON.
package struct AppButtonListing: Sendable {
    /// One button as listed.
    package struct Entry: Sendable, Encodable {
        package var file: String
        package var line: Int
        package var column: Int
        package var kind: String
        package var source: String
        package var title: String?
        package var spec: ButtonSpec
        /// What the button takes from the views enclosing it, as read.
        package var inherited: [String]
        package var assumed: [String]
    }

    package var entries: [Entry]
    package var notes: [String]
    package var swiftFiles: Int
    package var interfaceBuilderFiles: Int

    package init(scan: ButtonScan) {
        entries = scan.buttons.map { button in
            let (spec, assumed) = AppButtonSpec.spec(for: button)
            return Entry(file: button.file, line: button.line, column: button.column, kind: button.kind.rawValue,
                         source: button.displayName, title: button.title?.english, spec: spec,
                         inherited: button.inherited, assumed: button.notes + assumed)
        }
        notes = scan.notes.map(\.message)
        swiftFiles = scan.swiftFiles
        interfaceBuilderFiles = scan.interfaceBuilderFiles
    }

    /// The JSON document: `buttons` (each with `file`, `line`, `column`, `kind`, `source`,
    /// `title`, `spec`, `inherited`, `assumed`), `notes`, and the counts of files read.
    package func json() throws(InputError) -> Data {
        struct Document: Encodable {
            var buttons: [Entry]
            var notes: [String]
            var swiftFiles: Int
            var interfaceBuilderFiles: Int
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(Document(buttons: entries, notes: notes, swiftFiles: swiftFiles,
                                                   interfaceBuilderFiles: interfaceBuilderFiles))
            data.append(0x0A)
            return data
        } catch {
            throw InputError(output: nil, reason: "cannot write the listing as JSON: \(error)")
        }
    }

    /// The text listing: per button `FILE:LINE:COLUMN: SOURCE (KIND)`, its resolved
    /// configuration, what it takes from enclosing views, and each assumption; then the notes and a count.
    package func text() -> String {
        var lines: [String] = []
        for entry in entries {
            lines.append("\(entry.file):\(entry.line):\(entry.column): \(entry.source) (\(entry.kind))")
            lines.append("  " + entry.spec.configurationLine(title: entry.title))
            for value in entry.inherited { lines.append("  from an enclosing view: " + value) }
            for note in entry.assumed { lines.append("  assumed: " + note) }
        }
        for note in notes { lines.append("note: " + note) }
        let files = "\(swiftFiles) Swift file\(swiftFiles == 1 ? "" : "s") and \(interfaceBuilderFiles) storyboard or XIB file\(interfaceBuilderFiles == 1 ? "" : "s")"
        lines.append("\(entries.count) Location Button\(entries.count == 1 ? "" : "s") in \(files).")
        return lines.joined(separator: "\n") + "\n"
    }
}
