import Foundation
import Testing
@testable import TextFitCore
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Every member of the results record, written by the encoder and read back by the record parser
/// (in the writer's layout and member by member) and by the whole-file decoder, checked against
/// Foundation's `JSONSerialization` reading the same bytes: two cells between them hold every
/// member docs/results.md lists, each with a value other than its default (the platform and
/// device: not iOS's default iPhone).
@Suite struct ResultsRecordRoundTripTests {
    static let faces = [
        FontUse(file: "/fonts/Inter.ttc", faceIndex: 3, sha256: String(repeating: "ab", count: 32), family: "Inter",
                style: "Semi Bold", variations: ["wght": 600]),
        FontUse(file: "/fonts/NotoSansSymbols.ttf", faceIndex: 0, sha256: String(repeating: "cd", count: 32),
                family: "Noto Sans Symbols", style: "Regular"),
    ]
    static let files = ["App/Localizable.xcstrings"]
    /// The platform and device each cell's run checked on, which its record names.
    static let targets: [(cell: CellResult, target: RunTarget)] = [
        (label, RunTarget(platform: .watchos, device: "watch-41")), (iOS, RunTarget(platform: .ipados, device: "ipad-slide-over")),
    ]

    /// A wrapping label of two lines in German, with everything a label cell can record: a
    /// variant, a format sample, a bundled title's source, missing glyphs, overflow, truncation,
    /// clipped ink, a width limit, a relative budget (measured where no frame is known, so its
    /// expansion warns), a `close` warning, a table (its key is in two), a place and two faces.
    static let label: CellResult = {
        let measurement = TextMeasurement(
            text: "3 Orte \u{1F600} teilen", language: LanguageTag("de")!, pointSize: 23.5, weight: 600, tracking: 0,
            advanceWidth: 250.125, width: 250.125, inkBounds: InkBounds(x: 0.5, y: -6.25, width: 249.5, height: 27.125),
            ascent: 0, descent: 0, lineHeight: 28.75, glyphCount: 0, missingGlyphs: [0x1F600, 0xA0], fonts: faces)
        let fit = ButtonFit(
            contentSize: BoxSize(width: 280.5, height: 60.25), minFrame: BoxSize(width: 300.5, height: 70.75),
            frame: BoxSize(width: 343, height: 66.5), availableTextWidth: 0, fits: false, overflow: 12.375,
            truncatedText: "3 Orte…", maxCornerRadius: 17.5,
            // A record does not keep the radius applied: it is the spec's for the frame.
            cornerRadius: ButtonSpec.default.resolvedCornerRadius(for: BoxSize(width: 343, height: 66.5)), cornerClip: true, capsuleFits: true,
            circleFits: true, verticalClip: 1.5, iconSide: 0, numberOfLines: 2,
            lines: [TextLine(text: "3 Orte \u{1F600}", width: 80.5), TextLine(text: "teilen…", width: 90.25)],
            neededLineCount: 3, heightOverflow: 4.25, model: .label)
        var cell = CellResult(
            key: "Share %d \"Places\"", language: LanguageTag("de")!, variant: "plural.other", category: .ax2,
            textStyle: .headline, measurement: measurement, fit: fit,
            location: SourceLocation(file: files[0], line: 42), formatSample: "%d = 3",
            widthLimit: WidthLimit(value: 200, unit: .point), overMaxWidth: 50.125, sourceWidth: 180.5, budget: 216.625,
            frameKnown: false, recordedClose: .some(FindingDetection(amount: 0.75, message: "fits by 0.75 pt")))
        cell.titleSource = .textfit
        cell.table = "Main"
        cell.element = "UILabel 'lbl-fx-120' in Base.lproj/Main.storyboard:12, 200 pt wide (width constraint), 23.5 pt, 2 lines"
        return cell
    }()

    /// An iOS 26 model's cell: the model, the largest font size and the height overflow.
    static let iOS: CellResult = {
        let measurement = TextMeasurement(
            text: "Standort teilen", language: LanguageTag("de")!, pointSize: 18, weight: 590, tracking: 0,
            advanceWidth: 131.875, width: 131.875, inkBounds: InkBounds(x: 1, y: -4, width: 130, height: 17),
            ascent: 0, descent: 0, lineHeight: 21.5, glyphCount: 0, missingGlyphs: [], fonts: [faces[0]])
        let fit = ButtonFit(
            contentSize: BoxSize(width: 160.25, height: 44), minFrame: BoxSize(width: 161.25, height: 45),
            frame: BoxSize(width: 150, height: 40), availableTextWidth: 0, fits: false, overflow: 11.25,
            truncatedText: nil, maxCornerRadius: 20,
            cornerRadius: ButtonSpec.default.resolvedCornerRadius(for: BoxSize(width: 150, height: 40)), cornerClip: false, capsuleFits: true,
            circleFits: nil, verticalClip: 0, iconSide: 0, heightOverflow: 5, model: .ios26)
        return CellResult(key: "Share Location", language: LanguageTag("de")!, variant: nil, category: .xxxLarge,
                          textStyle: .body, measurement: measurement, fit: fit, location: nil, largestFontSize: 14.5)
    }()

