import TextFitCore

/// One object of a storyboard or XIB that shows text: its class, the English texts Interface
/// Builder localizes (by the property its `.strings` key names: `text`, `normalTitle`,
/// `segmentTitles[0]` …), its font, lines and the width the layout gives it.
///
/// An AppKit cell (`<textFieldCell key="cell">`, `<buttonCell key="cell">`) is an element of its
/// own, with its own object ID, as `.strings` keys it; its class, frame and constraints are its
/// control's.
package struct InterfaceBuilderElement: Sendable, Hashable {
    /// The platform the document's objects run on (the document's `targetRuntime`).
    package enum Runtime: String, Sendable, Hashable {
        case iOS, macOS, watchOS, tvOS

        /// `iOS.CocoaTouch`, `MacOSX.Cocoa`, `watchKit`, `AppleTV`.
        init(targetRuntime: String?) {
            let runtime = targetRuntime ?? ""
            if runtime.hasPrefix("MacOSX") {
                self = .macOS
            } else if runtime.lowercased().hasPrefix("watchkit") {
                self = .watchOS
            } else if runtime.hasPrefix("AppleTV") {
                self = .tvOS
            } else {
                self = .iOS
            }
        }

        /// The prefix of the framework's class names: `UI`, `NS`, `WKInterface`.
        var classPrefix: String {
            switch self {
            case .iOS, .tvOS: "UI"
            case .macOS: "NS"
            case .watchOS: "WKInterface"
            }
        }
    }

    /// The element's font as Interface Builder describes it.
    package struct Font: Sendable, Hashable {
        /// How its size is given.
        package enum Size: Sendable, Hashable {
            /// A text style (`UICTFontTextStyleBody`): its size follows the content-size category
            /// the app starts in.
            case textStyle(TextStyle)
            /// A point size, the same at every category.
            case fixed(Double)
        }

        package var size: Size
        /// The weight (100–900) the font names (`type="boldSystem"`, `weight="semibold"`);
        /// `nil` for the style's or the system font's own.
        package var weight: Int?
        /// A font of the app's own (`name="Avenir-Book"`), measured with the system font's stand-in.
        package var customName: String?

        package init(size: Size, weight: Int? = nil, customName: String? = nil) {
            self.size = size
            self.weight = weight
            self.customName = customName
        }
    }

    /// Where the element's width comes from, the first that applies.
    package enum WidthSource: String, Sendable, Hashable {
        /// A width constraint of its own (`firstAttribute="width"`, relation equal).
        case widthConstraint = "width constraint"
        /// A width constraint `lessThanOrEqual`: the widest it may grow.
        case maximumWidthConstraint = "maximum width constraint"
        /// The label's `preferredMaxLayoutWidth`.
        case preferredMaxLayoutWidth
        /// Its frame, with both horizontal edges held by constraints (leading and trailing, or left and right).
        case pinnedFrame = "frame, both edges constrained"
        /// Its frame, laid out without Auto Layout (autoresizing).
        case frame
        /// Its frame as an arranged subview of a stack view.
        case stackFrame = "frame in a stack view"
    }

    /// The object ID `.strings` keys name (`abc-12-xyz`).
    package var objectID: String
    /// The element's name in the document (`label`, `button`, `menuItem`, `textFieldCell` …).
    package var tag: String
    /// The framework class it is (`UILabel`, `NSMenuItem`, `WKInterfaceLabel`), a cell's its control's.
    package var className: String
    /// The app's own subclass (`customClass`), if any.
    package var customClass: String?
    /// The line of its start tag.
    package var line: Int
    /// The English texts by the property a `.strings` key names after the object ID.
    package var texts: [String: String]
    /// The font; `nil` when the document names none (the class's default applies).
    package var font: Font?
    /// `numberOfLines` as written; `nil` for the class's default.
    package var numberOfLines: Int?
    /// Whether the title wraps (a button's `lineBreakMode="wordWrap"`, an AppKit cell's
    /// `wordWrapping`, an AppKit text field cell with no `lineBreakMode` — word wrapping is
    /// NSLineBreakMode's 0, which Interface Builder leaves out — unless `usesSingleLineMode`,
    /// a button with a `UIButton.Configuration`, whose titles wrap).
    package var wraps: Bool
    /// The smallest scale the label shrinks its font to before it truncates
    /// (`minimumScaleFactor` with `adjustsFontSizeToFit` not `NO`); `nil` when it does not shrink.
    package var minimumScaleFactor: Double?
    /// The width the layout gives the element, and where it comes from; `nil` when Interface
    /// Builder gives none that holds at run time (``noWidthReason``).
    package var width: Double?
    package var widthSource: WidthSource?
    /// Why ``width`` is `nil`.
    package var noWidthReason: String?

    package init(objectID: String, tag: String, className: String, line: Int) {
        self.objectID = objectID
        self.tag = tag
        self.className = className
        self.line = line
        texts = [:]
        wraps = false
    }

    /// The elements that have no frame of their own and are drawn by the system: menus, window
    /// titles, navigation and bar items, tab items, view controllers' titles.
    package static let systemDrawnTags: Set<String> = [
        "menuItem", "menu", "window", "navigationItem", "barButtonItem", "tabBarItem", "viewController",
        "tableViewController", "navigationController", "tabBarController", "collectionViewController",
        "windowController", "tabViewItem", "toolbarItem", "tableViewSection",
    ]

    /// Whether the system draws the element (``systemDrawnTags``): one line, in the platform's font.
    package var isSystemDrawn: Bool { Self.systemDrawnTags.contains(tag) }

    /// How messages name it: `UILabel 'abc-12-xyz'`, `MyLabel (UILabel) 'abc-12-xyz'`.
    package var displayName: String {
        (customClass.map { "\($0) (\(className))" } ?? className) + " '\(objectID)'"
    }
}
