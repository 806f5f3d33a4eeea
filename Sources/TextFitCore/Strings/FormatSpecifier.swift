/// One `%` directive in a localized string: `%@`, `%d`, `%lld`, `%1$@`, `%.2f`, `%#@var@`, `%%` ….
///
/// Parsed by hand because Foundation offers no parser for printf-style directives; the grammar
/// is the one `String(format:)` accepts: `%` [argument `$`] [flags] [width] [`.` precision]
/// [length] conversion, plus Apple's `%#@name@` substitutions and the String Catalog's `%arg`.
package struct FormatSpecifier: Sendable, Hashable {
    /// The directive exactly as written, e.g. `%1$lld`.
    package var text: String
    /// Where it stands in the string.
    package var range: Range<String.Index>
    /// The explicit 1-based argument (`%2$@` → 2), if any.
    package var argument: Int?
    /// The flags (`-`, `+`, space, `#`, `0`, `'`).
    package var flags: String
    /// The minimum field width, if given as a number.
    package var width: Int?
    /// The precision, if given as a number.
    package var precision: Int?
    /// The length modifier (`l`, `ll`, `h`, `hh`, `q`, `L`, `z`, `t`, `j`).
    package var length: String
    /// The conversion character (`@`, `d`, `f` …); `%` for `%%`.
    package var conversion: Character
    /// The substitution name of `%#@name@`, or `"arg"` for a catalog `%arg` placeholder.
    package var substitution: String?

    /// Whether the directive formats an integer.
    package var isInteger: Bool { "dDiuUxXoOc".contains(conversion) && conversion != "c" }

    /// Every directive in `text`, in order. `%arg` is recognised only when `placeholders` is true
    /// (inside a substitution's variants), since elsewhere it would be `%a` followed by "rg".
    package static func all(in text: String, placeholders: Bool = false) -> [FormatSpecifier] {
        guard mayContainDirective(text) else { return [] }
        var result: [FormatSpecifier] = []
        var i = text.startIndex
        while let percent = text[i...].firstIndex(of: "%") {
            if let spec = parse(text, at: percent, placeholders: placeholders) {
                result.append(spec)
                i = spec.range.upperBound
            } else {
                i = text.index(after: percent)
            }
            if i >= text.endIndex { break }
        }
        return result
    }

    /// Whether `text` holds a `%` at all: a byte scan, far cheaper than walking its characters,
    /// and false for most titles. Every directive starts with a `%` character, which is that byte.
    static func mayContainDirective(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "%"))
    }

    static func parse(_ text: String, at start: String.Index, placeholders: Bool) -> FormatSpecifier? {
        var i = text.index(after: start)
        func peek() -> Character? { i < text.endIndex ? text[i] : nil }
        func digits() -> Int? {
            let begin = i
            while let c = peek(), c.isASCII, c.isNumber { i = text.index(after: i) }
            // Saturating: more digits than an Int holds is still a (too) large number, not none.
            return begin == i ? nil : Int(text[begin..<i]) ?? Int.max
        }
        func make(_ conversion: Character, argument: Int?, flags: String = "", width: Int? = nil,
                  precision: Int? = nil, length: String = "", substitution: String? = nil) -> FormatSpecifier {
            FormatSpecifier(text: String(text[start..<i]), range: start..<i, argument: argument, flags: flags,
                            width: width, precision: precision, length: length, conversion: conversion,
                            substitution: substitution)
        }
        if peek() == "%" { i = text.index(after: i); return make("%", argument: nil) }
        if placeholders, text[i...].hasPrefix("arg") {
            i = text.index(i, offsetBy: 3)
            return make("@", argument: nil, substitution: "arg")
        }
        var argument: Int?
        let afterPercent = i
        if let n = digits(), peek() == "$" { argument = n; i = text.index(after: i) } else { i = afterPercent }
        if text[i...].hasPrefix("#@") {
            let nameStart = text.index(i, offsetBy: 2)
            guard let end = text[nameStart...].firstIndex(of: "@") else { return nil }
            let name = String(text[nameStart..<end])
            i = text.index(after: end)
            return make("@", argument: argument, substitution: name)
        }
        var flags = ""
        while let c = peek(), "-+ #0'".contains(c) { flags.append(c); i = text.index(after: i) }
        var width: Int?
        if peek() == "*" { i = text.index(after: i) } else { width = digits() }
        // Core Foundation's __CFParseFormatSpec reads `#` anywhere among the flags and width, and
        // `@` after it starts a variable name: `%1#@count@` is `count` with a field width of 1.
        if text[i...].hasPrefix("#@") || (flags.contains("#") && peek() == "@") {
            if peek() == "#" { i = text.index(after: i) }
            let nameStart = text.index(after: i)
            guard nameStart <= text.endIndex, let end = text[nameStart...].firstIndex(of: "@") else { return nil }
            let name = String(text[nameStart..<end])
            i = text.index(after: end)
            return make("@", argument: argument, width: width, substitution: name)
        }
        var precision: Int?
        if peek() == "." {
            i = text.index(after: i)
            if peek() == "*" { i = text.index(after: i) } else { precision = digits() ?? 0 }
        }
        var length = ""
        while let c = peek(), "hlqLztj".contains(c), length.count < 2 { length.append(c); i = text.index(after: i) }
        guard let conversion = peek(), "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) else { return nil }
        i = text.index(after: i)
        return make(conversion, argument: argument, flags: flags, width: width, precision: precision, length: length)
    }
}