    /// The record line the results writer makes of `cell`: `{"file":0,` when it has a place, the
    /// encoder's part, the font indices and `}`.
    static func line(_ cell: CellResult, _ target: RunTarget,
                     members: [ResultsRecordSchema.MemberEncoder] = ResultsRecordSchema.encoders) -> [UInt8] {
        let prefix = cell.location == nil ? "{" : "{\"file\":0,"
        let indices = cell.measurement.fonts.map { face in String(faces.firstIndex(of: face)!) }.joined(separator: ",")
        return Array(prefix.utf8) + RecordEncoder.jsonRecord(cell, target: target, members: members)
            + Array("[\(indices)]}".utf8)
    }

    /// The members of a record, as docs/results.md's table of them names them (inner members in
    /// braces left out).
    static func documentedMembers() throws -> Set<String> {
        let url = TestFonts.repositoryRoot.appendingPathComponent("docs/results.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let table = try #require(text.components(separatedBy: "Each record:").last)
        var members = Set<String>()
        for row in table.split(separator: "\n") where row.hasPrefix("| `") {
            let first = row.split(separator: "|")[0].replacing(/\{[^}]*\}/, with: "")
            for match in first.matches(of: /`([A-Za-z]+)`/) { members.insert(String(match.1)) }
        }
        return members
    }

    /// What each member holds in the encoded JSON, worked out from the cell here (not by the
    /// encoder), as `JSONSerialization` gives it: `nil` where the member is absent.
    static func expected(_ cell: CellResult, _ target: RunTarget) -> [String: Any?] {
        let m = cell.measurement, fit = cell.fit
        let multiline = fit.numberOfLines != 1
        let close = cell.findings.first { $0.kind == .close }
        return [
            "file": cell.location.map { _ in 0 }, "key": cell.key, "table": cell.table, "language": cell.language.identifier,
            "variant": cell.variant, "category": cell.category.rawValue, "textStyle": cell.textStyle.rawValue,
            "pointSize": m.pointSize, "weight": m.weight, "text": m.text, "formatSample": cell.formatSample,
            "titleSource": cell.titleSource?.rawValue, "element": cell.element, "textWidth": m.width, "lineHeight": m.lineHeight,
            "inkBounds": ["x": m.inkBounds.x, "y": m.inkBounds.y, "width": m.inkBounds.width, "height": m.inkBounds.height],
            "contentSize": ["width": fit.contentSize.width, "height": fit.contentSize.height],
            "minFrame": ["width": fit.minFrame.width, "height": fit.minFrame.height],
            "frame": ["width": fit.frame.width, "height": fit.frame.height], "fits": fit.fits,
            "overflow": fit.overflow == 0 ? nil : fit.overflow, "truncatedText": fit.truncatedText,
            "model": fit.model.isIOS ? fit.model.rawValue : nil,
            "largestFontSize": fit.model.isIOS ? cell.largestFontSize : nil,
            "heightOverflow": fit.heightOverflow == 0 ? nil : fit.heightOverflow,
            "numberOfLines": multiline ? fit.numberOfLines : nil, "lineCount": multiline ? fit.lines.count : nil,
            "neededLineCount": multiline ? fit.neededLineCount : nil,
            "lines": multiline ? fit.lines.map { ["text": $0.text, "width": $0.width] } : nil,
            "maxCornerRadius": fit.maxCornerRadius, "cornerClip": fit.cornerClip, "capsuleFits": fit.capsuleFits,
            "circleFits": fit.circleFits, "verticalClip": fit.verticalClip == 0 ? nil : fit.verticalClip,
            "missingGlyphs": m.missingGlyphs.isEmpty ? nil : m.missingGlyphs.map(Int.init),
            "widthLimit": cell.widthLimit.map { ["value": $0.value, "unit": $0.unit.rawValue] },
            "overMaxWidth": cell.widthLimit == nil ? nil : cell.overMaxWidth, "sourceWidth": cell.sourceWidth,
            "budget": cell.budget,
            // 250.125 pt against a budget of 216.625: an expansion, advice where no frame is known.
            "noFrame": cell.findings.contains { $0.kind == .expansion && $0.advisory } ? true : nil,
            "close": close.map { ["amount": $0.amount, "message": $0.message] },
            "platform": target.platform.rawValue, "device": target.device,
            "line": cell.location?.line, "fonts": m.fonts.map { faces.firstIndex(of: $0)! },
        ]
    }

