import Foundation

/// The Location Button as the app sets it up: what it shows, its type, icon, insets, size limits and corners.
///
/// `model` picks the layout rules: `ios18`/`ios26` follow what iOS's own `CLLocationButton`
/// computes (``Model``), `label` is TextFit's generic model of a label in a button, whose defaults
/// below are assumptions; `docs/button-spec.md` states each one and why. In JSON every field is optional and takes its
/// default when left out; an unknown field, a wrong type or an out-of-range value is an error
/// that names the field.
public struct ButtonSpec: Sendable, Hashable, Codable {
    /// Whose sizing rules apply: `ios18`, `ios26` (iOS's own, ``Model``) or `label` (TextFit's
    /// generic model, the default for a spec read from a file).
    public var model: Model
    /// Whether the title's size follows the Dynamic Type category (`scaled`, the default) or stays
    /// at `fontSize` at every category (`fixed`, UIKit's `CLLocationButton`).
    public var dynamicType: DynamicType
    /// The arrow's box in ems of the font size, for the iOS models; `nil` uses the estimate
    /// `defaultIconBox` (1 × 1).
    public var iconBox: BoxSize?
    /// Title and arrow, title only, or arrow only. Default `titleAndIcon`.
    public var labelStyle: LabelStyle
    /// The text style the title's size follows across Dynamic Type categories. Default `body`.
    public var textStyle: TextStyle
    /// A custom point size at the default (`large`) category, scaled per category like
    /// `UIFontMetrics` (unless `dynamicType` is `fixed`); `nil` uses the text style's own size in
    /// the label model, 18 in the iOS models (where a value under 12 also means 18).
    public var fontSize: Double?
    /// A weight from 100 to 900; `nil` uses the text style's default weight.
    public var fontWeight: Int?
    /// The title's letter spacing. Default `auto` (the system font's size-specific tracking).
    public var tracking: Tracking
    /// The icon's square box side as a multiple of the point size. Default 1.0.
    public var iconScale: Double
    /// The gap between icon and title, in ems of the point size. Default 0.3.
    public var iconSpacing: Double
    /// Insets from the frame to the content at the base point size. Default 7/12/7/12.
    public var contentInsets: EdgeInsets
    /// Whether the insets grow with the point size (× point size ÷ base point size). Default `true`.
    public var scalesInsets: Bool
    /// The smallest frame: the HIG's minimum hit target. Default 44 × 44.
    public var minimumSize: BoxSize
    /// The widest frame the layout allows. Default 343 (a 375-point iPhone less two 16-point margins).
    public var maximumWidth: Double
    /// The corner radius. Default: the model's (`Model.defaultCornerRadius`): `capsule` for
    /// `label` (the largest radius, so a pass holds for any smaller one) and `ios26`, 0 for `ios18`.
    public var cornerRadius: CornerRadius
    /// A frame the app already gives the button; `nil` sizes the button to fit.
    public var fixedFrame: BoxSize?
    /// UILabel's `numberOfLines`: 1 one line, N at most N, 0 as many as the height allows. Default 1.
    public var numberOfLines: Int
    /// The tallest frame the layout allows; `nil` for no limit (see `ButtonSpec.Lines.swift`).
    public var maximumHeight: Double?
    /// The title's and the arrow's color; `nil` keeps the system's (white). See `ButtonSpec+Colors.swift`.
    public var tintColor: Color?
    /// The frame's fill; `nil` keeps the system's (`systemBlue`).
    public var backgroundColor: Color?
    /// The button's opacity, 0 to 1, applied to the whole button as UIKit's `alpha` is. Default 1.
    public var alpha: Double
    /// The location arrow's look. Default `arrow`.
    public var icon: Icon
    /// The appearances checked and drawn. Default light and dark.
    public var appearances: Appearances
    /// The legibility lint's thresholds.
    public var legibility: Legibility
    /// The type table the title's sizes follow: `nil` (left out of JSON) for iOS and iPadOS's,
    /// `watchos` or `macos` for a run on the watch or Catalyst's Mac idiom (`ButtonSpec+Platform.swift`).
    package var typeScale: PlatformTypeScale?

