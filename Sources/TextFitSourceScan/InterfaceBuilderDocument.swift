import Foundation
import TextFitCore

/// A storyboard or XIB read for the text it shows: every element with a localizable text, by
/// object ID, read with Foundation's XML parser.
///
/// Interface Builder writes an element's texts as attributes (`text`, `title`, `placeholder`,
/// `prompt` …) or children (`<state key="normal" title="…">` for a button's `normalTitle`,
/// `<buttonConfiguration key="configuration" title="…">`, `<segment title="…">` for
/// `segmentTitles[N]`); its frame as `<rect key="frame">`; its font as `<fontDescription
/// key="fontDescription">` (UIKit: `style="UICTFontTextStyleBody"`, or `type="system"
/// pointSize="17"`, `weight="semibold"`, or a font of the app's `name="…" pointSize="…"`) or
/// `<font key="font">` (AppKit: `metaFont="system"`, `size="13"`); its constraints as
/// `<constraint>` elements in the `<constraints>` of the view that holds them, `firstItem`
/// left out when it is that view. The `.strings` key of a text is `OBJECTID.PROPERTY`
/// (``InterfaceBuilderDocument/element(forKey:)``).
package struct InterfaceBuilderDocument: Sendable {
    /// The file as named to the reader.
    package var path: String
    /// The platform its objects run on.
    package var runtime: InterfaceBuilderElement.Runtime
    /// The elements with a localizable text, by object ID.
    package var elements: [String: InterfaceBuilderElement]

    /// The table its strings are in: the file's name without its extension (`Main` for
    /// `Main.storyboard`, whose translations are `de.lproj/Main.strings`).
    package var tableName: String { Self.tableName(of: path) }

    /// A file's name without its folder and extension.
    package static func tableName(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The element and property a `.strings` key names (`abc-12-xyz.normalTitle`), when the
    /// document has that element.
    package func element(forKey key: String) -> (element: InterfaceBuilderElement, property: String)? {
        guard let dot = key.firstIndex(of: "."), let element = elements[String(key[..<dot])] else { return nil }
        return (element, String(key[key.index(after: dot)...]))
    }

    /// Reads the document at `path`; an error names the file, and the line where the XML is not
    /// well-formed. (``InterfaceBuilderFile`` reads its Location Buttons in the same pass.)
    package static func read(path: String) throws(InputError) -> InterfaceBuilderDocument {
        try InterfaceBuilderFile.read(path: path).document
    }

    /// Reads the document `data`, named `path` in locations and errors.
    package static func read(data: Data, path: String) throws(InputError) -> InterfaceBuilderDocument {
        try InterfaceBuilderFile.read(data: data, path: path).document
    }

    /// The attributes that hold an element's localizable text, by the property its key names.
    static let textAttributes = ["text", "title", "placeholder", "placeholderString", "prompt", "headerTitle",
                                 "footerTitle", "backButtonTitle"]

    /// Elements with an `id` that are never text: layout, connections and resources.
    static let skippedTags: Set<String> = [
        "constraint", "connections", "outlet", "action", "segue", "placeholder", "scene", "point", "rect", "color",
        "image", "systemColor", "namedColor", "layoutGuide", "viewLayoutGuide", "customObject",
    ]

    /// One open XML element: its name, and the element it is when it has an object ID.
    struct Open {
        var name: String
        var element: Int?
    }

    /// A constraint as written: the item and attribute on each side (an item left out is the view holding it).
    struct Constraint {
        var first: String?
        var firstAttribute: String
        var second: String?
        var secondAttribute: String?
        var relation: String
        var constant: Double?
    }

    /// Reads the elements tag by tag (``InterfaceBuilderFile`` parses the file).
    final class Collector: InterfaceBuilderTagReader {
        var runtime = InterfaceBuilderElement.Runtime.iOS
        var elements: [InterfaceBuilderElement] = []
        /// Per element: its frame width, whether it uses Auto Layout, whether it is a stack
        /// view's arranged subview, the element whose frame and constraints it takes (a cell's control).
        var frames: [Double?] = []
        var autoLayout: [Bool] = []
        var arranged: [Bool] = []
        var hosts: [Int?] = []
        var preferredWidths: [Double?] = []
        var stack: [Open] = []
        var constraints: [Constraint] = []
        var segmentCounts: [Int: Int] = [:]

        func start(_ name: String, _ attributes: [String: String], line: Int, column: Int) {
            stack.append(Open(name: name, element: element(name, attributes, line: line)))
        }

        func end(_ name: String) {
            if !stack.isEmpty { stack.removeLast() }
        }

        /// The document read: its elements with a text, each with the width the layout gives it.
        func document(path: String) -> InterfaceBuilderDocument {
            InterfaceBuilderDocument(path: path, runtime: runtime, elements: finish())
        }

        /// Reads the start tag `name`; the index of the element it makes, if it makes one.
        private func element(_ name: String, _ attributes: [String: String], line: Int) -> Int? {
            let parent = stack.last?.element
            switch name {
            case "document":
                runtime = InterfaceBuilderElement.Runtime(targetRuntime: attributes["targetRuntime"])
                return nil
            case "rect" where attributes["key"] == "frame":
                if let parent, let width = attributes["width"].flatMap(Double.init), width.isFinite, width > 0 {
                    frames[parent] = width
                }
                return nil
            case "fontDescription" where attributes["key"] == "fontDescription", "font" where attributes["key"] == "font":
                if let parent { elements[parent].font = Self.font(attributes) }
                return nil
            case "state":
                if let parent, let key = attributes["key"], let title = attributes["title"] {
                    elements[parent].texts[key + "Title"] = title
                }
                return nil
            case "buttonConfiguration" where attributes["key"] == "configuration":
                if let parent {
                    // A configuration's title wraps (UIButton.Configuration's titleLineBreakMode).
                    elements[parent].wraps = true
                    for property in ["title", "subtitle"] {
                        if let text = attributes[property] { elements[parent].texts["configuration." + property] = text }
                    }
                }
                return nil
            case "segment":
                // <segmentedControl><segments><segment title="…"/>: the control is two levels up.
                if stack.count >= 2, let control = stack[stack.count - 2].element {
                    let index = segmentCounts[control, default: 0]
                    segmentCounts[control] = index + 1
                    if let title = attributes["title"] { elements[control].texts["segmentTitles[\(index)]"] = title }
                }
                return nil
            case "constraint":
                // In a view's <constraints>: an item left out is that view.
                let owner = stack.count >= 2 ? stack[stack.count - 2].element.map { elements[$0].objectID } : nil
                if let attribute = attributes["firstAttribute"] {
                    constraints.append(Constraint(first: attributes["firstItem"] ?? owner, firstAttribute: attribute,
                                                  second: attributes["secondItem"] ?? (attributes["secondAttribute"] != nil ? owner : nil),
                                                  secondAttribute: attributes["secondAttribute"],
                                                  relation: attributes["relation"] ?? "equal",
                                                  constant: attributes["constant"].flatMap(Double.init)))
                }
                return nil
            default:
                break
            }
            guard let id = attributes["id"], !Self.isSkipped(name) else { return nil }
            // An AppKit cell (<textFieldCell key="cell">) is its control's: class, frame, constraints.
            let host = attributes["key"] == "cell" ? parent : nil
            let className = host.map { elements[$0].className } ?? runtime.classPrefix + Self.capitalized(name)
            var element = InterfaceBuilderElement(objectID: id, tag: host.map { elements[$0].tag } ?? name,
                                                  className: className, line: line)
            element.customClass = attributes["customClass"] ?? host.flatMap { elements[$0].customClass }
            for property in InterfaceBuilderDocument.textAttributes {
                if let text = attributes[property] { element.texts[property] = text }
            }
            if name == "tabViewItem", let label = attributes["label"] { element.texts["label"] = label }
            element.numberOfLines = attributes["numberOfLines"].flatMap(Int.init)
            if let mode = attributes["lineBreakMode"] {
                if ["wordWrap", "characterWrap", "wordWrapping", "charWrapping"].contains(mode) { element.wraps = true }
            } else if name == "textFieldCell", attributes["usesSingleLineMode"] != "YES" {
                // AppKit's default, which Interface Builder leaves out: NSLineBreakMode.byWordWrapping
                // is 0. Its "Wrapping Label" is written with no lineBreakMode; a one-line "Label"
                // with `clipping` or a truncation.
                element.wraps = true
            }
            if attributes["adjustsFontSizeToFit"] != "NO", let scale = attributes["minimumScaleFactor"].flatMap(Double.init),
               scale > 0, scale < 1 {
                element.minimumScaleFactor = scale
            }
            elements.append(element)
            frames.append(nil)
            autoLayout.append(attributes["translatesAutoresizingMaskIntoConstraints"] == "NO")
            // <stackView><subviews><label …>: an arranged subview (AppKit: <stackView><views>).
            arranged.append(stack.count >= 2 && stack[stack.count - 2].name == "stackView")
            hosts.append(host)
            preferredWidths.append(attributes["preferredMaxLayoutWidth"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil })
            return elements.count - 1
        }

        static func isSkipped(_ name: String) -> Bool {
            InterfaceBuilderDocument.skippedTags.contains(name)
        }

        static func capitalized(_ name: String) -> String {
            name.prefix(1).uppercased() + name.dropFirst()
        }

        /// The weights a `fontDescription` names.
        static let weights: [String: Int] = [
            "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
            "bold": 700, "heavy": 800, "black": 900,
        ]

        /// UIKit's text styles as Interface Builder names them (`UICTFontTextStyleBody`).
        static let textStyles: [String: TextStyle] = [
            "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleLargeTitle": .largeTitle,
            "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
            "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
            "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
            "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
            // A text style's emphasized variant, as Interface Builder writes it.
            "UICTFontTextStyleEmphasizedBody": .body,
        ]

        /// AppKit's meta fonts and their sizes in points (`NSFont.systemFontSize` 13,
        /// `smallSystemFontSize` 11, `systemFontSize(for: .mini)` 9); `size="…"` overrides.
        static let metaFontSizes: [String: (size: Double, weight: Int?)] = [
            "system": (13, nil), "systemBold": (13, 700), "smallSystem": (11, nil), "smallSystemBold": (11, 700),
            "miniSystem": (9, nil), "miniSystemBold": (9, 700), "message": (13, nil), "menu": (13, nil),
            "label": (10, nil), "toolTip": (11, nil), "titleBar": (13, 700), "palette": (11, nil),
        ]

        static func font(_ attributes: [String: String]) -> InterfaceBuilderElement.Font? {
            let weight = attributes["weight"].flatMap { weights[$0] }
            if let style = attributes["style"] {
                guard let textStyle = textStyles[style] else { return nil }
                return .init(size: .textStyle(textStyle), weight: weight)
            }
            let size = (attributes["pointSize"] ?? attributes["size"]).flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            if let meta = attributes["metaFont"], let known = metaFontSizes[meta] {
                return .init(size: .fixed(size ?? known.size), weight: known.weight)
            }
            guard let size else { return nil }
            switch attributes["type"] {
            case "boldSystem": return .init(size: .fixed(size), weight: 700)
            case "system", "italicSystem": return .init(size: .fixed(size), weight: weight)
            default:
                let name = attributes["name"]
                let system = name.map { $0.hasPrefix(".") || $0.hasPrefix("SFPro") || $0.hasPrefix("SFUI") } ?? true
                return .init(size: .fixed(size), weight: weight, customName: system ? nil : name)
            }
        }

        /// The elements with a text, each with the width the layout gives it.
        func finish() -> [String: InterfaceBuilderElement] {
            var widthConstraints: [String: (equal: Double?, maximum: Double?)] = [:]
            var edges: [String: Set<String>] = [:]
            for constraint in constraints {
                if constraint.second == nil, constraint.firstAttribute == "width", let item = constraint.first,
                   let constant = constraint.constant {
                    switch constraint.relation {
                    case "equal": widthConstraints[item, default: (nil, nil)].equal = constant
                    case "lessThanOrEqual": widthConstraints[item, default: (nil, nil)].maximum = constant
                    default: break
                    }
                    continue
                }
                if let item = constraint.first { edges[item, default: []].insert(Self.edge(constraint.firstAttribute)) }
                if let item = constraint.second, let attribute = constraint.secondAttribute {
                    edges[item, default: []].insert(Self.edge(attribute))
                }
            }
            var result: [String: InterfaceBuilderElement] = [:]
            for index in elements.indices where !elements[index].texts.isEmpty {
                var element = elements[index]
                let layout = hosts[index] ?? index
                let id = elements[layout].objectID
                let frame = frames[layout] ?? frames[index]
                if element.isSystemDrawn {
                    element.noWidthReason = "drawn by the system, with no frame in the document"
                } else if let equal = widthConstraints[id]?.equal, equal > 0 {
                    (element.width, element.widthSource) = (equal, .widthConstraint)
                } else if let maximum = widthConstraints[id]?.maximum, maximum > 0 {
                    (element.width, element.widthSource) = (maximum, .maximumWidthConstraint)
                } else if let preferred = preferredWidths[index] {
                    (element.width, element.widthSource) = (preferred, .preferredMaxLayoutWidth)
                } else if let frame {
                    let sides = edges[id] ?? []
                    if arranged[layout] {
                        (element.width, element.widthSource) = (frame, .stackFrame)
                    } else if !autoLayout[layout] {
                        (element.width, element.widthSource) = (frame, .frame)
                    } else if sides.contains("leading"), sides.contains("trailing") {
                        (element.width, element.widthSource) = (frame, .pinnedFrame)
                    } else {
                        element.noWidthReason = "Auto Layout sizes it to its text: no width constraint, and its leading and trailing edges are not both constrained"
                    }
                } else {
                    element.noWidthReason = "no frame, width constraint or preferredMaxLayoutWidth in the document"
                }
                result[element.objectID] = element
            }
            return result
        }

        /// `leading`, `leadingMargin` and `left` as `leading`; `trailing`, `trailingMargin` and `right` as `trailing`.
        static func edge(_ attribute: String) -> String {
            if attribute.hasPrefix("leading") || attribute.hasPrefix("left") { return "leading" }
            if attribute.hasPrefix("trailing") || attribute.hasPrefix("right") { return "trailing" }
            return attribute
        }
    }
}
