/// What one run checks the button on: a platform, one of its devices, and for Mac Catalyst the
/// idiom. `textfit check --platform … --device … --catalyst-idiom …` builds one per device.
package struct PlatformTarget: Sendable, Hashable {
    /// The platform.
    package let platform: Platform
    /// The frame: its width less its margins becomes the spec's maximum width.
    package let device: Device
    /// Catalyst's idiom; `nil` on every other platform.
    package let idiom: CatalystIdiom?

    /// The target of `platform` on `device` (its default device when `nil`); Catalyst's idiom
    /// defaults to `ipad`, and is `nil` elsewhere.
    package init(platform: Platform, device: Device? = nil, idiom: CatalystIdiom? = nil) {
        self.platform = platform
        self.device = device ?? DeviceTable.defaultDevice(for: platform)
        self.idiom = platform == .maccatalyst ? idiom ?? .default : nil
    }

    /// The type table the title follows: the watch's, macOS's for Catalyst's Mac idiom, else iOS's.
    package var typeScale: PlatformTypeScale { idiom?.typeScale ?? platform.typeScale }

    /// The categories the run checks: those the type table publishes.
    package var categories: [ContentSizeCategory] { typeScale.categories }

    /// The width the button may take on the device.
    package var usableWidth: Double { device.usableWidth }

    /// The `close` band of a watch run, in percent: how far TextFit's SF Compact stand-in may be
    /// from SF Compact. No public source measures SF Compact's widths; what is known is that
    /// the stand-in (Inter with SF Compact's tracking) is within 1–2 % of SF Pro
    /// (`StandInError`), and that SF Compact's letters differ from SF Pro's in shape only
    /// (flat-sided round letters), by an amount no source gives. The band is the largest gap
    /// between the two fonts' tracking tables at the watch's text sizes (25/1000 em per
    /// character at 14 pt: about 4.5 % of a Latin title at 0.55 em per character), rounded up
    /// to 5 %: a judgement of the size such a shape difference could have, not a measurement.
    package static let watchCloseMarginPercent = 5.0

    /// The `close` band of the run when `--margin` is not given: ``watchCloseMarginPercent`` on the
    /// watch, `nil` (the SF Pro stand-in's own error at each size) elsewhere.
    package var closeMarginPercent: Double? { platform == .watchos ? Self.watchCloseMarginPercent : nil }

    /// Whether the target is what `check` assumes with no platform options: iOS's default iPhone.
    package var isDefault: Bool { platform == .default && device == DeviceTable.defaultDevice(for: .default) }

    /// The lines a run on the target states once, in every output: that the button ignores input
    /// (Catalyst, visionOS), that the watch model is an estimate, which idiom Catalyst uses.
    package var notices: [String] {
        var lines: [String] = []
        if let notice = platform.inputNotice { lines.append(notice) }
        if let idiom {
            switch idiom {
            case .ipad:
                lines.append("Mac Catalyst, iPad idiom: laid out as the iPad app and drawn at 77 %; the fit in points is the iPad's")
            case .mac:
                lines.append("Mac Catalyst, Mac idiom: macOS text styles at 100 %, no Dynamic Type: the one category checked is large")
            }
        }
        if platform == .watchos {
            lines.append("the watch model is an estimate: the watch type scale with iOS 15–18's sizing formula and an SF Compact "
                + "stand-in (Inter with SF Compact's tracking), within a \(Int(Self.watchCloseMarginPercent)) % close band; "
                + "no public source shows how watchOS sizes the button (docs/platforms.md)")
        }
        return lines
    }

    /// `platform` and `device` as a report names them: `watchos, watch-41 (176 pt, 176 pt usable)`.
    package var label: String {
        let width = ReportNumber.trimmed(device.width), usable = ReportNumber.trimmed(usableWidth)
        var text = "\(platform.rawValue), \(device.id) (\(width) pt wide, \(usable) pt usable"
        if platform == .watchos { text += ", default category \(device.defaultCategory.rawValue)" }
        if let idiom { text += ", \(idiom.rawValue) idiom" }
        return text + ")"
    }
}
