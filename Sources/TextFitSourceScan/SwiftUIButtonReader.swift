import SwiftSyntax
import TextFitCore

/// Reads a SwiftUI `LocationButton(…)` call, the modifiers chained on it and those of the views
/// enclosing it into a ``FoundLocationButton``: each value resolved or, when not static, named in a
/// note with the default taken.
///
/// Most of what the button is drawn with is SwiftUI's environment (`.font`, `.tint`,
/// `.labelStyle` …), which a view inherits from the views that enclose it: Apple's "Environment
/// values" article says a view "inherits its environment from its container view", and
/// `View.font(_:)` that "Font information flows down the view hierarchy as part of the environment,
/// and remains in effect unless overridden at the level of an individual view or view container".
/// So the value nearest the button wins: its own chain's, then each enclosing view's
/// (``SwiftUIEnclosingModifiers``), nearest first. Within one chain the modifier written first is
/// nearest: `.font(.caption).font(.title3)` sets title3 for the view `.font(.caption)` wraps, which
/// sets caption again for the button, so the button's title is caption. Two values combine
/// instead: `.opacity` multiplies (each modifier draws its content translucent), and Dynamic Type
/// ranges intersect and limit a size set anywhere (`View.dynamicTypeSize(_:)`: "If the Dynamic
/// Type size is limited to multiple ranges, the result is their intersection"; "If a Dynamic Type
/// size range is applied after setting a value, the value is limited by that range").
///
/// Layout is not environment: an enclosing view's frame, padding and clip shape do not reach the
/// button, except that a width an enclosing view sets (`.frame(width:)`, `.frame(maxWidth:)`,
/// less the padding between it and the button) limits a button with no width of its own.
struct SwiftUIButtonReader {
    var values: SwiftValueReader
    /// For the line of an enclosing view in notes; none: notes name no line.
    var converter: SourceLocationConverter?
    var styles: SwiftStyleReader { SwiftStyleReader(values: values) }

    init(values: SwiftValueReader, converter: SourceLocationConverter? = nil) {
        self.values = values
        self.converter = converter
    }

    /// The width the layout offers a button that fills its container (`maxWidth: .infinity`): a
    /// 375-point iPhone less two 16-point margins, the button spec's default `maximumWidth`.
    static let containerWidth = 343.0
    /// The width limit of a button that takes its own size (`.fixedSize()`): none in practice.
    static let unlimited = 10_000.0

    /// The environment values a button takes from the nearest modifier that sets them.
    private enum Setting: Hashable {
        case labelStyle, symbolVariant, font, tint, foreground, controlSize, corners
    }

    /// One button's reading across its own chain and those of the views enclosing it.
    private struct Reading {
        var button: FoundLocationButton
        /// The enclosing view whose chain is being read; `nil` for the button's own.
        var enclosing: SwiftUIEnclosingModifiers.Container?
        /// Where `enclosing` is, for notes: ` (line 12)`, or empty.
        var enclosingLine = ""
        /// The settings a nearer modifier has decided.
        var decided: Set<Setting> = []
        /// Padding between the button and the modifier read: a frame's size less it is the
        /// button's (the whole way out, for a width an enclosing view sets).
        var inset = (width: 0.0, height: 0.0)
        /// The nearest Dynamic Type size set, and the smallest upper bound of the ranges.
        var categorySet: ContentSizeCategory?
        var categoryBound: ContentSizeCategory?
        /// Whether the button fills its container (`maxWidth: .infinity`), and whether it may be
        /// wider than any enclosing view (`.fixedSize()`, a horizontal `ScrollView`).
        var fillsContainer = false
        var widthUnbounded = false
        /// The narrowest width an enclosing view sets, less the padding inside it, with its note.
        var enclosingWidth: (width: Double, note: String)?

        /// How a modifier is named in a note: `` `.tint(brand)` `` or `` `.tint(brand)` on the
        /// enclosing `VStack` (line 12) ``.
        func named(_ call: FunctionCallExprSyntax) -> String {
            let written = "`\(SwiftUIButtonReader.modifier(call))`"
            guard let enclosing else { return written }
            return "\(written) on the enclosing `\(enclosing.name)`\(enclosingLine)"
        }

        /// Whether `setting` is still open, marking it decided: a modifier setting it applies.
        mutating func decides(_ setting: Setting) -> Bool {
            decided.insert(setting).inserted
        }

        /// Says that a static value of an enclosing view applies to the button.
        mutating func inherited(_ call: FunctionCallExprSyntax) {
            guard enclosing != nil else { return }
            button.inherited.append("\(named(call)) applies to the button (SwiftUI passes it down the view tree)")
        }
    }

