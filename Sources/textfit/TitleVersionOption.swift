import ArgumentParser
import TextFit

/// `check --ios 15|17|18|26`: the bundled titles as that iOS version ships them, checked with its
/// model (`ios18` for 15–18, `ios26` for 26) unless `--spec` names one.
struct TitleVersionOption: ParsableArguments {
    @Option(help: ArgumentHelp("Check the bundled titles as this iOS version ships them (15, 17, 18 or 26; default: 26.1's), with its sizing: model ios18 for 15–18, ios26 for 26, unless --spec names a model.",
                               valueName: "version"),
            completion: .list(CoreLocationUITitles.Version.allCases.map { String($0.rawValue) }))
    var ios: String?

    /// The version asked for; `nil` when none was.
    func version() throws(InputError) -> CoreLocationUITitles.Version? {
        guard let ios else { return nil }
        let number = Int(ios.split(separator: ".").first ?? "")
        guard let number, let version = CoreLocationUITitles.Version(rawValue: number) else {
            throw InputError(reason: "--ios: '\(ios)' is not a version TextFit has titles of; expected 15, 17, 18 or 26")
        }
        return version
    }

    /// The bundled titles of the run: `version`'s, or the catalog's own (26.1), with a note saying which.
    static func titles(_ table: StringTable, version: CoreLocationUITitles.Version?) -> StringTable {
        CoreLocationUITitles.titles(table, as: version ?? .bundled)
    }

    /// The model of the version's sizing: `ios26` for iOS 26, `ios18` before.
    static func model(_ version: CoreLocationUITitles.Version) -> ButtonSpec.Model {
        version == .ios26 ? .ios26 : .ios18
    }
}
