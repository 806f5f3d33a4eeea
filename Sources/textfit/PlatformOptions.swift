import ArgumentParser
import TextFit

/// `--platform`, `--device` and `--catalyst-idiom`: what `check` (and `render`) check the button
/// on. With none of them, nothing changes: the spec's own width and iOS's type scale.
struct PlatformOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The platform: ios (default), ipados, maccatalyst, watchos, visionos, or all.",
                               valueName: "platform"),
            completion: .list(["all"] + Platform.allCases.map(\.rawValue)))
    var platform: String?

    @Option(help: ArgumentHelp("The device whose frame the button gets (its width less the platform's margins becomes the spec's maximum width): an ID from 'textfit devices', a comma-separated list, or all (every device of the platform). Default: the platform's default device.",
                               valueName: "id"))
    var device: String?

    @Option(help: ArgumentHelp("Mac Catalyst's idiom: ipad (Xcode's default; the iPad layout drawn at 77 %) or mac (macOS text styles at 100 %, no Dynamic Type).",
                               valueName: "idiom"),
            completion: .list(CatalystIdiom.allCases.map(\.rawValue)))
    var catalystIdiom: String?

    /// Whether any of the options was given.
    var isSet: Bool { platform != nil || device != nil || catalystIdiom != nil }

    /// The targets to check, in the order of the platforms and then the device table; empty when
    /// no option was given.
    func targets() throws(InputError) -> [PlatformTarget] {
        guard isSet else { return [] }
        let idiom = try catalystIdiom.map { text throws(InputError) -> CatalystIdiom in
            guard let idiom = CatalystIdiom(rawValue: text.lowercased()) else {
                throw InputError(reason: "--catalyst-idiom: unknown idiom '\(text)'; expected ipad or mac")
            }
            return idiom
        }
        var platforms: [Platform]?
        if let platform {
            if platform.lowercased() == "all" {
                platforms = Platform.allCases
            } else if let parsed = Platform(parsing: platform) {
                platforms = [parsed]
            } else {
                throw InputError(reason: "--platform: unknown platform '\(platform)'; expected all or one of "
                    + Platform.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        if idiom != nil, let platforms, !platforms.contains(.maccatalyst) {
            throw InputError(reason: "--catalyst-idiom applies to --platform maccatalyst only")
        }
        var targets: [PlatformTarget] = []
        if let device, device.lowercased() != "all" {
            let named = try device.split(separator: ",").map { id throws(InputError) -> Device in
                let id = id.trimmingCharacters(in: .whitespaces)
                guard let found = DeviceTable.device(named: id) else {
                    throw InputError(reason: "--device: unknown device '\(id)'; 'textfit devices' lists them")
                }
                return found
            }
            // A device alone names its own platform; with --platform, it must be one of its devices.
            for platform in platforms ?? [idiom != nil ? .maccatalyst : Platform.default] {
                for found in named {
                    let own = platforms == nil && idiom == nil ? found.platform : platform
                    guard DeviceTable.devices(for: own).contains(found) else {
                        if platforms?.count ?? 1 > 1 { continue }
                        throw InputError(reason: "--device: \(found.id) is not a \(own.displayName) device; "
                            + "'textfit devices --platform \(own.rawValue)' lists them")
                    }
                    targets.append(PlatformTarget(platform: own, device: found, idiom: idiom))
                }
            }
        } else {
            for platform in platforms ?? [idiom != nil ? .maccatalyst : Platform.default] {
                let devices = device == nil ? [DeviceTable.defaultDevice(for: platform)] : DeviceTable.devices(for: platform)
                targets += devices.map { PlatformTarget(platform: platform, device: $0, idiom: idiom) }
            }
        }
        if targets.isEmpty { throw InputError(reason: "--device: none of the devices belongs to the platforms named") }
        return targets
    }

    /// The one target of a command that draws or measures once (`render`, `measure`); `nil`
    /// when no platform option was given.
    static func single(_ targets: [PlatformTarget], command: String) throws(InputError) -> PlatformTarget? {
        guard targets.count <= 1 else {
            throw InputError(reason: "\(command) takes one platform and one device; 'check' takes several")
        }
        return targets.first
    }
}
