import SwiftSyntax

/// The views that enclose a SwiftUI `LocationButton(…)` within its declaration, nearest first:
/// the calls whose modifier chains pass environment values (`.font`, `.tint`, `.labelStyle` …)
/// down to the button, as SwiftUI passes a container's environment to its subviews.
///
/// Walking up the syntax tree from the button's call (after its own modifier chain), each call
/// that holds the button in an argument or a trailing closure (`VStack { … }`, `Section(…) { … }`,
/// `ForEach(items) { … }`, through `if` and `switch` branches) is an enclosing view, and so is a
/// modifier laying out a view over or under another (`.overlay { … }`, `.background { … }`,
/// `.safeAreaInset(edge:) { … }`), of whose chain only what is chained after it applies. The walk
/// stops at the enclosing declaration (`var body`, a function): a view built in another property
/// or function is not followed to where it is used. It also stops at any other call that takes a
/// closure: a presentation (`.sheet`, `.popover`), `.toolbar`, or a function of the app's own,
/// whose content is not laid out in the view it is written on.
struct SwiftUIEnclosingModifiers {
    /// One enclosing view.
    struct Container {
        /// The call the applying chain is chained on: the view's own call (`VStack { … }`), or the
        /// modifier whose closure holds the button (`.overlay { … }`).
        var call: FunctionCallExprSyntax
        /// The view as written, for notes: `VStack`, `.overlay`.
        var name: String
        /// Whether the view lets its content be as wide as it likes (a horizontal `ScrollView`): a
        /// width set outside it does not limit the button.
        var scrollsHorizontally: Bool
    }

    /// Modifiers whose closure's view is laid out on the view they modify, in its environment.
    static let layeringModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]

    /// The views enclosing the view whose modifier chain ends at `top`, nearest first.
    static func containers(around top: Syntax) -> [Container] {
        var found: [Container] = []
        var node = top
        while let parent = node.parent {
            if parent.is(SourceFileSyntax.self) || parent.is(DeclSyntax.self) { break }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                // The button is in this call's arguments or trailing closures.
                guard let container = container(call) else { break }
                found.append(container)
                node = SwiftUIButtonReader.chain(on: call).last.map(Syntax.init) ?? Syntax(call)
                continue
            }
            node = parent
        }
        return found
    }

    /// `call` as an enclosing view, or `nil` when its closures are not laid out as its content.
    private static func container(_ call: FunctionCallExprSyntax) -> Container? {
        let called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.base != nil,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text != "SwiftUI" {
            // A modifier holding the button in its closure: `.overlay { … }`.
            let name = member.declName.baseName.text
            guard layeringModifiers.contains(name) else { return nil }
            return Container(call: call, name: "." + name, scrollsHorizontally: false)
        }
        // A view: a type's initializer, `VStack`, `ForEach`, `SwiftUI.Group`.
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? called.as(GenericSpecializationExprSyntax.self)?.expression
                .as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, let first = name.first, first.isUppercase else { return nil }
        var horizontal = false
        if name == "ScrollView", let axes = SwiftValueReader.argument(nil, in: call) {
            // `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical])`; a vertical one
            // (the default) offers its own width.
            horizontal = axes.tokens(viewMode: .sourceAccurate).contains { $0.text == "horizontal" }
        }
        return Container(call: call, name: name, scrollsHorizontally: horizontal)
    }
}
