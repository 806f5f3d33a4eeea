import Foundation

/// Replaces the format specifiers of a string with sample values before it is measured.
///
/// The defaults are wide on purpose, so a title that fits with them fits with real values: a long
/// name for `%@`, and for numbers the widest whole number of ``Configuration/integerDigits`` digits
/// that falls in the string's plural category in its language (`1` is the only `one` in English,
/// but Russian `one` is also 888 881). Every sample says which values it used, so a finding can
/// report them.
///
/// Samples are bounded (``Limits``), so a hostile or broken value cannot make a sample of
/// gigabytes: a field width or precision over 64 is sampled as 64, a value's directives after
/// the 64th are left as written, a sample text is at most 256 characters and an integer sample
/// at most 19 digits (the widest `Int64`). Real catalogs stay far below: widths and precisions of
/// one or two digits, a handful of directives, positions below 10. The readers name every value
/// past a limit in a `.sampleLimit` note and leave out values of more than 64 directives
/// (``limits(in:)``); the command line refuses `--sample-text` and `--sample-digits` past theirs.
package struct FormatSpecifierSampler: Sendable {
    /// The bounds on samples (see the type's documentation for why these values).
    package enum Limits {
        /// The widest field (`%64d`) and the longest precision (`%.64f`) sampled as written.
        package static let fieldWidth = 64
        /// The highest explicit argument position (`%99$@`) a value is expected to use; higher ones are noted.
        package static let argumentPosition = 99
        /// The directives of one value (its substitution variants included) that are sampled.
        package static let specifiersPerValue = 64
        /// The longest sample text, in characters.
        package static let sampleTextLength = 256
        /// The most digits of an integer sample.
        package static let integerDigits = 19
    }

    /// The sample values.
    package struct Configuration: Sendable, Hashable {
        /// For `%@`, `%s`, `%S` (an object, usually a name).
        package var text: String
        /// The most digits an integer sample has.
        package var integerDigits: Int
        /// The digit integers are made of (tabular figures make all digits equally wide; `8` is the
        /// widest in most proportional designs).
        package var digit: Character
        /// For `%c` and `%C`.
        package var character: String
        /// How many substitution-variant combinations one string may expand to before only
        /// same-category combinations are sampled.
        package var maximumCombinations: Int

        /// Sample values; the defaults are wide on purpose.
        package init(text: String = "Maximilian Alexander Rutherford", integerDigits: Int = 6,
                    digit: Character = "8", character: String = "W", maximumCombinations: Int = 64) {
            self.text = text
            self.integerDigits = integerDigits
            self.digit = digit
            self.character = character
            self.maximumCombinations = maximumCombinations
        }
    }

    /// One directive and the value put in its place.
    package struct Argument: Sendable, Hashable, CustomStringConvertible {
        /// The directive as written, e.g. `%1$lld`.
        package var specifier: String
        /// The value measured in its place.
        package var sample: String
        package var description: String { "\(specifier) = \(sample)" }
    }

    /// A string with every directive replaced, and what replaced it.
    package struct Sample: Sendable, Hashable, CustomStringConvertible {
        /// The text to measure.
        package var text: String
        /// The directives replaced, in order.
        package var arguments: [Argument]
        /// The substitution variants used, as `name: plural.one`.
        package var substitutionVariants: [String]

        /// E.g. `%lld = 888888; arg1: plural.other`.
        package var description: String {
            (arguments.map(\.description) + substitutionVariants).joined(separator: "; ")
        }
    }

    /// The sample values used.
    package var configuration: Configuration

    /// A sampler with `configuration` (wide defaults when omitted).
    package init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The samples to measure for `string`: one, or one per combination of its substitutions' variants.
    package func samples(for string: LocalizedString) -> [Sample] {
        // Most titles have no directive: they are their own one sample (what the expansion below
        // gives them, without parsing and copying the text once per string).
        guard FormatSpecifier.mayContainDirective(string.value) else {
            return [Sample(text: string.value, arguments: [], substitutionVariants: [])]
        }
        let category = Self.category(of: string.variant)
        // The substitutions the value names, then those their variants name (a `.stringsdict`
        // form can name another variable of its key), each once.
        var names: [String] = []
        var pending = [string.value]
        var placeholders = false
        while let text = pending.popLast() {
            for name in FormatSpecifier.all(in: text, placeholders: placeholders).compactMap(\.substitution)
            where name != "arg" && !names.contains(name) {
                names.append(name)
                if let substitution = string.substitutions.first(where: { $0.name == name }) {
                    pending += substitution.variants.map(\.value).reversed()
                }
            }
            placeholders = true
        }
        let substitutions = names.compactMap { name in string.substitutions.first { $0.name == name } }
        let choices: [[Substitution.Variant?]] = substitutions.map { $0.variants.isEmpty ? [nil] : $0.variants }
        var combinations: [[Substitution.Variant?]] = [[]]
        // Saturating: many substitutions would overflow the product.
        let total = choices.reduce(1) { product, options in
            let (next, overflow) = product.multipliedReportingOverflow(by: options.count)
            return overflow ? Int.max : next
        }
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
            var budget = Limits.specifiersPerValue
            let text = expand(string.value, language: string.language, category: category, placeholders: false,
                              substitutions: chosen, budget: &budget, arguments: &arguments)
            let used = zip(substitutions, combination).compactMap { sub, variant in variant.map { "\(sub.name): \($0.path)" } }
            return Sample(text: text, arguments: arguments, substitutionVariants: used)
        }
    }

    /// `text` with its directives replaced, for `language` and (for integers) plural `category`.
    package func sample(_ text: String, language: LanguageTag, category: PluralCategory? = nil) -> Sample {
        var arguments: [Argument] = []
        var budget = Limits.specifiersPerValue
        let result = expand(text, language: language, category: category, placeholders: false,
                            substitutions: [:], budget: &budget, arguments: &arguments)
        return Sample(text: result, arguments: arguments, substitutionVariants: [])
    }

    /// The plural category a variant path ends in (`device.iphone.plural.few` → `.few`).
    static func category(of variant: String?) -> PluralCategory? {
        guard let variant, let range = variant.range(of: "plural.", options: .backwards) else { return nil }
        return PluralCategory(rawValue: String(variant[range.upperBound...]))
    }

    private func expand(_ text: String, language: LanguageTag, category: PluralCategory?, placeholders: Bool,
                        substitutions: [String: (Substitution, Substitution.Variant?)],
                        substitutionFormat: String? = nil, budget: inout Int, arguments: inout [Argument]) -> String {
        var out = ""
        var cursor = text.startIndex
        for spec in FormatSpecifier.all(in: text, placeholders: placeholders) {
            // Past the limit, directives stay as written (the reader's note says so).
            guard budget > 0 else { break }
            budget -= 1
            out += text[cursor..<spec.range.lowerBound]
            cursor = spec.range.upperBound
            if spec.substitution == "arg", placeholders {
                // The catalog placeholder stands for the substitution's own specifier.
                let format = "%" + (substitutionFormat ?? "@")
                let inner = FormatSpecifier.all(in: format).first
                let sampled = inner.map { value(for: $0, language: language, category: category) } ?? sampleText
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
                    // A variable its form names is expanded in it; the variable itself is not (a
                    // form naming its own variable is left as written, not expanded forever).
                    var inner = substitutions
                    inner[name] = nil
                    out += expand(variant.value, language: language, category: Self.category(of: variant.path),
                                  placeholders: true, substitutions: inner,
                                  substitutionFormat: substitution.formatSpecifier, budget: &budget,
                                  arguments: &arguments)
                } else {
                    let format = "%" + (substitution.formatSpecifier ?? "@")
                    let inner = FormatSpecifier.all(in: format).first
                    let sampled = inner.map { value(for: $0, language: language, category: nil) } ?? sampleText
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

    /// The object sample, cut to ``Limits/sampleTextLength`` characters.
    var sampleText: String { String(configuration.text.prefix(Limits.sampleTextLength)) }

    /// The sample for one directive; width and precision are capped at ``Limits/fieldWidth``.
    func value(for spec: FormatSpecifier, language: LanguageTag, category: PluralCategory?) -> String {
        let digits = min(max(1, configuration.integerDigits), Limits.integerDigits)
        var spec = spec
        spec.width = spec.width.map { min($0, Limits.fieldWidth) }
        spec.precision = spec.precision.map { min($0, Limits.fieldWidth) }
        var body: String
        switch spec.conversion {
        case "@", "s", "S":
            body = sampleText
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
            body = sampleText
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

    /// `values` widest first as a sample: fewest narrow `1` digits, then the larger value.
    private static func widestFirst(_ values: ClosedRange<Int>) -> [Int] {
        values.sorted { a, b in
            let ones = (String(a).filter { $0 == "1" }.count, String(b).filter { $0 == "1" }.count)
            return ones.0 != ones.1 ? ones.0 < ones.1 : a > b
        }
    }

    /// The orders `widestInteger` tries, worked out once: one-digit values, two-digit values,
    /// and the two last digits of longer values.
    private static let digitsWidestFirst = widestFirst(0...9)
    private static let twoDigitsWidestFirst = widestFirst(10...99)
    private static let endingsWidestFirst = widestFirst(0...99)

    /// The widest whole number in `category` for `language`: the most digits, made of the sample
    /// digit as far as the rules allow.
    package func widestInteger(in category: PluralCategory, language: LanguageTag) -> String {
        let key = WidestKey(category: category, language: language, digit: configuration.digit,
                            digits: configuration.integerDigits)
        if let known = Self.widestIntegers.withLock({ $0[key] }) { return known }
        let widest = searchWidestInteger(in: category, language: language)
        Self.widestIntegers.withLock { cache in
            if cache.count >= Self.widestIntegersLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = widest
        }
        return widest
    }

    /// What a widest integer depends on.
    private struct WidestKey: Hashable {
        var category: PluralCategory
        var language: LanguageTag
        var digit: Character
        var digits: Int
    }

    /// The widest integers worked out so far, shared by every sampler: a run asks for the same
    /// few per language (one per plural category) for every plural variant with a number, and
    /// each search evaluates the plural rule up to a few hundred times. Bounded: at most
    /// ``widestIntegersLimit`` entries (six categories for each of hundreds of languages), emptied
    /// when full.
    private static let widestIntegers = Guarded([WidestKey: String]())
    private static let widestIntegersLimit = 4_096

    /// The search behind ``widestInteger(in:language:)``.
    private func searchWidestInteger(in category: PluralCategory, language: LanguageTag) -> String {
        let digit = configuration.digit.wholeNumberValue ?? 8
        let most = min(max(1, configuration.integerDigits), Limits.integerDigits)
        for length in stride(from: most, through: 1, by: -1) {
            if length <= 2 {
                let ordered = length == 1 ? Self.digitsWidestFirst : Self.twoDigitsWidestFirst
                if let n = ordered.first(where: { PluralCategory.of($0, in: language) == category }) { return String(n) }
                continue
            }
            let prefix = Int(String(repeating: String(digit), count: length - 2)) ?? 0
            for ending in Self.endingsWidestFirst {
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

extension FormatSpecifierSampler {
    /// What the sample limits (``Limits``) find in a table (``limits(in:)``): a `.sampleLimit`
    /// note for every string whose value (or a substitution variant of it) goes past them, and the
    /// strings not measured.
    struct LimitFindings: Sendable {
        /// The notes, in the table's order.
        var notes: [ReadNote] = []
        /// The positions in the table of the strings not measured, ascending.
        var unmeasured: [Int] = []
    }

    /// What the sample limits find in `table`, read in place: a field width or precision over
    /// ``Limits/fieldWidth`` or an argument position over ``Limits/argumentPosition`` is measured
    /// with the capped sample; a value with more directives than ``Limits/specifiersPerValue`` is
    /// not measured at all (such a value is thousands of characters long, and no button title).
    /// One note per string, naming at most three directives. ``apply(_:to:)`` makes them so.
    static func limits(in table: StringTable) -> LimitFindings {
        var findings = LimitFindings()
        for position in table.strings.indices {
            var problems: [String] = []
            var count = 0
            func scan(_ text: String, placeholders: Bool) {
                for spec in FormatSpecifier.all(in: text, placeholders: placeholders) where spec.conversion != "%" {
                    count += 1
                    guard problems.count < 3 else { continue }
                    if let width = spec.width, width > Limits.fieldWidth {
                        problems.append("\(spec.text) asks for a field \(width == Int.max ? "beyond any" : "\(width)") wide (sampled \(Limits.fieldWidth))")
                    } else if let precision = spec.precision, precision > Limits.fieldWidth {
                        problems.append("\(spec.text) asks for \(precision == Int.max ? "unbounded" : "\(precision)") digits of precision (sampled \(Limits.fieldWidth))")
                    } else if let argument = spec.argument, argument > Limits.argumentPosition {
                        problems.append("\(spec.text) names argument \(argument == Int.max ? "beyond any" : "\(argument)"), past \(Limits.argumentPosition)")
                    }
                }
            }
            scan(table.strings[position].value, placeholders: false)
            for substitution in table.strings[position].substitutions {
                for variant in substitution.variants { scan(variant.value, placeholders: true) }
            }
            if count > Limits.specifiersPerValue {
                problems = ["\(count) format specifiers, more than \(Limits.specifiersPerValue); not measured"]
                findings.unmeasured.append(position)
            }
            guard !problems.isEmpty else { continue }
            let string = table.strings[position]
            findings.notes.append(ReadNote(
                kind: .sampleLimit, key: string.key, language: string.language, location: string.location,
                message: "'\(string.key)'\(string.variant.map { " (\($0))" } ?? "") in \(string.language): \(problems.prefix(3).joined(separator: "; "))"))
        }
        return findings
    }

    /// Adds `findings`' notes to `table` (the table ``limits(in:)`` read) and takes the strings
    /// not measured out of its own array, which is not copied.
    static func apply(_ findings: LimitFindings, to table: inout StringTable) {
        if !findings.unmeasured.isEmpty {
            var kept = 0, next = 0
            for position in table.strings.indices {
                if next < findings.unmeasured.count, findings.unmeasured[next] == position {
                    next += 1
                    continue
                }
                if kept != position { table.strings[kept] = table.strings[position] }
                kept += 1
            }
            table.strings.removeLast(table.strings.count - kept)
        }
        table.notes += findings.notes
    }
}
