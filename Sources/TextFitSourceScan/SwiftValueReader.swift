import SwiftSyntax

/// Reads the static value of an expression in a button's configuration: a literal, a member
/// (`.title3`, `Color.indigo`), a constant of the module (followed up to a few steps), or a
/// number wrapped in `CGFloat(…)`. Anything else is not static: the caller names it in a note.
struct SwiftValueReader {
    var constants: SwiftConstants
    /// The names looked up and not found among `constants`, so that the scan can look for them
    /// in the module's other files.
    let misses: Misses

    /// Names looked up in vain (one file's reading; not shared between tasks).
    final class Misses {
        var names: Set<String> = []
    }

    init(constants: SwiftConstants, misses: Misses = Misses()) {
        self.constants = constants
        self.misses = misses
    }

    /// How many constants one value may go through (`let a = b`, `let b = 20`).
    private static let maximumDepth = 8

    /// `expr` with a module constant it names replaced by the constant's value.
    func followed(_ expr: ExprSyntax, depth: Int = 0) -> ExprSyntax {
        guard depth < Self.maximumDepth else { return expr }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            guard let value = constants.expression(named: reference.baseName.text) else {
                misses.names.insert(reference.baseName.text)
                return expr
            }
            return followed(value, depth: depth + 1)
        }
        // `Self.spacing`, `Layout.width`: a constant of a type, looked up by its own name; a
        // member of a system type (`Color.white`, `Font.title3`) is that type's own value.
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
           let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, !Self.systemTypes.contains(baseName) {
            guard let value = constants.expression(named: member.declName.baseName.text) else {
                misses.names.insert(member.declName.baseName.text)
                return expr
            }
            return followed(value, depth: depth + 1)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return followed(only.expression, depth: depth + 1)
        }
        return expr
    }

    /// Types whose members are the system's values, never the app's constants.
    static let systemTypes: Set<String> = [
        "Color", "UIColor", "Font", "UIFont", "CGFloat", "DynamicTypeSize", "ContentSizeCategory",
        "CLLocationButtonLabel", "CLLocationButtonIcon", "LocationButton", "ControlSize",
    ]

    /// The number `expr` stands for: an integer or floating-point literal (with a sign), a
    /// constant bound to one, or one wrapped in `CGFloat(…)`/`Double(…)`.
    func number(_ expr: ExprSyntax) -> Double? {
        let expr = followed(expr)
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let value = number(prefix.expression) {
            return -value
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["CGFloat", "Double", "Float"].contains(name), let argument = call.arguments.first, argument.label == nil {
            return number(argument.expression)
        }
        return nil
    }

    /// The member `expr` names: `title3` for `.title3`, `Font.title3` or a constant bound to
    /// either; `nil` for anything else.
    func memberName(_ expr: ExprSyntax) -> String? {
        let expr = followed(expr)
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            // `Font.title3`, `UIColor.systemBlue`, `CLLocationButtonLabel.currentLocation`
            guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
        }
        return member.declName.baseName.text
    }

    /// The first argument labelled `label` (`nil` label: the first unlabelled one).
    static func argument(_ label: String?, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }
}
