import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Whether "…" joins the grapheme cluster before it, answered without segmenting a string for
/// scalars below U+0600 (``ItemizedText/joins(_:after:)``), agrees with the standard library's
/// grapheme segmentation of the text written out for every such scalar, alone and after a
/// letter, and for the Prepend characters above it, after which "…" does join.
@Suite struct EllipsisJoinTests {
    /// Whether `cluster` and "…" make one grapheme cluster, as a `String` counts them.
    static func segmentedAsOne(_ cluster: [UInt32]) -> Bool {
        var text = String.UnicodeScalarView()
        for value in cluster + TailTruncator.ellipsisScalars { text.append(Unicode.Scalar(value)!) }
        return String(text).count == 1
    }

    @Test func everyScalarBelowU0600() {
        let ellipsis = TailTruncator.ellipsisScalars
        for value in UInt32(0)..<0x600 where Unicode.Scalar(value) != nil {
            for cluster: [UInt32] in [[value], [0x61, value]] {
                #expect(ItemizedText.joins(ellipsis, after: cluster[...]) == Self.segmentedAsOne(cluster),
                        "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func prependCharactersJoin() {
        // ARABIC NUMBER SIGN and ARABIC END OF AYAH are Prepend: the next character joins them.
        for prepend: UInt32 in [0x600, 0x6DD] {
            #expect(Self.segmentedAsOne([prepend]))
            #expect(ItemizedText.joins(TailTruncator.ellipsisScalars, after: [prepend][...]))
        }
    }
}

/// Whether a cluster is whitespace, answered for ASCII without the property tables, agrees with
/// the standard library's `Unicode.Scalar.Properties.isWhitespace` for every scalar below U+0100.
@Suite struct ClusterWhitespaceTests {
    @Test func everyScalarBelowU0100() {
        for value in UInt32(0)..<0x100 {
            let items = ItemizedText(String(Character(Unicode.Scalar(value)!)) + "a", rightToLeftHint: false)
            #expect(items.isWhitespace(cluster: 0) == Unicode.Scalar(value)!.properties.isWhitespace,
                    "U+\(String(value, radix: 16))")
        }
    }
}
