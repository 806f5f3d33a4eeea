import Foundation
import Testing
@testable import TextFitCore

/// A line read from its title's layout keeps the title's scalars and writes its text when read:
/// it is the same line, equal, hashed and encoded alike, as one made from the text itself.
@Suite struct TextLineTests {
    @Test(arguments: [("Share My Current Location", 6..<9), ("Aktuellen Standort teilen", 10..<18),
                      ("位置情報を共有", 0..<4), ("👩‍👩‍👧 ok", 0..<5), ("שיתוף המיקום", 6..<12)])
    func aLineFromScalarsIsTheLineOfItsText(title: String, range: Range<Int>) throws {
        let scalars = title.unicodeScalars.map(\.value)
        let text = String(String.UnicodeScalarView(title.unicodeScalars.dropFirst(range.lowerBound).prefix(range.count)))
        let lazy = TextLine(scalars: scalars, range: range, width: 42.5)
        let made = TextLine(text: text, width: 42.5)
        #expect(lazy.text == text && lazy == made && lazy.hashValue == made.hashValue)
        #expect(lazy != TextLine(text: text + "…", width: 42.5) && lazy != TextLine(text: text, width: 42))
        var narrower = lazy
        narrower.width = 40
        #expect(narrower.text == text && narrower == TextLine(text: text, width: 40))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(lazy)
        #expect(encoded == (try encoder.encode(made)))
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["text"] as? String == text && object["width"] as? Double == 42.5 && object.count == 2)
        #expect(try JSONDecoder().decode(TextLine.self, from: encoded) == made)
        var changed = lazy
        changed.text = "Share"
        #expect(changed == TextLine(text: "Share", width: 42.5))
    }
}
