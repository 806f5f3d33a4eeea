import Foundation

/// Replaces the format specifiers of a string with sample values before it is measured.
///
/// The defaults are wide on purpose, so a title that fits with them fits with real values: a long
/// name for `%@`, and for numbers the widest whole number of ``Configuration/integerDigits`` digits
/// that falls in the string's plural category in its language (`1` is the only `one` in English,
/// but Russian `one` is also 888 881). Every sample says which values it used, so a finding can
/// report them.
public struct FormatSpecifierSampler: Sendable {
    /// The sample values.
    public struct Configuration: Sendable, Hashable {
        /// For `%@`, `%s`, `%S` (an object, usually a name).
        public var text: String
        /// The most digits an integer sample has.
        public var integerDigits: Int
        /// The digit integers are made of (tabular figures make all digits equally wide; `8` is the
        /// widest in most proportional designs).
        public var digit: Character
        /// For `%c` and `%C`.
        public var character: String
        /// How many substitution-variant combinations one string may expand to before only
        /// same-category combinations are sampled.
        public var maximumCombinations: Int

        /// Sample values; the defaults are wide on purpose.
        public init(text: String = "Maximilian Alexander Rutherford", integerDigits: Int = 6,
                    digit: Character = "8", character: String = "W", maximumCombinations: Int = 64) {
            self.text = text
            self.integerDigits = integerDigits
            self.digit = digit
            self.character = character
            self.maximumCombinations = maximumCombinations
        }
    }

    /// One directive and the value put in its place.
    public struct Argument: Sendable, Hashable, CustomStringConvertible {
        /// The directive as written, e.g. `%1$lld`.
        public var specifier: String
        /// The value measured in its place.
        public var sample: String
        public var description: String { "\(specifier) = \(sample)" }
    }

    /// A string with every directive replaced, and what replaced it.
    public struct Sample: Sendable, Hashable, CustomStringConvertible {
        /// The text to measure.
        public var text: String
        /// The directives replaced, in order.
        public var arguments: [Argument]
        /// The substitution variants used, as `name: plural.one`.
        public var substitutionVariants: [String]

        /// E.g. `%lld = 888888; arg1: plural.other`.
        public var description: String {
            (arguments.map(\.description) + substitutionVariants).joined(separator: "; ")
        }
    }

    /// The sample values used.
    public var configuration: Configuration

    /// A sampler with `configuration` (wide defaults when omitted).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The samples to measure for `string`: one, or one per combination of its substitutions' variants.
    public func samples(for string: LocalizedString) -> [Sample] {
        let category = Self.category(of: string.variant)
        let used = FormatSpecifier.all(in: string.value).compactMap(\.substitution)
        var names: [String] = []
        for name in used where !names.contains(name) { names.append(name) }
        let substitutions = names.compactMap { name in string.substitutions.first { $0.name == name } }
        let choices: [[Substitution.Variant?]] = substitutions.map { $0.variants.isEmpty ? [nil] : $0.variants }
        var combinations: [[Substitution.Variant?]] = [[]]
        let total = choices.reduce(1) { $0 * $1.count }
        if total <= configuration.maximumCombinations {
            for options in choices {
                combinations = combinations.flatMap { prefix in options.map { prefix + [$0] } }
            }
        } else {
            // Too many: take each plural category across all substitutions at once.
            combinations = []
            for category in PluralCategory.allCases {
                let path = "plural.\(category.rawValue)"
                var row: [Substitution.Variant?] = []
                var matched = false
                for options in choices {
                    let match = options.compactMap { $0 }.first { $0.path == path }
                    if match != nil { matched = true }
                    row.append(match ?? options[options.count - 1])
                }
                if matched { combinations.append(row) }
            }
            if combinations.isEmpty { combinations = [choices.map { $0[$0.count - 1] }] }
        }
        return combinations.map { combination in
            var chosen: [String: (Substitution, Substitution.Variant?)] = [:]
            for (substitution, variant) in zip(substitutions, combination) { chosen[substitution.name] = (substitution, variant) }
            var arguments: [Argument] = []
            let text = expand(string.value, language: string.language, category: category, placeholders: false,
                              substitutions: chosen, arguments: &arguments)
            let used = zip(substitutions, combination).compactMap { sub, variant in variant.map { "\(sub.name): \($0.path)" } }
            return Sample(text: text, arguments: arguments, substitutionVariants: used)
        }
    }

    /// `text` with its directives replaced, for `language` and (for integers) plural `category`.
    public func sample(_ text: String, language: LanguageTag, category: PluralCategory? = nil) -> Sample {
        var arguments: [Argument] = []
        let result = expand(text, language: language, category: category, placeholders: false,
                            substitutions: [:], arguments: &arguments)
        return Sample(text: result, arguments: arguments, substitutionVariants: [])
    }

    /// The plural category a variant path ends in (`device.iphone.plural.few` → `.few`).
    static func category(of variant: String?) -> PluralCategory? {
        guard let variant, let range = variant.range(of: "plural.", options: .backwards) else { return nil }
        return PluralCategory(rawValue: String(variant[range.upperBound...]))
    }

