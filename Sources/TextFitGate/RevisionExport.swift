import Foundation

/// Localization files as they were at a revision, copied to a temporary folder so
/// ``LocalizationReader`` can read them like any others: what a `git:REV` baseline
/// (``BaselineSource``) measures. The command line makes one by running `git`.
package protocol RevisionExport {
    /// Copies `paths` as they were at `revision` into a new temporary folder.
    typealias Maker = (_ revision: String, _ paths: [String]) throws(InputError) -> any RevisionExport

    /// The temporary folder; the caller removes it.
    var folder: URL { get }
    /// The paths inside `folder` that stand for the paths asked for, leaving out those the revision lacks.
    var paths: [String] { get }
    /// `error` with the temporary folder in its file name replaced by the revision.
    func relocate(_ error: InputError) -> InputError
    /// `location` with the temporary folder in its file name replaced by the revision.
    func relocate(_ location: SourceLocation) -> SourceLocation
}