    /// Makes a spec; every argument defaults to the documented default (the corner radius to the
    /// model's: a capsule for `label` and `ios26`, 0 for `ios18`).
    public init(model: Model = .label,
                dynamicType: DynamicType = .scaled,
                iconBox: BoxSize? = nil,
                labelStyle: LabelStyle = .titleAndIcon,
                textStyle: TextStyle = .body,
                fontSize: Double? = nil,
                fontWeight: Int? = nil,
                tracking: Tracking = .auto,
                iconScale: Double = 1.0,
                iconSpacing: Double = 0.3,
                contentInsets: EdgeInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12),
                scalesInsets: Bool = true,
                minimumSize: BoxSize = BoxSize(width: 44, height: 44),
                maximumWidth: Double = 343,
                cornerRadius: CornerRadius? = nil,
                fixedFrame: BoxSize? = nil,
                numberOfLines: Int = 1,
                maximumHeight: Double? = nil,
                tintColor: Color? = nil,
                backgroundColor: Color? = nil,
                alpha: Double = 1,
                icon: Icon = .arrow,
                appearances: Appearances = .both,
                legibility: Legibility = Legibility()) {
        self.model = model
        self.dynamicType = dynamicType
        self.iconBox = iconBox
        self.labelStyle = labelStyle
        self.textStyle = textStyle
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.tracking = tracking
        self.iconScale = iconScale
        self.iconSpacing = iconSpacing
        self.contentInsets = contentInsets
        self.scalesInsets = scalesInsets
        self.minimumSize = minimumSize
        self.maximumWidth = maximumWidth
        self.cornerRadius = cornerRadius ?? model.defaultCornerRadius
        self.fixedFrame = fixedFrame
        self.numberOfLines = numberOfLines
        self.maximumHeight = maximumHeight
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.icon = icon
        self.appearances = appearances
        self.legibility = legibility
    }

    /// The spec with every field at its default: the `label` model.
    public static let `default` = ButtonSpec()

    /// The spec `textfit check` uses for the bundled titles: iOS 15–18's sizing, the font size
    /// scaled with Dynamic Type for body text (the HIG asks that the title fit at every size).
    public static let bundledDefault = ButtonSpec(model: .ios18, dynamicType: .scaled)

    /// The decoder's `userInfo` key for the model a spec that names none gets (a ``Model``;
    /// `label` when absent).
    package static let defaultModelKey = CodingUserInfoKey(rawValue: "TextFit.ButtonSpec.defaultModel")!

    /// The point size at the default (`large`) category that insets are scaled against:
    /// `fontSize` when set, else the text style's size in Apple's type table.
    public var basePointSize: Double {
        fontSize ?? resolvedTypeScale.scale.metrics(for: textStyle, in: .default).pointSize
    }

    /// Throws an `InputError` naming the first field whose value is out of range.
    ///
    /// `load(from:)` and JSON decoding already call this; call it for a spec built in code.
    public func validate(file: String? = nil) throws {
        if let problem = firstProblem() {
            throw InputError(file: file, key: problem.key, reason: problem.reason)
        }
    }

    /// The first out-of-range field as a dotted key path and a reason, or `nil` when all are valid.
    func firstProblem() -> (key: String, reason: String)? {
        func bad(_ value: Double, _ key: String, positive: Bool) -> (key: String, reason: String)? {
            if !value.isFinite { return (key, "must be a finite number") }
            if positive ? value <= 0 : value < 0 {
                return (key, "must be \(positive ? "greater than 0" : "0 or more"), not \(Self.format(value))")
            }
            return nil
        }
        if let fontSize, let problem = bad(fontSize, "fontSize", positive: true) { return problem }
        if let fontWeight, !(100...900).contains(fontWeight) {
            return ("fontWeight", "must be from 100 to 900, not \(fontWeight)")
        }
        if case .thousandthsOfEm(let value) = tracking, !value.isFinite {
            return ("tracking", "must be \"auto\" or a finite number")
        }
        if let problem = bad(iconScale, "iconScale", positive: true) { return problem }
        if let problem = bad(iconSpacing, "iconSpacing", positive: false) { return problem }
        let insets = [("top", contentInsets.top), ("leading", contentInsets.leading),
                      ("bottom", contentInsets.bottom), ("trailing", contentInsets.trailing)]
        for (name, value) in insets {
            if let problem = bad(value, "contentInsets.\(name)", positive: false) { return problem }
        }
        if let problem = bad(minimumSize.width, "minimumSize.width", positive: false) { return problem }
        if let problem = bad(minimumSize.height, "minimumSize.height", positive: false) { return problem }
        if let problem = bad(maximumWidth, "maximumWidth", positive: true) { return problem }
        if maximumWidth < minimumSize.width {
            return ("maximumWidth", "\(Self.format(maximumWidth)) is less than minimumSize.width \(Self.format(minimumSize.width))")
        }
        if case .points(let radius) = cornerRadius, let problem = bad(radius, "cornerRadius", positive: false) {
            return problem
        }
        if let fixedFrame {
            if let problem = bad(fixedFrame.width, "fixedFrame.width", positive: true) { return problem }
            if let problem = bad(fixedFrame.height, "fixedFrame.height", positive: true) { return problem }
        }
        if let iconBox {
            if let problem = bad(iconBox.width, "iconBox.width", positive: false) { return problem }
            if let problem = bad(iconBox.height, "iconBox.height", positive: false) { return problem }
        }
        if model.isIOS, numberOfLines != 1 {
            return ("numberOfLines", "must be 1 in the \(model.rawValue) model (iOS sets the title on one line), not \(numberOfLines)")
        }
        if !alpha.isFinite || !(0...1).contains(alpha) { return ("alpha", "must be from 0 to 1, not \(Self.format(alpha))") }
        return linesProblem()
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case model, dynamicType, iconBox
        case labelStyle, textStyle, fontSize, fontWeight, tracking, iconScale, iconSpacing
        case contentInsets, scalesInsets, minimumSize, maximumWidth, cornerRadius, fixedFrame
        case numberOfLines, maximumHeight
        case tintColor, backgroundColor, alpha, icon, appearances, legibility
        case typeScale
    }

    /// Decodes a spec, filling left-out fields with defaults and rejecting unknown fields and bad values.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.reject(unknownIn: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ButtonSpec()
        model = try container.decodeIfPresent(Model.self, forKey: .model)
            ?? (decoder.userInfo[Self.defaultModelKey] as? Model) ?? defaults.model
        dynamicType = try container.decodeIfPresent(DynamicType.self, forKey: .dynamicType) ?? defaults.dynamicType
        iconBox = try container.decodeIfPresent(BoxSize.self, forKey: .iconBox)
        labelStyle = try container.decodeIfPresent(LabelStyle.self, forKey: .labelStyle) ?? defaults.labelStyle
        if let styleName = try container.decodeIfPresent(String.self, forKey: .textStyle) {
            guard let style = TextStyle(parsing: styleName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .textStyle, in: container,
                    debugDescription: "unknown text style '\(styleName)'; use one of "
                        + TextStyle.allCases.map(\.rawValue).joined(separator: ", "))
            }
            textStyle = style
        } else {
            textStyle = defaults.textStyle
        }
        fontSize = try container.decodeIfPresent(Double.self, forKey: .fontSize)
        // Decoded as a number and checked here: Foundation's JSONDecoder reports 550.5 as an
        // Int field as "not valid JSON", with no key, which would point the user nowhere.
        if let weight = try container.decodeIfPresent(Double.self, forKey: .fontWeight) {
            guard weight == weight.rounded(), abs(weight) < 1e6 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .fontWeight, in: container,
                    debugDescription: "must be a whole number from 100 to 900, not \(weight)")
            }
            fontWeight = Int(weight)
        } else {
            fontWeight = nil
        }
        tracking = try container.decodeIfPresent(Tracking.self, forKey: .tracking) ?? defaults.tracking
        iconScale = try container.decodeIfPresent(Double.self, forKey: .iconScale) ?? defaults.iconScale
        iconSpacing = try container.decodeIfPresent(Double.self, forKey: .iconSpacing) ?? defaults.iconSpacing
        contentInsets = try container.decodeIfPresent(EdgeInsets.self, forKey: .contentInsets) ?? defaults.contentInsets
        scalesInsets = try container.decodeIfPresent(Bool.self, forKey: .scalesInsets) ?? defaults.scalesInsets
        minimumSize = try container.decodeIfPresent(BoxSize.self, forKey: .minimumSize) ?? defaults.minimumSize
        maximumWidth = try container.decodeIfPresent(Double.self, forKey: .maximumWidth) ?? defaults.maximumWidth
        cornerRadius = try container.decodeIfPresent(CornerRadius.self, forKey: .cornerRadius) ?? model.defaultCornerRadius
        fixedFrame = try container.decodeIfPresent(BoxSize.self, forKey: .fixedFrame)
        (numberOfLines, maximumHeight) = try Self.decodeLines(container)
        tintColor = try container.decodeIfPresent(Color.self, forKey: .tintColor)
        backgroundColor = try container.decodeIfPresent(Color.self, forKey: .backgroundColor)
        alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? defaults.alpha
        icon = try container.decodeIfPresent(Icon.self, forKey: .icon) ?? defaults.icon
        appearances = try container.decodeIfPresent(Appearances.self, forKey: .appearances) ?? defaults.appearances
        legibility = try container.decodeIfPresent(Legibility.self, forKey: .legibility) ?? defaults.legibility
        typeScale = try container.decodeIfPresent(PlatformTypeScale.self, forKey: .typeScale)
        if let problem = firstProblem() {
            let path = problem.key.split(separator: ".").map { StrictKeys.AnyKey(String($0)) }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + path,
                                                    debugDescription: problem.reason))
        }
    }
}
