import CICU

/// CLDR's cardinal plural rules, as the system ICU selects them (`uplrules_open`,
/// `uplrules_select` in icu-i18n).
///
/// A locale's rules are opened at its first number and kept, for at most ``capacity`` locales
/// (a run meets a few dozen languages); past that, rules are opened for one number and closed.
/// Selections are made under the lock.
enum ICUPluralRules {
    /// The most locales whose rules are kept open.
    static let capacity = 256

    /// The category keyword (`zero`, `one`, `two`, `few`, `many` or `other`) CLDR assigns
    /// `number` in the locale of the BCP 47 tag `identifier`, or `nil` when ICU cannot open rules
    /// for it. A locale without rules of its own gets its language's, and one ICU does not know
    /// the root's (`other` for every number).
    static func keyword(of number: Double, identifier: String) -> String? {
        let id = String(identifier.map { $0 == "-" ? "_" : $0 })
        return opened.withLock { opened -> String? in
            if let rules = opened.rules[id] { return select(rules, number) }
            var status: Int32 = 0
            guard let rules = textfit_uplrules_open(id, &status) else { return nil }
            guard textfit_u_failure(status) == 0 else {
                textfit_uplrules_close(rules)
                return nil
            }
            if opened.rules.count < capacity {
                opened.rules[id] = rules
            } else {
                defer { textfit_uplrules_close(rules) }
                return select(rules, number)
            }
            return select(rules, number)
        }
    }

    /// The keyword of `number` under `rules`.
    private static func select(_ rules: OpaquePointer, _ number: Double) -> String? {
        var units = [UInt16](repeating: 0, count: 16)
        var status: Int32 = 0
        let length = textfit_uplrules_select(rules, number, &units, Int32(units.count), &status)
        guard textfit_u_failure(status) == 0, length > 0, length <= Int32(units.count) else { return nil }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }

    /// The rules opened so far, by ICU locale id; never closed.
    private struct Opened: @unchecked Sendable { var rules: [String: OpaquePointer] = [:] }
    private static let opened = Guarded(Opened())
}
