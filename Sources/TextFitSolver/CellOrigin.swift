/// What every cell of one string has alike: the key, the language, the variant, the place, the
/// format sample, the width limit, where the title comes from, the table and the element it is
/// drawn in.
///
/// A string is measured at up to twelve categories; its cells refer to one origin rather than
/// each holding these values (about 200 bytes, several of them strings with a reference count of
/// their own). A run that keeps every cell (the HTML report) keeps a million of them, and each
/// cell copied on its way to the outputs retains one object instead of each string. Immutable: a
/// cell given another place, table or element takes a new origin (``CellResult/location``).
package final class CellOrigin: Sendable, Hashable {
    package let key: String
    package let language: LanguageTag
    package let variant: String?
    package let location: SourceLocation?
    package let formatSample: String?
    package let widthLimit: WidthLimit?
    package let titleSource: TitleSource?
    package let table: String?
    package let element: String?

    package init(key: String, language: LanguageTag, variant: String?, location: SourceLocation?,
                 formatSample: String? = nil, widthLimit: WidthLimit? = nil, titleSource: TitleSource? = nil,
                 table: String? = nil, element: String? = nil) {
        self.key = key
        self.language = language
        self.variant = variant
        self.location = location
        self.formatSample = formatSample
        self.widthLimit = widthLimit
        self.titleSource = titleSource
        self.table = table
        self.element = element
    }

    /// This origin with `location`, `titleSource`, `table` and `element` as given: itself when
    /// they are its own.
    func with(location: SourceLocation?, titleSource: TitleSource?, table: String?, element: String?) -> CellOrigin {
        if location == self.location, titleSource == self.titleSource, table == self.table, element == self.element {
            return self
        }
        return CellOrigin(key: key, language: language, variant: variant, location: location, formatSample: formatSample,
                          widthLimit: widthLimit, titleSource: titleSource, table: table, element: element)
    }

    package static func == (a: CellOrigin, b: CellOrigin) -> Bool {
        a === b
            || (a.key == b.key && a.language == b.language && a.variant == b.variant && a.location == b.location
                && a.formatSample == b.formatSample && a.widthLimit == b.widthLimit && a.titleSource == b.titleSource
                && a.table == b.table && a.element == b.element)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(language)
        hasher.combine(variant)
        hasher.combine(location)
        hasher.combine(formatSample)
        hasher.combine(widthLimit)
        hasher.combine(titleSource)
        hasher.combine(table)
        hasher.combine(element)
    }
}
