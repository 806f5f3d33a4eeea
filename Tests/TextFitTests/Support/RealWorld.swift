import Foundation
import Testing

/// The public app catalogs beside the repository (`../shared/realworld`, or
/// `$TEXTFIT_REALWORLD`): tests that read them run only where they are, and say so when skipped.
enum RealWorld {
    static let root: URL = ProcessInfo.processInfo.environment["TEXTFIT_REALWORLD"].map { URL(fileURLWithPath: $0) }
        ?? TestFonts.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/realworld")

    /// Whether the catalogs are there.
    static var available: Bool { FileManager.default.fileExists(atPath: root.path) }

    /// The trait for a test that reads them: skipped, with the reason, where they are absent.
    static var required: ConditionTrait {
        .enabled(if: available, "needs the public app catalogs at \(root.path); set TEXTFIT_REALWORLD")
    }
}
