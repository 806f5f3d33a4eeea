/// Where a string is written and what it is — file, line, key and language — as a run groups
/// its strings into units and orders them.
///
/// A run measures a unit's strings on one task and hands their cells over together
/// (``Verification/prepare()``); cells come in this order first (`VerificationResult`'s canonical
/// order); and a merge hands over the cells of one place together (`ShardMerge`), so that its summary
/// groups each title's findings as the run's does. A place with no file or line sorts as an
/// empty file at line 0.
package struct UnitPlace: Comparable {
    var file: String
    var line: Int
    var key: String
    var language: String

    /// The place of `string`.
    package init(_ string: LocalizedString) {
        (file, line, key, language) = (string.location.file, string.location.line ?? 0, string.key,
                                       string.language.identifier)
    }

    /// The place of the string `cell` was measured from.
    package init(_ cell: CellResult) {
        (file, line, key, language) = (cell.location?.file ?? "", cell.location?.line ?? 0, cell.key,
                                       cell.language.identifier)
    }

    package static func < (a: UnitPlace, b: UnitPlace) -> Bool {
        (a.file, a.line, a.key, a.language) < (b.file, b.line, b.key, b.language)
    }
}
