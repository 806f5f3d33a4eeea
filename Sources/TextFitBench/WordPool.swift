/// The words of one language for ``BenchmarkCatalog``, and how to string them together.
struct WordPool: Sendable {
    /// Words, or for Chinese and Japanese single characters, of real translations.
    var words: [String]
    /// What goes between words: a space, or nothing in Chinese and Japanese.
    var separator: String
    /// What ends a sentence in a long string.
    var fullStop: String
    /// Characters of this language's translations per character of English's.
    var ratio: Double

    init(texts: [String], language: LanguageTag, ratio: Double) {
        self.ratio = ratio
        let ideographic = ["ja", "zh"].contains(language.language)
        if ideographic {
            words = texts.flatMap { $0.filter { !$0.isWhitespace && !$0.isPunctuation }.map(String.init) }
        } else {
            words = texts.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        }
        separator = ideographic ? "" : " "
        switch language.language {
        case "ja", "zh": fullStop = "。"
        case "hi", "mr", "bn": fullStop = "।"
        default: fullStop = "."
        }
    }

    /// About `length` characters of words, in sentences when long, with `specifier` (if any)
    /// at fraction `place` of the way.
    func text(length: Double, specifier: String?, at place: Double, random: inout SeededGenerator) -> String {
        let target = max(2, Int(length.rounded()))
        var parts: [String] = []
        var count = 0
        var sentence = 0
        let sentenceLength = 8 + random.index(7)
        while count < target {
            var word = words[random.index(words.count)]
            sentence += 1
            // A long text is sentences; a short one (a title) has no full stop.
            if target > 60 && sentence == sentenceLength {
                word += fullStop
                sentence = 0
            }
            count += word.count + (parts.isEmpty ? 0 : separator.count)
            parts.append(word)
        }
        if let specifier {
            parts.insert(specifier, at: min(parts.count, Int(place * Double(parts.count + 1))))
        }
        return parts.joined(separator: separator)
    }
}
