extension Verification {
    /// The run set up for `target`: the device's usable width as the spec's maximum width, the
    /// platform's type table, the categories of `categories` the table publishes, the watch's
    /// `close` band (unless one is set), and notes every output states once: the platform and
    /// device (which each record names too), that the button ignores input (Mac Catalyst, visionOS), that the watch model is an
    /// estimate, Catalyst's idiom.
    ///
    /// Throws when the spec's text style is not in the platform's table, or when none of
    /// `categories` is published there.
    package mutating func check(on target: PlatformTarget, categories: [ContentSizeCategory]) throws(InputError) {
        spec = try spec.on(target)
        self.target = RunTarget(target)
        let kept = categories.filter(target.categories.contains)
        guard !kept.isEmpty else {
            throw InputError(reason: "--category: \(target.platform.displayName) publishes none of "
                + ContentSizeCategory.describe(categories) + "; its categories are "
                + ContentSizeCategory.describe(target.categories, among: target.categories))
        }
        self.categories = kept
        if closeMargin == nil { closeMargin = target.closeMarginPercent }
        strings.notes += Self.notes(for: target)
    }

    /// The notes of a run on `target`: where it is checked, then each notice.
    package static func notes(for target: PlatformTarget) -> [ReadNote] {
        let location = SourceLocation(file: "--platform", line: nil)
        return (["checked on " + target.label] + target.notices).map { message in
            ReadNote(kind: .platform, key: "platform", language: nil, location: location, message: message)
        }
    }
}
