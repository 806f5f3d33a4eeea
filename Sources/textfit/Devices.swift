import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit devices`: the frames `check --device` knows, with their widths and sources.
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the devices 'check --device' knows: each frame's width, margins, usable width, default category and source.",
            discussion: """
            iPhones (every portrait width iOS 15 and later run on), iPads (full screen, Slide Over \
            and the split panes) and every Apple Watch case; Mac Catalyst checks the iPad frames, \
            visionOS the iPad and iPhone frames. The usable width is the frame less the platform's \
            standard margin on each side: 16 pt on iPhone and iPad, none on the watch \
            (docs/platforms.md states the rules and their sources). Exit status 0, or 2 on bad input.
            """)

        @Option(help: ArgumentHelp("Only the devices a run on this platform checks (ios, ipados, maccatalyst, watchos, visionos).",
                                   valueName: "platform"),
                completion: .list(Platform.allCases.map(\.rawValue)))
        var platform: String?

        @Flag(help: "Print JSON.")
        var json = false

        func run() throws {
            try InputError.exitOnBadInput { () throws in
                var devices = DeviceTable.all
                if let platform {
                    guard let parsed = Platform(parsing: platform) else {
                        throw InputError(reason: "--platform: unknown platform '\(platform)'; expected one of "
                            + Platform.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    devices = DeviceTable.devices(for: parsed)
                }
                if json {
                    print(try Self.json(devices))
                } else {
                    print(Self.text(devices), terminator: "")
                }
            }
        }

        /// The listing as JSON: the devices, each platform's devices and default, and the rules.
        static func json(_ devices: [Device]) throws -> String {
            struct Listing: Encodable {
                struct PlatformEntry: Encodable {
                    let id: String, name: String, firstVersion: String?, ignoresInput: Bool
                    let defaultDevice: String, devices: [String], typeScale: String
                }
                let platforms: [PlatformEntry]
                let marginRule: String
                let devices: [Device]
            }
            let listing = Listing(
                platforms: Platform.allCases.map { platform in
                    .init(id: platform.rawValue, name: platform.displayName, firstVersion: platform.firstVersion,
                          ignoresInput: platform.ignoresInput, defaultDevice: DeviceTable.defaultDevice(for: platform).id,
                          devices: DeviceTable.devices(for: platform).map(\.id), typeScale: platform.typeScale.rawValue)
                },
                marginRule: DeviceTable.marginRule, devices: devices)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(listing), as: UTF8.self)
        }

        /// The listing as lines for a terminal, grouped by platform.
        static func text(_ devices: [Device]) -> String {
            var out = ""
            var last: Platform?
            for device in devices {
                if device.platform != last {
                    out += (last == nil ? "" : "\n") + "\(device.platform.displayName):\n"
                    last = device.platform
                }
                let width = ReportNumber.trimmed(device.width), usable = ReportNumber.trimmed(device.usableWidth)
                var line = "  " + device.id.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + " \(width) pt, \(usable) usable, default \(device.defaultCategory.rawValue)"
                    + (device.defaultCategoryStated ? "" : " (inferred)") + ": \(device.models)"
                if let note = device.note { line += " [\(note)]" }
                out += line + "\n"
            }
            out += "\nUsable width: \(DeviceTable.marginRule)\n"
            out += "Mac Catalyst checks the iPad frames; visionOS the iPad and iPhone frames (compatibility mode).\n"
            return out
        }
    }
}
