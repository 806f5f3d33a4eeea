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

    /// Xcode 16's synchronized folders: a folder a target holds is its but for the files its
    /// exception set lists; another target's exception set on that folder adds the files it
    /// lists; `/Localized/NAME` stands for every `.lproj` copy of NAME. Settings come from the
    /// project's `.xcconfig` (and the files it includes), conditional ones left out.
    @Test func synchronizedFoldersAndConfigurationFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("Sync.xcodeproj")
        for folder in ["Sync.xcodeproj", "Resources/de.lproj", "Resources/fr.lproj", "Config"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Resources/de.lproj/Localizable.strings", "Resources/fr.lproj/Localizable.strings",
                     "Resources/de.lproj/Core.strings", "Resources/Info.plist"] {
            try Data("\"a\" = \"b\";\n".utf8).write(to: root.appendingPathComponent(file))
        }
        try Data("#include \"Family.xcconfig\"\nSDKROOT = iphoneos // the phone\nSDKROOT[sdk=watchos*] = watchos\n".utf8)
            .write(to: root.appendingPathComponent("Config/Base.xcconfig"))
        try Data("TARGETED_DEVICE_FAMILY = 1,2\n".utf8).write(to: root.appendingPathComponent("Config/Family.xcconfig"))
        let text = """
            { objects = {
              P = { isa = PBXProject; mainGroup = G; buildConfigurationList = PL; };
              PL = { isa = XCConfigurationList; buildConfigurations = ( PC ); };
              PC = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X; buildSettings = { }; };
              X = { isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = "<group>"; };
              G = { isa = PBXGroup; children = ( X, R ); sourceTree = "<group>"; };
              R = { isa = PBXFileSystemSynchronizedRootGroup; path = Resources; sourceTree = "<group>"; exceptions = ( EA, EW ); };
              EA = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "/Localized/Core.strings", Info.plist ); target = A; };
              EW = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "/Localized/Localizable.strings" ); target = W; };
              A = { isa = PBXNativeTarget; name = Phone; buildConfigurationList = AL; buildPhases = ( ); fileSystemSynchronizedGroups = ( R ); };
              AL = { isa = XCConfigurationList; buildConfigurations = ( AC ); };
              AC = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
              W = { isa = PBXNativeTarget; name = Watch; buildConfigurationList = WL; buildPhases = ( ); };
              WL = { isa = XCConfigurationList; buildConfigurations = ( WC ); };
              WC = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = watchos; }; };
            }; rootObject = P; }
            """
        try Data(text.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let read = try XcodeProject.read(path: project.path)
        func builders(_ file: String) -> [String] {
            read.targets(building: root.appendingPathComponent(file).path).map(\.name).sorted()
        }
        #expect(builders("Resources/de.lproj/Localizable.strings") == ["Phone", "Watch"])
        #expect(builders("Resources/fr.lproj/Localizable.strings") == ["Phone", "Watch"])
        #expect(builders("Resources/de.lproj/Core.strings") == [])
        #expect(builders("Resources/Info.plist") == [])
        let phone = try #require(read.targets.first { $0.name == "Phone" })
        #expect(phone.settings["SDKROOT"] == "iphoneos" && phone.settings["TARGETED_DEVICE_FAMILY"] == "1,2")
        #expect(XcodeTargetPlatform(settings: phone.settings).platform == .ios)
        let watch = try #require(read.targets.first { $0.name == "Watch" })
        #expect(XcodeTargetPlatform(settings: watch.settings).platform == .watchos)
    }

    @Test func aFileThatIsNotAProjectIsOneError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-xcodeproj-\(UUID().uuidString).xcodeproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ objects = ( 1, 2 ); ".utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
        #expect(throws: InputError.self) { try XcodeProject.read(path: folder.path) }
    }
}