    func read(_ call: FunctionCallExprSyntax, into button: inout FoundLocationButton) {
        var reading = Reading(button: button)
        if let titleExpr = SwiftValueReader.argument(nil, in: call), !titleExpr.is(ClosureExprSyntax.self) {
            if let name = values.memberName(titleExpr), let title = FoundLocationButton.Title(rawValue: name) {
                reading.button.title = title
            } else if titleExpr.trimmedDescription == "nil" || values.memberName(titleExpr) == "none" {
                // No title to show, whatever label style a modifier asks for.
                reading.button.title = nil
                reading.button.labelStyle = .iconOnly
                reading.decided.insert(.labelStyle)
            } else {
                reading.button.titleExpression = titleExpr.trimmedDescription
                reading.button.notes.append("title `\(titleExpr.trimmedDescription)` is not static; "
                                            + "assumed .currentLocation (LocationButton's default)")
            }
        }
        let own = Self.chain(on: call)
        for modifier in own { apply(modifier, to: &reading) }

        let top = own.last.map(Syntax.init) ?? Syntax(call)
        for container in SwiftUIEnclosingModifiers.containers(around: top) {
            reading.enclosing = container
            reading.enclosingLine = converter.map {
                " (line \($0.location(for: container.call.positionAfterSkippingLeadingTrivia).line))"
            } ?? ""
            if container.scrollsHorizontally { reading.widthUnbounded = true }
            for modifier in Self.chain(on: container.call) { apply(modifier, to: &reading) }
        }
        finish(&reading)
        button = reading.button
    }

