import Foundation
import TextFitCore

/// The platform a target's build settings ship it on, and the setting that says so.
///
/// Xcode's build settings reference (https://developer.apple.com/documentation/xcode/build-settings-reference):
/// `SDKROOT` is the base SDK (`iphoneos`, `watchos`, `macosx`, `xros`, `appletvos`, or `auto`
/// for a multiplatform target, whose `SUPPORTED_PLATFORMS` lists the SDKs);
/// `TARGETED_DEVICE_FAMILY` on iOS is `1` (iPhone), `2` (iPad) or `1,2`, with `7` for Apple
/// Vision and `6` for the Mac (a Catalyst app optimized for Mac); `SUPPORTS_MACCATALYST = YES`
/// builds the iPad app for the Mac too.
///
/// A catalog is measured once, on one platform: the one where the title has least room — the
/// watch before the iPhone, the iPhone (375 pt) before the iPad's full screen. The others its
/// target also ships on are named, so that a run with `--platform` checks them.
package struct XcodeTargetPlatform: Sendable, Hashable {
    /// The platform measured on; `nil` for a target with no Location Button platform (a macOS
    /// or tvOS app), measured as a run without `--platform` measures.
    package var platform: Platform?
    /// The other platforms the target ships on.
    package var alsoOn: [Platform]
    /// The settings that decided it, as the project writes them: `SDKROOT = watchos`.
    package var evidence: String
    /// The base SDK when it has no Location Button (`macosx`, `appletvos`).
    package var otherSDK: String?

    /// The order in which a file built by several targets picks its platform: least room first.
    package var order: Int {
        switch platform {
        case .watchos: 0
        case .ios: 1
        case .ipados: 2
        case .maccatalyst: 3
        case .visionos: 4
        case nil: 5
        }
    }

    /// The platform of a target with `settings`.
    package init(settings: [String: String]) {
        let sdk = settings["SDKROOT"]?.lowercased() ?? "iphoneos"
        var sdks: [String] = sdk == "auto"
            ? (settings["SUPPORTED_PLATFORMS"] ?? "").lowercased().split(separator: " ").map(String.init)
                .filter { !$0.hasSuffix("simulator") }
            : [sdk]
        if sdks.isEmpty { sdks = ["iphoneos"] }
        var evidence = ["SDKROOT = " + (settings["SDKROOT"] ?? "iphoneos (Xcode's default)")]
        if sdk == "auto" { evidence.append("SUPPORTED_PLATFORMS = " + (settings["SUPPORTED_PLATFORMS"] ?? "")) }
        var platforms: [Platform] = []
        if sdks.contains("watchos") { platforms.append(.watchos) }
        if sdks.contains("iphoneos") {
            let families = Set((settings["TARGETED_DEVICE_FAMILY"] ?? "1").split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) })
            evidence.append("TARGETED_DEVICE_FAMILY = " + (settings["TARGETED_DEVICE_FAMILY"] ?? "1 (Xcode's default)"))
            if families.contains("1") { platforms.append(.ios) }
            if families.contains("2") { platforms.append(.ipados) }
            // Family 6 is the Mac, the Catalyst app "optimized for Mac".
            if settings["SUPPORTS_MACCATALYST"]?.uppercased() == "YES" || families.contains("6") {
                platforms.append(.maccatalyst)
                if settings["SUPPORTS_MACCATALYST"] != nil {
                    evidence.append("SUPPORTS_MACCATALYST = " + (settings["SUPPORTS_MACCATALYST"] ?? ""))
                }
            }
            if families.contains("7") { platforms.append(.visionos) }
        }
        if sdks.contains("xros") && !platforms.contains(.visionos) { platforms.append(.visionos) }
        self.platform = platforms.first
        self.alsoOn = Array(platforms.dropFirst())
        self.evidence = evidence.joined(separator: ", ")
        self.otherSDK = platforms.isEmpty ? sdks.first : nil
    }
}
