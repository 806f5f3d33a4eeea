import Foundation
import TextFit
import TextFitSourceScan

/// The strings a check measures for an app's own Location Buttons: each button's title in every
/// language of the bundled catalog (iOS's own titles where public), placed at the button's file
/// and line so every report puts its findings there, with the button's spec as the key's limit.
///
/// Each button is one key (how the source spells it, `LocationButton(.shareCurrentLocation)`;
/// with its file and line added when two buttons would share the name), so a check measures
/// each button with its own spec. An icon-only button is measured with the title it would show
/// (`.currentLocation`'s when none): its width does not depend on the title, and the cells show
/// that in every language.
package enum AppButtonTable {
    /// The table of `scan`'s buttons; `titles` is the bundled catalog (``BundledData/strings(environment:)``).
    package static func table(for scan: ButtonScan, titles: StringTable) throws(InputError) -> StringTable {
        var table = StringTable(sourceLanguage: titles.sourceLanguage)
        table.notes = scan.notes
        let byTitle = Dictionary(grouping: titles.strings, by: \.key)
        let names = Dictionary(grouping: scan.buttons, by: \.displayName)
        for button in scan.buttons {
            let key = (names[button.displayName]?.count ?? 0) > 1
                ? "\(button.displayName) at \(button.file):\(button.line)" : button.displayName
            let location = SourceLocation(file: button.file, line: button.line)
            let (spec, assumed) = AppButtonSpec.spec(for: button)
            do {
                try spec.validate(file: button.file)
            } catch {
                // Never expected (the spec is built from checked values), but one button is never the end of the run.
                let reason = (error as? InputError).map { "\($0.key.map { "\($0): " } ?? "")\($0.reason)" } ?? "\(error)"
                table.notes.append(ReadNote(kind: .sourceScan, key: key, language: nil, location: location,
                                            message: "\(button.displayName): \(reason); not checked"))
                continue
            }
            for note in button.notes + assumed {
                table.notes.append(ReadNote(kind: .sourceScan, key: key, language: nil, location: location,
                                            message: "\(button.displayName): \(note)"))
            }
            let english = (button.title ?? .currentLocation).english
            for title in byTitle[english] ?? [] {
                var string = title
                string.key = key
                string.location = location
                table.strings.append(string)
            }
            table.keyLimits[key] = KeyLimit(key: key, kind: .buttonSpec(try fields(of: spec, file: button.file)), location: location)
        }
        return table
    }

    /// `spec` as the JSON object a limit holds, every field present (a field the spec leaves
    /// unset is `null`), so that nothing of the run's own spec is merged into it.
    static func fields(of spec: ButtonSpec, file: String) throws(InputError) -> [String: JSONValue] {
        do {
            var fields = try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(spec))
            for key in ["iconBox", "fontSize", "fontWeight", "fixedFrame", "maximumHeight", "tintColor", "backgroundColor"]
            where fields[key] == nil {
                fields[key] = .null
            }
            return fields
        } catch {
            throw InputError(file: file, reason: "the button's spec cannot be written: \(error)")
        }
    }

    /// `base` (an app's catalogs) with `buttons`' strings, notes and limits added.
    package static func merging(_ buttons: StringTable, into base: StringTable) -> StringTable {
        var table = base
        table.strings += buttons.strings
        table.notes += buttons.notes
        table.keyLimits.merge(buttons.keyLimits) { _, new in new }
        return table
    }
}
