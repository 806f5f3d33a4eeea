import Foundation

/// Builds large, Xcode-shaped String Catalogs for parse-speed benchmarks and tests.
package enum SyntheticCatalog {
    /// A `.xcstrings` JSON document with `keys` keys, each translated into every language of
    /// `languages` (the first is the source language).
    ///
    /// Keys are `Key 0001 …`; every tenth key varies by plural (`one`, `other`) and every
    /// twenty-fifth by device (`iphone`, `mac`, `other`), so the reader's variation paths are
    /// exercised as well as plain string units. Formatting is Xcode's: two-space indent,
    /// `" : "` separators, keys sorted.
    package static func data(keys: Int, languages: [LanguageTag]) -> Data {
        let source = languages.first ?? LanguageTag("en")!
        let sortedLanguages = languages.sorted()
        let width = max(4, String(keys).count)
        var out = "{\n  \"sourceLanguage\" : \"\(source.identifier)\",\n  \"strings\" : {\n"
        out.reserveCapacity(keys * languages.count * 180)
        func unit(_ indent: String, _ value: String) -> String {
            "\(indent)\"stringUnit\" : {\n\(indent)  \"state\" : \"translated\",\n\(indent)  \"value\" : \"\(value)\"\n\(indent)}\n"
        }
        for k in 0..<keys {
            let number = String(k)
            let key = "Key " + String(repeating: "0", count: width - number.count) + number
            out += "    \"\(key)\" : {\n      \"localizations\" : {\n"
            for (li, language) in sortedLanguages.enumerated() {
                let tag = language.identifier
                out += "        \"\(tag)\" : {\n"
                if k % 10 == 0 {
                    out += "          \"variations\" : {\n            \"plural\" : {\n"
                    out += "              \"one\" : {\n" + unit("                ", "%lld \(key) one [\(tag)]") + "              },\n"
                    out += "              \"other\" : {\n" + unit("                ", "%lld \(key) other [\(tag)]") + "              }\n"
                    out += "            }\n          }\n"
                } else if k % 25 == 1 {
                    out += "          \"variations\" : {\n            \"device\" : {\n"
                    let devices = ["iphone", "mac", "other"]
                    for (di, device) in devices.enumerated() {
                        out += "              \"\(device)\" : {\n" + unit("                ", "\(key) \(device) [\(tag)]")
                        out += "              }" + (di == devices.count - 1 ? "\n" : ",\n")
                    }
                    out += "            }\n          }\n"
                } else {
                    out += unit("          ", "\(key) text in \(tag)")
                }
                out += "        }" + (li == sortedLanguages.count - 1 ? "\n" : ",\n")
            }
            out += "      }\n    }" + (k == keys - 1 ? "\n" : ",\n")
        }
        out += "  },\n  \"version\" : \"1.0\"\n}\n"
        return Data(out.utf8)
    }
}
