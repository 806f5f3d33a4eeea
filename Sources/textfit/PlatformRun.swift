import TextFit

/// How one platform target changes a `check` run: the device's usable width as the spec's
/// maximum width, the platform's type table and categories, the watch's `close` band, and the
/// notes every output states once (platform and device; that the button ignores input on Mac
/// Catalyst and visionOS; that the watch model is an estimate).
enum PlatformRun {
    /// `verification` set up for `target`. `categories` are those asked for (`--category`); the
    /// run keeps those the platform's table publishes.
    static func apply(_ target: PlatformTarget, to verification: inout Verification,
                      categories: [ContentSizeCategory]) throws(InputError) {
        verification.spec = try verification.spec.on(target)
        let kept = categories.filter(target.categories.contains)
        guard !kept.isEmpty else {
            throw InputError(reason: "--category: \(target.platform.displayName) publishes none of "
                + ContentSizeCategory.describe(categories) + "; its categories are "
                + ContentSizeCategory.describe(target.categories))
        }
        verification.categories = kept
        if verification.closeMargin == nil { verification.closeMargin = target.closeMarginPercent }
        verification.strings.notes += notes(for: target)
    }

    /// The notes of a run on `target`: where it is, then each notice.
    static func notes(for target: PlatformTarget) -> [ReadNote] {
        let location = SourceLocation(file: "", line: nil)
        return (["checked on " + target.label] + target.notices).map { message in
            ReadNote(kind: .platform, key: "platform", language: nil, location: location, message: message)
        }
    }
}