    /// The modifiers chained on `call`, innermost (nearest the view) first.
    static func chain(on call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var modifiers: [FunctionCallExprSyntax] = []
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self),
              modifier.calledExpression.id == member.id {
            modifiers.append(modifier)
            node = Syntax(modifier)
        }
        return modifiers
    }

    /// A modifier as written, without the view it is chained on: `.tint(brand)`.
    static func modifier(_ call: FunctionCallExprSyntax) -> String {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        return ".\(name)(\(call.arguments.trimmedDescription))"
    }

    private func note(_ reading: inout Reading, _ call: FunctionCallExprSyntax, _ assumed: String) {
        reading.button.notes.append("\(reading.named(call)) is not static; \(assumed)")
    }

    private func apply(_ call: FunctionCallExprSyntax, to reading: inout Reading) {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        let first = call.arguments.first?.expression
        let own = reading.enclosing == nil
        switch name {
        case "labelStyle":
            guard let first, reading.decides(.labelStyle) else { return }
            labelStyle(first, call: call, reading: &reading)
        case "symbolVariant":
            guard let first, reading.decides(.symbolVariant) else { return }
            symbolVariant(first, call: call, reading: &reading)
        case "font":
            guard let first, reading.decides(.font) else { return }
            font(first, call: call, reading: &reading)
        case "frame":
            frame(call, reading: &reading)
        case "fixedSize":
            reading.widthUnbounded = true
            guard own else { return }
            reading.button.width = nil
            reading.button.maximumWidth = Self.unlimited
            reading.button.notes.append("`\(Self.modifier(call))`: the button takes its own size, however wide; "
                                        + "checked against no width limit")
        case "padding":
            padding(call, reading: &reading)
        case "cornerRadius" where own:
            guard let first else { return }
            reading.decided.insert(.corners)
            if let radius = values.number(first) {
                reading.button.corners = .radius(radius)
            } else {
                note(&reading, call, "assumed iOS's default corners")
            }
        case "clipShape" where own:
            guard let first else { return }
            reading.decided.insert(.corners)
            shape(first, call: call, reading: &reading)
        case "buttonBorderShape":
            // The environment's shape of the button; a clip of the button's own is drawn over it.
            guard let first, reading.decides(.corners) else { return }
            shape(first, call: call, reading: &reading)
        case "controlSize":
            guard reading.decides(.controlSize) else { return }
            reading.button.notes.append("\(reading.named(call)): iOS 15–18 size the button the same "
                                        + "at every control size")
        case "tint":
            guard let first, reading.decides(.tint) else { return }
            if let color = styles.color(first) {
                reading.button.backgroundColor = color
                reading.inherited(call)
            } else {
                note(&reading, call, "assumed systemBlue (iOS's background)")
            }
        case "foregroundColor", "foregroundStyle":
            guard let first, reading.decides(.foreground) else { return }
            if let color = styles.color(first) {
                reading.button.tintColor = color
                reading.inherited(call)
            } else {
                note(&reading, call, "assumed white (iOS's title color)")
            }
        case "opacity":
            guard let first else { return }
            if let value = values.number(first) {
                reading.button.opacity *= value
                reading.inherited(call)
            } else {
                note(&reading, call, "assumed opacity 1")
            }
        case "dynamicTypeSize":
            guard let first else { return }
            category(first, call: call, reading: &reading)
        case "environment":
            guard call.arguments.count == 2, let keyPath = first?.trimmedDescription,
                  let value = call.arguments.last?.expression else { return }
            if keyPath.hasSuffix(".dynamicTypeSize") || keyPath.hasSuffix(".sizeCategory") {
                category(value, call: call, reading: &reading)
            } else if keyPath.hasSuffix(".font") {
                guard reading.decides(.font) else { return }
                font(value, call: call, reading: &reading)
            } else if keyPath.hasSuffix(".symbolVariants") {
                guard reading.decides(.symbolVariant) else { return }
                symbolVariant(value, call: call, reading: &reading)
            }
        default:
            break
        }
    }

    private func labelStyle(_ expr: ExprSyntax, call: FunctionCallExprSyntax, reading: inout Reading) {
        let text = values.memberName(expr) ?? expr.trimmedDescription
        if text.hasPrefix("iconOnly") || text.hasPrefix("IconOnly") {
            reading.button.labelStyle = .iconOnly
        } else if text.hasPrefix("titleOnly") || text.hasPrefix("TitleOnly") {
            reading.button.labelStyle = .titleOnly
        } else if text.hasPrefix("titleAndIcon") || text.hasPrefix("TitleAndIcon") || text == "automatic" {
            reading.button.labelStyle = .titleAndIcon
        } else {
            note(&reading, call, "assumed title and icon")
            return
        }
        reading.inherited(call)
    }

    private func symbolVariant(_ expr: ExprSyntax, call: FunctionCallExprSyntax, reading: inout Reading) {
        if let variant = values.memberName(expr) {
            reading.button.outlineIcon = variant == "none"
            reading.inherited(call)
        } else {
            note(&reading, call, "assumed the filled arrow")
        }
    }

    /// The font `expr` names, or `.body` (noted) when it is not static.
    private func font(_ expr: ExprSyntax, call: FunctionCallExprSyntax, reading: inout Reading) {
        if let resolved = styles.font(expr) {
            reading.button.font = resolved.font
            reading.button.fontWeight = resolved.weight
            reading.inherited(call)
        } else {
            note(&reading, call, "assumed .body (the title follows Dynamic Type as body text)")
            reading.button.font = .textStyle("body")
        }
    }

    /// The static sizes a `.frame(…)` sets, by label (`.infinity` as infinite); a size that is
    /// not static is noted for the button's own frame and left out.
    private func frameSizes(_ call: FunctionCallExprSyntax, reading: inout Reading) -> [String: Double] {
        var sizes: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, label != "alignment" else { continue }
            let expr = argument.expression
            if expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "infinity" {
                sizes[label] = .infinity
            } else if let value = values.number(expr) {
                sizes[label] = value
            } else if reading.enclosing == nil {
                reading.button.notes.append("`\(label): \(expr.trimmedDescription)` in `\(Self.modifier(call))` "
                                            + "is not static; not applied (the button sizes itself)")
            }
        }
        return sizes
    }

    private func frame(_ call: FunctionCallExprSyntax, reading: inout Reading) {
        let sizes = frameSizes(call, reading: &reading)
        let inset = reading.inset
        guard reading.enclosing == nil else {
            // An enclosing view's width limits the button, less the padding inside it; the
            // narrowest such width holds.
            guard !reading.widthUnbounded,
                  let width = sizes["width"] ?? sizes["maxWidth"].flatMap({ $0.isFinite ? $0 : nil }) else { return }
            let limit = width - inset.width
            guard limit < (reading.enclosingWidth?.width ?? .infinity) else { return }
            let padding = inset.width > 0
                ? " (\(Self.format(width)) pt less \(Self.format(inset.width)) pt of padding)" : ""
            reading.enclosingWidth = (limit, "\(reading.named(call)) limits the button's width to "
                                      + "\(Self.format(limit)) pt\(padding)")
            return
        }
        if let width = sizes["width"] { reading.button.width = width - inset.width }
        if let height = sizes["height"] { reading.button.height = height - inset.height }
        if let maxWidth = sizes["maxWidth"] {
            if maxWidth.isInfinite {
                reading.button.maximumWidth = Self.containerWidth - inset.width
                reading.fillsContainer = true
            } else {
                reading.button.maximumWidth = maxWidth - inset.width
            }
        }
        if let maxHeight = sizes["maxHeight"], maxHeight.isFinite {
            reading.button.maximumHeight = maxHeight - inset.height
        }
        // `minWidth`/`idealWidth` only give the button more room; iOS needs no more than its size.
    }

    /// A width an enclosing view sets limits a button with no width of its own (one that fills
    /// its container is as wide as that view); otherwise a button that fills its container is
    /// checked in the assumed one.
    private func finish(_ reading: inout Reading) {
        // (A width outside a `.fixedSize()` or a horizontal `ScrollView` was never taken.)
        if let limit = reading.enclosingWidth, reading.button.width == nil,
           reading.fillsContainer || limit.width < (reading.button.maximumWidth ?? .infinity) {
            reading.button.maximumWidth = limit.width
            reading.button.inherited.append(limit.note)
        } else if reading.fillsContainer {
            reading.button.notes.append("`maxWidth: .infinity`: the container's width is not in the source; assumed "
                                        + "\(Self.format(Self.containerWidth)) pt "
                                        + "(a 375-point iPhone less 16-point margins)")
        }
        switch (reading.categorySet, reading.categoryBound) {
        case (let set?, let bound?): reading.button.largestCategory = min(set, bound).rawValue
        case (let set?, nil): reading.button.largestCategory = set.rawValue
        case (nil, let bound?): reading.button.largestCategory = bound.rawValue
        case (nil, nil): break
        }
    }

    private func padding(_ call: FunctionCallExprSyntax, reading: inout Reading) {
        // `.padding()` is the system's standard padding, 16 pt on iOS (SwiftUI's default
        // `EdgeInsets` for a padding without a length).
        var edges = "all"
        var length = 16.0
        for argument in call.arguments {
            if let value = values.number(argument.expression) {
                length = value
            } else if let name = values.memberName(argument.expression) {
                edges = name
            } else if argument.expression.is(ArrayExprSyntax.self) {
                edges = argument.expression.trimmedDescription
            } else if reading.enclosing == nil {
                note(&reading, call, "assumed 16 pt")
            } else {
                // An enclosing view's padding only narrows a width it sets: none taken keeps
                // that width a limit the button cannot pass.
                length = 0
            }
        }
        let horizontal = ["all", "horizontal", "leading", "trailing"].contains(edges)
            || edges.contains(".leading") || edges.contains(".trailing")
        let vertical = ["all", "vertical", "top", "bottom"].contains(edges)
            || edges.contains(".top") || edges.contains(".bottom")
        let sides = ["leading", "trailing", "top", "bottom"].contains(edges) ? 1.0 : 2.0
        if horizontal { reading.inset.width += length * sides }
        if vertical { reading.inset.height += length * sides }
    }

    private func shape(_ expr: ExprSyntax, call: FunctionCallExprSyntax, reading: inout Reading) {
        let expr = values.followed(expr)
        var name = values.memberName(expr)
        var shapeCall: FunctionCallExprSyntax?
        if let call = expr.as(FunctionCallExprSyntax.self) {
            shapeCall = call
            name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        switch name {
        case "Capsule", "capsule", "Circle", "circle":
            reading.button.corners = .capsule
        case "RoundedRectangle", "roundedRectangle", "rect":
            guard let radiusExpr = shapeCall.flatMap({
                SwiftValueReader.argument("cornerRadius", in: $0) ?? SwiftValueReader.argument("radius", in: $0)
            }) else { return }
            guard let radius = values.number(radiusExpr) else {
                return note(&reading, call, "assumed iOS's default corners")
            }
            reading.button.corners = .radius(radius)
        case "Rectangle", "rectangle":
            reading.button.corners = .radius(0)
        case "automatic":
            return
        default:
            return note(&reading, call, "assumed iOS's default corners")
        }
        reading.inherited(call)
    }

    /// A Dynamic Type size (the nearest one set holds) or range (every range limits it).
    private func category(_ expr: ExprSyntax, call: FunctionCallExprSyntax, reading: inout Reading) {
        guard let limit = styles.largestCategory(expr) else {
            return note(&reading, call, "assumed every category up to AX5")
        }
        guard let name = limit, let category = ContentSizeCategory(rawValue: name) else { return }
        if values.memberName(expr) != nil {
            // A size set (`.dynamicTypeSize(.xLarge)`), not a range.
            guard reading.categorySet == nil else { return }
            reading.categorySet = category
        } else {
            reading.categoryBound = min(reading.categoryBound ?? category, category)
        }
        reading.inherited(call)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
