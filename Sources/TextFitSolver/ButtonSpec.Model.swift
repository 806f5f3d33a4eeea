extension ButtonSpec {
    /// Whose layout rules the button is solved with: iOS's own `CLLocationButton` sizing (iOS
    /// 15–18 or iOS 26), or TextFit's generic label model.
    ///
    /// What iOS does (CoreLocationUI's `CLLocationButton`, observed in iOS 18.2 and compared with
    /// iOS 26.1; `../shared/apple/README.md` states each fact and where it was seen):
    ///
    /// - the title is set at `fontSize` (18 pt unless the app sets one; a value under 12 means 18),
    ///   on one line, never wrapped or truncated;
    /// - content = arrow width + 0.5 × fontSize (the gap) + the title's width, by the taller of
    ///   the arrow and the title's line height (one element alone: its own size);
    /// - needed size = content + padding: fontSize in each direction on iOS 15–18 (fontSize ÷ 2 on
    ///   each side), 1.9 × a control-size base on iOS 26 (`ios26PaddingBase`);
    /// - intrinsic size = needed size + 1 pt in each direction (required constraints);
    /// - a frame smaller than the needed size in either direction: the button does not render and
    ///   grants no location (a `render-failure` finding), nothing is truncated;
    /// - corner radius 0 by default on iOS 15–18, half the frame's height on iOS 26, a radius over
    ///   half the shorter side clamped to it.
    public enum Model: String, Sendable, Hashable, Codable, CaseIterable {
        /// TextFit's generic model of a label in a button (text style, insets, minimum size,
        /// capsule, tail truncation with "…"): the model for any catalog string.
        case label
        /// `CLLocationButton` as iOS 15 to 18 sizes it.
        case ios18
        /// `CLLocationButton` as iOS 26 sizes it (its padding base is an estimate).
        case ios26

        /// Whether the model is one of iOS's own.
        public var isIOS: Bool { self != .label }

        /// The iOS versions the model follows, for reports: `iOS 15–18`; `nil` for `label`.
        package var iOSVersions: String? {
            switch self {
            case .label: nil
            case .ios18: "iOS 15–18"
            case .ios26: "iOS 26"
            }
        }

        /// The font size iOS uses when the app sets none, and for any value under
        /// ``minimumFontSize``.
        public static let defaultFontSize = 18.0
        /// Under this, iOS replaces the app's `fontSize` with ``defaultFontSize``.
        public static let minimumFontSize = 12.0

        /// iOS 26's padding base (width, height) for the default control size, in points; the
        /// padding is 1.9 × it.
        ///
        /// The bases for control sizes 0–2 sit in a table the public dumps do not show; the code's
        /// fallback for sizes above 2 (unreachable through the public API) is 20 × 15. TextFit
        /// takes that fallback for the default size 2: the table grows with the control size, so
        /// size 2's base is at most the one above it, and the estimate errs toward more room
        /// (padding 38 × 28.5 pt). It is consistent with Apple's sample: "Current Location" at
        /// 18 pt needs about 200 × 50 pt with it, inside the sample's 215 × 54 frame.
        package static let ios26PaddingBase = BoxSize(width: 20, height: 15)
        /// iOS 26's factor on the control-size base.
        package static let ios26PaddingFactor = 1.9

        /// The padding (the needed size less the content) at `fontSize`, both directions together.
        package func padding(fontSize: Double) -> BoxSize {
            switch self {
            case .label: BoxSize(width: 0, height: 0)
            case .ios18: BoxSize(width: fontSize, height: fontSize)
            case .ios26: BoxSize(width: Self.ios26PaddingFactor * Self.ios26PaddingBase.width,
                                 height: Self.ios26PaddingFactor * Self.ios26PaddingBase.height)
            }
        }

        /// The corner radius the model draws with when the spec sets none.
        package var defaultCornerRadius: CornerRadius {
            switch self {
            case .label: .capsule
            case .ios18: .points(0)
            case .ios26: .capsule
            }
        }

        /// Decodes `label`, `ios18` or `ios26`, case-insensitively.
        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(String.self)
            guard let match = Self.allCases.first(where: { $0.rawValue == raw.lowercased() }) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown model '\(raw)'; use ios18, ios26 or label"))
            }
            self = match
        }
    }

    /// How the title's size follows the Dynamic Type category.
    public enum DynamicType: String, Sendable, Hashable, Codable, CaseIterable {
        /// The same size at every category: UIKit's `CLLocationButton`, whose `fontSize` does not
        /// follow the category by itself.
        case fixed
        /// The size scaled per category along the text style's curve, as `UIFontMetrics` scales
        /// it (an app that scales `fontSize`, or SwiftUI's `.font(.body)`).
        case scaled

        /// Decodes `fixed` or `scaled`, case-insensitively.
        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(String.self)
            guard let match = Self.allCases.first(where: { $0.rawValue == raw.lowercased() }) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown dynamicType '\(raw)'; use fixed or scaled"))
            }
            self = match
        }
    }

    /// The location arrow's box in the iOS models, in ems of the font size: 1 × 1.
    ///
    /// There is no SF Symbols font here, so the box is an estimate. The arrow is the
    /// `location.fill` symbol at the medium scale, semibold, at the title's point size; SF Symbols
    /// are drawn so that a medium-scale symbol's body spans the system font's cap height (SF Pro:
    /// 1443 of 2048 units, 0.705 em), and this arrow, a triangle turned 45°, is about as wide as
    /// it is tall. The symbol image adds margins around the glyph that Apple does not publish per
    /// symbol; TextFit rounds the box up to a full em each way, so the estimate errs toward "needs
    /// more room" (at most 0.3 em, 5.3 pt at 18 pt, too wide). Its height never decides: a line
    /// of the title is taller than an em. `iconBox` in the spec replaces it.
    package static let defaultIconBox = BoxSize(width: 1, height: 1)

    /// The font size the title is set at in the default (`large`) category: in the iOS models
    /// `fontSize` (18 when not set or under 12), in the label model `fontSize` or the text style's size.
    public var baseFontSize: Double {
        if model.isIOS {
            guard let fontSize, fontSize >= Model.minimumFontSize else { return defaultIOSFontSize }
            return fontSize
        }
        return basePointSize
    }

    /// The title's point size at `category`: ``baseFontSize``, scaled along the text style's
    /// curve unless `dynamicType` is `fixed`.
    ///
    /// In the iOS models a scaled size is what the app hands the button at `category`, and iOS
    /// replaces any size under 12 pt with 18 when it is set: so `fontSize` is scaled first and
    /// the rule applied to the result, category by category. SwiftUI's `LocationButton` passes
    /// the environment's font resolved at the current category (a text style's size there) to
    /// `setFontSize:` (`../shared/apple/platforms/NOTES.md`, "SwiftUI wrapper": iOS 26.1's
    /// `_CoreLocationUI_SwiftUI`), so `.font(.caption2)`, 11 pt at `large`, draws at 18 pt up
    /// to `large` and at caption2's own 13 pt at `xLarge`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        let metrics = FontMetrics(textStyle: textStyle, scale: resolvedTypeScale.scale)
        if model.isIOS {
            guard dynamicType == .scaled else { return baseFontSize }
            let scaled = metrics.scaledValue(fontSize ?? defaultIOSFontSize, for: category)
            return scaled < Model.minimumFontSize ? defaultIOSFontSize : scaled
        }
        if dynamicType == .fixed { return basePointSize }
        return metrics.scaledPointSize(base: fontSize, for: category)
    }

    /// The corner radius drawn on `frame`: the spec's (or the model's default) — in the iOS
    /// models clamped to half the frame's shorter side, as iOS clamps it.
    package func resolvedCornerRadius(for frame: BoxSize) -> Double {
        let radius = cornerRadius.resolved(for: frame)
        return model.isIOS ? min(radius, min(frame.width, frame.height) / 2) : radius
    }
}
