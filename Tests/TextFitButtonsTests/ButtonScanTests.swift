import Foundation
import Testing
import TextFitCore
@testable import TextFitSourceScan
import TextFitButtons

/// The scan of the fixture apps under `Fixtures/`: every Location Button found on its own line,
/// its values resolved, nothing found in comments, strings, MapKit's button or an app's own type.
@Suite struct ButtonScanTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func scan(_ app: String) async throws -> ButtonScan {
        try await ButtonScan.scan(paths: [fixtures + "/" + app], parallelism: 2)
    }

    /// The 1-based line of the first line of `file` holding `text`, read as plain text: the place
    /// the scan must report, found without SwiftSyntax.
    static func line(of text: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test func swiftUIButtonsAreFoundOnTheirLines() async throws {
        let scan = try await Self.scan("SwiftUIApp")
        let share = Self.fixtures + "/SwiftUIApp/Views/ShareView.swift"
        let settings = Self.fixtures + "/SwiftUIApp/Views/SettingsView.swift"
        #expect(scan.swiftFiles == 2)
        // Two in ShareView (not the comment, the string or MapUserLocationButton), one in SettingsView.
        #expect(scan.buttons.map(\.file) == [settings, share, share])
        #expect(scan.buttons.map(\.line) == [try Self.line(of: "LocationButton(title)", in: settings),
                                             try Self.line(of: "LocationButton(.shareCurrentLocation)", in: share),
                                             try Self.line(of: "LocationButton(.currentLocation)", in: share)])
        // The column where `LocationButton` starts: 13 spaces of indentation.
        #expect(scan.buttons[1].column == 13)
        #expect(scan.buttons.allSatisfy { $0.kind == .swiftUI })
    }

    @Test func swiftUIModifiersAreResolved() async throws {
        let scan = try await Self.scan("SwiftUIApp")
        let shareButton = scan.buttons[1], circle = scan.buttons[2]
        #expect(shareButton.title == .shareCurrentLocation)
        #expect(shareButton.font == .textStyle("title3"))
        // `Layout.shareWidth` and `Layout.shareHeight`: constants of the module.
        #expect(shareButton.width == 220)
        #expect(shareButton.height == 44)
        #expect(shareButton.corners == .radius(22))
        #expect(shareButton.tintColor == "white")
        #expect(shareButton.backgroundColor == "indigo")
        #expect(shareButton.notes.isEmpty)
        #expect(circle.labelStyle == .iconOnly)
        #expect(circle.width == 60 && circle.height == 60)
        #expect(circle.corners == .capsule)
    }

    @Test func valuesThatAreNotStaticAreNamed() async throws {
        let settings = try await Self.scan("SwiftUIApp").buttons[0]
        #expect(settings.title == .currentLocation)
        #expect(settings.displayName == "LocationButton(title)")
        #expect(settings.font == .fixed(16))
        #expect(settings.fontWeight == 600)
        #expect(settings.largestCategory == "xxLarge")
        #expect(settings.maximumWidth == 343)
        #expect(settings.backgroundColor == nil)
        // Each note names the expression and the value taken.
        #expect(settings.notes.contains { $0.contains("`title`") && $0.contains("assumed .currentLocation") })
        #expect(settings.notes.contains { $0.contains("`.tint(brand)`") && $0.contains("assumed systemBlue") })
        #expect(settings.notes.contains { $0.contains("maxWidth: .infinity") && $0.contains("343") })
    }

    @Test func uiKitButtonsFollowTheirVariables() async throws {
        let scan = try await Self.scan("UIKitApp")
        let file = Self.fixtures + "/UIKitApp/MapViewController.swift"
        #expect(scan.buttons.map(\.line) == [try Self.line(of: "private let shareButton = CLLocationButton()", in: file),
                                             try Self.line(of: "let small = CLLocationButton(frame:", in: file)])
        let share = scan.buttons[0], small = scan.buttons[1]
        #expect(share.kind == .uiKit)
        #expect(share.title == .shareMyCurrentLocation)
        #expect(share.outlineIcon && share.labelStyle == .titleAndIcon)
        #expect(share.font == .fixed(20))  // `buttonFontSize`, a constant of the class
        #expect(share.corners == .radius(12))
        #expect(share.width == 200 && share.height == nil)
        #expect(share.notes.isEmpty)
        #expect(small.title == .currentLocation)
        #expect(small.labelStyle == .titleAndIcon)
        #expect(small.font == .fixed(20))
        #expect(small.width == 150 && small.height == 44)
        #expect(small.backgroundColor == "systemRed")
        #expect(small.tintColor == nil)
        #expect(small.notes.count == 1)
        #expect(small.notes.first?.contains("UIColor(named: \"Brand\")") == true)
    }

    @Test func storyboardButtonsAreRead() async throws {
        let scan = try await Self.scan("StoryboardApp")
        let file = Self.fixtures + "/StoryboardApp/Base.lproj/Main.storyboard"
        #expect(scan.interfaceBuilderFiles == 1)
        let button = try #require(scan.buttons.first)
        #expect(scan.buttons.count == 1)
        #expect(button.line == (try Self.line(of: "<clLocationButton", in: file)))
        #expect(button.kind == .interfaceBuilder)
        #expect(button.title == .sendCurrentLocation)
        #expect(button.font == .fixed(17))
        #expect(button.corners == .radius(25))
        // The width constraint (260) wins over the design-time frame (240 × 50).
        #expect(button.width == 260 && button.height == 50)
        #expect(button.backgroundColor == "systemGreen")
        #expect(button.tintColor == "#FFFFFFFF")
    }

    /// The check reads each storyboard once: the scan for the strings' elements hands its buttons
    /// to the button scan, which finds the same buttons as reading the files itself, and a file
    /// that does not parse is one note, of the Interface Builder scan, naming both consequences.
    @Test func oneReadOfEachStoryboardServesBothScans() async throws {
        let app = Self.fixtures + "/StoryboardApp"
        let boards = await InterfaceBuilderScan.scan(paths: [app], parallelism: 2)
        let alone = try await Self.scan("StoryboardApp")
        let given = try await ButtonScan.scan(paths: [app], parallelism: 2, interfaceBuilder: boards)
        #expect(boards.files == [app + "/Base.lproj/Main.storyboard"] && boards.documents.count == 1)
        #expect(boards.buttons.count == 1 && given.buttons == alone.buttons && given.interfaceBuilderFiles == 1)
        #expect(given.buttons.first?.line == (try Self.line(of: "<clLocationButton", in: app + "/Base.lproj/Main.storyboard")))
        // The view controller holds no text; the button is no element with a localizable text.
        #expect(boards.documents.first?.elements.isEmpty == true)

        let broken = Self.fixtures + "/BrokenApp"
        let brokenBoards = await InterfaceBuilderScan.scan(paths: [broken], parallelism: 2)
        let brokenGiven = try await ButtonScan.scan(paths: [broken], parallelism: 2, interfaceBuilder: brokenBoards)
        #expect(brokenBoards.failures.map(\.path) == [broken + "/Broken.xib"] && brokenBoards.documents.isEmpty)
        #expect(brokenBoards.notes.count == 1)
        #expect(brokenBoards.notes.allSatisfy { $0.kind == .interfaceBuilder && $0.message.contains("not scanned for Location Buttons")
            && $0.message.contains("without its elements' geometry") })
        #expect(!brokenGiven.notes.contains { $0.location.file.hasSuffix("Broken.xib") })
        #expect(brokenGiven.buttons.map(\.file) == (try await Self.scan("BrokenApp")).buttons.map(\.file))
    }

    @Test func anAppsOwnLocationButtonIsFollowedToTheRealOne() async throws {
        let scan = try await Self.scan("WrapperApp")
        let file = Self.fixtures + "/WrapperApp/LocationButton.swift"
        #expect(scan.buttons.count == 1)
        #expect(scan.buttons.first?.file == file)
        #expect(scan.buttons.first?.line == (try Self.line(of: "CoreLocationUI.LocationButton(", in: file)))
        #expect(scan.buttons.first?.title == .sendMyCurrentLocation)
        #expect(scan.buttons.first?.width == 300)
    }

    @Test func filesThatDoNotParseAreNotesAndTheRunGoesOn() async throws {
        let scan = try await Self.scan("BrokenApp")
        let broken = Self.fixtures + "/BrokenApp/Broken.swift", fine = Self.fixtures + "/BrokenApp/Fine.swift"
        // The parser recovers: the button before the error is still read, and so is the next file.
        #expect(scan.buttons.map(\.file) == [broken, fine])
        #expect(scan.buttons.first?.line == (try Self.line(of: "LocationButton(.sendCurrentLocation)", in: broken)))
        #expect(scan.buttons.first?.width == 250)
        #expect(scan.buttons.last?.title == .shareMyCurrentLocation)
        #expect(scan.notes.count == 2, "\(scan.notes)")
        #expect(scan.notes.contains { $0.location.file.hasSuffix("Broken.xib") && $0.message.contains("not well-formed XML") })
        #expect(scan.notes.contains { $0.location.file.hasSuffix("Broken.swift") && $0.message.contains("Swift syntax error") })
        #expect(scan.notes.allSatisfy { $0.kind == .sourceScan })
    }

    @Test func aMissingPathIsAnInputError() async throws {
        await #expect(throws: InputError.self) {
            _ = try await ButtonScan.scan(paths: [Self.fixtures + "/NoSuchApp"])
        }
    }
}

/// The benchmark's generated app, scanned: every button it writes is found, none of the mentions
/// in comments and strings, and nothing is noted.
@Suite struct ButtonScanBenchmarkTests {
    @Test func theGeneratedAppsButtonsAreAllFound() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-buttons-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let benchmark = ButtonScanBenchmark(files: 200)
        let written = try benchmark.write(into: folder)
        // Written by hand from the generator's rules: UIKit files (index % 3 == 0) with index % 25 == 0,
        // SwiftUI files (the others) with index % 25 == 1, and one storyboard per 100 files.
        let uiKit = (0..<200).filter { $0 % 3 == 0 && $0 % 25 == 0 }.count
        let swiftUI = (0..<200).filter { $0 % 3 != 0 && $0 % 25 == 1 }.count
        #expect(written.buttons == uiKit + swiftUI + 2)
        let runs = try await benchmark.run(folder: folder, tasks: [2])
        #expect(runs.first?.buttons == written.buttons)
        #expect(runs.first?.notes == 0)
    }
}
