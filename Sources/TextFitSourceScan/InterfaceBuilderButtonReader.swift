import Foundation
import TextFitCore

/// Finds the Location Buttons of a storyboard or XIB with Foundation's XML parser: Interface
/// Builder writes one as a `clLocationButton` element, its properties as attributes (`label`,
/// `icon`, `fontSize`, `cornerRadius`, `alpha`), its design-time frame as `<rect key="frame">`,
/// its colors as `<color key="backgroundColor"|"tintColor">` children and its own width and
/// height as `<constraint firstAttribute="width" constant="…">` (in its `<constraints>`, or in
/// an ancestor's with `firstItem` naming its `id`).
///
/// A view whose class is set to `CLLocationButton` in the identity inspector (any element with
/// `customClass="CLLocationButton"`, from CoreLocationUI or with no module named) is one too: its
/// properties then come from its user-defined runtime attributes
/// (`<userDefinedRuntimeAttribute type="number" keyPath="label">` holding `<integer key="value">`
/// or `<real key="value">`), `label` and `icon` as `CLLocationButton.h` numbers them
/// (`CLLocationButtonLabelNone = 0` to `ShareMyCurrentLocation = 5`; `CLLocationButtonIconNone = 0`,
/// `ArrowFilled = 1`, `ArrowOutline = 2`), and `alpha` from the element.
///
/// A button with no width or height constraint is checked at its frame's size, as Interface
/// Builder lays it out; a color from an asset catalog (`name="…"`) is not static and is named
/// in a note, with iOS's default taken.
///
/// ``InterfaceBuilderFile`` parses the file, handing each tag to the ``Collector``.
enum InterfaceBuilderButtonReader {
    /// Reads the buttons tag by tag.
    final class Collector: InterfaceBuilderTagReader {
        let path: String
        /// The buttons found, with their `id`s.
        var buttons: [(id: String?, button: FoundLocationButton)] = []
        /// The index in `buttons` of the element being read, and the element depth inside it.
        var open: (index: Int, depth: Int)?
        /// What each button's `label` and `icon` were set to, settled into it by ``finish()``.
        var contents: [UIKitButtonReader.Content] = []
        /// The user-defined runtime attribute being read (`keyPath`, `type`), at depth 2 of a button.
        var runtimeAttribute: (keyPath: String, type: String)?
        /// Constraints anywhere in the document: first item's id (nil: the enclosing view), attribute, constant, relation.
        var constraints: [(item: String?, attribute: String, constant: Double, relation: String, owner: Int?)] = []

        init(path: String) {
            self.path = path
        }

        func start(_ elementName: String, _ attributes: [String: String], line: Int, column: Int) {
            if var current = open {
                current.depth += 1
                open = current
                read(child: elementName, attributes, into: &buttons[current.index].button, depth: current.depth)
                readRuntime(elementName, attributes, depth: current.depth, index: current.index)
                if elementName == "constraint" { constraint(attributes, owner: current.depth == 2 ? current.index : nil) }
                return
            }
            if elementName == "constraint" { constraint(attributes, owner: nil) }
            guard Self.isLocationButton(elementName, attributes) else { return }
            var button = FoundLocationButton(file: path, line: line, column: max(1, column), kind: .interfaceBuilder)
            contents.append(attributesOfButton(attributes, into: &button))
            buttons.append((attributes["id"], button))
            open = (buttons.count - 1, 0)
        }

        /// Whether an element is a Location Button: Interface Builder's own `clLocationButton`, or a
        /// view whose custom class is CoreLocationUI's `CLLocationButton` (an app's own class of that
        /// name in another module is not).
        static func isLocationButton(_ elementName: String, _ attributes: [String: String]) -> Bool {
            if elementName == "clLocationButton" { return true }
            guard attributes["customClass"] == "CLLocationButton" else { return false }
            return attributes["customModule"].map { $0 == "CoreLocationUI" } ?? true
        }

        func end(_ elementName: String) {
            if elementName == "userDefinedRuntimeAttribute" { runtimeAttribute = nil }
            guard var current = open else { return }
            if current.depth == 0 {
                open = nil
            } else {
                current.depth -= 1
                open = current
            }
        }

        private func number(_ text: String?, _ what: String, _ button: inout FoundLocationButton) -> Double? {
            guard let text else { return nil }
            guard let value = Double(text), value.isFinite else {
                button.notes.append("\(what)=\"\(text)\" is not a number; iOS's default taken")
                return nil
            }
            return value
        }

        /// Reads the button's own attributes; returns what they set its label and icon to.
        private func attributesOfButton(_ attributes: [String: String],
                                        into button: inout FoundLocationButton) -> UIKitButtonReader.Content {
            // As in code, `label` and `icon` start at `.none`; an attribute left out keeps it.
            var content = UIKitButtonReader.Content()
            if let label = attributes["label"] {
                if let title = FoundLocationButton.Title(rawValue: label) {
                    content.label = .some(title)
                } else if label == "none" {
                    content.label = .some(nil)
                } else {
                    button.notes.append("label=\"\(label)\" is not a CLLocationButtonLabel; assumed currentLocation")
                    content.label = .some(.currentLocation)
                }
            }
            switch attributes["icon"] {
            case "none": content.icon = false
            case "arrowOutline":
                content.icon = true
                button.outlineIcon = true
            case "arrowFilled": content.icon = true
            case nil: break
            case let other?:
                button.notes.append("icon=\"\(other)\" is not a CLLocationButtonIcon; assumed arrowFilled")
                content.icon = true
            }
            if let size = number(attributes["fontSize"], "fontSize", &button) { button.font = .fixed(size) }
            if let radius = number(attributes["cornerRadius"], "cornerRadius", &button) { button.corners = .radius(radius) }
            if let alpha = number(attributes["alpha"], "alpha", &button) { button.opacity = alpha }
            return content
        }

