import Foundation
import Testing
import TextFitCore
import TextFitSourceScan

/// Reading an Xcode project's targets: their settings over the project's, the files of their
/// phases and synchronized folders, and the platform the settings give.
@Suite struct XcodeProjectTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/xcode/PairedApp")

    @Test func targetsFilesAndInheritedSettings() throws {
        let project = try XcodeProject.read(path: Self.app.appendingPathComponent("Paired.xcodeproj").path)
        let byName = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
        #expect(Set(byName.keys) == ["Paired", "Paired Watch App"])
        let phone = try #require(byName["Paired"]), watch = try #require(byName["Paired Watch App"])
        // SDKROOT is the project's (the phone target does not set it); the watch target sets its own.
        #expect(phone.settings["SDKROOT"] == "iphoneos" && phone.settings["TARGETED_DEVICE_FAMILY"] == "1,2")
        #expect(watch.settings["SDKROOT"] == "watchos")
        let phoneCatalog = Self.app.appendingPathComponent("Phone/Localizable.xcstrings").path
        let watchCatalog = Self.app.appendingPathComponent("Paired Watch App/Localizable.xcstrings").path
        #expect(project.targets(building: phoneCatalog).map(\.name) == ["Paired"])
        #expect(project.targets(building: watchCatalog).map(\.name) == ["Paired Watch App"])
        // A relative spelling of the same file is the same file.
        let relative = FileManager.default.currentDirectoryPath
        if watchCatalog.hasPrefix(relative + "/") {
            #expect(project.targets(building: String(watchCatalog.dropFirst(relative.count + 1))).count == 1)
        }
        #expect(project.targets(building: Self.app.appendingPathComponent("Other/Localizable.xcstrings").path).isEmpty)
    }

    /// The settings → platform table of docs/platforms.md, row by row.
    @Test func platformFromSettings() {
        func decide(_ settings: [String: String]) -> (Platform?, [Platform]) {
            let decided = XcodeTargetPlatform(settings: settings)
            return (decided.platform, decided.alsoOn)
        }
        #expect(decide(["SDKROOT": "watchos"]) == (.watchos, []))
        #expect(decide(["SDKROOT": "iphoneos"]) == (.ios, []))  // TARGETED_DEVICE_FAMILY defaults to 1
        #expect(decide(["SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2"]) == (.ios, [.ipados]))
        #expect(decide(["SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "2", "SUPPORTS_MACCATALYST": "YES"])
                == (.ipados, [.maccatalyst]))
        #expect(decide(["SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2,7"]) == (.ios, [.ipados, .visionos]))
        #expect(decide(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator watchos watchsimulator"])
                == (.watchos, [.ios]))
        let mac = XcodeTargetPlatform(settings: ["SDKROOT": "macosx"])
        #expect(mac.platform == nil && mac.otherSDK == "macosx")
    }

    @Test func aFileThatIsNotAProjectIsOneError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-xcodeproj-\(UUID().uuidString).xcodeproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ objects = ( 1, 2 ); ".utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
        #expect(throws: InputError.self) { try XcodeProject.read(path: folder.path) }
    }
}
