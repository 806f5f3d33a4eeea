import Foundation
import Testing

/// `textfit buttons` and `textfit check` on the fixture apps of the buttons tier
/// (`Tests/TextFitButtonsTests/Fixtures/`): every finding on its button's file and line in
/// `--format xcode` and SARIF; a file that does not parse a note, never the end of the run.
@Suite struct AppButtonsEndToEndTests {
    static let fixtures = Binary.repositoryRoot.appendingPathComponent("Tests/TextFitButtonsTests/Fixtures").path

    /// The 1-based line of the first line of `file` holding `text`, read as plain text.
    static func line(of text: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test func buttonsListsEachButtonWithWhatWasAssumed() throws {
        let run = try Binary.run(["buttons", Self.fixtures + "/UIKitApp", "--json"])
        #expect(run.status == 0, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let buttons = try #require(document["buttons"] as? [[String: Any]])
        let file = Self.fixtures + "/UIKitApp/MapViewController.swift"
        #expect(buttons.map { $0["line"] as? Int } == [try Self.line(of: "private let shareButton", in: file),
                                                      try Self.line(of: "let small = CLLocationButton", in: file)])
        #expect(buttons.map { $0["source"] as? String } == ["CLLocationButton(.shareMyCurrentLocation)", "CLLocationButton(.currentLocation)"])
        let spec = try #require(buttons[1]["spec"] as? [String: Any])
        #expect(spec["fontSize"] as? Double == 20 && spec["dynamicType"] as? String == "fixed")
        let assumed = try #require(buttons[1]["assumed"] as? [String])
        #expect(assumed.contains { $0.contains("UIColor(named: \"Brand\")") })

        let text = try Binary.run(["buttons", Self.fixtures + "/BrokenApp"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Fine.swift:6:9: LocationButton(.shareMyCurrentLocation) (swiftUI)"))
        #expect(text.stdout.contains("note: ") && text.stdout.contains("Broken.xib"))
        #expect(text.stdout.hasSuffix("2 Location Buttons in 2 Swift files and 1 storyboard or XIB file.\n"))

        let missing = try Binary.run(["buttons", Self.fixtures + "/NoSuchApp"])
        #expect(missing.status == 2 && missing.stderr.contains("NoSuchApp: no such file or folder"))
    }

    @Test func findingsStandOnTheButtonsLineInXcodeFormatAndSARIF() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("r.sarif").path
        let run = try Binary.run(["check", Self.fixtures + "/UIKitApp", "--format", "xcode", "--sarif", sarif])
        #expect(run.status == 1, "\(run)")
        let file = Self.fixtures + "/UIKitApp/MapViewController.swift"
        let line = try Self.line(of: "let small = CLLocationButton", in: file)
        // `        let small = CLLocationButton(`: the name starts in column 21. One line for the
        // button's render failures in every language: 20 pt at every category fails at every size.
        let failures = run.stdout.split(separator: "\n").filter {
            $0.hasPrefix("\(file):\(line):21: error: CLLocationButton(.currentLocation) is not drawn by iOS in ")
        }
        #expect(failures.count == 1, "\(run.stdout.prefix(2000))")
        #expect(failures.first?.contains(" at every size (needs ") == true && failures.first?.contains(" pt of its 150 pt frame, in ") == true)
        #expect(failures.first?.hasSuffix("; iOS grants no location [textfit/render-failure]") == true, "\(failures)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        let results = try #require(((document["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let placed = results.compactMap { result -> (String, Int)? in
            guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
                  let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let start = (location["region"] as? [String: Any])?["startLine"] as? Int else { return nil }
            return (uri, start)
        }
        #expect(placed.contains { $0.0.hasSuffix("UIKitApp/MapViewController.swift") && $0.1 == line })
    }

    /// A folder with a catalog and a Location Button: the catalog's strings keep the label model,
    /// the button is measured as iOS draws it (Apple's sample size, 210 × 54 pt at 18 pt, renders
    /// "Current Location" in English), each at its own file and line.
    @Test func catalogsAndButtonsAreCheckedTogether() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("r.json").path
        let run = try Binary.run(["check", Self.fixtures + "/CatalogApp", "--format", "json", "--output", output, "--no-fail"])
        #expect(run.status == 0, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        // Each record names its file by its index in `files`.
        let files = try #require(document["files"] as? [String])
        func file(_ record: [String: Any]) -> String? { (record["file"] as? Int).flatMap { files.indices.contains($0) ? files[$0] : nil } }
        #expect(Set(results.compactMap { $0["key"] as? String }) == ["Nearby stops", "LocationButton(.currentLocation)"])
        let swift = Self.fixtures + "/CatalogApp/Sources/StopsView.swift"
        let line = try Self.line(of: "LocationButton(", in: swift)
        let button = results.filter { $0["key"] as? String == "LocationButton(.currentLocation)" }
        #expect(!button.isEmpty && button.allSatisfy { file($0) == swift && $0["line"] as? Int == line })
        #expect(button.allSatisfy { $0["model"] as? String == "ios18" })
        let english = try #require(button.first { $0["language"] as? String == "en" && $0["category"] as? String == "large" })
        #expect(english["fits"] as? Bool == true)
        let catalog = results.filter { $0["key"] as? String == "Nearby stops" }
        #expect(!catalog.isEmpty && catalog.allSatisfy { file($0)?.hasSuffix("Localizable.xcstrings") == true })
    }

    /// An app folder whose only Location Button is made in Objective-C: the check has nothing it
    /// reads, and its one-line error (exit status 2) names the Objective-C file and line, which is
    /// not read, rather than saying only that the folder has no catalog.
    @Test func anObjectiveCButtonIsNamedWhenNothingElseIsChecked() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "#import <CoreLocationUI/CoreLocationUI.h>\n\n- (void)viewDidLoad {\n"
            + "    self.locate = [[CLLocationButton alloc] init];\n}\n"
        let file = folder.appendingPathComponent("MapViewController.m")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let run = try Binary.run(["check", folder.path])
        #expect(run.status == 2, "\(run)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        // The fourth line of the file as written above holds the button.
        #expect(lines.first?.contains("\(file.path):4 names CLLocationButton in Objective-C, which is not read") == true,
                "\(run.stderr)")
    }
}
