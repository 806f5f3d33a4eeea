import Foundation

/// The public app catalogs beside the repository (`../shared/realworld`, or
/// `$TEXTFIT_REALWORLD`): tests that read them run only where they are, and say so when skipped.
enum RealWorldFolder {
    static let root: URL = ProcessInfo.processInfo.environment["TEXTFIT_REALWORLD"].map { URL(fileURLWithPath: $0) }
        ?? Binary.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/realworld")

    /// Whether `name` (or the folder itself) is there.
    static func has(_ name: String = "") -> Bool {
        FileManager.default.fileExists(atPath: name.isEmpty ? root.path : root.appendingPathComponent(name).path)
    }
}
