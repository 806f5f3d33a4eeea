import Foundation
import TextFit
import TextFitSourceScan

/// The button spec iOS draws a found Location Button with, and what had to be assumed to say so.
///
/// The rules (`../shared/apple/README.md`, "How CLLocationButton sizes itself", and
/// `../shared/apple/platforms/NOTES.md`, "SwiftUI wrapper"):
/// - the model is iOS 15–18's (`ios18`): padding `fontSize` each way, a frame smaller than the
///   needed size draws nothing and grants no location;
/// - a SwiftUI `.font(.title3)` is passed to the button at the size it resolves to in the
///   current category, so the title follows Dynamic Type along that style's curve; with no font
///   the button draws at 18 pt at every category; a size under 12 pt becomes 18;
/// - UIKit's `fontSize` and SwiftUI's `.system(size:)` are fixed: the same at every category;
/// - a width and a height set exactly are the frame; one of them alone limits that direction
///   and the button takes its own size in the other; with no width at all the button may be as
///   wide as a 375-point iPhone less two 16-point margins (343 pt, the spec's default);
/// - `.tint` is the button's background in SwiftUI and `.foregroundColor`/`.foregroundStyle`
///   its title and arrow.
package enum AppButtonSpec {
    /// The spec, and notes naming each default taken where the source says nothing a check needs.
    package static func spec(for found: FoundLocationButton) -> (spec: ButtonSpec, notes: [String]) {
        var notes: [String] = []
        let button = checked(found, notes: &notes)
        // The HIG's 44 × 44 pt target, or the app's own smaller frame (the lint then says so).
        let target = ButtonSpec().minimumSize
        let minimum = BoxSize(width: min(target.width, button.width ?? button.maximumWidth ?? target.width),
                              height: min(target.height, button.height ?? button.maximumHeight ?? target.height))
        var spec = ButtonSpec(model: .ios18, dynamicType: .fixed, minimumSize: minimum)
        switch button.labelStyle {
        case .titleAndIcon: spec.labelStyle = .titleAndIcon
        case .titleOnly: spec.labelStyle = .titleOnly
        case .iconOnly: spec.labelStyle = .iconOnly
        }
        spec.icon = button.outlineIcon ? .arrowOutline : .arrowFilled
        switch button.font {
        case .systemDefault:
            spec.fontSize = nil
        case .fixed(let size):
            spec.fontSize = size
        case .textStyle(let name):
            let style = TextStyle(parsing: name) ?? .body
            spec.textStyle = style
            spec.dynamicType = .scaled
            spec.fontSize = TypeScale.iOS.metrics(for: style, in: .default).pointSize
            notes += floorNotes(spec, font: ".\(name)")
        case .scaled(let size, let name):
            spec.textStyle = TextStyle(parsing: name) ?? .body
            spec.dynamicType = .scaled
            spec.fontSize = size
            notes += floorNotes(spec, font: "\(format(size)) pt relative to \(name)")
        }
        spec.fontWeight = button.fontWeight
        if let largest = button.largestCategory.flatMap(ContentSizeCategory.init(parsing:)), spec.dynamicType == .scaled {
            // The title stops growing at `largest`: checked at the largest size it is drawn at up
            // to there (18 pt where iOS replaces a size under 12) at every category, which holds
            // for the smaller sizes too (the needed size grows with the font).
            spec.fontSize = ContentSizeCategory.allCases.filter { $0 <= largest }.map(spec.pointSize(at:)).max()
            spec.dynamicType = .fixed
            notes.append("the Dynamic Type size is limited to \(largest.rawValue): checked at the largest size drawn up to it, "
                         + "\(format(spec.fontSize ?? 0)) pt, at every category")
        }
        switch (button.width, button.height) {
        case (let width?, let height?):
            spec.fixedFrame = BoxSize(width: width, height: height)
        case (let width?, nil):
            spec.maximumWidth = width
        case (nil, let height?):
            spec.maximumHeight = height
        case (nil, nil):
            break
        }
        if let maximumWidth = button.maximumWidth, button.width == nil { spec.maximumWidth = maximumWidth }
        if let maximumHeight = button.maximumHeight, button.height == nil { spec.maximumHeight = maximumHeight }
        if button.width == nil && button.maximumWidth == nil {
            notes.append("no width is set: the button takes its own size, checked against a \(format(spec.maximumWidth)) pt wide container "
                         + "(a 375-point iPhone less two 16-point margins)")
        }
        switch button.corners {
        case .systemDefault: break
        case .radius(let radius): spec.cornerRadius = .points(radius)
        case .capsule: spec.cornerRadius = .capsule
        }
        if let name = button.backgroundColor {
            if let color = ButtonSpec.Color(parsing: name) { spec.backgroundColor = color } else {
                notes.append("background color '\(name)' is not a system color TextFit knows; assumed systemBlue (iOS's default)")
            }
        }
        if let name = button.tintColor {
            if let color = ButtonSpec.Color(parsing: name) { spec.tintColor = color } else {
                notes.append("title color '\(name)' is not a system color TextFit knows; assumed white (iOS's default)")
            }
        }
        if (0...1).contains(button.opacity) { spec.alpha = button.opacity } else {
            notes.append("opacity \(format(button.opacity)) is outside 0–1; assumed 1")
        }
        return (spec, notes)
    }

    /// A note naming the categories at which `spec`'s scaled size is under 12 pt, where iOS
    /// draws the title at 18 pt instead (``ButtonSpec/pointSize(at:)``); none when there are none.
    static func floorNotes(_ spec: ButtonSpec, font: String) -> [String] {
        let metrics = FontMetrics(textStyle: spec.textStyle)
        let floored = ContentSizeCategory.allCases.filter {
            metrics.scaledValue(spec.fontSize ?? 0, for: $0) < ButtonSpec.Model.minimumFontSize
        }
        guard !floored.isEmpty else { return [] }
        return ["\(font) is under 12 pt at \(ContentSizeCategory.describe(floored)), where iOS draws the title at 18 pt"]
    }

    /// `button` with each size a spec cannot take (not finite, not positive; a negative radius)
    /// left to iOS, noted; a font size under 12 is left as it is (iOS draws it at 18).
    static func checked(_ button: FoundLocationButton, notes: inout [String]) -> FoundLocationButton {
        var button = button
        func positive(_ value: Double?, _ name: String) -> Double? {
            guard let value else { return nil }
            if value.isFinite && value > 0 { return value }
            notes.append("\(name) \(format(value)) is not a size a button can have; not applied")
            return nil
        }
        button.width = positive(button.width, "width")
        button.height = positive(button.height, "height")
        button.maximumWidth = positive(button.maximumWidth, "maximum width")
        button.maximumHeight = positive(button.maximumHeight, "maximum height")
        if case .radius(let radius) = button.corners, !(radius.isFinite && radius >= 0) {
            notes.append("corner radius \(format(radius)) is not a radius; iOS's default corners taken")
            button.corners = .systemDefault
        }
        switch button.font {
        case .fixed(let size) where !(size.isFinite && size > 0), .scaled(let size, _) where !(size.isFinite && size > 0):
            notes.append("font size \(format(size)) is not a size; 18 pt taken, as iOS takes it")
            button.font = .systemDefault
        default: break
        }
        if let weight = button.fontWeight, !(100...900).contains(weight) { button.fontWeight = nil }
        return button
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
    }
}
