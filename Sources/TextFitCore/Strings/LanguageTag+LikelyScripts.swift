import Foundation

extension LanguageTag {
    /// The ISO 15924 scripts the language is written in, as HarfBuzz names script runs: the
    /// tag's own script subtag, or else the likely script CLDR gives the language (through
    /// Foundation's `Locale.Language.maximalIdentifier`), with the writing systems that mix
    /// scripts spelled out (`Jpan` → Hani, Hira, Kana; `Kore` → Hang, Hani; `Hans`/`Hant` → Hani;
    /// `Aran`, Nastaliq Arabic → Arab). Empty when CLDR knows no script for the language.
    ///
    /// Text in a language takes its punctuation's font from these scripts' stacks when the
    /// punctuation sits next to text in another script: "CSE。" in Japanese is Latin followed by
    /// an ideographic full stop that Latin fonts lack.
    package var likelyScripts: [String] {
        let script = self.script ?? Locale.Language(identifier: identifier).maximalIdentifier
            .split(separator: "-").dropFirst().first { $0.count == 4 }.map(String.init)
        switch script {
        case "Jpan": return ["Hani", "Hira", "Kana"]
        case "Kore": return ["Hang", "Hani"]
        case "Hans", "Hant": return ["Hani"]
        case "Aran": return ["Arab"]
        case let script?: return [script]
        case nil: return []
        }
    }
}
