import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The presentation a cluster asks for, by Unicode's emoji rules (UTS #51 §4).
@Suite struct EmojiPresentationTests {
    static func presentation(_ text: String) -> EmojiPresentation {
        EmojiPresentation(cluster: ArraySlice(text.unicodeScalars.map(\.value)))
    }

    @Test(arguments: [
        ("📍", EmojiPresentation.emoji),          // Emoji_Presentation=Yes
        ("⌚", .emoji),                          // Emoji_Presentation=Yes below U+2600
        ("❤\u{FE0F}", .emoji),                  // VS16
        ("1\u{FE0F}\u{20E3}", .emoji),          // keycap
        ("1\u{20E3}", .emoji),                  // keycap without VS16
        ("👍🏽", .emoji),                         // skin-tone modifier
        ("🇩🇪", .emoji),                         // regional indicators
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", .emoji),  // tag sequence
        ("🏳\u{200D}🌈", .emoji),                 // ZWJ sequence without VS16
        ("☺\u{FE0E}", .text),                   // VS15
        ("📍\u{FE0E}", .text),                   // VS15 on a default-emoji character
        ("☺", .unspecified),                    // Emoji_Presentation=No
        ("©", .unspecified),
        ("a", .unspecified),
        ("क\u{094D}\u{200D}", .unspecified),     // ZWJ in Devanagari is no emoji sequence
        ("ل\u{200C}", .unspecified),
    ])
    func classifies(text: String, expected: EmojiPresentation) {
        #expect(Self.presentation(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
}
