import Foundation

/// The command-line and report names of the kinds of finding: `truncation`, `vertical-clip` …
///
/// Names derive from ``Finding/Kind``'s cases, so a new kind is named, parsed and documented
/// in every gate output without a change here.
public enum FindingKindName {
    /// The kebab-case name of `kind`: `verticalClip` → `vertical-clip`.
    public static func name(of kind: Finding.Kind) -> String {
        var name = ""
        for character in kind.rawValue {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// The kind named `text` in kebab-case, camelCase or snake_case, ignoring case; `nil` when none is.
    public static func parse(_ text: String) -> Finding.Kind? {
        let folded = fold(text)
        return Finding.Kind.allCases.first { fold($0.rawValue) == folded }
    }

    /// Every kind's name, in declaration order.
    public static var allNames: [String] { Finding.Kind.allCases.map(name(of:)) }

    /// The name with spaces for prose: `vertical clip`.
    public static func words(of kind: Finding.Kind) -> String {
        name(of: kind).replacingOccurrences(of: "-", with: " ")
    }

    private static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" })
    }
}