    private func expand(_ text: String, language: LanguageTag, category: PluralCategory?, placeholders: Bool,
                        substitutions: [String: (Substitution, Substitution.Variant?)],
                        substitutionFormat: String? = nil, arguments: inout [Argument]) -> String {
        var out = ""
        var cursor = text.startIndex
        for spec in FormatSpecifier.all(in: text, placeholders: placeholders) {
            out += text[cursor..<spec.range.lowerBound]
            cursor = spec.range.upperBound
            if spec.substitution == "arg", placeholders {
                // The catalog placeholder stands for the substitution's own specifier.
                let format = "%" + (substitutionFormat ?? "@")
                let inner = FormatSpecifier.all(in: format).first
                let sampled = inner.map { value(for: $0, language: language, category: category) } ?? configuration.text
                arguments.append(Argument(specifier: format, sample: sampled))
                out += sampled
                continue
            }
            if let name = spec.substitution {
                guard let (substitution, variant) = substitutions[name] else {
                    out += spec.text   // a substitution the file does not define is left as written
                    continue
                }
                if let variant {
                    out += expand(variant.value, language: language, category: Self.category(of: variant.path),
                                  placeholders: true, substitutions: [:],
                                  substitutionFormat: substitution.formatSpecifier, arguments: &arguments)
                } else {
                    let format = "%" + (substitution.formatSpecifier ?? "@")
                    let inner = FormatSpecifier.all(in: format).first
                    let sampled = inner.map { value(for: $0, language: language, category: nil) } ?? configuration.text
                    arguments.append(Argument(specifier: spec.text, sample: sampled))
                    out += sampled
                }
                continue
            }
            if spec.conversion == "%" { out += "%"; continue }
            let sampled = value(for: spec, language: language, category: category)
            arguments.append(Argument(specifier: spec.text, sample: sampled))
            out += sampled
        }
        out += text[cursor...]
        return out
    }

    /// The sample for one directive.
    func value(for spec: FormatSpecifier, language: LanguageTag, category: PluralCategory?) -> String {
        let digits = max(1, configuration.integerDigits)
        var body: String
        switch spec.conversion {
        case "@", "s", "S":
            body = configuration.text
        case "c", "C":
            body = configuration.character
        case "d", "D", "i", "u", "U":
            let number = category.map { widestInteger(in: $0, language: language) } ?? String(repeating: configuration.digit, count: digits)
            body = spec.flags.contains("'") ? grouped(number) : number
            if spec.flags.contains("+") { body = "+" + body }
        case "x", "o", "O":
            body = String(repeating: spec.conversion == "x" ? "f" : "7", count: digits)
        case "X":
            body = String(repeating: "F", count: digits)
        case "f", "F":
            let whole = String(repeating: configuration.digit, count: digits)
            let precision = spec.precision ?? 6
            body = (spec.flags.contains("'") ? grouped(whole) : whole)
                + (precision > 0 ? "." + String(repeating: configuration.digit, count: precision) : "")
        case "e", "E":
            let precision = spec.precision ?? 6
            body = "8" + (precision > 0 ? "." + String(repeating: "8", count: precision) : "")
                + (spec.conversion == "e" ? "e+88" : "E+88")
        case "g", "G":
            let significant = max(1, spec.precision ?? 6)
            body = String(repeating: configuration.digit, count: min(significant, digits))
        case "a", "A":
            body = spec.conversion == "a" ? "0x1.fffffffffffffp+1023" : "0X1.FFFFFFFFFFFFFP+1023"
        case "p":
            body = "0x7ffffffffff8"
        default:
            body = configuration.text
        }
        if let width = spec.width, body.count < width {
            let padding = String(repeating: spec.flags.contains("0") && !spec.flags.contains("-") && spec.isInteger ? "0" : " ",
                                 count: width - body.count)
            body = spec.flags.contains("-") ? body + padding : padding + body
        }
        return body
    }

    /// Thousands separators every three digits (`'` flag), as a comma.
    private func grouped(_ digits: String) -> String {
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0, i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }

    /// The widest whole number in `category` for `language`: the most digits, made of the sample
    /// digit as far as the rules allow.
    public func widestInteger(in category: PluralCategory, language: LanguageTag) -> String {
        let digit = configuration.digit.wholeNumberValue ?? 8
        let most = max(1, configuration.integerDigits)
        // Endings tried for each length, widest first: no narrow `1`, then larger values.
        let endings = (0...99).sorted { a, b in
            let ones = (String(a).filter { $0 == "1" }.count, String(b).filter { $0 == "1" }.count)
            return ones.0 != ones.1 ? ones.0 < ones.1 : a > b
        }
        for length in stride(from: most, through: 1, by: -1) {
            if length <= 2 {
                let range = length == 1 ? Array(0...9) : Array(10...99)
                let ordered = range.sorted { a, b in
                    let ones = (String(a).filter { $0 == "1" }.count, String(b).filter { $0 == "1" }.count)
                    return ones.0 != ones.1 ? ones.0 < ones.1 : a > b
                }
                if let n = ordered.first(where: { PluralCategory.of($0, in: language) == category }) { return String(n) }
                continue
            }
            let prefix = Int(String(repeating: String(digit), count: length - 2)) ?? 0
            for ending in endings {
                let n = prefix * 100 + ending
                if PluralCategory.of(n, in: language) == category { return String(n) }
            }
        }
        // Categories only large round numbers reach (French `many`: 1 000 000 …).
        var n = 1_000_000
        for _ in 0..<4 {
            if PluralCategory.of(n * digit, in: language) == category { return String(n * digit) }
            if PluralCategory.of(n, in: language) == category { return String(n) }
            n *= 10
        }
        return String(repeating: configuration.digit, count: most)
    }
}