        /// A user-defined runtime attribute (depth 2) and its number (depth 3).
        private func readRuntime(_ name: String, _ attributes: [String: String], depth: Int, index: Int) {
            if depth == 2, name == "userDefinedRuntimeAttribute", let keyPath = attributes["keyPath"] {
                runtimeAttribute = (keyPath, attributes["type"] ?? "")
                if let value = attributes["value"] { runtime(keyPath, value, index: index) }
            } else if depth == 3, let (keyPath, type) = runtimeAttribute, type == "number", attributes["key"] == "value",
                      name == "integer" || name == "real" {
                runtime(keyPath, attributes["value"], index: index)
            }
        }

        /// A user-defined runtime attribute's number (`keyPath` → `value`), as the button's
        /// attribute of that name would set it.
        private func runtime(_ keyPath: String, _ text: String?, index: Int) {
            var button = buttons[index].button
            defer { buttons[index].button = button }
            guard let value = number(text, keyPath, &button) else { return }
            switch keyPath {
            case "label":
                // `CLLocationButtonLabelNone` is 0; the titles follow in the header's order, which is the enum's.
                let titles: [FoundLocationButton.Title?] = [nil] + FoundLocationButton.Title.allCases
                if let raw = Int(exactly: value), titles.indices.contains(raw) {
                    contents[index].label = .some(titles[raw])
                } else {
                    button.notes.append("label \(SwiftUIButtonReader.format(value)) is not a CLLocationButtonLabel; assumed currentLocation")
                    contents[index].label = .some(.currentLocation)
                }
            case "icon":
                switch Int(exactly: value) {
                case 0: contents[index].icon = false
                case 1: contents[index].icon = true
                case 2:
                    contents[index].icon = true
                    button.outlineIcon = true
                default:
                    button.notes.append("icon \(SwiftUIButtonReader.format(value)) is not a CLLocationButtonIcon; assumed arrowFilled")
                    contents[index].icon = true
                }
            case "fontSize": button.font = .fixed(value)
            case "cornerRadius": button.corners = .radius(value)
            case "alpha": button.opacity = value
            default: break
            }
        }

        private func read(child name: String, _ attributes: [String: String], into button: inout FoundLocationButton, depth: Int) {
            guard depth == 1 else { return }
            switch name {
            case "rect" where attributes["key"] == "frame":
                if let width = number(attributes["width"], "width", &button), let height = number(attributes["height"], "height", &button),
                   width > 0, height > 0 {
                    button.width = button.width ?? width
                    button.height = button.height ?? height
                }
            case "color":
                let color = Self.color(attributes)
                switch attributes["key"] {
                case "backgroundColor":
                    if let color { button.backgroundColor = color } else { button.notes.append("backgroundColor \(Self.describe(attributes)) is not static; assumed systemBlue (iOS's default)") }
                case "tintColor":
                    if let color { button.tintColor = color } else { button.notes.append("tintColor \(Self.describe(attributes)) is not static; assumed white (iOS's default)") }
                default: break
                }
            default:
                break
            }
        }

        private func constraint(_ attributes: [String: String], owner: Int?) {
            guard let attribute = attributes["firstAttribute"], attribute == "width" || attribute == "height",
                  attributes["secondItem"] == nil, let text = attributes["constant"], let constant = Double(text) else { return }
            constraints.append((attributes["firstItem"], attribute, constant, attributes["relation"] ?? "equal", owner))
        }

        /// `systemBlueColor` → `systemBlue`; components → `#RRGGBBAA`; a named (asset) color → `nil`.
        static func color(_ attributes: [String: String]) -> String? {
            if let system = attributes["systemColor"] {
                return system.hasSuffix("Color") ? String(system.dropLast("Color".count)) : system
            }
            if let cocoa = attributes["cocoaTouchSystemColor"] {
                return cocoa.hasSuffix("Color") ? String(cocoa.dropLast("Color".count)) : cocoa
            }
            let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
            if let red = attributes["red"].flatMap(Double.init), let green = attributes["green"].flatMap(Double.init),
               let blue = attributes["blue"].flatMap(Double.init) {
                return SwiftStyleReader.hex([red, green, blue, alpha])
            }
            if let white = attributes["white"].flatMap(Double.init) {
                return SwiftStyleReader.hex([white, white, white, alpha])
            }
            return nil
        }

        static func describe(_ attributes: [String: String]) -> String {
            attributes.sorted { $0.key < $1.key }.filter { $0.key != "key" }.map { "\($0.key)=\"\($0.value)\"" }.joined(separator: " ")
        }

        func finish() -> [FoundLocationButton] {
            for index in buttons.indices {
                UIKitButtonReader.settle(contents[index], into: &buttons[index].button)
                let id = buttons[index].id
                for constraint in constraints where constraint.owner == index && constraint.item == nil || (id != nil && constraint.item == id) {
                    switch (constraint.attribute, constraint.relation) {
                    case ("width", "equal"): buttons[index].button.width = constraint.constant
                    case ("height", "equal"): buttons[index].button.height = constraint.constant
                    case ("width", "lessThanOrEqual"): buttons[index].button.maximumWidth = constraint.constant
                    case ("height", "lessThanOrEqual"): buttons[index].button.maximumHeight = constraint.constant
                    default: break
                    }
                }
            }
            return buttons.map(\.button)
        }
    }
}
