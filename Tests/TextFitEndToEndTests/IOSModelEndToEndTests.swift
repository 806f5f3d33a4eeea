import Foundation
import Testing

/// The bundled job follows iOS's own sizing of CLLocationButton (`../shared/apple/README.md`):
/// checked against `hb-shape` on the font file the run names and against hand arithmetic.
@Suite struct IOSModelEndToEndTests {
    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func size(_ value: Any?) throws -> (width: Double, height: Double) {
        let box = try #require(value as? [String: Any])
        return (try #require(box["width"] as? Double), try #require(box["height"] as? Double))
    }

    /// Default job, "Current Location" in English at `large`: the needed width is the arrow's box
    /// (1 em = 18 pt) + the gap (0.5 × 18 = 9) + the title's width at 18 pt + the padding (18), the
    /// intrinsic width one more; the title's width is hb-shape's advance on the same faces plus
    /// SF's tracking at 18 pt, −25/1000 em (Apple's HIG tracking table: 18 pt, −0.45 pt) per cluster.
    @Test func currentLocationInEnglishAtLargeIsIOSsFormula() throws {
        let run = try Binary.run(["check", "--category", "large", "--keys", "Current Location", "--format", "json",
                                  "--output", "-", "--no-fail"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try Self.object(run.stdout)
        let spec = try #require(document["buttonSpec"] as? [String: Any])
        #expect(spec["model"] as? String == "ios18")
        #expect(spec["dynamicType"] as? String == "scaled")
        let results = try #require(document["results"] as? [[String: Any]])
        let record = try #require(results.first { $0["language"] as? String == "en" })
        #expect(record["pointSize"] as? Double == 18)
        #expect(record["model"] as? String == "ios18")
        #expect(record["truncatedText"] == nil)
        // Latin text at 18 pt is set in the SF Pro stand-in's mix of Inter's text and Display cuts
        // (docs/sf-stand-in.md): the Display cut's share is 0.45 × (18 − 17) / (20 − 17) = 0.15.
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        let faces = try #require(record["fonts"] as? [Int]).map { fonts[$0] }
        #expect(faces.compactMap { $0["family"] as? String } == ["Inter", "Inter Display"])
        var widths: [Double] = []
        var shaped = HBShape.Shaped(width: 0, glyphs: 0, clusters: 0)
        for face in faces {
            let variations = (face["variations"] as? [String: Double]) ?? [:]
            shaped = try HBShape.width(font: try #require(face["file"] as? String),
                                       faceIndex: try #require(face["faceIndex"] as? Int), text: "Current Location",
                                       language: "en", pointSize: 18,
                                       variations: variations.isEmpty ? nil : variations.sorted { $0.key < $1.key }
                                           .map { "\($0.key)=\($0.value)" }.joined(separator: ","))
            widths.append(shaped.width)
        }
        #expect(shaped.clusters == 16)
        let share = 0.45 * (18.0 - 17) / (20 - 17)
        let titleWidth = (1 - share) * widths[0] + share * widths[1] + Double(shaped.clusters) * (-25.0 / 1000 * 18)
        let textWidth = try #require(record["textWidth"] as? Double)
        #expect(abs(textWidth - titleWidth) <= 0.0005 * Double(shaped.glyphs) + 0.001,
                "textfit \(textWidth), hb-shape with tracking \(titleWidth)")
        // Hand arithmetic: 18 + 9 + title + 18 wide, line height + 18 tall; intrinsic + 1.
        let needed = try Self.size(record["minFrame"])
        let lineHeight = try #require(record["lineHeight"] as? Double)
        #expect(abs(needed.width - (18 + 9 + titleWidth + 18)) <= 0.0005 * Double(shaped.glyphs) + 0.002)
        #expect(abs(needed.width - (18 + 9 + textWidth + 18)) <= 0.0011)
        #expect(abs(needed.height - (lineHeight + 18)) <= 0.0011)
        let frame = try Self.size(record["frame"])
        #expect(abs(frame.width - (needed.width + 1)) <= 0.0011 && abs(frame.height - (needed.height + 1)) <= 0.0011)
        #expect(record["fits"] as? Bool == true)
    }

    /// The summary's first lines name the model and the iOS version; the default colors give only
    /// the advisory contrast warning (from xSmall, 14.8 pt, WCAG asks 4.5:1), which does not fail the run.
    @Test func summaryNamesTheModelAndWarnsOnContrast() throws {
        let run = try Binary.run(["check", "--category", "xSmall...large", "--keys", "Current Location"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count > 3)
        #expect(lines[1].contains("model: ios18") && lines[1].contains("iOS 15–18"), "\(lines.prefix(3))")
        #expect(lines[1].contains("scaled with Dynamic Type"))
        #expect(run.stdout.contains("contrast (advisory) in light: tint #FFFFFF on background #007AFF has a contrast ratio of 4.02:1"))
        #expect(!run.stdout.contains("illegible colors") && !run.stdout.contains("insufficient alpha"))
        #expect(run.status == 0, "only advice: \(run.stdout)")
        let fixed = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: fixed) }
        let spec = fixed.appendingPathComponent("fixed.json")
        try Data(#"{"dynamicType": "fixed"}"#.utf8).write(to: spec)
        let uikit = try Binary.run(["check", "--spec", spec.path, "--category", "AX5", "--keys", "Current Location"])
        #expect(uikit.stdout.split(separator: "\n")[1].contains("at every category (UIKit does not scale it)"), "\(uikit.stdout)")
    }

    /// In Apple's sample frame (215 × 54 pt, 18 pt at every category) every English title whose
    /// hand-computed needed size fits renders, and those that need more are render failures with
    /// iOS's numbers and no truncated text.
    @Test func applesSampleFrame() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("sample.json")
        try Data(#"{"model": "ios18", "dynamicType": "fixed", "fixedFrame": {"width": 215, "height": 54}, "cornerRadius": 27}"#.utf8)
            .write(to: spec)
        let json = try Binary.run(["check", "--spec", spec.path, "--format", "json", "--output", "-", "--no-fail"])
        #expect(json.status == 0, "\(json.stderr)")
        let results = try #require(try Self.object(json.stdout)["results"] as? [[String: Any]])
            .filter { $0["language"] as? String == "en" }
        #expect(results.count == 5 * 12)
        var failing: Set<String> = [], rendering: Set<String> = []
        for record in results {
            let key = try #require(record["key"] as? String)
            let textWidth = try #require(record["textWidth"] as? Double)
            let lineHeight = try #require(record["lineHeight"] as? Double)
            #expect(record["pointSize"] as? Double == 18, "fixed: 18 pt at \(record["category"] ?? "")")
            let needed = (18 + 9 + textWidth + 18, max(18, lineHeight) + 18)
            let fits = needed.0 <= 215 + 1e-9 && needed.1 <= 54
            #expect(record["fits"] as? Bool == fits, "\(key): needs \(needed)")
            #expect(record["truncatedText"] == nil)
            if fits { rendering.insert(key) } else { failing.insert(key) }
        }
        // "Current Location" (about 180 pt) renders; the longest titles need more than 215 pt.
        #expect(rendering.contains("Current Location"))
        #expect(failing.contains("Share My Current Location"), "\(failing)")
        let summary = try Binary.run(["check", "--spec", spec.path, "--category", "large", "--summary-limit", "0"])
        #expect(summary.status == 1)
        for key in failing {
            let line = try #require(summary.stdout.split(separator: "\n").first { $0.hasPrefix("  en       \(key): ") }, "\(key)")
            #expect(line.contains("render failure at large (18.0 pt): iOS does not render this button and grants no location: needs "),
                    "\(line)")
            #expect(line.contains(", the frame is 215.0 × 54.0 pt"), "\(line)")
            #expect(!line.contains("…"))
        }
        for key in rendering {
            #expect(!summary.stdout.split(separator: "\n").contains { $0.hasPrefix("  en       \(key): ") }, "\(key)")
        }
        #expect(!summary.stdout.contains("truncat"))
    }
}
