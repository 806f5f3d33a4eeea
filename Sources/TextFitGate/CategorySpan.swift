import Foundation

/// A contiguous span of content-size categories as the gate's rules name them.
///
/// Spellings: `all`; one category (`xxxLarge`); a range `large...AX5` (also `..` or `…`);
/// an open range `...xxxLarge` (everything up to it) or `AX1...` (it and everything above).
/// Category names are parsed by ``ContentSizeCategory/init(parsing:)``, so UIKit's names work too.
package enum CategorySpan {
    /// Parses `text`; `context` (an option or a file field) prefixes the error message.
    package static func parse(_ text: String, context: String) throws(InputError) -> ClosedRange<ContentSizeCategory> {
        let all = ContentSizeCategory.xSmall...ContentSizeCategory.ax5
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "all" || trimmed == "*" { return all }
        for separator in ["...", "…", ".."] where trimmed.contains(separator) {
            let ends = trimmed.components(separatedBy: separator)
            guard ends.count == 2 else { break }
            let low = ends[0].isEmpty ? all.lowerBound : ContentSizeCategory(parsing: ends[0])
            let high = ends[1].isEmpty ? all.upperBound : ContentSizeCategory(parsing: ends[1])
            guard let low, let high, low <= high else { break }
            return low...high
        }
        if !trimmed.contains("."), !trimmed.contains("…"), let one = ContentSizeCategory(parsing: trimmed) {
            return one...one
        }
        throw InputError(reason: "\(context): '\(text)' is not a category or a range of categories such as large...AX5, ...xxxLarge or AX1...")
    }

    /// The spelling `parse` reads back: `large`, `large...AX5`, or `all`.
    package static func describe(_ span: ClosedRange<ContentSizeCategory>) -> String {
        if span.lowerBound == .xSmall && span.upperBound == .ax5 { return "all" }
        if span.lowerBound == span.upperBound { return span.lowerBound.rawValue }
        return "\(span.lowerBound.rawValue)...\(span.upperBound.rawValue)"
    }
}
