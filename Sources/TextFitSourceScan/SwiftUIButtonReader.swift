import SwiftSyntax

/// Reads a SwiftUI `LocationButton(…)` call and the modifiers chained on it into a
/// ``FoundLocationButton``: each modifier in the order SwiftUI applies them (innermost first),
/// each value resolved or, when not static, named in a note with the default taken.
struct SwiftUIButtonReader {
    var values: SwiftValueReader
    var styles: SwiftStyleReader { SwiftStyleReader(values: values) }

    /// The width the layout offers a button that fills its container (`maxWidth: .infinity`): a
    /// 375-point iPhone less two 16-point margins, the button spec's default `maximumWidth`.
    static let containerWidth = 343.0
    /// The width limit of a button that takes its own size (`.fixedSize()`): none in practice.
    static let unlimited = 10_000.0

    func read(_ call: FunctionCallExprSyntax, into button: inout FoundLocationButton) {
        if let titleExpr = SwiftValueReader.argument(nil, in: call), !titleExpr.is(ClosureExprSyntax.self) {
            if let name = values.memberName(titleExpr), let title = FoundLocationButton.Title(rawValue: name) {
                button.title = title
            } else if titleExpr.trimmedDescription == "nil" || values.memberName(titleExpr) == "none" {
                button.title = nil
                button.labelStyle = .iconOnly
            } else {
                button.titleExpression = titleExpr.trimmedDescription
                button.notes.append("title `\(titleExpr.trimmedDescription)` is not static; assumed .currentLocation (LocationButton's default)")
            }
        }
        // Padding inside a frame takes room from the button.
        var inset = (width: 0.0, height: 0.0)
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self),
              modifier.calledExpression.id == member.id {
            apply(member.declName.baseName.text, modifier, to: &button, inset: &inset)
            node = Syntax(modifier)
        }
    }

    private func note(_ button: inout FoundLocationButton, _ call: FunctionCallExprSyntax, _ assumed: String) {
        button.notes.append("`\(Self.modifier(call))` is not static; \(assumed)")
    }

    /// A modifier as written, without the view it is chained on: `.tint(brand)`.
    static func modifier(_ call: FunctionCallExprSyntax) -> String {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        return ".\(name)(\(call.arguments.trimmedDescription))"
    }

    private func apply(_ name: String, _ call: FunctionCallExprSyntax, to button: inout FoundLocationButton,
                       inset: inout (width: Double, height: Double)) {
        let first = call.arguments.first?.expression
        switch name {
        case "labelStyle":
            guard let first else { return }
            let text = values.memberName(first) ?? first.trimmedDescription
            if text.hasPrefix("iconOnly") || text.hasPrefix("IconOnly") {
                button.labelStyle = .iconOnly
            } else if text.hasPrefix("titleOnly") || text.hasPrefix("TitleOnly") {
                button.labelStyle = .titleOnly
            } else if text.hasPrefix("titleAndIcon") || text.hasPrefix("TitleAndIcon") || text == "automatic" {
                button.labelStyle = .titleAndIcon
            } else {
                note(&button, call, "assumed title and icon")
            }
        case "symbolVariant":
            guard let first else { return }
            if let variant = values.memberName(first) {
                button.outlineIcon = variant == "none"
            } else {
                note(&button, call, "assumed the filled arrow")
            }
        case "font":
            guard let first else { return }
            font(first, call: call, button: &button)
        case "frame":
            frame(call, to: &button, inset: inset)
        case "fixedSize":
            button.width = nil
            button.maximumWidth = Self.unlimited
            button.notes.append("`\(Self.modifier(call))`: the button takes its own size, however wide; checked against no width limit")
        case "padding":
            padding(call, inset: &inset, button: &button)
        case "cornerRadius":
            guard let first else { return }
            if let radius = values.number(first) { button.corners = .radius(radius) } else { note(&button, call, "assumed iOS's default corners") }
        case "clipShape", "buttonBorderShape":
            guard let first else { return }
            shape(first, call: call, button: &button)
        case "controlSize":
            button.notes.append("`\(Self.modifier(call))`: iOS 15–18 size the button the same at every control size")
        case "tint":
            guard let first else { return }
            if let color = styles.color(first) { button.backgroundColor = color } else { note(&button, call, "assumed systemBlue (iOS's background)") }
        case "foregroundColor", "foregroundStyle":
            guard let first else { return }
            if let color = styles.color(first) { button.tintColor = color } else { note(&button, call, "assumed white (iOS's title color)") }
        case "opacity":
            guard let first else { return }
            if let value = values.number(first) { button.opacity = value } else { note(&button, call, "assumed opacity 1") }
        case "dynamicTypeSize":
            guard let first else { return }
            categoryLimit(first, call: call, button: &button)
        case "environment":
            guard call.arguments.count == 2, let keyPath = first?.trimmedDescription,
                  let value = call.arguments.last?.expression else { return }
            if keyPath.hasSuffix(".dynamicTypeSize") || keyPath.hasSuffix(".sizeCategory") {
                categoryLimit(value, call: call, button: &button)
            } else if keyPath.hasSuffix(".font") {
                font(value, call: call, button: &button)
            }
        default:
            break
        }
    }

    /// The font `expr` names, or `.body` (noted) when it is not static.
    private func font(_ expr: ExprSyntax, call: FunctionCallExprSyntax, button: inout FoundLocationButton) {
        if let resolved = styles.font(expr) {
            button.font = resolved.font
            button.fontWeight = resolved.weight
        } else {
            note(&button, call, "assumed .body (the title follows Dynamic Type as body text)")
            button.font = .textStyle("body")
        }
    }

    private func frame(_ call: FunctionCallExprSyntax, to button: inout FoundLocationButton,
                       inset: (width: Double, height: Double)) {
        func dimension(_ label: String) -> Double?? {
            guard let expr = SwiftValueReader.argument(label, in: call) else { return .none }
            if expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "infinity" { return .some(.infinity) }
            if let value = values.number(expr) { return .some(value) }
            button.notes.append("`\(label): \(expr.trimmedDescription)` in `\(Self.modifier(call))` is not static; not applied (the button sizes itself)")
            return .some(nil)
        }
        if case .some(.some(let width)) = dimension("width") { button.width = width - inset.width }
        if case .some(.some(let height)) = dimension("height") { button.height = height - inset.height }
        if case .some(.some(let maxWidth)) = dimension("maxWidth") {
            if maxWidth.isInfinite {
                button.maximumWidth = Self.containerWidth - inset.width
                button.notes.append("`maxWidth: .infinity`: the container's width is not in the source; assumed \(Self.format(Self.containerWidth)) pt (a 375-point iPhone less 16-point margins)")
            } else {
                button.maximumWidth = maxWidth - inset.width
            }
        }
        if case .some(.some(let maxHeight)) = dimension("maxHeight"), maxHeight.isFinite {
            button.maximumHeight = maxHeight - inset.height
        }
        // `minWidth`/`idealWidth` only give the button more room; iOS needs no more than its size.
        _ = dimension("minWidth")
        _ = dimension("minHeight")
    }

    private func padding(_ call: FunctionCallExprSyntax, inset: inout (width: Double, height: Double),
                         button: inout FoundLocationButton) {
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
            } else {
                note(&button, call, "assumed 16 pt")
            }
        }
        let horizontal = ["all", "horizontal", "leading", "trailing"].contains(edges) || edges.contains(".leading") || edges.contains(".trailing")
        let vertical = ["all", "vertical", "top", "bottom"].contains(edges) || edges.contains(".top") || edges.contains(".bottom")
        let sides = ["leading", "trailing", "top", "bottom"].contains(edges) ? 1.0 : 2.0
        if horizontal { inset.width += length * sides }
        if vertical { inset.height += length * sides }
    }

    private func shape(_ expr: ExprSyntax, call: FunctionCallExprSyntax, button: inout FoundLocationButton) {
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
            button.corners = .capsule
        case "RoundedRectangle", "roundedRectangle", "rect":
            if let radiusExpr = shapeCall.flatMap({ SwiftValueReader.argument("cornerRadius", in: $0) ?? SwiftValueReader.argument("radius", in: $0) }) {
                if let radius = values.number(radiusExpr) { button.corners = .radius(radius) } else { note(&button, call, "assumed iOS's default corners") }
            }
        case "Rectangle", "rectangle":
            button.corners = .radius(0)
        case "automatic":
            break
        default:
            note(&button, call, "assumed iOS's default corners")
        }
    }

    private func categoryLimit(_ expr: ExprSyntax, call: FunctionCallExprSyntax, button: inout FoundLocationButton) {
        if let limit = styles.largestCategory(expr) {
            button.largestCategory = limit
        } else {
            note(&button, call, "assumed every category up to AX5")
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