    /// Each member of a record as read, in `JSONSerialization`'s terms.
    static func read(_ record: ResultsRecord) -> [String: Any?] {
        [
            "file": record.file, "key": record.key, "table": record.table, "language": record.language?.identifier,
            "variant": record.variant,
            "category": record.category?.rawValue, "textStyle": record.textStyle?.rawValue,
            "pointSize": record.pointSize, "weight": record.weight, "text": record.text,
            "formatSample": record.formatSample, "titleSource": record.titleSource?.rawValue, "element": record.element,
            "textWidth": record.textWidth, "lineHeight": record.lineHeight,
            "inkBounds": record.inkBounds.map { ["x": $0.x, "y": $0.y, "width": $0.width, "height": $0.height] },
            "contentSize": record.contentSize.map { ["width": $0.width, "height": $0.height] },
            "minFrame": record.minFrame.map { ["width": $0.width, "height": $0.height] },
            "frame": record.frame.map { ["width": $0.width, "height": $0.height] }, "fits": record.fits,
            "overflow": record.overflow, "truncatedText": record.truncatedText, "model": record.model?.rawValue,
            "largestFontSize": record.largestFontSize, "heightOverflow": record.heightOverflow,
            "numberOfLines": record.numberOfLines, "lineCount": record.lineCount,
            "neededLineCount": record.neededLineCount, "lines": record.lines.map { $0.map { ["text": $0.text, "width": $0.width] } },
            "maxCornerRadius": record.maxCornerRadius, "cornerClip": record.cornerClip,
            "capsuleFits": record.capsuleFits, "circleFits": record.circleFits, "verticalClip": record.verticalClip,
            "missingGlyphs": record.missingGlyphs.map { $0.map(Int.init) },
            "widthLimit": record.widthLimit.map { ["value": $0.value, "unit": $0.unit.rawValue] },
            "overMaxWidth": record.overMaxWidth, "sourceWidth": record.sourceWidth, "budget": record.budget,
            "noFrame": record.noFrame, "close": record.close.map { ["amount": $0.amount, "message": $0.message] },
            "platform": record.platform?.rawValue, "device": record.device, "line": record.line, "fonts": record.fonts,
        ]
    }

