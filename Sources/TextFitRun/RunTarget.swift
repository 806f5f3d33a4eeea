/// The platform and device a run checked the button on, as each of its results records states
/// them (`platform`, `device`): a run checks one of each, so a results file holds one.
package struct RunTarget: Sendable, Hashable, CustomStringConvertible {
    /// The platform whose type table the run followed.
    package var platform: Platform
    /// The ID of the device whose width the button got (``DeviceTable``), or ``specFrame``.
    package var device: String

    /// The device of a run whose button keeps the spec's own frame: no `--device` was named and
    /// the spec's maximum width is not that of the default device (``unnamed(spec:)``).
    package static let specFrame = "spec"

    package init(platform: Platform, device: String) {
        self.platform = platform
        self.device = device
    }

    /// The platform and device of a run on `target` (`--platform`, `--device`).
    package init(_ target: PlatformTarget) {
        self.init(platform: target.platform, device: target.device.id)
    }

    /// The target to measure on again, as the run placed a catalog file there (an Xcode
    /// target's platform, on its default device and idiom): `nil` for ``specFrame`` or a device
    /// this version does not list for the platform.
    package var platformTarget: PlatformTarget? {
        guard let found = DeviceTable.device(named: device), DeviceTable.devices(for: platform).contains(found) else {
            return nil
        }
        return PlatformTarget(platform: platform, device: found)
    }

    /// What a run with none of `--platform`, `--device` and `--catalyst-idiom` checks on: iOS's
    /// type table and the spec's own frame. That frame is the default iPhone's (375 pt, less
    /// 16 pt on each side: the default spec's 343 pt maximum width) when the spec is the one
    /// `--platform ios` checks, and the run is then recorded as that iPhone's; a spec with
    /// another width, or another type table, keeps its own frame, recorded as ``specFrame``.
    /// Results files written before records named their platform and device are read as this.
    package static func unnamed(spec: ButtonSpec) -> RunTarget {
        let iPhone = PlatformTarget(platform: .default)
        let onIPhone = (try? spec.on(iPhone)) == spec
        return RunTarget(platform: .default, device: onIPhone ? iPhone.device.id : specFrame)
    }

    /// The categories the platform's type table publishes, smallest first: those a range of
    /// categories runs over in this run's messages (the watch has no Medium).
    package var categories: [ContentSizeCategory] { platform.typeScale.categories }

    /// `platform, device`, as a message names them: `watchos, watch-41`.
    package var description: String { "\(platform.rawValue), \(device)" }
}
