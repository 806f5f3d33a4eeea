import SwiftSyntax

/// Reads fonts, colors and Dynamic Type sizes as SwiftUI and UIKit write them, each to the value
/// a button spec takes or `nil` (with the caller noting the expression) when it is not static.
struct SwiftStyleReader {
    var values: SwiftValueReader

    /// SwiftUI's text style names → the spec's (`title` is `title1`, `caption` is `caption1`).
    static let textStyles: [String: String] = [
        "largeTitle": "largeTitle", "title": "title1", "title2": "title2", "title3": "title3",
        "headline": "headline", "subheadline": "subheadline", "body": "body", "callout": "callout",
        "footnote": "footnote", "caption": "caption1", "caption2": "caption2",
    ]

    /// Font weights by SwiftUI's and UIKit's names.
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// A SwiftUI font: the font and the weight it sets, or `nil` when not static.
    func font(_ expr: ExprSyntax) -> (font: FoundLocationButton.Font, weight: Int?)? {
        let expr = values.followed(expr)
        if let name = values.memberName(expr), let style = Self.textStyles[name] {
            return (.textStyle(style), nil)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
              let called = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let method = called.declName.baseName.text
        // `.title3.bold()`, `.body.weight(.semibold)`: the style with a weight.
        if let base = called.base, !(base.as(DeclReferenceExprSyntax.self).map { ["Font"].contains($0.baseName.text) } ?? false) {
            guard let resolved = font(base) else { return nil }
            switch method {
            case "bold": return (resolved.font, 700)
            case "weight":
                guard let argument = call.arguments.first?.expression, let name = values.memberName(argument),
                      let value = Self.weights[name] else { return nil }
                return (resolved.font, value)
            case "italic", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading":
                return resolved
            default: return nil
            }
        }
        let weight = SwiftValueReader.argument("weight", in: call).flatMap(values.memberName).flatMap { Self.weights[$0] }
        switch method {
        case "system":
            if let size = SwiftValueReader.argument("size", in: call) {
                guard let points = values.number(size) else { return nil }
                return (.fixed(points), weight)
            }
            if let styleExpr = SwiftValueReader.argument(nil, in: call), let name = values.memberName(styleExpr),
               let style = Self.textStyles[name] {
                return (.textStyle(style), weight)
            }
            return nil
        case "custom":
            // `.custom(_:size:)` scales like body, `relativeTo:` like that style, `fixedSize:` not at all;
            // CoreLocationUI draws the title in the system font at the size either resolves to.
            if let fixed = SwiftValueReader.argument("fixedSize", in: call) {
                return values.number(fixed).map { (.fixed($0), nil) }
            }
            guard let size = SwiftValueReader.argument("size", in: call).flatMap(values.number) else { return nil }
            var style = "body"
            if let relative = SwiftValueReader.argument("relativeTo", in: call) {
                guard let name = values.memberName(relative), let named = Self.textStyles[name] else { return nil }
                style = named
            }
            return (.scaled(size, relativeTo: style), nil)
        default:
            return nil
        }
    }

    /// SwiftUI's and UIKit's color names that are not UIKit system color names.
    static let colorAliases: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel",
        "systemBackground": "systemBackground", "clear": "clear",
    ]

    /// A color as a button spec writes it: a system color name or `#RRGGBBAA`; `nil` when not static.
    func color(_ expr: ExprSyntax) -> String? {
        let expr = values.followed(expr)
        if let name = values.memberName(expr) {
            if name == "accentColor" || name == "tint" { return nil }
            return Self.colorAliases[name] ?? name
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        // `Color(.systemIndigo)`, `Color(uiColor: .systemIndigo)`, `UIColor(_:)`
        let labels = call.arguments.map { $0.label?.text }
        if call.arguments.count == 1, labels == [nil] || labels == ["uiColor"], let only = call.arguments.first {
            if only.expression.is(StringLiteralExprSyntax.self) { return nil }  // an asset catalog color
            return color(only.expression)
        }
        let components = ["red", "green", "blue"].map { SwiftValueReader.argument($0, in: call).flatMap(values.number) }
        if components.allSatisfy({ $0 != nil }) {
            let alpha = SwiftValueReader.argument("alpha", in: call).flatMap(values.number)
                ?? SwiftValueReader.argument("opacity", in: call).flatMap(values.number) ?? 1
            return Self.hex(components.map { $0! } + [alpha])
        }
        if let white = SwiftValueReader.argument("white", in: call).flatMap(values.number) {
            let alpha = SwiftValueReader.argument("alpha", in: call).flatMap(values.number)
                ?? SwiftValueReader.argument("opacity", in: call).flatMap(values.number) ?? 1
            return Self.hex([white, white, white, alpha])
        }
        return nil
    }

    /// `#RRGGBBAA` of components from 0 to 1.
    static func hex(_ components: [Double]) -> String? {
        guard components.allSatisfy({ (0...1).contains($0) }) else { return nil }
        return "#" + components.map { value in
            let byte = Int((value * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// SwiftUI's `DynamicTypeSize` names → the spec's category names.
    static let categories: [String: String] = [
        "xSmall": "xSmall", "small": "small", "medium": "medium", "large": "large", "xLarge": "xLarge",
        "xxLarge": "xxLarge", "xxxLarge": "xxxLarge", "accessibility1": "AX1", "accessibility2": "AX2",
        "accessibility3": "AX3", "accessibility4": "AX4", "accessibility5": "AX5",
        // UIKit's `UIContentSizeCategory` names, for `.environment(\.sizeCategory, …)`.
        "extraSmall": "xSmall", "extraLarge": "xLarge", "extraExtraLarge": "xxLarge",
        "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "AX1", "accessibilityLarge": "AX2",
        "accessibilityExtraLarge": "AX3", "accessibilityExtraExtraLarge": "AX4",
        "accessibilityExtraExtraExtraLarge": "AX5",
    ]

    /// The largest category a Dynamic Type size or range allows: `.large` → large,
    /// `...DynamicTypeSize.xxLarge` and `.xSmall ... .xxLarge` → xxLarge; `.some(nil)` for a range
    /// with no upper bound (`.large...`); `nil` when not static.
    func largestCategory(_ expr: ExprSyntax) -> String?? {
        let expr = values.followed(expr)
        if let name = values.memberName(expr) { return Self.categories[name].map { .some($0) } }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." || prefix.operator.text == "..<" {
            guard prefix.operator.text == "...", let name = values.memberName(prefix.expression) else { return nil }
            return Self.categories[name].map { .some($0) }
        }
        if expr.is(PostfixOperatorExprSyntax.self) { return .some(nil) }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let operatorExpr = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
           operatorExpr.operator.text == "...", let last = sequence.elements.last, let name = values.memberName(last) {
            return Self.categories[name].map { .some($0) }
        }
        return nil
    }
}
