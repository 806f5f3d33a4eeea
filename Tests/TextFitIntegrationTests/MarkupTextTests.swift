import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The one escaper of SVG, HTML and JUnit: every character XML 1.0 forbids is replaced, and
/// what it writes is read back by Foundation's XMLParser (libxml2) as the text it stood for.
@Suite struct MarkupTextTests {
    /// What XMLParser reads from `<r a="…">…</r>`: the attribute's value and the element's text.
    final class Reader: NSObject, XMLParserDelegate {
        var attribute: String?
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            attribute = attributes["a"]
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    static func parse(_ value: String) -> (ok: Bool, attribute: String?, text: String) {
        let document = "<r a=\"\(MarkupText.escape(value))\">\(MarkupText.escape(value, attribute: false))</r>"
        let parser = XMLParser(data: Data(document.utf8))
        let reader = Reader()
        parser.delegate = reader
        let ok = parser.parse()
        return (ok, reader.attribute, reader.text)
    }

    /// Every code point XML 1.0's `Char` production leaves out: C0 controls but tab, LF and CR;
    /// U+FFFE and U+FFFF. (Surrogates cannot be in a Swift string; see the next test.)
    static let forbidden: [Unicode.Scalar] = (0..<0x20).filter { ![0x9, 0xA, 0xD].contains($0) }
        .map { Unicode.Scalar(UInt8($0)) } + ["\u{FFFE}", "\u{FFFF}"]

    @Test func everyForbiddenCharacterIsReplaced() {
        #expect(Self.forbidden.count == 31)
        for scalar in Self.forbidden {
            let value = "a" + String(Character(scalar)) + "b"
            let read = Self.parse(value)
            #expect(read.ok, "U+\(String(scalar.value, radix: 16))")
            #expect(read.attribute == "a\u{FFFD}b" && read.text == "a\u{FFFD}b", "U+\(String(scalar.value, radix: 16))")
        }
        // All of them at once, with what must be escaped and what must stay.
        let all = "<&>\"'\t\n\r" + String(String.UnicodeScalarView(Self.forbidden)) + "😀\u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}"
        let read = Self.parse(all)
        let expected = "<&>\"'\t\n\r" + String(repeating: "\u{FFFD}", count: 31) + "😀\u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}"
        #expect(read.ok)
        #expect(read.attribute == expected)
        #expect(read.text == expected)
    }

    /// Text is let through unchanged after a scan of its bytes; a byte that may begin a change
    /// sends it to the scan of its scalars. Every ASCII character and scalars whose UTF-8 begins
    /// with 0xEF (as U+FFFE and U+FFFF do), alone and between letters, in both places, read back
    /// as themselves, or as U+FFFD where XML forbids them: the byte scan misses nothing.
    @Test func theByteScanMissesNothing() {
        let scalars = (0..<0x80).map { Unicode.Scalar(UInt8($0)) }
            + ["\u{E000}", "\u{EFFF}", "\u{F000}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{10000}", "é"]
        for scalar in scalars {
            let shown = Self.forbidden.contains(scalar) ? "\u{FFFD}" : String(Character(scalar))
            for (value, expected) in [(String(Character(scalar)), shown), ("ab" + String(Character(scalar)) + "cd", "ab" + shown + "cd")] {
                let read = Self.parse(value)
                #expect(read.ok, "U+\(String(scalar.value, radix: 16))")
                #expect(read.attribute == expected, "U+\(String(scalar.value, radix: 16)) in an attribute")
                #expect(read.text == expected, "U+\(String(scalar.value, radix: 16)) in text")
            }
        }
    }

    @Test func loneSurrogatesArriveAsReplacementCharacters() {
        // A lone surrogate in UTF-16 input is decoded as U+FFFD, which XML carries.
        let decoded = String(decoding: [0x47, 0xD800, 0x6F, 0xDC00] as [UInt16], as: UTF16.self)
        #expect(Array(decoded.unicodeScalars) == ["G", "\u{FFFD}", "o", "\u{FFFD}"])
        let read = Self.parse(decoded)
        #expect(read.ok && read.text == "G\u{FFFD}o\u{FFFD}")
    }

    @Test func plainTextIsUnchanged() {
        #expect(MarkupText.escape("Aktueller Standort") == "Aktueller Standort")
        #expect(MarkupText.escape("l'été", attribute: false) == "l'été")
        #expect(MarkupText.escape("l'été") == "l&apos;été")
        #expect(MarkupText.escape("a\u{1}b\n", attribute: true) == "a\u{FFFD}b&#10;")
    }

    @Test func anSVGOfATitleWithAControlCharacterParses() throws {
        let renderer = ButtonRenderer(spec: .default, fonts: TestFonts.bundled)
        let drawing = try renderer.draw("Go\u{1}", language: TestFonts.tag("en"))
        let parser = XMLParser(data: Data(SVGButton.document(drawing).utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}
