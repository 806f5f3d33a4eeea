extension FindingKind {
    /// Entries of a `.strings` file the app never sees: Core Foundation stops reading the file
    /// at a stray character (`;;`), without an error, so Xcode builds it.
    public static let unreadEntries = FindingKind(rawValue: "unreadEntries")
}

extension FindingDescriptor {
    /// Unread entries: a run-level finding made from the reader's `.unreadEntries` note
    /// (``ReadFindings``), once per file, never from a spec or a
    /// cell. Amount: how many entries the app never sees.
    package static let unreadEntries = FindingDescriptor(
        kind: .unreadEntries, name: "unread-entries", countPhrase: "with entries the app never reads",
        title: "Entries the app never reads",
        ruleDescription: "Core Foundation stops reading a .strings file at a stray character, without an error, so the entries after it never reach the app.",
        detect: { _ in nil },
        lint: { _ in nil },
        describeAmount: { amount, _ in
            let count = Int(amount.rounded())
            return "\(count) \(count == 1 ? "entry" : "entries")"
        })
}