    /// Whether two JSON values (as `JSONSerialization` gives them, or as built here) are the same:
    /// numbers (and Booleans, which `JSONSerialization` may give as numbers) by value, strings,
    /// arrays and objects member by member.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if let x = number(a), let y = number(b) { return x == y }
        if let x = a as? String, let y = b as? String { return x == y }
        if let x = a as? [Any], let y = b as? [Any] { return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) } }
        if let x = a as? [String: Any], let y = b as? [String: Any] {
            return Set(x.keys) == Set(y.keys) && x.allSatisfy { same($0.value, y[$0.key]) }
        }
        return false
    }

    /// A number's value; a Boolean as 0 or 1.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let x as Int: Double(x)
        case let x as Double: x
        case let x as UInt32: Double(x)
        case let x as NSNumber: x.doubleValue
        case let x as Bool: x ? 1 : 0
        default: nil
        }
    }

    /// The two cells hold every documented member, each with a value other than its default
    /// (nothing at all for an absent member, a Boolean that differs from the other cell's or from
    /// a fresh record's expectations).
    @Test func theCellsHoldEveryDocumentedMember() throws {
        let documented = try Self.documentedMembers()
        #expect(documented.count >= 40)
        let held = Set(Self.targets.flatMap { Self.expected($0, $1).filter { $0.value != nil }.keys })
        #expect(held == documented,
                "held, not documented: \(held.subtracting(documented)); documented, not held: \(documented.subtracting(held))")
        // Booleans whose default a record could not tell: each cell's differs from the plain case.
        #expect(!Self.label.fit.fits && Self.label.fit.cornerClip && Self.label.fit.circleFits == true)
        #expect(Self.label.findings.contains { $0.kind == .expansion && $0.advisory })
    }

    /// The encoder writes every member the cell has, with the value worked out here, and no other:
    /// with the schema's encoders, and with the set a measuring task makes of its own.
    @Test(arguments: [false, true])
    func theEncoderWritesEveryMember(ofTask: Bool) throws {
        let members = ofTask ? ResultsRecordSchema.encodersOfTask() : ResultsRecordSchema.encoders
        for (cell, target) in Self.targets {
            let line = Self.line(cell, target, members: members)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            let expected = Self.expected(cell, target).compactMapValues { $0 }
            #expect(Set(object.keys) == Set(expected.keys), "\(cell.key)")
            for (name, value) in expected {
                #expect(Self.same(object[name], value), "\(cell.key): \(name) is \(object[name] ?? "absent"), not \(value)")
            }
        }
    }

    /// The parser reads every member back — from the writer's layout, and from the same members
    /// in another order with spaces (read by name) — and so does the whole-file decoder; each
    /// equals what `JSONSerialization` reads from the same bytes.
    @Test func everyMemberReadsBack() throws {
        for (cell, target) in Self.targets {
            let line = Self.line(cell, target)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            // The same members, sorted by name and pretty-printed: not the writer's layout.
            let respelled = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
            #expect(Array(respelled) != line)
            let asWritten = try #require(line.withUnsafeBufferPointer { ResultsRecordParser.parse($0) })
            let byName = try #require(Array(respelled).withUnsafeBufferPointer { ResultsRecordParser.parse($0) })
            let decoded = try JSONDecoder().decode(ResultsRecord.self, from: Data(line))
            #expect(asWritten.lengthsRounded)
            for (how, record) in [("as written", asWritten.record), ("by name", byName.record), ("decoded", decoded)] {
                let read = Self.read(record)
                #expect(Set(read.keys) == Set(Self.expected(cell, target).keys))
                for name in read.keys {
                    #expect(Self.same(read[name] ?? nil, object[name]), "\(cell.key), \(how): \(name)")
                }
            }
        }
    }

    /// The cell made of the record read back equals the cell written, member for member, and has
    /// its findings.
    @Test func theCellReadBackIsTheCellWritten() throws {
        let document = ResultsDocumentV2(fontSource: "manifest", buttonSpec: .default, results: [], files: Self.files,
                                         fonts: Self.faces, notes: [])
        for (cell, target) in Self.targets {
            let (record, rounded) = try #require(Self.line(cell, target).withUnsafeBufferPointer { ResultsRecordParser.parse($0) })
            #expect(document.target(of: record) == target)
            let back = try document.cell(of: record, position: 0, file: "r.json", lengthsRounded: rounded)
            #expect(back.key == cell.key && back.language == cell.language && back.variant == cell.variant)
            #expect(back.category == cell.category && back.textStyle == cell.textStyle)
            #expect(back.formatSample == cell.formatSample && back.titleSource == cell.titleSource)
            #expect(back.element == cell.element)
            #expect(back.location == cell.location)
            let (m, n) = (back.measurement, cell.measurement)
            #expect(m.text == n.text && m.pointSize == n.pointSize && m.weight == n.weight && m.width == n.width)
            #expect(m.lineHeight == n.lineHeight && m.inkBounds == n.inkBounds && m.missingGlyphs == n.missingGlyphs)
            #expect(m.fonts == n.fonts)
            let (f, g) = (back.fit, cell.fit)
            #expect(f.contentSize == g.contentSize && f.minFrame == g.minFrame && f.frame == g.frame)
            #expect(f.fits == g.fits && f.overflow == g.overflow && f.truncatedText == g.truncatedText)
            #expect(f.maxCornerRadius == g.maxCornerRadius && f.cornerClip == g.cornerClip)
            #expect(f.capsuleFits == g.capsuleFits && f.circleFits == g.circleFits && f.verticalClip == g.verticalClip)
            #expect(f.numberOfLines == g.numberOfLines && f.lines == g.lines && f.lineCount == g.lineCount)
            #expect(f.neededLineCount == g.neededLineCount && f.heightOverflow == g.heightOverflow && f.model == g.model)
            #expect(back.widthLimit == cell.widthLimit && back.overMaxWidth == cell.overMaxWidth)
            #expect(back.sourceWidth == cell.sourceWidth && back.budget == cell.budget)
            #expect(back.largestFontSize == cell.largestFontSize)
            #expect(back.findings.map(\.kind) == cell.findings.map(\.kind))
            #expect(back.findings.map(\.amount) == cell.findings.map(\.amount))
            #expect(back.findings.map(\.message) == cell.findings.map(\.message))
            #expect(back.findings.map(\.advisory) == cell.findings.map(\.advisory))
            #expect(back.table == cell.table && back.findings.allSatisfy { $0.table == cell.table })
        }
    }
}
