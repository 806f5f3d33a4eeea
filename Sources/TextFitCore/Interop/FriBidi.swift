import CFriBidi

/// The Unicode Bidirectional Algorithm, as FriBidi implements it, for one paragraph on one line.
package enum FriBidi {
    /// Resolved embedding levels and the visual order of a single-line paragraph.
    package struct Paragraph {
        /// The resolved level of each scalar (odd = right to left).
        package var levels: [UInt8]
        /// `visualToLogical[v]` is the logical index of the scalar shown at visual position `v`.
        package var visualToLogical: [Int]
        /// Whether the paragraph direction resolved to right to left.
        package var isRightToLeft: Bool
        /// Which stretches of the text, each resolved as a paragraph of its own with the same
        /// hint, are left to right at level 0 throughout, as this one is.
        package var leftToRightStretches = LeftToRightStretches.notEvery
    }

    /// Which stretches of a paragraph resolve left to right at level 0 throughout, each resolved
    /// as a paragraph of its own with the paragraph's hint.
    ///
    /// Where no character is strong right to left (R, AL), an Arabic number (AN), or an explicit
    /// embedding, override, isolate or pop, a stretch whose paragraph is left to right is so
    /// throughout: no embedding is opened (X1–X8), a European number turns into L after the L or
    /// `sos` before it (W7: no strong character is right to left), neutrals between L and
    /// `sos`/`eos` L are L (N1), and L at level 0 stays there (I1): every level is 0 and the
    /// visual order is the logical one. Its paragraph is left to right (P2–P3) when the hint is,
    /// or when it holds a strong left-to-right character (L), the first strong one there is.
    package enum LeftToRightStretches: Sendable, Equatable {
        /// Some stretches are not, or the paragraph itself is not.
        case notEvery
        /// Every stretch is: the hint is left to right, and no character is of the types above.
        case every
        /// Every stretch that holds a strong left-to-right character (``isStrongLeftToRight(_:)``)
        /// is, and no other: the hint is right to left, no character is of the types above, and
        /// the paragraph holds such a character. A stretch without one resolves right to left.
        case holdingStrongLeft
    }

    /// Whether `scalar` is of bidi type L, strong left to right, in FriBidi's tables.
    package static func isStrongLeftToRight(_ scalar: UInt32) -> Bool {
        textfit_fribidi_type_is_strong_left(fribidi_get_bidi_type(scalar)) != 0
    }

    /// Resolves `scalars` as one paragraph; the direction comes from the first strong
    /// character, or `rightToLeftHint` when there is none.
    ///
    /// Text wholly below U+0590 in a paragraph that defaults to left to right is answered
    /// without FriBidi: no character there is of bidi class R, AL or AN, nor an explicit
    /// embedding, override or isolate (those start at U+0590, U+0600 and U+202A), so the paragraph
    /// resolves to left to right, every level is 0 (W7 turns European numbers after `sos` L into
    /// L; brackets and neutrals take the embedding direction) and the visual order is the
    /// logical one — Latin, Greek, Cyrillic and Armenian titles, most of a catalog.
    package static func paragraph(_ scalars: [UInt32], rightToLeftHint: Bool) -> Paragraph {
        if !rightToLeftHint, scalars.allSatisfy({ $0 < 0x590 }) {
            return Paragraph(levels: [UInt8](repeating: 0, count: scalars.count), visualToLogical: Array(scalars.indices),
                             isRightToLeft: false, leftToRightStretches: .every)
        }
        return resolved(scalars, rightToLeftHint: rightToLeftHint)
    }

    /// `paragraph(_:rightToLeftHint:)` as FriBidi resolves it, whatever the text.
    package static func resolved(_ scalars: [UInt32], rightToLeftHint: Bool) -> Paragraph {
        let count = scalars.count
        guard count > 0 else {
            return Paragraph(levels: [], visualToLogical: [], isRightToLeft: rightToLeftHint,
                             leftToRightStretches: rightToLeftHint ? .notEvery : .every)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = rightToLeftHint ? textfit_fribidi_par_wrtl() : textfit_fribidi_par_wltr()
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
        }
        let maxLevel = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        precondition(maxLevel > 0, "FriBidi failed to allocate memory")
        var lineLevels = levels
        var map = (0..<count).map { FriBidiStrIndex($0) }
        _ = fribidi_reorder_line(textfit_fribidi_flags_default(), types, FriBidiStrIndex(count), 0, direction,
                                 &lineLevels, nil, &map)
        let isRightToLeft = direction == textfit_fribidi_par_rtl()
        // With a right-to-left hint, the paragraph is left to right only when a strong character
        // decided it, the first being L (FriBidi leaves a weak direction as it was given when no
        // character is strong, and the levels then follow the hint).
        let stretches: LeftToRightStretches =
            isRightToLeft || !types.allSatisfy({ textfit_fribidi_type_keeps_level_zero($0) != 0 }) ? .notEvery
            : !rightToLeftHint ? .every
            : direction == textfit_fribidi_par_ltr() ? .holdingStrongLeft : .notEvery
        return Paragraph(levels: levels.map { UInt8(bitPattern: $0) }, visualToLogical: map.map { Int($0) },
                         isRightToLeft: isRightToLeft, leftToRightStretches: stretches)
    }
}
