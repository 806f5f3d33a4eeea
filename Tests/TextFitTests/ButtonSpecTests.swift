import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ButtonSpecTests {
    /// Decodes `json` as if read from `spec.json`.
    static func decode(_ json: String) throws -> ButtonSpec {
        try ButtonSpec.decode(Data(json.utf8), file: "spec.json")
    }

    /// The InputError decoding `json` throws.
    static func error(_ json: String) throws -> InputError {
        do {
            let spec = try decode(json)
            Issue.record("decoded \(spec) from invalid JSON")
        } catch let error as InputError {
            return error
        }
        throw CancellationError()
    }

    @Test func emptyObjectGivesTheDocumentedDefaults() throws {
        let spec = try Self.decode("{}")
        #expect(spec == ButtonSpec.default)
        #expect(spec.labelStyle == .titleAndIcon)
        #expect(spec.textStyle == .body)
        #expect(spec.fontSize == nil && spec.fontWeight == nil)
        #expect(spec.tracking == .auto)
        #expect(spec.iconScale == 1.0)
        #expect(spec.iconSpacing == 0.3)
        #expect(spec.contentInsets == .init(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(spec.scalesInsets)
        #expect(spec.minimumSize == BoxSize(width: 44, height: 44))
        #expect(spec.maximumWidth == 375 - 2 * 16)
        #expect(spec.cornerRadius == .capsule)
        #expect(spec.fixedFrame == nil)
        #expect(spec.basePointSize == 17)     // body at the large category
    }

    @Test func everyFieldDecodes() throws {
        let spec = try Self.decode("""
        {
          "labelStyle": "titleOnly",
          "textStyle": "subhead",
          "fontSize": 15.5,
          "fontWeight": 600,
          "tracking": -12,
          "iconScale": 1.2,
          "iconSpacing": 0.25,
          "contentInsets": {"top": 6, "leading": 14, "bottom": 6, "trailing": 14},
          "scalesInsets": false,
          "minimumSize": {"width": 60, "height": 48},
          "maximumWidth": 300,
          "cornerRadius": 10,
          "fixedFrame": {"width": 200, "height": 50}
        }
        """)
        #expect(spec == ButtonSpec(
            labelStyle: .titleOnly, textStyle: .subheadline, fontSize: 15.5, fontWeight: 600,
            tracking: .thousandthsOfEm(-12), iconScale: 1.2, iconSpacing: 0.25,
            contentInsets: .init(top: 6, leading: 14, bottom: 6, trailing: 14), scalesInsets: false,
            minimumSize: BoxSize(width: 60, height: 48), maximumWidth: 300, cornerRadius: .points(10),
            fixedFrame: BoxSize(width: 200, height: 50)))
        #expect(spec.basePointSize == 15.5)
        #expect(try Self.decode(#"{"cornerRadius": "capsule", "tracking": "auto"}"#) == .default)
    }

    @Test func encodingRoundTrips() throws {
        let spec = ButtonSpec(labelStyle: .iconOnly, fontWeight: 700, tracking: .thousandthsOfEm(5),
                              cornerRadius: .points(8), fixedFrame: BoxSize(width: 44, height: 44))
        let data = try JSONEncoder().encode(spec)
        #expect(try ButtonSpec.decode(data, file: "x") == spec)
        #expect(try JSONEncoder().encode(ButtonSpec.default).count > 2)
        #expect(try ButtonSpec.decode(JSONEncoder().encode(ButtonSpec.default), file: "x") == .default)
    }

    /// The defaults as docs/button-spec.md prints them: the same spec, and the same JSON members.
    @Test func defaultsMatchTheDocumentedJSON() throws {
        let documented = """
        {
          "model": "label",
          "dynamicType": "scaled",
          "labelStyle": "titleAndIcon",
          "textStyle": "body",
          "tracking": "auto",
          "iconScale": 1.0,
          "iconSpacing": 0.3,
          "contentInsets": {"top": 7, "leading": 12, "bottom": 7, "trailing": 12},
          "scalesInsets": true,
          "minimumSize": {"width": 44, "height": 44},
          "maximumWidth": 343,
          "cornerRadius": "capsule",
          "numberOfLines": 1,
          "alpha": 1,
          "icon": "arrow",
          "appearances": ["light", "dark"],
          "legibility": {"minimumAlpha": 0.5, "minimumSide": 44, "maximumHeightRatio": 3}
        }
        """
        #expect(try Self.decode(documented) == .default)
        let encoded = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(ButtonSpec.default))
            as? NSDictionary)
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(documented.utf8)) as? NSDictionary)
        #expect(encoded == expected)
    }

    @Test func unknownFieldIsNamed() throws {
        let error = try Self.error("""
        {
          "labelStyle": "titleOnly",
          "iconSpaceing": 0.5
        }
        """)
        #expect(error.key == "iconSpaceing")
        #expect(error.line == 3)
        #expect(error.reason.contains("did you mean 'iconSpacing'"))
        #expect(error.description.hasPrefix("spec.json:3 (key 'iconSpaceing'): unknown field"))
    }

    @Test func unknownNestedFieldIsNamed() throws {
        let error = try Self.error(#"{"contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4, "left": 5}}"#)
        #expect(error.key == "contentInsets.left")
    }

    @Test func negativeInsetIsNamed() throws {
        let error = try Self.error("""
        {
          "contentInsets": {
            "top": 7,
            "leading": -4,
            "bottom": 7,
            "trailing": 12
          }
        }
        """)
        #expect(error.key == "contentInsets.leading")
        #expect(error.line == 4)
        #expect(error.reason == "must be 0 or more, not -4")
    }

    @Test func missingInsetMemberIsNamed() throws {
        let error = try Self.error(#"{"contentInsets": {"top": 7, "leading": 12, "bottom": 7}}"#)
        #expect(error.key == "contentInsets.trailing")
        #expect(error.reason.contains("missing"))
    }

    @Test func badLabelStyleIsNamed() throws {
        let error = try Self.error(#"{"labelStyle": "iconAndTitle"}"#)
        #expect(error.key == "labelStyle")
        #expect(error.line == 1)
        #expect(error.reason.contains("iconAndTitle"))
    }

    @Test func badTextStyleIsNamed() throws {
        #expect(try Self.error(#"{"textStyle": "bodyLarge"}"#).key == "textStyle")
    }

    @Test func weightOutOfRangeOrFractionalIsNamed() throws {
        #expect(try Self.error(#"{"fontWeight": 950}"#).key == "fontWeight")
        #expect(try Self.error(#"{"fontWeight": 50}"#).key == "fontWeight")
        #expect(try Self.error(#"{"fontWeight": 550.5}"#).key == "fontWeight")
        #expect(try Self.decode(#"{"fontWeight": 100}"#).fontWeight == 100)
        #expect(try Self.decode(#"{"fontWeight": 900}"#).fontWeight == 900)
    }

    @Test func maximumWidthBelowMinimumIsNamed() throws {
        let error = try Self.error(#"{"maximumWidth": 40}"#)     // default minimum width 44
        #expect(error.key == "maximumWidth")
        #expect(error.reason.contains("44"))
    }

    @Test func otherRangeErrorsAreNamed() throws {
        #expect(try Self.error(#"{"iconScale": 0}"#).key == "iconScale")
        #expect(try Self.error(#"{"iconSpacing": -0.1}"#).key == "iconSpacing")
        #expect(try Self.error(#"{"fontSize": -3}"#).key == "fontSize")
        #expect(try Self.error(#"{"cornerRadius": -1}"#).key == "cornerRadius")
        #expect(try Self.error(#"{"cornerRadius": "round"}"#).key == "cornerRadius")
        #expect(try Self.error(#"{"tracking": "tight"}"#).key == "tracking")
        #expect(try Self.error(#"{"fixedFrame": {"width": 0, "height": 44}}"#).key == "fixedFrame.width")
        #expect(try Self.error(#"{"minimumSize": {"width": -1, "height": 44}}"#).key == "minimumSize.width")
    }

    @Test func wrongTypeIsNamed() throws {
        let error = try Self.error(#"{"iconScale": "big"}"#)
        #expect(error.key == "iconScale")
        #expect(error.reason == "expected a number")
    }

    @Test func malformedJSONNamesTheLine() throws {
        let error = try Self.error("{\n  \"iconScale\": 1,\n  \"iconSpacing\" 0.3\n}")
        #expect(error.key == nil)
        #expect(error.line == 3)
        #expect(error.reason.hasPrefix("malformed JSON"))
    }

    @Test func topLevelMustBeAnObject() throws {
        let error = try Self.error("[1, 2]")
        #expect(error.reason.contains("JSON object"))
    }

    @Test func loadReadsAFileAndNamesIt() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ButtonSpecTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.json")
        try Data(#"{"labelStyle": "iconOnly", "maximumWidth": 200}"#.utf8).write(to: good)
        let spec = try ButtonSpec.load(from: good.path)
        #expect(spec.labelStyle == .iconOnly && spec.maximumWidth == 200)

        let bad = directory.appendingPathComponent("bad.json")
        try Data("{\n\"labelStyle\": \"round\"\n}".utf8).write(to: bad)
        do {
            _ = try ButtonSpec.load(from: bad.path)
            Issue.record("bad spec loaded")
        } catch let error as InputError {
            #expect(error.file == bad.path)
            #expect(error.line == 2)
            #expect(error.key == "labelStyle")
        }

        let missing = directory.appendingPathComponent("missing.json").path
        #expect(throws: InputError.self) { try ButtonSpec.load(from: missing) }
    }

    @Test func validateNamesTheFieldForSpecsBuiltInCode() {
        let spec = ButtonSpec(contentInsets: .init(top: 7, leading: 12, bottom: -1, trailing: 12))
        #expect(throws: InputError(file: "flags", key: "contentInsets.bottom", reason: "must be 0 or more, not -1")) {
            try spec.validate(file: "flags")
        }
        #expect(throws: Never.self) { try ButtonSpec.default.validate() }
    }
}
