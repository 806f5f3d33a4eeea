/// One Location Button an app's sources create, as written there and resolved to the values iOS
/// draws it with.
///
/// Every field holds what the source states when the scanner could resolve it (a literal, a
/// constant of the same module, a system color or text style) and iOS's default otherwise; each
/// default taken for an expression the scanner could not resolve is named in ``notes``, never
/// assumed silently. Fields the source does not set at all carry iOS's default with no note.
package struct FoundLocationButton: Sendable, Hashable, Codable {
    /// How the app creates the button.
    package enum Kind: String, Sendable, Hashable, Codable {
        /// SwiftUI's `LocationButton(…)`.
        case swiftUI
        /// UIKit's `CLLocationButton()` / `CLLocationButton(frame:)`.
        case uiKit
        /// A `clLocationButton` element of a storyboard or XIB.
        case interfaceBuilder
    }

    /// The title the button shows, by `CLLocationButtonLabel`'s / `LocationButton.Title`'s case.
    package enum Title: String, Sendable, Hashable, Codable, CaseIterable {
        case currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation

        /// The English title: the key of the bundled catalog's entry for it.
        package var english: String {
            switch self {
            case .currentLocation: "Current Location"
            case .sendCurrentLocation: "Send Current Location"
            case .sendMyCurrentLocation: "Send My Current Location"
            case .shareCurrentLocation: "Share Current Location"
            case .shareMyCurrentLocation: "Share My Current Location"
            }
        }
    }

    /// What the button shows.
    package enum LabelStyle: String, Sendable, Hashable, Codable {
        case titleAndIcon, titleOnly, iconOnly
    }

    /// The title's font.
    package enum Font: Sendable, Hashable, Codable {
        /// No font set: iOS draws the title at 18 pt at every category.
        case systemDefault
        /// A text style (`body`, `title3` …): SwiftUI passes its size at the current category, so
        /// the title follows Dynamic Type.
        case textStyle(String)
        /// A fixed point size (`fontSize`, `.system(size:)`): the same at every category.
        case fixed(Double)
        /// A size at the default category scaled along a text style's curve
        /// (`.custom(_:size:relativeTo:)`).
        case scaled(Double, relativeTo: String)
    }

    /// The button's corners.
    package enum Corners: Sendable, Hashable, Codable {
        /// iOS's default for the version drawn.
        case systemDefault
        /// A radius in points.
        case radius(Double)
        /// Half the shorter side (`Capsule()`, `Circle()`).
        case capsule
    }

    /// Where the button's creation stands: the file as given to the scan (relative to the
    /// folder scanned), 1-based line and column.
    package var file: String
    package var line: Int
    package var column: Int
    package var kind: Kind
    /// The title; `nil` for an icon-only button.
    package var title: Title?
    /// The title's expression when it is not static (`title`, `model.buttonTitle`); `nil` otherwise.
    package var titleExpression: String?
    package var labelStyle: LabelStyle
    /// Whether the arrow is the outlined one (`arrowOutline`); otherwise filled.
    package var outlineIcon: Bool
    package var font: Font
    /// The title's weight (100–900), when the font sets one.
    package var fontWeight: Int?
    /// A width or height the layout gives the button exactly; `nil` when it sizes itself.
    package var width: Double?
    package var height: Double?
    /// The widest and tallest the layout lets it be, when not exact.
    package var maximumWidth: Double?
    package var maximumHeight: Double?
    package var corners: Corners
    /// A color as a button spec writes it (`#RRGGBB[AA]` or a system color name); `nil` for iOS's.
    package var backgroundColor: String?
    package var tintColor: String?
    package var opacity: Double
    /// The largest Dynamic Type category the view allows (`.dynamicTypeSize(...xxLarge)`), as a
    /// category name; `nil` for no limit.
    package var largestCategory: String?
    /// What the scanner assumed or could not follow, each naming the expression.
    package var notes: [String]
    /// What the button takes, read as written, from the views enclosing it (a SwiftUI
    /// environment value, an enclosing view's width), each naming the modifier and its view:
    /// not assumed, but not on the button's own line either.
    package var inherited: [String]

    package init(file: String, line: Int, column: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        title = .currentLocation
        labelStyle = .titleAndIcon
        outlineIcon = false
        font = .systemDefault
        corners = .systemDefault
        opacity = 1
        notes = []
        inherited = []
    }

    /// How the source spells the button, for messages: `LocationButton(.shareCurrentLocation)`,
    /// `CLLocationButton(.currentLocation)`, `clLocationButton(.currentLocation)`; a title that is
    /// not static as written (`LocationButton(title)`).
    package var displayName: String {
        let name = switch kind {
        case .swiftUI: "LocationButton"
        case .uiKit: "CLLocationButton"
        case .interfaceBuilder: "clLocationButton"
        }
        return "\(name)(\(titleExpression ?? title.map { "." + $0.rawValue } ?? ".none"))"
    }
}
