/// Strings an app never draws as visible text: accessibility labels, hints and values, which
/// VoiceOver speaks, and tooltips, which appear only on hover. They are not measured; a run
/// counts them in one note.
///
/// The signal is the key, as Interface Builder writes it in every format Xcode makes of a
/// storyboard or XIB (its `.strings`, the String Catalog it keeps in `mul.lproj`, an XLIFF export):
/// `<object ID>.<property>`, whose property is `accessibilityLabel`, `accessibilityHint`,
/// `accessibilityValue`, `toolTip` or `ibShadowedToolTip` (the generated comment says so too:
/// `Class = "UIButton"; accessibilityLabel = "Share"; ObjectID = "abc-12-xyz";`). A key of the
/// app's own that ends the same way (`share.accessibilityLabel`) is read the same way.
package enum NeverDrawnStrings {
    /// The key suffixes of never-drawn properties, after the last `.`.
    static let properties: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "toolTip", "ibShadowedToolTip",
    ]

    /// Each of ``properties`` after its dot, as UTF-8 from the last byte back.
    private static let propertySuffixes: [[UInt8]] = properties.map { Array(("." + $0).utf8.reversed()) }

    /// Whether the string of `key` is never drawn.
    static func isNeverDrawn(key: String) -> Bool {
        // Most keys end in none of the names: ruled out on their last bytes, before the search
        // for the last dot, which walks the key's characters back from its end.
        guard propertySuffixes.contains(where: { key.utf8.reversed().starts(with: $0) }) else { return false }
        guard let dot = key.lastIndex(of: "."), dot != key.startIndex else { return false }
        return properties.contains(String(key[key.index(after: dot)...]))
    }

    /// How many keys the note names.
    static let keysNamed = 3

    /// Removes the never-drawn strings from `tables`, and returns the one note that counts them
    /// (`nil` when there are none).
    static func remove(from tables: inout [StringTable]) -> ReadNote? {
        var count = 0
        var first: LocalizedString?
        var named: [String] = []
        var keys = Set<ExactKey>()
        for t in tables.indices where tables[t].strings.contains(where: { isNeverDrawn(key: $0.key) }) {
            tables[t].strings.removeAll { string in
                guard isNeverDrawn(key: string.key) else { return false }
                count += 1
                if first == nil { first = string }
                if keys.insert(ExactKey(string.key)).inserted, named.count < keysNamed { named.append(string.key) }
                return true
            }
        }
        guard let first else { return nil }
        let examples = named.map { "'\($0)'" }.joined(separator: ", ")
        return ReadNote(kind: .neverDrawn, key: "", language: nil, location: first.location,
                        message: "\(count) string\(count == 1 ? " is" : "s are") never drawn (accessibility labels, hints, "
                            + "tooltips) and \(count == 1 ? "was" : "were") not measured: \(examples)\(keys.count > named.count ? ", …" : "")")
    }
}
