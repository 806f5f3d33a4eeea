import Foundation

/// A String Catalog the size and shape of a real app's, generated for `textfit bench catalog`:
/// by default 2,000 keys × 40 languages, the same bytes for the same seed.
///
/// Lengths follow what real app catalogs show (``lengthQuantiles``): a median of 25
/// characters, one string in ten over 100, a few over 500. About one key in seven holds a
/// format specifier (`%@` or `%lld`), and one in thirty varies by plural with the CLDR
/// categories of each language. The text of each language is in its own script: its words
/// come from real translations (the bundled `LocationButton.xcstrings`), repeated and
/// combined, so shaping meets each script's real fonts, joins and marks; each language's
/// strings are as much longer or shorter than English as its translations are.
package struct BenchmarkCatalog: Sendable {
    /// Keys in the catalog.
    package var keys: Int
    /// The seed of the generator: the same seed gives the same catalog.
    package var seed: UInt64

    /// The languages, English (the source language) first: every script of the bundled set.
    package static let languages = [
        "en", "ar", "bn", "cs", "de", "el", "es", "fi", "fr", "gu", "he", "hi", "hu", "id", "it", "ja", "kn", "ko",
        "ml", "mr", "nb", "nl", "or", "pa", "pl", "pt-BR", "pt-PT", "ru", "sk", "sv", "ta", "te", "th", "tr", "uk",
        "ur", "vi", "zh-HK", "zh-Hans", "zh-Hant",
    ]

    /// English string lengths in characters at cumulative shares of the keys, interpolated
    /// linearly between the points: median 25, 10 % over 100, about 0.2 % over 500.
    static let lengthQuantiles: [(share: Double, length: Double)] = [
        (0, 2), (0.10, 8), (0.25, 14), (0.50, 25), (0.75, 48), (0.90, 100), (0.97, 180), (0.995, 400),
        (0.9985, 520), (1, 900),
    ]

    package init(keys: Int = 2000, seed: UInt64 = 1) {
        self.keys = keys
        self.seed = seed
    }

    /// Writes the catalog as `Benchmark.xcstrings` in `folder` and returns its path.
    package func write(into folder: String, words: StringTable) throws(InputError) -> String {
        let path = (folder as NSString).appendingPathComponent("Benchmark.xcstrings")
        let data = try self.data(words: words)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, reason: "cannot write: \(error.localizedDescription)")
        }
        return path
    }

    /// The catalog's JSON, in Xcode's layout, with words taken from the strings of `words`.
    package func data(words source: StringTable) throws(InputError) -> Data {
        let tags = Self.languages.compactMap(LanguageTag.init)
        let pools = try Self.wordPools(source, languages: tags)
        var random = SeededGenerator(seed: seed)
        let width = max(4, String(keys - 1).count)
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        let sorted = tags.sorted()
        for k in 0..<keys {
            let number = String(k)
            let key = "bench." + String(repeating: "0", count: width - number.count) + number
            // What the key looks like in every language: its length, and where its specifier goes.
            let length = Self.length(at: random.unit())
            let specifierDraw = random.unit()
            let specifier: String? = specifierDraw < 0.085 ? "%@" : specifierDraw < 0.145 ? "%lld" : nil
            let plural = specifier == "%lld" && random.unit() < 0.5
            let specifierPlace = random.unit()
            out += "    \(Self.quoted(key)) : {\n      \"localizations\" : {\n"
            for (li, language) in sorted.enumerated() {
                let pool = pools[language]!
                let text = pool.text(length: Double(length) * pool.ratio, specifier: specifier, at: specifierPlace,
                                     random: &random)
                out += "        \(Self.quoted(language.identifier)) : {\n"
                if plural {
                    let categories = Self.pluralCategories(of: language)
                    out += "          \"variations\" : {\n            \"plural\" : {\n"
                    for (ci, category) in categories.enumerated() {
                        // Each form differs from the others in its last word, as real plural forms do.
                        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                        if words.count > 1, !words[words.count - 1].contains("%") {
                            words[words.count - 1] = pool.words[(ci * 7 + k) % pool.words.count]
                        }
                        out += "              \(Self.quoted(category.rawValue)) : {\n"
                        out += Self.unit(words.joined(separator: " "), indent: "                ")
                        out += "              }" + (ci == categories.count - 1 ? "\n" : ",\n")
                    }
                    out += "            }\n          }\n"
                } else {
                    out += Self.unit(text, indent: "          ")
                }
                out += "        }" + (li == sorted.count - 1 ? "\n" : ",\n")
            }
            out += "      }\n    }" + (k == keys - 1 ? "\n" : ",\n")
        }
        out += "  },\n  \"version\" : \"1.0\"\n}\n"
        return Data(out.utf8)
    }

    /// The English length at cumulative share `u` of ``lengthQuantiles``.
    static func length(at u: Double) -> Int {
        let points = lengthQuantiles
        for i in 1..<points.count where u <= points[i].share {
            let (s0, l0) = points[i - 1], (s1, l1) = points[i]
            return Int((l0 + (u - s0) / (s1 - s0) * (l1 - l0)).rounded())
        }
        return Int(points[points.count - 1].length)
    }

    /// The plural categories a language uses for whole numbers, and `other` (which Xcode always
    /// asks for: Russian's covers fractions), in CLDR order.
    static func pluralCategories(of language: LanguageTag) -> [PluralCategory] {
        let used = Set((0...1000).map { PluralCategory.of($0, in: language) } + [.other])
        return PluralCategory.allCases.filter(used.contains)
    }

    /// The words of each language and how long its strings run against English.
    static func wordPools(_ source: StringTable, languages: [LanguageTag]) throws(InputError) -> [LanguageTag: WordPool] {
        var texts: [LanguageTag: [String]] = [:]
        for string in source.strings where !string.value.isEmpty { texts[string.language, default: []].append(string.value) }
        let file = source.strings.first?.location.file ?? "Strings/"
        guard let english = texts[LanguageTag("en")!] else {
            throw InputError(file: file, reason: "no English strings to take benchmark words from")
        }
        let englishLength = Double(english.reduce(0) { $0 + $1.count })
        var pools: [LanguageTag: WordPool] = [:]
        for language in languages {
            guard let values = texts[language] else {
                throw InputError(file: file, reason: "no \(language) strings to take benchmark words from")
            }
            let ratio = Double(values.reduce(0) { $0 + $1.count }) / englishLength
            pools[language] = WordPool(texts: values, language: language, ratio: ratio)
        }
        return pools
    }

    /// A string unit in Xcode's layout at `indent`.
    static func unit(_ value: String, indent: String) -> String {
        "\(indent)\"stringUnit\" : {\n\(indent)  \"state\" : \"translated\",\n\(indent)  \"value\" : \(quoted(value))\n\(indent)}\n"
    }

    /// `text` as a JSON string, quoted as the results JSON quotes strings.
    static func quoted(_ text: String) -> String {
        JSONReport.string(text)
    }
}
