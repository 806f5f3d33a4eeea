import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitCore

/// The record parser (``ResultsRecordParser``) against Foundation's `JSONDecoder` on the same
/// records, and the cells it makes without rounding against those made with it.
@Suite struct ResultsRecordParserTests {
    /// The bundled job's results, split into the document and its record lines.
    static func bundledRecords() async throws -> (document: ResultsDocumentV2, lines: [[UInt8]]) {
        let data = try await ResultsRecordStreamTests.bundledJobJSON()
        let shell = try #require(ResultsFile.streamedShell(data))
        let lines = shell.records.map { Array(data[data.startIndex + $0.lowerBound ..< data.startIndex + $0.upperBound]) }
        return (shell.document, lines)
    }

    static func parse(_ line: [UInt8]) -> (record: ResultsRecord, lengthsRounded: Bool)? {
        line.withUnsafeBufferPointer { ResultsRecordParser.parse($0) }
    }

    static func parse(_ line: String) -> (record: ResultsRecord, lengthsRounded: Bool)? {
        parse(Array(line.utf8))
    }

    /// Every record the writer wrote has lengths at 1/1000 pt; its cell made without rounding
    /// them again equals the cell made with rounding, field for field and finding for finding.
    @Test func cellsOfWrittenRecordsAreTheSameWithoutRoundingAgain() async throws {
        let (document, lines) = try await Self.bundledRecords()
        #expect(lines.count > 100)
        for (position, line) in lines.enumerated() {
            let (record, rounded) = try #require(Self.parse(line))
            #expect(rounded, "record \(position) has a number the writer does not write")
            let unrounded = try document.cell(of: record, position: position, file: "r.json", lengthsRounded: true)
            let roundedAgain = try document.cell(of: record, position: position, file: "r.json", lengthsRounded: false)
            #expect(unrounded == roundedAgain)
            #expect(unrounded.findings == roundedAgain.findings)
        }
    }

