import CICU

/// Line-break opportunities (UAX #14) from ICU's line break iterator, with the locale's
/// tailorings: dictionary breaks inside Thai, Lao, Khmer and Burmese words, breaks between
/// ideographs and kana in Chinese and Japanese, no break before closing punctuation.
final class ICULineBreaker {
    /// A place where a line may (or, after a hard line break, must) end.
    struct Opportunity: Sendable, Hashable {
        /// The scalar index the next line would start at.
        var scalarOffset: Int
        /// Whether the line must end here (after LF, CR, CR LF, NEL, LS, PS, VT, FF).
        var isHard: Bool
    }

    /// The iterators opened, one per ICU locale id, the newest last: opening one loads and
    /// builds the locale's rules, which costs more than iterating over a title, so an iterator
    /// is pointed at each new text instead (`ubrk_setText`, which starts it afresh). At most
    /// `capacity`, the oldest closed first.
    private var open: [(locale: String, iterator: OpaquePointer)] = []
    /// The most iterators kept open: a run's few languages.
    static let capacity = 8

    /// A breaker with no iterator open yet. Not `Sendable`: each task has its own.
    init() {}

    deinit {
        for entry in open { textfit_ubrk_close(entry.iterator) }
    }

    /// The break opportunities of `scalars` for `locale` (a BCP 47 tag or ICU locale id), in
    /// order, after the start; the end of the text is the last one.
    ///
    /// - Throws: `InputError` when ICU cannot make an iterator (its data missing), naming ICU's error.
    func opportunities(_ scalars: [UInt32], locale: String) throws(InputError) -> [Opportunity] {
        guard !scalars.isEmpty else { return [] }
        // UTF-16 for ICU, and the scalar each UTF-16 offset starts.
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count)
        var scalarAt: [Int32] = []
        scalarAt.reserveCapacity(scalars.count + 1)
        for (index, value) in scalars.enumerated() {
            if value > 0xFFFF {
                let v = value - 0x10000
                units.append(UInt16(0xD800 + (v >> 10)))
                units.append(UInt16(0xDC00 + (v & 0x3FF)))
                scalarAt.append(Int32(index))
                scalarAt.append(-1)
            } else {
                // Lone surrogates cannot occur: the scalars come from a Swift String.
                units.append(UInt16(value))
                scalarAt.append(Int32(index))
            }
        }
        scalarAt.append(Int32(scalars.count))
        let icuLocale = String(locale.map { $0 == "-" ? "_" : $0 })
        var found: [Opportunity] = []
        var failure: String?
        units.withUnsafeBufferPointer { text in
            var status: Int32 = 0
            let iterator: OpaquePointer
            if let index = open.lastIndex(where: { $0.locale == icuLocale }) {
                iterator = open[index].iterator
                textfit_ubrk_set_text(iterator, text.baseAddress, Int32(text.count), &status)
                guard textfit_u_failure(status) == 0 else {
                    failure = String(cString: textfit_u_error_name(status))
                    return
                }
            } else {
                guard let made = textfit_ubrk_open_line(icuLocale, text.baseAddress, Int32(text.count), &status),
                      textfit_u_failure(status) == 0 else {
                    failure = String(cString: textfit_u_error_name(status))
                    return
                }
                if open.count == Self.capacity { textfit_ubrk_close(open.removeFirst().iterator) }
                open.append((icuLocale, made))
                iterator = made
            }
            while true {
                let offset = textfit_ubrk_next(iterator)
                if offset < 0 { break }
                let scalar = scalarAt[Int(offset)]
                // ICU never breaks inside a surrogate pair; skip defensively.
                guard scalar >= 0 else { continue }
                found.append(Opportunity(scalarOffset: Int(scalar), isHard: textfit_ubrk_is_hard(iterator) != 0))
            }
        }
        if let failure { throw InputError(reason: "ICU could not make a line break iterator for \(locale): \(failure)") }
        return found
    }
}
