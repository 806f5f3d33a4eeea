import SwiftSyntax

/// Reads a UIKit `CLLocationButton()` / `CLLocationButton(frame:)` and what the code around it
/// sets on it: assignments to `label`, `icon`, `fontSize`, `cornerRadius`, `backgroundColor`,
/// `tintColor`, `alpha` and `frame`, and width or height constants of Auto Layout constraints
/// made on it (`widthAnchor.constraint(equalToConstant:)`, `NSLayoutConstraint(item:…)`).
///
/// The button is followed by the name it is bound to: a local `let`/`var` within its block, a
/// stored property (or a property assigned `CLLocationButton()`) within the whole file, and a
/// property set up by a closure (`lazy var button: CLLocationButton = { … }()`) by both names.
struct UIKitButtonReader {
    var values: SwiftValueReader
    var styles: SwiftStyleReader { SwiftStyleReader(values: values) }

    /// What the code sets of the two properties that choose what the button shows.
    struct Content {
        /// The title set (`.some(nil)`: `.none`); `nil` when `label` is never set.
        var label: FoundLocationButton.Title??
        /// Whether an arrow is set (`false`: `.none`); `nil` when `icon` is never set.
        var icon: Bool?
    }

    func read(_ call: FunctionCallExprSyntax, file: SourceFileSyntax, into button: inout FoundLocationButton) {
        if let frameExpr = SwiftValueReader.argument("frame", in: call) {
            frame(frameExpr, statement: call, button: &button)
        }
        var content = Content()
        for (name, scope) in bindings(of: call, file: file) {
            let finder = UseFinder(name: name, viewMode: .sourceAccurate)
            finder.walk(scope)
            for (property, value, statement) in finder.assignments {
                assign(property, value, statement: statement, button: &button, content: &content)
            }
            for (dimension, relation, value, statement) in finder.constraints {
                constrain(dimension, relation, value, statement: statement, button: &button)
            }
        }
        Self.settle(content, into: &button)
    }

    /// The title and label style from what was set: `CLLocationButton`'s `label` and `icon`
    /// start at `.none` (their zero values, as an Objective-C object's properties start), so a
    /// button shows only what the code sets; one that sets neither shows nothing, which iOS
    /// refuses (the header requires an icon when the label is `.none`): checked as icon only, noted.
    static func settle(_ content: Content, into button: inout FoundLocationButton) {
        let title = content.label ?? nil
        let icon = content.icon ?? false
        button.title = title
        switch (title != nil, icon) {
        case (true, true): button.labelStyle = .titleAndIcon
        case (true, false): button.labelStyle = .titleOnly
        case (false, true): button.labelStyle = .iconOnly
        case (false, false):
            button.labelStyle = .iconOnly
            button.notes.append("neither a label nor an icon is set (both start at .none), which iOS refuses to draw; checked as icon only")
        }
    }