    /// A length with more than three decimals, or `-0`, is rounded as a measured length is:
    /// halves away from zero, and never `-0`.
    @Test func lengthsOffTheGridAreRounded() async throws {
        let (document, lines) = try await Self.bundledRecords()
        let line = try #require(lines.map { String(decoding: $0, as: UTF8.self) }.first { $0.contains("\"textWidth\":") })
        let width = try #require(line.firstMatch(of: /"textWidth":([0-9.]+)/)).1
        // 0.0005 pt more than the recorded width: a tie, rounded up to the next 1/1000 pt.
        let written = try #require(Decimal(string: String(width)))
        let tie = line.replacingOccurrences(of: "\"textWidth\":\(width)", with: "\"textWidth\":\(written + Decimal(string: "0.0005")!)")
        let (record, rounded) = try #require(Self.parse(tie))
        #expect(!rounded)
        let cell = try document.cell(of: record, position: 0, file: "r.json", lengthsRounded: rounded)
        let expected = try #require(Double((written + Decimal(string: "0.001")!).description))
        #expect(cell.measurement.width == expected)
        // `-0` is read as 0 and flagged, so that rounding makes it 0.
        let negativeZero = line.replacingOccurrences(of: "\"weight\":", with: "\"overMaxWidth\":-0,\"weight\":")
        if let (_, flagged) = Self.parse(negativeZero) { #expect(!flagged) }
        let exponent = line.replacingOccurrences(of: "\"textWidth\":\(width)", with: "\"textWidth\":\(width)e0")
        #expect(Self.parse(exponent)?.lengthsRounded == false)
    }

    /// A record spelled otherwise than the writer spells it — spaces, inner members in another
    /// order — reads as `JSONDecoder` reads it; a member name that begins as a known one but goes
    /// on is refused, as any unknown name is.
    @Test func otherSpellingsReadAsJSONDecoderReadsThem() async throws {
        let (_, lines) = try await Self.bundledRecords()
        let line = try #require(lines.map { String(decoding: $0, as: UTF8.self) }.first { $0.contains("\"inkBounds\":") })
        let size = try #require(line.firstMatch(of: /"minFrame":\{"width":([0-9.-]+),"height":([0-9.-]+)\}/))
        let ink = try #require(line.firstMatch(of: /"inkBounds":\{"x":([0-9.-]+),"y":([0-9.-]+),"width":([0-9.-]+),"height":([0-9.-]+)\}/))
        let respelled = line
            .replacingOccurrences(of: String(size.0), with: "\"minFrame\": { \"height\" : \(size.2), \"width\":\(size.1) }")
            .replacingOccurrences(of: String(ink.0),
                                  with: "\"inkBounds\":{\"height\":\(ink.4), \"y\":\(ink.2),\"width\":\(ink.3),\"x\":\(ink.1)}")
        #expect(respelled != line)
        for text in [line, respelled] {
            let parsed = try #require(Self.parse(text)).record
            let decoded = try JSONDecoder().decode(ResultsRecord.self, from: Data(text.utf8))
            #expect(parsed.minFrame == decoded.minFrame)
            #expect(parsed.inkBounds == decoded.inkBounds)
            #expect(parsed.textWidth == decoded.textWidth)
            #expect(parsed.key == decoded.key && parsed.text == decoded.text && parsed.category == decoded.category)
            #expect(parsed.lines?.map(\.width) == decoded.lines?.map(\.width))
            #expect(parsed.fonts == decoded.fonts)
        }
        // Laid out otherwise after the writer's first members (two members swapped, a space):
        // read from the start again, to the same record, its lengths still known to be rounded.
        let fits = try #require(line.firstMatch(of: /,"fits":(true|false)/))
        let capsule = try #require(line.firstMatch(of: /,"capsuleFits":(true|false)/))
        let reordered = line.replacingOccurrences(of: String(fits.0), with: "")
            .replacingOccurrences(of: String(capsule.0), with: String(capsule.0) + String(fits.0))
            .replacingOccurrences(of: ",\"weight\":", with: ", \"weight\":")
        #expect(reordered != line)
        let (late, lateRounded) = try #require(Self.parse(reordered))
        let written = try #require(Self.parse(line)).record
        let decoded = try JSONDecoder().decode(ResultsRecord.self, from: Data(reordered.utf8))
        #expect(lateRounded)
        #expect(late.fits == decoded.fits && late.fits == written.fits)
        #expect(late.capsuleFits == decoded.capsuleFits && late.weight == decoded.weight)
        #expect(late.frame == written.frame && late.lines?.map(\.text) == written.lines?.map(\.text))
        // Sixteen bytes the same as `"maxCornerRadius`, then more.
        let longer = line.replacingOccurrences(of: "\"maxCornerRadius\":", with: "\"maxCornerRadiusX\":")
        #expect(longer != line)
        #expect(Self.parse(longer).map { _ in true } == nil)
        let shorter = line.replacingOccurrences(of: "\"fits\":", with: "\"fit\":")
        #expect(Self.parse(shorter).map { _ in true } == nil)
    }

    /// The file a record opens with, read from its first member: the index as written and where
    /// the next member starts (worked out by hand), none for a record with no file or another
    /// first member, and an index of more than 9 digits, which no files table reaches, as `Int.max`;
    /// the part the encoder writes starts where the file member ends.
    @Test func theFileMemberIsReadFromTheRecordsStart() {
        func member(_ line: String) -> (index: Int, end: Int)? {
            Array(line.utf8).withUnsafeBufferPointer { ResultsRecordParser.fileMember($0) }
        }
        let record = #"{"file":12,"key":"k","fonts":[0]}"#
        #expect(member(record).map { [$0.index, $0.end] } == [12, 11])
        #expect(Array(record.utf8).withUnsafeBufferPointer { ResultsRecordParser.encodedPart($0) } == 11 ..< 29)
        #expect(member(#"{"key":"k","file":12,"fonts":[0]}"#) == nil)
        #expect(member(#"{"file":,"key":"k"}"#) == nil)
        #expect(member(#"{"file":12}"#) == nil)
        #expect(member(#"{"file":1234567890,"key":"k"}"#).map { [$0.index, $0.end] } == [Int.max, 19])
    }

    /// The faces of a taken record (``RecordedFaces``) hold up to eight indices, each given back
    /// as put in, and refuse a ninth or one past their largest; the two words a results index
    /// stores them as give the same faces back, and words with an index after an empty lane,
    /// which no list of faces is held as, give none.
    @Test func aTakenRecordsFacesHoldUpToEightIndices() throws {
        // Each index as put in, up to eight, none past the last; nothing added when refused.
        func faces(_ put: [Int]) -> (faces: RecordedFaces, added: [Bool]) {
            var faces = RecordedFaces()
            let added = put.map { faces.append($0) }
            return (faces, added)
        }
        let put = [0, 65_534, 9, 4, 300, 1, 17, 2]
        let full = faces(put + [3])
        #expect(full.added == Array(repeating: true, count: 8) + [false])
        #expect(full.faces.count == 8 && (0 ..< full.faces.count).map { full.faces[$0] } == put)
        let refused = faces([65_535, -1, 9, 4])
        #expect(refused.added == [false, false, true, true])
        #expect(refused.faces.count == 2 && refused.faces == faces([9, 4]).faces)
        #expect(refused.faces != faces([4, 9]).faces && faces([]).faces == RecordedFaces())

        // The words round-trip, for every count from none to eight.
        for count in 0 ... 8 {
            let held = faces(Array(put.prefix(count))).faces
            #expect(RecordedFaces(words: held.words) == held)
        }
        // Lane 1 (index 0 stored as 1) with lane 0 empty; lane 4 set with lanes 1–3 empty.
        #expect(RecordedFaces(words: (1 << 16, 0)) == nil)
        #expect(RecordedFaces(words: (1, 1)) == nil)
        #expect(RecordedFaces(words: (0, 0)) == RecordedFaces())
    }
}
