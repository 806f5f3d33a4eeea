import Foundation
import Testing
@testable import TextFitReporters
@testable import TextFitResults

/// The HTML page's template: read from the target's resources, its text kept byte for byte and
/// its named slots in the order the report fills them.
@Suite struct HTMLTemplateTests {
    @Test func theReportsTemplateHasItsSlotsInOrder() throws {
        let template = try HTMLTemplate.report.get()
        #expect(template.slots == ["title", "appearance", "verdict", "counts", "lint", "languages", "categories", "kinds",
                                   "appearances", "devices", "previews", "outlines", "colors"])
        guard case .text(let opening) = template.pieces.first, case .text(let closing) = template.pieces.last else {
            Issue.record("the template neither starts nor ends with text")
            return
        }
        #expect(opening.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(closing.hasSuffix("})();</script>\n</body></html>\n"))
    }

    @Test func slotsAreFilledWhereTheyStand() throws {
        let template = try HTMLTemplate(text: "<p>{{first}} and {{second-one}}</p>{{first}}", name: "t.html")
        #expect(template.pieces == [.text("<p>"), .slot("first"), .text(" and "), .slot("second-one"), .text("</p>"),
                                    .slot("first")])
        let sink = MemorySink()
        var filled = 0
        try template.write(to: sink) { slot throws(InputError) in
            filled += 1
            sink.write("[\(slot) \(filled)]")
        }
        #expect(sink.text == "<p>[first 1] and [second-one 2]</p>[first 3]")
    }

    @Test func aBrokenSlotNamesTheTemplate() {
        #expect(throws: InputError(file: "t.html", reason: "a slot opened with {{ is not closed with }}")) {
            try HTMLTemplate(text: "<p>{{first</p>", name: "t.html")
        }
        #expect(throws: InputError(file: "t.html", reason: "'{{a b}}' is not a slot name (letters and -)")) {
            try HTMLTemplate(text: "{{a b}}", name: "t.html")
        }
    }
}
