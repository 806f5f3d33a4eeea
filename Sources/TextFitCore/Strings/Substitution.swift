/// One `%#@name@` argument of a string, and the text it stands for in each variant.
///
/// String Catalogs keep the variant texts with a `%arg` placeholder and the argument's format in
/// `formatSpecifier`; `.stringsdict` files and XLIFF exports write the real specifier (`%d`,
/// `%2$lld`) in each text. Both are kept as written; ``FormatSpecifierSampler`` understands both.
package struct Substitution: Sendable, Hashable {
    /// One variant of the substituted text, such as the `plural.few` form.
    package struct Variant: Sendable, Hashable {
        /// The variation path, e.g. `plural.one`.
        package var path: String
        /// The text, with `%arg` or a real format specifier standing for the argument.
        package var value: String
        /// The translation state the file records.
        package var state: LocalizedString.State
        /// Where the variant's text stands.
        package var location: SourceLocation

        /// A variant at `path` (e.g. `plural.one`) with its text, state and place.
        package init(path: String, value: String, state: LocalizedString.State = .translated,
                    location: SourceLocation) {
            self.path = path
            self.value = value
            self.state = state
            self.location = location
        }
    }

    /// The name used in `%#@name@`.
    package var name: String
    /// The 1-based argument the substitution formats (`argNum`), where the file says.
    package var argumentNumber: Int?
    /// The argument's format without `%`, e.g. `lld` or `d`, where the file says.
    package var formatSpecifier: String?
    /// The variants, in the order they were read.
    package var variants: [Variant]

    /// A substitution named as in `%#@name@`.
    package init(name: String, argumentNumber: Int? = nil, formatSpecifier: String? = nil,
                variants: [Variant] = []) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variants = variants
    }
}

extension Substitution {
    /// `text` with the String Catalog placeholder `%arg` replaced by this argument's real specifier,
    /// `%<argNum>$<formatSpecifier>` (e.g. `%arg Dateien` → `%1$lld Dateien`), which is how Xcode
    /// writes substitution variants in XLIFF and `.stringsdict`. Text without `%arg` is unchanged.
    package func resolvingPlaceholder(in text: String) -> String {
        guard text.contains("%arg") else { return text }
        let position = argumentNumber.map { "\($0)$" } ?? ""
        return text.replacingOccurrences(of: "%arg", with: "%" + position + (formatSpecifier ?? "@"))
    }
}