    /// The names the button is reachable by, each with the part of the file it is used in.
    private func bindings(of call: FunctionCallExprSyntax, file: SourceFileSyntax) -> [(String, Syntax)] {
        var found: [(String, Syntax)] = []
        var node = Syntax(call)
        // `let b = CLLocationButton()`: the binding, in its block (a member: the file).
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            found.append((name, scope(of: Syntax(binding), file: file)))
            node = Syntax(binding)
        } else if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) ?? node.parent?.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let target = sequence.elements.first {
            // `button = CLLocationButton()`, `self.button = CLLocationButton()`: a property, used in the file.
            if let name = Self.name(of: target) { found.append((name, Syntax(file))) }
        }
        // `lazy var button: CLLocationButton = { let b = CLLocationButton(); …; return b }()`
        var ancestor = node.parent
        while let current = ancestor {
            if let closure = current.as(ClosureExprSyntax.self),
               let closureCall = closure.parent?.as(FunctionCallExprSyntax.self),
               let binding = closureCall.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                found.append((name, scope(of: Syntax(binding), file: file)))
                break
            }
            if current.is(CodeBlockSyntax.self) || current.is(MemberBlockSyntax.self) { break }
            ancestor = current.parent
        }
        return found
    }

    /// Where a binding is used: its enclosing block or closure; the whole file for a member or a global.
    private func scope(of binding: Syntax, file: SourceFileSyntax) -> Syntax {
        var node = binding.parent
        while let current = node {
            if current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) { return Syntax(file) }
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) { return current }
            node = current.parent
        }
        return Syntax(file)
    }

    /// `button` for `button` and `self.button`.
    static func name(of expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    private func note(_ button: inout FoundLocationButton, _ statement: some SyntaxProtocol, _ assumed: String) {
        button.notes.append("`\(statement.trimmedDescription)` is not static; \(assumed)")
    }

    private func assign(_ property: String, _ value: ExprSyntax, statement: Syntax, button: inout FoundLocationButton,
                        content: inout Content) {
        switch property {
        case "label":
            if let name = values.memberName(value), let title = FoundLocationButton.Title(rawValue: name) {
                content.label = .some(title)
            } else if values.memberName(value) == "none" {
                content.label = .some(nil)
            } else {
                note(&button, statement, "assumed .currentLocation")
                content.label = .some(.currentLocation)
            }
        case "icon":
            switch values.memberName(value) {
            case "none": content.icon = false
            case "arrowFilled":
                content.icon = true
                button.outlineIcon = false
            case "arrowOutline":
                content.icon = true
                button.outlineIcon = true
            default:
                note(&button, statement, "assumed the filled arrow")
                content.icon = true
            }
        case "fontSize":
            if let size = values.number(value) {
                button.font = .fixed(size)
            } else {
                note(&button, statement, "assumed 18 pt (iOS's default) at every category")
            }
        case "cornerRadius":
            if let radius = values.number(value) { button.corners = .radius(radius) } else { note(&button, statement, "assumed iOS's default corners") }
        case "backgroundColor":
            if let color = styles.color(value) { button.backgroundColor = color } else { note(&button, statement, "assumed systemBlue (iOS's default)") }
        case "tintColor":
            if let color = styles.color(value) { button.tintColor = color } else { note(&button, statement, "assumed white (iOS's default)") }
        case "alpha":
            if let alpha = values.number(value) { button.opacity = alpha } else { note(&button, statement, "assumed 1") }
        case "frame", "bounds":
            frame(value, statement: statement, button: &button)
        default:
            break
        }
    }

    private func frame(_ expr: ExprSyntax, statement: some SyntaxProtocol, button: inout FoundLocationButton) {
        let expr = values.followed(expr)
        if values.memberName(expr) == "zero" { return }  // an empty frame: the button sizes itself
        guard let call = expr.as(FunctionCallExprSyntax.self),
              let width = SwiftValueReader.argument("width", in: call).flatMap(values.number),
              let height = SwiftValueReader.argument("height", in: call).flatMap(values.number) else {
            note(&button, statement, "the frame is not applied (the button sizes itself)")
            return
        }
        if width > 0 && height > 0 {
            button.width = width
            button.height = height
        }
    }

    private func constrain(_ dimension: String, _ relation: String, _ value: ExprSyntax?, statement: Syntax,
                           button: inout FoundLocationButton) {
        guard let value else {
            button.notes.append("`\(statement.trimmedDescription)`: a \(dimension) set by another view's is not followed; the button is checked at its own size")
            return
        }
        guard let points = values.number(value) else {
            note(&button, statement, "the \(dimension) constraint is not applied")
            return
        }
        switch (dimension, relation) {
        case ("width", "equal"): button.width = points
        case ("height", "equal"): button.height = points
        case ("width", "lessThanOrEqual"): button.maximumWidth = min(button.maximumWidth ?? points, points)
        case ("height", "lessThanOrEqual"): button.maximumHeight = min(button.maximumHeight ?? points, points)
        default: break  // at least: more room than iOS needs does no harm
        }
    }

    /// Assignments to `NAME.property` and `self.NAME.property`, and constraints made on
    /// `NAME.widthAnchor`/`heightAnchor` or with `NSLayoutConstraint(item: NAME, attribute: …)`.
    private final class UseFinder: SyntaxVisitor {
        let name: String
        var assignments: [(String, ExprSyntax, Syntax)] = []
        var constraints: [(String, String, ExprSyntax?, Syntax)] = []

        init(name: String, viewMode: SyntaxTreeViewMode) {
            self.name = name
            super.init(viewMode: viewMode)
        }

        func isButton(_ expr: ExprSyntax?) -> Bool {
            guard let expr else { return false }
            return UIKitButtonReader.name(of: expr) == name
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               let target = elements[0].as(MemberAccessExprSyntax.self), isButton(target.base) {
                assignments.append((target.declName.baseName.text, elements[2], Syntax(node)))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let method = node.calledExpression.as(MemberAccessExprSyntax.self),
               method.declName.baseName.text == "constraint",
               let anchor = method.base?.as(MemberAccessExprSyntax.self), isButton(anchor.base) {
                let dimension = anchor.declName.baseName.text
                guard dimension == "widthAnchor" || dimension == "heightAnchor" else { return .visitChildren }
                let kind = String(dimension.dropLast("Anchor".count))
                for (label, relation) in [("equalToConstant", "equal"), ("lessThanOrEqualToConstant", "lessThanOrEqual"),
                                          ("greaterThanOrEqualToConstant", "greaterThanOrEqual")] {
                    if let value = SwiftValueReader.argument(label, in: node) {
                        constraints.append((kind, relation, value, Syntax(node)))
                    }
                }
                if SwiftValueReader.argument("equalTo", in: node) != nil || SwiftValueReader.argument("lessThanOrEqualTo", in: node) != nil {
                    constraints.append((kind, "equal", nil, Syntax(node)))
                }
            }
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint",
               isButton(SwiftValueReader.argument("item", in: node)),
               let attribute = SwiftValueReader.argument("attribute", in: node)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               attribute == "width" || attribute == "height",
               let relation = SwiftValueReader.argument("relatedBy", in: node)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                let toItem = SwiftValueReader.argument("toItem", in: node)?.trimmedDescription
                let constant = SwiftValueReader.argument("constant", in: node)
                constraints.append((attribute, relation, toItem == nil || toItem == "nil" ? constant : nil, Syntax(node)))
            }
            return .visitChildren
        }
    }
}
